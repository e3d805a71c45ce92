import RecipositoryCore
import Testing
@testable import RecipositorySite

@Suite struct FormattingTests {
    @Test func durations() {
        #expect(DurationText.human(minutes: 45) == "45 min")
        #expect(DurationText.human(minutes: 60) == "1 h")
        #expect(DurationText.human(minutes: 75) == "1 h 15 min")
        #expect(DurationText.iso8601(minutes: 75) == "PT1H15M")
        #expect(DurationText.iso8601(minutes: 120) == "PT2H")
        #expect(DurationText.iso8601(minutes: 0) == "PT0M")
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
        #expect(TermSlug.make("Côte d'Azur") == "cote-d-azur")
        #expect(TermSlug.make("  Mains & \"Sides\" ") == "mains-sides")
        #expect(TermSlug.make("Family Classic") == "family-classic")
        #expect(TermSlug.make("🍰") == "x1f370")
    }

    @Test func ingredientNameIsMarkedOutsideTags() {
        #expect(IngredientNameMarker.mark("butter", in: "1 cup <em>cold</em> butter, cubed")
            == #"1 cup <em>cold</em> <span class="ingredient-name">butter</span>, cubed"#)
        #expect(IngredientNameMarker.mark("em", in: "<em>x</em> lemon") == "<em>x</em> lemon")
        #expect(IngredientNameMarker.mark("salt", in: "salted butter, salt") == #"salted butter, <span class="ingredient-name">salt</span>"#)
        #expect(IngredientNameMarker.mark("fresh basil", in: "<em>fresh</em> basil") == "<em>fresh</em> basil")
    }
}
