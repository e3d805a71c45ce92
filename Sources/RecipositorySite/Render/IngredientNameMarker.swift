import Foundation

/// Wraps the understood ingredient name in the author's verbatim line
/// (`2 cups <span class="ingredient-name">flour</span>, sifted`) so scaling scripts can find it.
///
/// The name is searched for in the text between tags only, so markup is never split; when it is
/// not found there (a name spread over emphasis, say) the line stays exactly as it was.
enum IngredientNameMarker {
    static let openTag = "<span class=\"ingredient-name\">"
    static let closeTag = "</span>"

    static func mark(_ name: String, in html: String) -> String {
        let needle = cmarkEscaped(name.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !needle.isEmpty else { return html }
        var searchStart = html.startIndex
        while searchStart < html.endIndex {
            let tagStart = html[searchStart...].firstIndex(of: "<") ?? html.endIndex
            let text = html[searchStart..<tagStart]
            if let found = wholeWord(needle, in: text) {
                return String(html[..<found.lowerBound]) + openTag + html[found] + closeTag + html[found.upperBound...]
            }
            guard tagStart < html.endIndex, let tagEnd = html[tagStart...].firstIndex(of: ">") else { break }
            searchStart = html.index(after: tagEnd)
        }
        return html
    }
}

private extension IngredientNameMarker {
    /// The first case-insensitive match that is not part of a longer word (`salt`, not `salted`).
    static func wholeWord(_ needle: String, in text: Substring) -> Range<String.Index>? {
        var start = text.startIndex
        while let found = text[start...].range(of: needle, options: [.caseInsensitive]) {
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : " "
            if !isWordCharacter(before) && !isWordCharacter(after) { return found }
            start = found.upperBound
        }
        return nil
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// The name as cmark writes it in HTML text: `&`, `<`, `>` and `"` escaped, `'` not.
    static func cmarkEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
