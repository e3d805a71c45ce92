import Foundation

/// Foundation's `trimmingCharacters(in:)` for the two sets the pages trim with, answering at once
/// for the usual text that starts and ends with a visible ASCII character (nothing to trim).
enum Trimming {
    static func whitespaces(_ text: String) -> String {
        if let first = text.utf8.first, let last = text.utf8.last, isVisibleASCII(first), isVisibleASCII(last) { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    static func whitespacesAndNewlines(_ text: String) -> String {
        if let first = text.utf8.first, let last = text.utf8.last, isVisibleASCII(first), isVisibleASCII(last) { return text }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `text` without a final `\n` (a CRLF, one Character, stays): a list places each rendered
    /// card or article on a line of its own. On the UTF-8 view, as `String.dropLast()` counts
    /// every character first.
    static func finalNewline(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.last == UInt8(ascii: "\n"), utf8.dropLast().last != UInt8(ascii: "\r") else { return text }
        return String(Substring(utf8.dropLast()))
    }

    /// ASCII and in neither set: not a control character (tab, newlines) nor the space.
    private static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }
}
