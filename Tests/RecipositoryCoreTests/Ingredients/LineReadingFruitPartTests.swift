import Testing
@testable import RecipositoryCore

extension IngredientTests {
    /// `Juice of 2 lemons`: a cook reads the amount as the number of lemons whose juice goes in, so the
    /// line doubles with the recipe and the list buys lemons; the food is still the juice.
    @Suite struct LineReadingFruitPartTests {
        struct Row: Sendable, CustomTestStringConvertible {
            var text: String
            var amount: String
            var leadingWords: String
            var name: String
            var food: String
            var testDescription: String { text }
        }

        static let rows: [Row] = [
            Row(text: "Juice of 1 lemon", amount: "1", leadingWords: "Juice of", name: "lemon", food: "lemon juice"),
            Row(text: "Zest of 3 oranges", amount: "3", leadingWords: "Zest of", name: "oranges", food: "orange zest"),
            Row(text: "Juice of 2-3 Limes", amount: "2-3", leadingWords: "Juice of", name: "Limes", food: "lime juice"),
            Row(text: "Juice from a lime", amount: "1", leadingWords: "Juice from", name: "lime", food: "lime juice"),
            Row(text: "finely grated zest of half a lemon", amount: "1/2", leadingWords: "finely grated zest of",
                name: "lemon", food: "lemon zest"),
            Row(text: "the freshly squeezed juice of 2 oranges", amount: "2", leadingWords: "the freshly squeezed juice of",
                name: "oranges", food: "orange juice"),
            Row(text: "Zest of ½ orange", amount: "1/2", leadingWords: "Zest of", name: "orange", food: "orange zest"),
            Row(text: "Juice of 1/2 Lemon or 1 tsp of Vinegar", amount: "1/2", leadingWords: "Juice of",
                name: "Lemon or 1 tsp of Vinegar", food: "lemon juice or vinegar"),
        ]

        @Test(arguments: rows) func theAmountCountsTheFruit(_ row: Row) {
            let line = IngredientLineParser.parse(row.text)
            #expect(line.quantity == IngredientLineCase.quantity(row.amount))
            #expect(line.unit == nil && line.unitText == nil)
            #expect(line.leadingWords == row.leadingWords)
            #expect(line.name == row.name)
            #expect(line.food == row.food)
        }

        @Test func zestAndJuiceOfOneFruitIsOneFruit() {
            let line = IngredientLineParser.parse("Zest and juice of 1 orange")
            #expect(line.quantity == Quantity(Rational(1)))
            #expect(line.leadingWords == "Zest and juice of")
            #expect(line.name == "orange")
            // The food is the juice, which weighs: USDA's juice of one orange, 86 g (09206 `fruit yields`), of a lemon 48 g
            // (09152); a spoonful of zest weighs little beside it. It had been `zest and juice of orange`, a food no table knows.
            #expect(line.food == "orange juice")
            #expect(IngredientLineParser.parse("Juice and zest of 2 lemons").food == "lemon juice")
            let table = FoodTable.builtIn
            let orange = Ingredient(text: "Zest and juice of 1 orange", line: line)
            #expect(table.grams(of: orange) == 86 && table.weights(of: orange)?.food.usda?.ndb == "09206")
        }

        /// Lines whose amount comes first, or that name no amount, are read as ever.
        @Test(arguments: ["1 lemon, juiced", "2 tbsp lemon juice", "Lemon juice 1 tbsp", "Juice of lemon",
                          "Orange juice from concentrate"])
        func otherLinesHaveNoLeadingWords(_ text: String) {
            let line = IngredientLineParser.parse(text)
            #expect(line.leadingWords == nil)
        }
    }
}
