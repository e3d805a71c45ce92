import Testing
@testable import RecipositorySite

@Suite struct TrimmingTests {
    @Test func onlyALastLineFeedGoes() {
        #expect(Trimming.finalNewline("<li>pie</li>\n") == "<li>pie</li>")
        #expect(Trimming.finalNewline("<li>pie</li>\n\n") == "<li>pie</li>\n")
        #expect(Trimming.finalNewline("<li>pie</li>") == "<li>pie</li>")
        #expect(Trimming.finalNewline("<li>pie</li>\r\n") == "<li>pie</li>\r\n")
        #expect(Trimming.finalNewline("\n") == "")
        #expect(Trimming.finalNewline("crème\n") == "crème")
    }
}
