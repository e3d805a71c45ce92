import Foundation

/// Searches for an ASCII pattern in a page's UTF-8 with `memchr` and `memcmp`, for the renderer's
/// passes over every page it makes (`RootLinkRewriter`, `ArticlePlaceholder`, `OutputFormat`,
/// `PrintLayoutEstimate`): `firstRange(of:)` builds a searcher for every call. The only byte
/// searches left (every other scan uses the standard library), public only because
/// RecipositorySite calls them; `ByteSearchTests` compares them with `firstRange(of:)`. Not yet
/// measured against the plain search: those callers are being reworked.
extension Array where Element == UInt8 {
    /// Where `pattern` first starts at or after `start`.
    public func firstOffset(of pattern: [UInt8], from start: Int) -> Int? {
        guard start <= count else { return nil }
        return withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[start...]).firstOffset(of: pattern).map { start + $0 } }
    }
}

extension StringProtocol {
    /// Where the bytes of `pattern` first occur in this text's UTF-8. For an ASCII pattern this is
    /// where the text first holds it: no other spelling is canonically equal to ASCII characters,
    /// and an ASCII byte is never part of a longer UTF-8 sequence.
    public func firstRange(ofUTF8 pattern: [UInt8]) -> Range<Index>? {
        let found = utf8.withContiguousStorageIfAvailable { $0.firstOffset(of: pattern) }
            ?? Array(utf8).withUnsafeBufferPointer { $0.firstOffset(of: pattern) }
        guard let found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: found)
        return lower..<utf8.index(lower, offsetBy: pattern.count)
    }

    public func containsUTF8(_ pattern: [UInt8]) -> Bool {
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
