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

    @Test func ingredientNameIsMarkedOutsideTags() {
        #expect(IngredientNameMarker.mark("butter", in: "1 cup <em>cold</em> butter, cubed")
            == #"1 cup <em>cold</em> <span class="ingredient-name">butter</span>, cubed"#)
        #expect(IngredientNameMarker.mark("em", in: "<em>x</em> lemon") == "<em>x</em> lemon")
        #expect(IngredientNameMarker.mark("salt", in: "salted butter, salt") == #"salted butter, <span class="ingredient-name">salt</span>"#)
        #expect(IngredientNameMarker.mark("fresh basil", in: "<em>fresh</em> basil") == "<em>fresh</em> basil")
    }

    /// The byte search for ASCII names must mark exactly what the general search marks.
    @Test func ingredientNameFastPathAgreesWithTheGeneralSearch() {
        let names = ["flour", "Salt", " butter ", "bay leaves", "salt & pepper", "\"good\" oil", "a<b", "s", "",
                     "sugar", "cafe", "fish sauce", "oil\t"]
        let lines = [
            "2 cups flour", "1½ cups FLOUR, sifted", "1½flour", "flour½", "½ tsp salt", "salted butter, salt",
            "3–4 bay leaves", "“fresh” butter", "butter—soft", "<em>cold</em> butter", "<em>x</em>\u{301} butter",
            "<a href=\"x\">salt</a>\u{301}", "salt &amp; pepper", "&quot;good&quot; oil", "a&lt;b", "Sugar, 1 cup",
            "café", "cafe\u{301}", "cafe", "ﬁsh sauce", "fish sauce", "KELVIN \u{212A}", "1 tbsp sugar\r\nsugar",
            "Straße salt", "salt\u{301}", "x\u{200D}salt", "10 g salt (¼ tsp)", "oil…", "<b>oil</b>", "oil<br>",
            "<span>fl</span>our flour", "2 × 400 g tins", "olive oil", "1⅛ lb sugar", "sugar\u{00A0}", "ss",
        ]
        for name in names {
            for line in lines {
                #expect(IngredientNameMarker.mark(name, in: line) == IngredientNameMarker.markAnyText(name, in: line),
                        "name \(name.debugDescription) in \(line.debugDescription)")
            }
        }
    }
}
