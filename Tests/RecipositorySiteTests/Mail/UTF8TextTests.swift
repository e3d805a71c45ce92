import Testing
@testable import RecipositorySite

@Suite struct UTF8TextTests {
    /// `UTF8Text.standsAlone` on the bytes of `text`, at the `index`th byte.
    func standsAlone(_ text: String, at index: Int) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { UTF8Text.standsAlone($0, at: index) }
    }

    func endTrimming(_ ascii: [UInt8], _ text: String) -> String {
        let bytes = Array(text.utf8)
        let end = bytes.withUnsafeBufferPointer { UTF8Text.endTrimming(ascii, in: $0) }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    @Test func asciiBesideASCIIStandsAlone() {
        #expect(standsAlone("a b", at: 1))
        #expect(standsAlone(" ", at: 0))
        #expect(standsAlone("crème brûlée", at: 6))   // a space between `e` and `b`
        #expect(standsAlone("½ cup", at: 2))          // after a fraction, which joins nothing
        #expect(standsAlone("親 子", at: 3))
    }

    @Test func aCombiningMarkJoinsTheByteBeforeIt() {
        #expect(!standsAlone(" \u{301}x", at: 0))
        #expect(!standsAlone("e\u{301}", at: 0))
        #expect(!standsAlone("1\u{20E3}", at: 0))    // keycap
        #expect(standsAlone("x \u{1F37D}", at: 1))     // an emoji is not a mark
    }

    @Test func aPrependedMarkJoinsTheByteAfterIt() {
        #expect(!standsAlone("\u{600} x", at: 2))     // ARABIC NUMBER SIGN, Grapheme_Cluster_Break=Prepend
        #expect(standsAlone("\u{600}\tx", at: 2))     // but never a control
    }

    @Test func crlfIsOneCharacter() {
        #expect(!standsAlone("a\r\nb", at: 1))
        #expect(!standsAlone("a\r\nb", at: 2))
        #expect(standsAlone("a\rb", at: 1))
        #expect(standsAlone("a\n\rb", at: 1))
    }

    @Test func trimmingStopsAtAJoinedSpace() {
        #expect(endTrimming([0x20], "salt   ") == "salt")
        #expect(endTrimming([0x20], "salt \t ") == "salt \t")
        #expect(endTrimming([0x20, 0x09], "salt \t ") == "salt")
        #expect(endTrimming([0x20], "crème  ") == "crème")
        #expect(endTrimming([0x20], "\u{600}  ") == "\u{600} ")   // the first space belongs to the mark
        #expect(endTrimming([0x20], "   ") == "")
        #expect(endTrimming([0x20], "") == "")
    }

    @Test func scalarsAreDecoded() {
        for text in ["a", "é", "€", "親", "🍽", "\u{10FFFF}"] {
            let (scalar, length) = Array(text.utf8).withUnsafeBufferPointer { UTF8Text.scalar($0, at: 0) }
            #expect(scalar == text.unicodeScalars.first)
            #expect(length == text.utf8.count)
        }
    }
}
