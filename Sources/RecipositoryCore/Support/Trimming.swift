/// The one trimming helper: Unicode white space (spaces, tabs, line breaks, no-break and
/// ideographic spaces: the `White_Space` property) off both ends of a text.
public enum Trimming {
    public static func whitespace(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        // The usual text has nothing to trim: it is returned as it is, not copied.
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return text }
        return String(scalars[first...last])
    }

    public static func whitespace(_ text: Substring) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }

    /// `text` without one final `\n` (a final CRLF, one Character, stays): a list places each
    /// rendered card or article on a line of its own.
    public static func finalNewline(_ text: String) -> String {
        guard text.last == "\n" else { return text }
        return String(text[..<text.index(before: text.endIndex)])
    }
}

extension String {
    /// `Trimming.whitespace(self)`. Call `Trimming.whitespace` instead: this stays only while
    /// `BodyWalk`, being reworked, still calls it.
    var trimmingSpaces: String { Trimming.whitespace(self) }
}
