import Testing
@testable import RecipositorySite

@Suite struct FileHashTests {
    /// The hash as its comment defines it, a byte at a time with no loads of whole words: FNV-1a's
    /// step over each 8-byte little-endian word, then the bytes left as one word with their count.
    func plain(_ bytes: [UInt8]) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        func word(_ part: ArraySlice<UInt8>) -> UInt64 {
            part.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        }
        let whole = bytes.count / 8 * 8
        for start in stride(from: 0, to: whole, by: 8) {
            state = (state ^ word(bytes[start..<start + 8])) &* prime
        }
        guard whole < bytes.count else { return state }
        return ((state ^ word(bytes[whole...])) &* prime ^ UInt64(bytes.count - whole)) &* prime
    }

    func hashed(_ pieces: [ArraySlice<UInt8>]) -> UInt64 {
        var hash = FileHash()
        for piece in pieces { piece.withUnsafeBufferPointer { hash.add($0) } }
        return hash.value
    }

    /// Texts of every length to past three words, with bytes of every value.
    var samples: [[UInt8]] {
        (0...27).map { count in (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ count &* 11) } }
            + [Array("<!doctype html><html lang=\"en\"><title>Crème brûlée</title>".utf8), [UInt8](repeating: 0xFF, count: 100)]
    }

    @Test func matchesThePlainReading() {
        for bytes in samples {
            #expect(hashed([bytes[...]]) == plain(bytes))
            // Read from any alignment in memory: the words are loaded unaligned.
            for offset in 1..<8 where offset <= bytes.count {
                #expect(hashed([bytes[offset...]]) == plain(Array(bytes[offset...])))
            }
        }
    }

    /// A page is hashed as its pieces are written: the same bytes split anywhere give the same value.
    @Test func piecesGiveTheWholesValue() {
        for bytes in samples {
            for cut in 0...bytes.count {
                #expect(hashed([bytes[..<cut], bytes[cut...]]) == plain(bytes))
                let second = min(bytes.count, cut + 3)
                #expect(hashed([bytes[..<cut], bytes[cut..<second], [][...], bytes[second...]]) == plain(bytes))
            }
        }
    }

    /// Values worked out by hand from the definition with FNV-1a's 64-bit constants (an independent script,
    /// not this program): nothing is FNV's offset basis; `abcdefgh` one word; `a` and `abcdefghi` end with
    /// bytes short of a word. Pinned, so that the hash and `plain` cannot drift together.
    @Test func knownValues() {
        for (text, value): (String, UInt64) in [("", 0xcbf2_9ce4_8422_2325), ("a", 0x089b_e307_b544_f397),
                                                ("abcdefgh", 0x3919_eeb0_0ee1_e68c), ("abcdefghi", 0xb7db_b228_7fb5_07fa)] {
            #expect(hashed([Array(text.utf8)[...]]) == value, "\(text)")
        }
    }

    /// A file longer by zero bytes is another file: another offline name. (A changed byte always changes
    /// the value once it matches `plain`: each step is a XOR and a product by an odd number, both one to one.)
    @Test func aFileLongerByZerosIsAnotherFile() {
        let zeros = (0...17).map { hashed([[UInt8](repeating: 0, count: $0)[...]]) }
        #expect(Set(zeros).count == zeros.count)
    }
}
