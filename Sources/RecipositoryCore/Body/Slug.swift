/// URL names, for recipes and taxonomy terms alike: lowercase ASCII letters, digits and hyphens,
/// as Hugo and Zola make them (`Crème Brûlée` -> `creme-brulee`, `Smørrebrød` -> `smorrebrod`).
/// Letters are folded by `TextFolding`, the folding search uses, so a slug and a search agree on
/// what a word is; a letter with no ASCII form (`和`) separates words, like punctuation.
public enum Slug {
    /// A recipe's URL name; `recipe` when nothing of the text is left.
    public static func make(_ text: String) -> String {
        let slug = words(of: text)
        return slug.isEmpty ? "recipe" : capped(slug)
    }

    /// A taxonomy term's URL name. A name with nothing left (`🍰`, `和食`) still needs a stable,
    /// distinct path segment: its code points in hexadecimal.
    public static func term(_ text: String) -> String {
        let slug = words(of: text)
        return capped(slug.isEmpty ? "x" + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "-") : slug)
    }

    /// The longest URL name: each is a folder, and a file system takes names of 255 bytes at
    /// most (a 300-letter category made `build` fail for the whole site while `check` saw nothing).
    public static let maximumLength = 200

    private static func capped(_ slug: String) -> String {
        guard slug.utf8.count > maximumLength else { return slug }
        var cut = String(slug.utf8.prefix(maximumLength))!   // slugs are ASCII
        while cut.hasSuffix("-") { cut.removeLast() }
        return cut
    }

    /// The folded text's ASCII letters and digits, each run of anything else one hyphen between them.
    static func words(of text: String) -> String {
        var slug = String.UnicodeScalarView()
        var pendingHyphen = false
        for scalar in TextFolding.fold(text).unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingHyphen && !slug.isEmpty { slug.append("-") }
                pendingHyphen = false
                slug.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return String(slug)
    }
}
