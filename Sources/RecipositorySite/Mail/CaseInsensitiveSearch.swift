import Foundation

/// Where a name first occurs in a line, ignoring case, as Foundation's
/// `range(of:options: .caseInsensitive)` finds it. Between two strings of printable ASCII that
/// is folding A–Z to a–z and comparing bytes (ASCII has no other case pairs, and only its
/// control characters are treated specially: NUL is ignored), so only other text goes through
/// NSString. Lines and names are cleaned of control characters before they are compared.
enum CaseInsensitiveSearch {
    static func start(of needle: String, in text: String) -> String.Index? {
        guard isPrintableASCII(needle), isPrintableASCII(text) else {
            return text.range(of: needle, options: [.caseInsensitive])?.lowerBound
        }
        var (needleBytes, textBytes) = (needle, text)
        let found = needleBytes.withUTF8 { needle in textBytes.withUTF8 { text in offset(of: needle, in: text) } }
        return found.map { text.utf8.index(text.startIndex, offsetBy: $0) }
    }
}

private extension CaseInsensitiveSearch {
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The first offset where `needle` is found, A–Z matching a–z; nil for an empty needle, as
    /// Foundation finds nothing there.
    static func offset(of needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !needle.isEmpty, needle.count <= text.count else { return nil }
        for start in 0...(text.count - needle.count)
        where (0..<needle.count).allSatisfy({ folded(text[start + $0]) == folded(needle[$0]) }) {
            return start
        }
        return nil
    }

    static func folded(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
