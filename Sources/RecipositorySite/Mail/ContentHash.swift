/// FNV-1a, 64 bits: a fixed, dependency-free hash of bytes, so names derived from content
/// (a MIME boundary) are the same on every machine and every run. Not for security.
struct ContentHash {
    private(set) var value: UInt64

    init(seed: UInt64 = 0xcbf2_9ce4_8422_2325) {
        value = seed
    }

    mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { add(byte) }
    }

    /// A String's UTF-8, read from its storage as one buffer: a message's bodies are long.
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var value = self.value   // a local, so the loop keeps it in a register
            for byte in bytes {
                value ^= UInt64(byte)
                value = value &* Self.prime
            }
            self.value = value
        }
    }

    private mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* Self.prime
    }

    private static let prime: UInt64 = 0x0000_0100_0000_01B3
}
