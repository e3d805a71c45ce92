import RecipositoryCore
import Testing
@testable import RecipositorySite

@Suite struct FormattingTests {
    @Test func durations() {
        #expect(DurationParser.human(minutes: 45) == "45 min")
        #expect(DurationParser.human(minutes: 60) == "1 h")
        #expect(DurationParser.human(minutes: 75) == "1 h 15 min")
        #expect(DurationParser.iso8601(minutes: 75) == "PT1H15M")
        #expect(DurationParser.iso8601(minutes: 120) == "PT2H")
        #expect(DurationParser.iso8601(minutes: 0) == "PT0M")
    }

    @Test func decimals() {
        #expect(DecimalText.of(Rational(1, 8)) == "0.125")
        #expect(DecimalText.of(Rational(1, 3)) == "0.3333")
        #expect(DecimalText.of(Rational(2, 3)) == "0.6667")
        #expect(DecimalText.of(Rational(99999, 100000)) == "1")
        #expect(DecimalText.of(Rational(-5, 2)) == "-2.5")
        #expect(DecimalText.of(410.0) == "410")
        #expect(DecimalText.of(11.5) == "11.5")
        #expect(DecimalText.of(4.25, digits: 1) == "4.3")
    }

    @Test func slugs() {
        #expect(Slug.term("Côte d'Azur") == "cote-d-azur")
        #expect(Slug.term("  Mains & \"Sides\" ") == "mains-sides")
        #expect(Slug.term("Family Classic") == "family-classic")
        #expect(Slug.term("🍰") == "x1f370")
        #expect(Slug.term("和食") == "x548c-98df")
    }
}
