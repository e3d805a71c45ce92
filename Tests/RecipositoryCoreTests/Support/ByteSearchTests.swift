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

    @Test func textHoldsBytesByteForByte() {
        #expect("butter or margarine".holdsBytes(of: " or "))
        #expect(!"orange".holdsBytes(of: " or "))
        #expect(!"or".holdsBytes(of: " or "))
        #expect("salt and pepper".holdsBytes(of: " and "))
        #expect(!"salt".holdsBytes(of: " and "))
        #expect("x".holdsBytes(of: ""))
        #expect(!"".holdsBytes(of: " and "))
        // Bytes, not Characters: a combining accent after the space is no separator to Foundation, but its bytes hold it.
        #expect("x and \u{301}y".holdsBytes(of: " and "))
    }

    /// The kitchen asks first and splits only text holding the separator's bytes: the pieces are
    /// Foundation's either way, for names of ASCII, accents, combining accents and other scripts.
    @Test func askingFirstSplitsAsFoundationDoes() {
        let names = ["chicken thighs and drumsticks", "salt", "butter or margarine", "crème fraîche or sour cream", "",
                     " and ", "salt and and pepper", "x and \u{301}y", "e\u{301} and f", "親子丼 and rice", "a\r\n and b",
                     "mandarin oranges", "orzo or rice or farro", "sand", "corn"]
        for name in names {
            for separator in [" and ", " or "] {
                #expect(name.pieces(separatedBy: separator) == name.components(separatedBy: separator),
                        "\(name.debugDescription) by \(separator.debugDescription)")
            }
            #expect(FoodReader.choices(of: name) == name.components(separatedBy: " or ").filter { !$0.isEmpty })
        }
    }
}
