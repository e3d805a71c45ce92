import Foundation

/// Searches for an ASCII pattern in a page's UTF-8 with `memchr` and `memcmp`, for
/// `RootLinkRewriter`'s pass over every page: `firstRange(of:)` builds a searcher for every call.
/// Internal, and left for that one caller, which is being replaced (issue 12); `ByteSearchTests`
/// compares them with the standard library's search of the same bytes.
extension StringProtocol {
    /// Where the bytes of `pattern` first occur in this text's UTF-8. For an ASCII pattern this is
    /// where the text first holds it: no other spelling is canonically equal to ASCII characters,
    /// and an ASCII byte is never part of a longer UTF-8 sequence.
    func firstRange(ofUTF8 pattern: [UInt8]) -> Range<Index>? {
        let found = utf8.withContiguousStorageIfAvailable { $0.firstOffset(of: pattern) }
            ?? Array(utf8).withUnsafeBufferPointer { $0.firstOffset(of: pattern) }
        guard let found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: found)
        return lower..<utf8.index(lower, offsetBy: pattern.count)
    }

    func containsUTF8(_ pattern: [UInt8]) -> Bool {
        (utf8.withContiguousStorageIfAvailable { $0.firstOffset(of: pattern) }
            ?? Array(utf8).withUnsafeBufferPointer { $0.firstOffset(of: pattern) }) != nil
    }
}

private extension UnsafeBufferPointer where Element == UInt8 {
    /// Where `pattern` first starts (an empty pattern at 0).
    func firstOffset(of pattern: [UInt8]) -> Int? {
        guard !pattern.isEmpty else { return 0 }
        guard let base = baseAddress else { return nil }
        // `memmem` is a GNU extension Swift's Glibc does not show: memchr to each candidate first
        // byte, memcmp for the rest.
        return pattern.withUnsafeBufferPointer { pattern in
            let last = count - pattern.count
            var start = 0
            while start <= last, let found = memchr(base + start, Int32(pattern[0]), last - start + 1) {
                let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if memcmp(base + offset, pattern.baseAddress!, pattern.count) == 0 { return offset }
                start = offset + 1
            }
            return nil
        }
    }
}
