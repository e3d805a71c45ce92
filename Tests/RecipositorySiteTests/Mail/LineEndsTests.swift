import Testing
@testable import RecipositorySite

@Suite struct LineEndsTests {
    @Test func crlfBecomesLFAndALoneCRIsKeptOrBreaks() {
        #expect(LineEnds.lf("a\r\nb\rc\n\r") == "a\nb\rc\n\r")
        #expect(LineEnds.lf("a\r\nb\rc\n\r", loneCR: .lineEnd) == "a\nb\nc\n\n")
        #expect(LineEnds.lf("\r\r\n") == "\r\n")
        #expect(LineEnds.lf("crème\r\nbrûlée") == "crème\nbrûlée")
        #expect(LineEnds.lf("no carriage returns\n") == "no carriage returns\n")
    }

    @Test func quotedPrintableTakesEitherLineEnd() {
        #expect(QuotedPrintable.encode("one=1\r\ntwo") == QuotedPrintable.encode("one=1\ntwo"))
        #expect(QuotedPrintable.encode("one=1\ntwo") == "one=3D1\r\ntwo")
        #expect(QuotedPrintable.encode("a\rb") == "a=0Db")
    }

    @Test func mailtoDropsControlCharactersAndKeepsTheRest() {
        let url = MailtoLink().url(subject: "Pie", body: "a\u{85}b\u{A0}c\u{7}d é", pageURL: nil)
        #expect(url == "mailto:?subject=Pie&body=ab%C2%A0cd%20%C3%A9")
    }

    @Test func paragraphsAreSplitAtBlankLinesAndListItems() {
        let text = "First line\r\nsame paragraph\n\n\n- an item\n  - another\n2. numbered\n \nlast"
        #expect(PlainParagraphs.split(text) == ["First line same paragraph", "- an item", "- another", "2. numbered last"])
    }
}

@Suite struct FinalNewlineTests {
    @Test func onlyALastLineFeedGoes() {
        #expect(Trimming.finalNewline("<li>pie</li>\n") == "<li>pie</li>")
        #expect(Trimming.finalNewline("<li>pie</li>\n\n") == "<li>pie</li>\n")
        #expect(Trimming.finalNewline("<li>pie</li>") == "<li>pie</li>")
        #expect(Trimming.finalNewline("<li>pie</li>\r\n") == "<li>pie</li>\r\n")
        #expect(Trimming.finalNewline("\n") == "")
        #expect(Trimming.finalNewline("crème\n") == "crème")
    }
}
