import Testing
@testable import RecipositorySite

@Suite struct PlainTextLayoutTests {
    @Test func nonASCIILinesWrapByColumns() {
        let layout = PlainTextLayout(width: 40)
        #expect(layout.lines("1. " + String(repeating: "親子丼 ", count: 15))
            == "1. 親子丼 親子丼 親子丼 親子丼 親子丼\n   親子丼 親子丼 親子丼 親子丼 親子丼\n   親子丼 親子丼 親子丼 親子丼 親子丼")
        #expect(layout.lines("   12) " + String(repeating: "½ cup ", count: 14))
            == "   12) ½ cup ½ cup ½ cup ½ cup ½ cup ½\n       cup ½ cup ½ cup ½ cup ½ cup ½ cup\n       ½ cup ½ cup ½ cup")
        #expect(layout.lines("• " + String(repeating: "e\u{301}tude ", count: 12))
            == "• " + String(repeating: "e\u{301}tude ", count: 6).dropLast() + "\n  " + String(repeating: "e\u{301}tude ", count: 6).dropLast())
    }

    @Test func aShortLineOfWideCharactersIsMeasured() {
        // 21 bytes but 14 columns: fits 14, not 13.
        #expect(PlainTextLayout(width: 14).lines("親子丼親子丼親") == "親子丼親子丼親")
        #expect(PlainTextLayout(width: 13).lines("親子丼親子丼親") == "親子丼親子丼\n親")
    }

    @Test func trailingSpacesGo() {
        #expect(PlainTextLayout().lines("Title  \t ") == "Title")
        #expect(PlainTextLayout().lines("") == "")
        // A space that a prepended mark holds is not trailing space.
        #expect(PlainTextLayout().lines("x \u{600} ") == "x \u{600} ")
    }

    /// `{{groupTitle}}:` in the template: the title is laid out as the line with its colon, and
    /// the colon is left to the template, so the line it writes is at most the width.
    @Test func aValueIsLaidOutWithWhatFollowsItOnItsLine() {
        let layout = PlainTextLayout(width: 10)
        #expect(layout.lines("abcd efghi", before: ":") == "abcd\nefghi")
        #expect(layout.lines("abcd efgh", before: ":") == "abcd efgh")
        #expect(layout.lines("", before: ":") == "")
    }

    @Test func eachLineOfSeveralIsLaidOutApart() {
        #expect(PlainTextLayout(width: 10).eachLine("1. abc def ghi\n\n  x  ") == "1. abc def\n   ghi\n\n  x")
    }

    @Test func aMarkerIsOnlyMadeOfWholeCharacters() {
        let words = String(repeating: "ab ", count: 30)
        // `-` followed by a space bearing a combining mark is no list marker: no hanging indent.
        let finished = PlainTextLayout(width: 40).lines("- \u{301}" + words)
        #expect(finished.split(separator: "\n")[1].hasPrefix("ab"))
        #expect(PlainTextLayout(width: 40).lines("- " + words).split(separator: "\n")[1].hasPrefix("  ab"))
    }
}
