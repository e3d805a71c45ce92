import Testing
@testable import RecipositorySite

@Suite struct TextWrapperTests {
    @Test func wideCharactersFillTwoColumns() {
        let lines = TextWrapper(width: 12).wrap("親子丼 親子丼 親子丼", first: "- ", rest: "  ")
        #expect(lines == ["- 親子丼", "  親子丼", "  親子丼"])
        #expect(TextWrapper(width: 8).wrap("crème brûlée ½ cup", first: "- ", rest: "  ") == ["- crème", "  brûlée", "  ½ cup"])
    }

    @Test func onlySpacesThatAreCharactersSeparateWords() {
        // A space with a combining mark on it, or after a prepended mark, is part of a word.
        #expect(TextWrapper(width: 6).wrap("ab \u{301}cd ef") == ["ab \u{301}cd", "ef"])
        #expect(TextWrapper(width: 6).wrap("e\u{301}e\u{301}e\u{301} ab \u{600} cd", first: "- ", rest: "  ")
            == ["- e\u{301}e\u{301}e\u{301}", "  ab", "  \u{600} cd"])
        #expect(TextWrapper(width: 10).wrap("one\ttwo\nthree") == ["one two", "three"])
    }

    @Test func aLongWordIsCutBetweenCharacters() {
        #expect(TextWrapper(width: 5).wrap("親子丼親子丼") == ["親子", "丼親", "子丼"])
        #expect(TextWrapper(width: 4).wrap("e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}") == ["e\u{301}e\u{301}e\u{301}e\u{301}", "e\u{301}"])
        #expect(TextWrapper(width: 6).wrap("🍽️🍽️🍽️🍽️") == ["🍽️🍽️🍽️", "🍽️"])
    }

    @Test func linesAreHandedOutWithoutTrailingSpaces() {
        #expect(TextWrapper(width: 20).wrap("", first: "  1.  ", rest: "   ") == ["  1."])
        #expect(TextWrapper(width: 7).wrap("one two three", first: "- ", rest: "  ") == ["- one", "  two", "  three"])
        #expect(TextWrapper(width: 7).wrap("one   two  ", first: "-  ", rest: "   ") == ["-  one", "   two"])
    }
}
