import Testing
@testable import RecipositorySite

@Suite struct PlainTextLayoutTests {
    @Test func nonASCIILinesWrapByColumns() {
        let layout = PlainTextLayout(width: 40)
        #expect(layout.finish("1. " + String(repeating: "親子丼 ", count: 15))
            == "1. 親子丼 親子丼 親子丼 親子丼 親子丼\n   親子丼 親子丼 親子丼 親子丼 親子丼\n   親子丼 親子丼 親子丼 親子丼 親子丼\n")
        #expect(layout.finish("   12) " + String(repeating: "½ cup ", count: 14))
            == "   12) ½ cup ½ cup ½ cup ½ cup ½ cup ½\n       cup ½ cup ½ cup ½ cup ½ cup ½ cup\n       ½ cup ½ cup ½ cup\n")
        #expect(layout.finish("• " + String(repeating: "e\u{301}tude ", count: 12))
            == "• " + String(repeating: "e\u{301}tude ", count: 6).dropLast() + "\n  " + String(repeating: "e\u{301}tude ", count: 6).dropLast() + "\n")
    }

    @Test func aShortLineOfWideCharactersIsMeasured() {
        // 21 bytes but 14 columns: fits 14, not 13.
        #expect(PlainTextLayout(width: 14).finish("親子丼親子丼親") == "親子丼親子丼親\n")
        #expect(PlainTextLayout(width: 13).finish("親子丼親子丼親") == "親子丼親子丼\n親\n")
    }

    @Test func lineEndsBlankLinesAndTrailingSpaces() {
        #expect(PlainTextLayout().finish("Title  \r\rnext\r\n\r\n\n\nend \t ") == "Title\n\nnext\n\nend\n")
        #expect(PlainTextLayout().finish("\n\n  \n") == "\n")
        #expect(PlainTextLayout().finish("") == "\n")
        // A space that a prepended mark holds is not trailing space.
        #expect(PlainTextLayout().finish("x \u{600} \n") == "x \u{600} \n")
    }

    @Test func aMarkerIsOnlyMadeOfWholeCharacters() {
        let words = String(repeating: "ab ", count: 30)
        // `-` followed by a space bearing a combining mark is no list marker: no hanging indent.
        let finished = PlainTextLayout(width: 40).finish("- \u{301}" + words)
        #expect(finished.split(separator: "\n")[1].hasPrefix("ab"))
        #expect(PlainTextLayout(width: 40).finish("- " + words).split(separator: "\n")[1].hasPrefix("  ab"))
    }
}
