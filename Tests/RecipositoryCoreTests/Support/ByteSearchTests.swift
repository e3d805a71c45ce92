import Testing
@testable import RecipositoryCore

/// The first place of some bytes in others, as a reader finds a phrase: by hand.
@Suite struct ByteSearchTests {
    @Test func firstPlaceByteForByte() {
        let text = Array("salt to taste, to taste".utf8)
        #expect(text.firstOffset(of: "to taste".utf8) == 5)
        #expect(text.firstOffset(of: "salt".utf8) == 0)
        #expect(text.firstOffset(of: "taste".utf8) == 8)
        #expect(text.firstOffset(of: "tastes".utf8) == nil)
        #expect(text.firstOffset(of: "".utf8) == nil)
        #expect(Array("ab".utf8).firstOffset(of: "abc".utf8) == nil)
        // Bytes, not Characters: `é` is two bytes, so `fraîche` after `crème ` starts at byte 7.
        #expect(Array("crème fraîche".utf8).firstOffset(of: "fraîche".utf8) == 7)
    }
}
