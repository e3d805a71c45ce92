import Testing
@testable import RecipositorySite

@Suite struct PrintLayoutEstimateTests {
    /// The byte count stands in for the Character count only where the two agree.
    @Test(arguments: ["Whisk the eggs.", "", "Line one\nline two", "Stir.\r\nRest.", "Café au lait", "e\u{301}", "🥚🥚 eggs", "和食"])
    func charactersAreCountedAsSwiftCountsThem(_ text: String) {
        #expect(PrintLayoutEstimate.characters(text) == text.count)
    }
}
