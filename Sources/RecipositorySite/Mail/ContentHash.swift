/// FNV-1a, 64 bits: a fixed, dependency-free hash of bytes, so names derived from content
/// (a MIME boundary) are the same on every machine and every run. Not for security.
struct ContentHash {
    private(set) var value: UInt64

    init(seed: UInt64 = 0xcbf2_9ce4_8422_2325) {
        value = seed
    }

    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
    }

    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { add($0) }
    }

    /// A String's UTF-8, read from its storage as one buffer: a message's bodies are long.
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add($0) }
    }

    private static let prime: UInt64 = 0x0000_0100_0000_01B3
}
