import Testing
@testable import RecipositoryCore

extension IngredientTests {
    /// Amounts in two parts (`LineReading+Compound.swift`). Expected values are a cook's sums: a cup is
    /// 16 tablespoons or 48 teaspoons, a tablespoon 3 teaspoons, a pound 16 ounces.
    @Suite struct IngredientLineSecondPartTests {
        static let beforeTheName: [Line] = [
            Line("1 cup plus 2 tablespoons flour", "18", .tbsp, "flour"),
            Line("⅓ cup + 1 tbsp oil", "19/3", .tbsp, "oil"),
            Line("1 lb 2 oz ground beef", "18", .oz, "ground beef"),
        ]

        /// The second part written after the name, as many sites and cooks write it.
        static let afterTheName: [Line] = [
            Line("2 cups flour + 2 tbsp", "34", .tbsp, "flour"),
            Line("2 cups flour, plus 2 tbsp", "34", .tbsp, "flour"),
            Line("2 cups flour, plus 2 tbsp, sifted", "34", .tbsp, "flour", note: "sifted"),
            Line("½ cup sugar +1 tsp", "25", .tsp, "sugar"),
            Line("1 cup milk plus 2 tablespoons", "18", .tbsp, "milk"),
            Line("1 cup flour, plus 2 tbsp (for dusting)", "18", .tbsp, "flour", note: "for dusting"),
            Line("1 lb ground beef plus 4 oz", "20", .oz, "ground beef"),
        ]

        @Test(arguments: beforeTheName) func readsTheSecondPartBeforeTheName(_ row: Line) { expectParsed(row) }
        @Test(arguments: afterTheName) func readsTheSecondPartAfterTheName(_ row: Line) { expectParsed(row) }

        /// `plus` before another food, or before no amount, is not the line's second part.
        @Test(arguments: [
            ("1 tbsp oil plus 2 tbsp butter", "1", Unit.tbsp),
            ("2 tablespoons butter, plus more for the pan", "2", .tbsp),
            ("1 cup sugar, plus extra", "1", .cup),
        ])
        func anotherFoodAfterPlusIsNotAdded(_ text: String, _ amount: String, _ unit: Unit) {
            let line = IngredientLineParser.parse(text)
            #expect(line.quantity == Line.quantity(amount) && line.unit == unit && line.plus == nil, "\(text)")
        }

        /// A second part of another kind is kept beside the first, after the name as before it.
        @Test func aPinchIsKeptBesideACup() {
            let before = IngredientLineParser.parse("1 cup plus 1 pinch salt")
            let after = IngredientLineParser.parse("1 cup salt, plus 1 pinch")
            for line in [before, after] {
                #expect(line.quantity == Line.quantity("1") && line.unit == .cup)
                #expect(line.plus == Measure(quantity: Line.quantity("1"), unit: .pinch))
            }
            #expect(after.name == "salt")
        }
    }
}
