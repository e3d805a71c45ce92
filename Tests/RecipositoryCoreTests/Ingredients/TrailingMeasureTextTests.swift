import Testing
@testable import RecipositoryCore

extension IngredientTests {
    /// Where an amount written after the name stands, so the page can show a scaled amount first
    /// and leave the author's out (`pasta: 800g | 1 1/2 lb` doubled reads `1.6 kg (3 lb) pasta`, not
    /// `1.6 kg (3 lb) pasta: 800g | 1 1/2 lb`). Expected: the words a reader sees as the line's amount,
    /// with what joins it to the name.
    @Suite struct TrailingMeasureTextTests {
        static let rows: [(line: String, measure: String, span: String)] = [
            ("pasta: 800g | 1 1/2 lb", ": 800g | 1 1/2 lb", ": 800g | 1 1/2 lb"),
            ("Oil 2 tbsp", "2 tbsp", " 2 tbsp"),
            ("bay leaves: 2", ": 2", ": 2"),
            ("Garlic cloves 3, minced/crushed", "3", " 3"),
            ("Paprika, 2 Tsp", ", 2 Tsp", ", 2 Tsp"),
            ("Sugar (100 g)", "(100 g)", " (100 g)"),
            ("diced smoked bacon: 250g | 1/2lb (optional)", ": 250g | 1/2lb", ": 250g | 1/2lb"),
            ("230 g melted butter (2 sticks)", "(2 sticks)", " (2 sticks)"),
            ("1 cup flour (2.5 dl), sifted", "(2.5 dl)", " (2.5 dl)"),
            ("2 cups flour, plus 2 tbsp, sifted", ", plus 2 tbsp", ", plus 2 tbsp"),
            ("½ cup sugar +1 tsp", "+1 tsp", " +1 tsp"),
        ]

        @Test(arguments: rows.indices) func theAmountAfterTheNameIsPlaced(_ index: Int) {
            let row = Self.rows[index]
            let ingredient = Ingredient(text: row.line, line: IngredientLineParser.parse(row.line))
            #expect(ingredient.measureAfterName == row.measure, "\(row.line)")
            // nil (no span placed) differs from every expected text.
            let placed = ingredient.amountSpan.map { String(decoding: Array(row.line.utf8)[$0], as: UTF8.self) }
            #expect(placed == row.span, "\(row.line)")
        }

        /// A leading amount (its second measure before the name too), or none, has no amount after the name;
        /// a count's parentheses are a note, not a second measure.
        @Test(arguments: ["2 tbsp oil", "salt", "1 cup (240 ml) flour", "Juice of 1 lime", "3 aubergines (900g)"])
        func aLeadingAmountIsNotAfterTheName(_ text: String) {
            let ingredient = Ingredient(text: text, line: IngredientLineParser.parse(text))
            #expect(ingredient.measureAfterName == nil && ingredient.amountSpan == nil)
        }

        /// The same words earlier in the line are not the amount: the last place is.
        @Test func theLastPlaceIsTheAmount() {
            #expect(NameSpan.lastVerbatim("2", in: "Tomato 2 medium, 2", after: 0..<6) == 16..<18)
            #expect(NameSpan.lastVerbatim("2", in: "2 x", after: 1..<3) == nil, "before the name's end")
            #expect(NameSpan.lastVerbatim("", in: "x", after: nil) == nil)
        }
    }
}
