import Testing
@testable import RecipositorySite

@Suite struct PlainParagraphsTests {
    @Test func itemsAreFoundAfterTrimmingSpacesAndTabs() {
        #expect(PlainParagraphs.split("First line\n  - an item  \n\t2. numbered\t\nlast") == ["First line", "- an item", "2. numbered last"])
    }

    @Test func aMarkerWithNothingAfterItStartsNoItem() {
        // Trimmed, `- ` is `-` and `2. ` is `2.`: no longer list markers.
        #expect(PlainParagraphs.split("Intro\n- \nnot an item\n2. \nnor this") == ["Intro - not an item 2. nor this"])
    }

    @Test func otherWhitespaceIsTrimmedToo() {
        #expect(PlainParagraphs.split("Line\n\u{3000}- an item after an ideographic space\u{A0}\nend") == ["Line", "- an item after an ideographic space end"])
        #expect(PlainParagraphs.split("½ cup\n- ½ cup") == ["½ cup", "- ½ cup"])
    }
}
