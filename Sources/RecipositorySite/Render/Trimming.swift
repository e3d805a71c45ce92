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

    /// ASCII and in neither set: not a control character (tab, newlines) nor the space.
    private static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }
}
