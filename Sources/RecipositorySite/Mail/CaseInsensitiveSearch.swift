import Foundation

/// Where a name first occurs in a line, ignoring case, as Foundation's
/// `range(of:options: .caseInsensitive)` finds it. Between two strings of printable ASCII that
/// is lowercasing both and searching (ASCII has no other case pairs, and only its control
/// characters are treated specially: NUL is ignored), so only other text goes through NSString,
/// which is slow on Linux. Lines and names are cleaned of control characters before they are compared.
enum CaseInsensitiveSearch {
    static func start(of needle: String, in text: String) -> String.Index? {
        guard isPrintableASCII(needle), isPrintableASCII(text) else {
            return text.range(of: needle, options: [.caseInsensitive])?.lowerBound
        }
        // Foundation finds nothing for an empty needle.
        let lowercased = text.lowercased()
        guard !needle.isEmpty, let found = lowercased.firstRange(of: needle.lowercased()) else { return nil }
        // Lowercased printable ASCII keeps its length, so the offset is the same in `text`.
        return text.utf8.index(text.startIndex, offsetBy: lowercased.utf8.distance(from: lowercased.startIndex, to: found.lowerBound))
    }
}

private extension CaseInsensitiveSearch {
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
