/// The one trimming helper: Unicode white space (spaces, tabs, line breaks, no-break and
/// ideographic spaces: the `White_Space` property) off both ends of a text.
public enum Trimming {
    public static func whitespace(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhiteSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isWhiteSpace($0) })!
        // The usual text has nothing to trim: it is returned as it is, not copied.
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return text }
        return String(scalars[first...last])
    }

    public static func whitespace(_ text: Substring) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhiteSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isWhiteSpace($0) })!
        return String(scalars[first...last])
    }

    /// The `White_Space` property; an ASCII scalar's by its value (tab to carriage return, and the
    /// space), since asking Unicode's tables of each end of every trimmed text was 1.8% of
    /// `check`'s instructions (`TrimmingTests` holds the two to one answer for every scalar).
    @inline(__always)
    public static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
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
