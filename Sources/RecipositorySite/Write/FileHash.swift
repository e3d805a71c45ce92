/// A fixed hash of every file the build writes (`OfflineSite.Written.hash`: the offline copy's
/// name, the build record): FNV-1a's step over 8-byte little-endian words instead of bytes, the
/// bytes short of a word folded in at the end with their count. A site is hundreds of MB, and
/// `ContentHash`'s multiplication for every byte was 3.9% of a 10,000-recipe build's CPU; this
/// is one for every eight. The same bytes give the same value however they are split into
/// pieces (a page is hashed as it is written). `ContentHash` stays the MIME boundary's, whose
/// published values must not change. Not for security.
struct FileHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The bytes of the word not yet whole, the first in the lowest bits.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        if pendingCount > 0 {
            while pendingCount < 8, index < bytes.count {
                pending |= UInt64(bytes[index]) << (8 * pendingCount)
                pendingCount += 1
                index += 1
            }
            guard pendingCount == 8 else { return }
            state = (state ^ pending) &* Self.prime
            (pending, pendingCount) = (0, 0)
        }
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                state = (state ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))) &* Self.prime
                index += 8
            }
        }
        while index < bytes.count {
            pending |= UInt64(bytes[index]) << (8 * pendingCount)
            pendingCount += 1
            index += 1
        }
    }

    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { add($0) }
    }

    var value: UInt64 {
        pendingCount == 0 ? state : ((state ^ pending) &* Self.prime ^ UInt64(pendingCount)) &* Self.prime
    }

    private static let prime: UInt64 = 0x0000_0100_0000_01B3
}
