import Foundation

/// Links in a collection's Markdown body that would reach nothing in our site (`[pasta](/pasta)`
/// when no recipe `pasta` comes along) become their text, so the imported file passes `check`.
public enum MarkdownLinks {
    /// `keep` sees each inline link's target; pictures (`![...](...)`) are left alone (a missing
    /// picture is only a warning). Returns the text and the targets that were unlinked.
    public static func unlink(_ markdown: String, keep: (String) -> Bool) -> (text: String, removed: [String]) {
        let characters = Array(markdown)
        var out = ""
        var removed: [String] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "[", index == 0 || characters[index - 1] != "!" && characters[index - 1] != "\\",
                  let close = closing("]", in: characters, from: index + 1), close + 1 < characters.count,
                  characters[close + 1] == "(", let end = closing(")", in: characters, from: close + 2) else {
                out.append(characters[index])
                index += 1
                continue
            }
            let inside = String(characters[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
            let target = String(inside.prefix { $0 != " " }).trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
            if keep(target) {
                out += String(characters[index...end])
            } else {
                out += String(characters[(index + 1)..<close])
                removed.append(target)
            }
            index = end + 1
        }
        return (out, removed)
    }

    /// The targets of the pictures in the text (`![...](target)`) that are files, not web addresses.
    public static func localPictures(_ markdown: String) -> [String] {
        var found: [String] = []
        var rest = Substring(markdown)
        while let start = rest.range(of: "![") {
            rest = rest[start.upperBound...]
            guard let close = rest.range(of: "]("), !rest[..<close.lowerBound].contains("\n"),
                  let end = rest[close.upperBound...].firstIndex(of: ")") else { continue }
            let inside = rest[close.upperBound..<end].trimmingCharacters(in: .whitespaces)
            let target = String(inside.prefix { $0 != " " }).trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
            if !target.isEmpty, !target.contains("://"), !target.hasPrefix("data:"), !found.contains(target) { found.append(target) }
            rest = rest[end...]
        }
        return found
    }

    /// The next `mark` on the same line, or nil.
    static func closing(_ mark: Character, in characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count, characters[index] != "\n" {
            if characters[index] == mark { return index }
            index += 1
        }
        return nil
    }

    /// The recipe slug a link into a collection names: `/pasta`, `pasta.md`, `../recipes/pasta/`,
    /// `pasta.html#sauce` are all `pasta`; nil for a web address, mail or a link within the page.
    public static func linkedSlug(_ target: String) -> String? {
        if target.isEmpty || target.hasPrefix("#") || target.contains("://") || target.lowercased().hasPrefix("mailto:") { return nil }
        var path = String(target.prefix { $0 != "#" && $0 != "?" })
        for suffix in ["/index.html", "/"] where path.hasSuffix(suffix) { path.removeLast(suffix.count) }
        for suffix in [".html", ".md"] where path.hasSuffix(suffix) { path.removeLast(suffix.count) }
        guard let last = path.split(separator: "/").last else { return nil }
        return Slug.make(String(last))
    }
}
