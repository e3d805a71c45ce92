extension Array where Element == UInt8 {
    /// Where `needle` first stands in these UTF-8 bytes, byte for byte: Foundation's `range(of:)`
    /// on text whose case and accents are already as wanted, without its cost on Linux. nil for an
    /// empty needle.
    func firstOffset(of needle: some Collection<UInt8>) -> Int? {
        let length = needle.count
        guard let first = needle.first, length <= count else { return nil }
        return (0...(count - length)).first { self[$0] == first && self[$0..<($0 + length)].elementsEqual(needle) }
    }
}

extension String {
    /// Whether these UTF-8 bytes hold `needle`'s, byte for byte (true for an empty needle). Text
    /// whose bytes do not hold a separator's cannot hold it as characters either, so `pieces(separatedBy:)`
    /// asks this before `components(separatedBy:)`: most food names hold no ` or ` and no ` and `, and
    /// Foundation's search cost 8,000 instructions a name on Linux (2.8% of a build's, the kitchen
    /// facts asking again for every line). A match of bytes is still split by Foundation, which
    /// keeps whole characters (` and ` before a combining accent is no separator).
    func holdsBytes(of needle: String) -> Bool {
        var text = self, needle = needle
        return text.withUTF8 { bytes in
            needle.withUTF8 { pattern in
                guard let first = pattern.first else { return true }
                guard pattern.count <= bytes.count else { return false }
                for start in 0...(bytes.count - pattern.count) where bytes[start] == first {
                    if UnsafeBufferPointer(rebasing: bytes[start..<start + pattern.count]).elementsEqual(pattern) { return true }
                }
                return false
            }
        }
    }

    /// `components(separatedBy:)`, asking `holdsBytes(of:)` first: text whose bytes do not hold the
    /// separator is one piece, itself, without Foundation's search.
    func pieces(separatedBy separator: String) -> [String] {
        holdsBytes(of: separator) ? components(separatedBy: separator) : [self]
    }
}
