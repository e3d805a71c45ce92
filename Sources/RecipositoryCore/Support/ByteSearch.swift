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
