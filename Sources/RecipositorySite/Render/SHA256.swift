import Foundation

/// SHA-256 (FIPS 180-4), where a standard hash is required: a Content-Security-Policy
/// `'sha256-…'` source that lets the 404 page run its one inline script, what `import`
/// remembers of the files it wrote (`ImportLedger`), and the incremental build's keys
/// (`Fingerprint`), which hash every source. Plain Swift, streamed: the bytes are taken a block at
/// a time as they are given, never copied into one padded message. `ContentHash` names things
/// from content.
struct SHA256 {
    private var state: [UInt32] = Self.initial
    /// The bytes given that do not yet fill a block.
    private var pending: [UInt8] = []
    private var length: UInt64 = 0
    private var words = [UInt32](repeating: 0, count: 64)

    init() { pending.reserveCapacity(64) }

    static func digest(_ text: String) -> [UInt8] {
        digest(bytes: Array(text.utf8))
    }

    static func digest(bytes: [UInt8]) -> [UInt8] {
        var hash = SHA256()
        hash.add(bytes)
        return hash.finish()
    }

    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { add($0) }
    }

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let taken = min(64 - pending.count, bytes.count)
            pending += bytes[0..<taken]
            offset = taken
            guard pending.count == 64 else { return }
            pending.withUnsafeBytes { compress($0) }
            pending.removeAll(keepingCapacity: true)
        }
        while bytes.count - offset >= 64 {
            compress(UnsafeRawBufferPointer(rebasing: bytes[offset ..< offset + 64]))
            offset += 64
        }
        pending += bytes[offset...]
    }

    /// The digest; the hash is not to be added to afterwards.
    mutating func finish() -> [UInt8] {
        let bitLength = length &* 8
        var tail: [UInt8] = [0x80]
        tail += [UInt8](repeating: 0, count: (119 - pending.count) % 64)
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        let saved = length
        add(tail)
        length = saved
        return state.flatMap { word in stride(from: 24, through: 0, by: -8).map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
    }

    private mutating func compress(_ block: UnsafeRawBufferPointer) {
        words.withUnsafeMutableBufferPointer { w in
            for i in 0..<16 {
                w[i] = UInt32(block[4 * i]) << 24 | UInt32(block[4 * i + 1]) << 16 | UInt32(block[4 * i + 2]) << 8 | UInt32(block[4 * i + 3])
            }
            for i in 16..<64 {
                let s0 = Self.rotate(w[i - 15], 7) ^ Self.rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
                let s1 = Self.rotate(w[i - 2], 17) ^ Self.rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            state.withUnsafeMutableBufferPointer { state in
                var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
                Self.constants.withUnsafeBufferPointer { k in
                    for i in 0..<64 {
                        let t1 = h &+ (Self.rotate(e, 6) ^ Self.rotate(e, 11) ^ Self.rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[i] &+ w[i]
                        let t2 = (Self.rotate(a, 2) ^ Self.rotate(a, 13) ^ Self.rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
                    }
                }
                state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
                state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
            }
        }
    }

    /// `'sha256-…'` for a Content-Security-Policy.
    static func cspSource(_ script: String) -> String {
        "'sha256-" + Data(digest(script)).base64EncodedString() + "'"
    }

    private static func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }

    private static let initial: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]

    private static let constants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
}
