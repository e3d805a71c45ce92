import Testing
@testable import RecipositoryCore

extension IngredientTests {
    /// Every way the format contract lets an author write an amount.
    @Suite struct IngredientLineQuantityTests {
        static let numbers: [Line] = [
            Line("2 eggs", "2", nil, "eggs"),
            Line("12 eggs", "12", nil, "eggs"),
            Line("1.5 kg potatoes", "3/2", .kg, "potatoes"),
            Line("1,5 kg potatoes", "3/2", .kg, "potatoes"),
            Line("0.25 tsp salt", "1/4", .tsp, "salt"),
            Line(".5 cup milk", "1/2", .cup, "milk"),
            Line("2,25 l water", "9/4", .l, "water"),
            Line("1,000 g flour", "1000", .g, "flour"),
            Line("1/2 cup sugar", "1/2", .cup, "sugar"),
            Line("3/2 cups flour", "3/2", .cup, "flour"),
            Line("1 1/2 cups flour", "3/2", .cup, "flour"),
            Line("2 3/4 cups stock", "11/4", .cup, "stock"),
            Line("3⁄4 cup milk", "3/4", .cup, "milk"),
            Line("1 3⁄4 cups milk", "7/4", .cup, "milk"),
            Line("1/10 grams of Saffron", "1/10", .g, "Saffron"),
        ]

        static let vulgarFractions: [Line] = [
            Line("½ cup sugar", "1/2", .cup, "sugar"),
            Line("⅓ cup oil", "1/3", .cup, "oil"),
            Line("⅔ cup water", "2/3", .cup, "water"),
            Line("¼ tsp pepper", "1/4", .tsp, "pepper"),
            Line("¾ cup milk", "3/4", .cup, "milk"),
            Line("⅛ tsp cayenne", "1/8", .tsp, "cayenne"),
            Line("⅜ cup cream", "3/8", .cup, "cream"),
            Line("⅕ cup cream", "1/5", .cup, "cream"),
            Line("⅙ tsp nutmeg", "1/6", .tsp, "nutmeg"),
            Line("1½ cups rice", "3/2", .cup, "rice"),
            Line("1 ½ cups rice", "3/2", .cup, "rice"),
            Line("2¼ cups flour", "9/4", .cup, "flour"),
            Line("1½ tsp. cooking powder", "3/2", .tsp, "cooking powder"),
        ]

        static let ranges: [Line] = [
            Line("2-3 tbsp water", "2-3", .tbsp, "water"),
            Line("2–3 tbsp water", "2-3", .tbsp, "water"),
            Line("2—3 tbsp water", "2-3", .tbsp, "water"),
            Line("2 - 3 tbsp water", "2-3", .tbsp, "water"),
            Line("2 to 3 cups stock", "2-3", .cup, "stock"),
            Line("2 or 3 carrots", "2-3", nil, "carrots"),
            Line("1/2-1 cup water", "1/2-1", .cup, "water"),
            Line("1/4-1/2 cup chopped parsley", "1/4-1/2", .cup, "chopped parsley"),
            Line("1-1 1/2 cups milk", "1-3/2", .cup, "milk"),
            Line("½-1 tsp chili", "1/2-1", .tsp, "chili"),
            Line("6-8 tbsp ice water", "6-8", .tbsp, "ice water"),
            Line("10-12oz kale", "10-12", .oz, "kale"),
            Line("300-400g potatoes", "300-400", .g, "potatoes"),
            // A whole number, a hyphen and a proper fraction is a mixed number, never a falling range.
            Line("1-1/2 cups cubed cooked chicken", "3/2", .cup, "cubed cooked chicken"),
            Line("2-1/2 pounds chicken breasts", "5/2", .lb, "chicken breasts"),
            Line("1 - 2/3 cups Milk", "5/3", .cup, "Milk"),
        ]

        static let approximations: [Line] = [
            Line("~150 g bacon", "~150", .g, "bacon"),
            Line("~150g bacon", "~150", .g, "bacon"),
            Line("~ 4g yeast", "~4", .g, "yeast"),
            Line("about 2 cups flour", "~2", .cup, "flour"),
            Line("About 2 cups flour", "~2", .cup, "flour"),
            Line("approx. 2 cups flour", "~2", .cup, "flour"),
            Line("approx 200 g rice", "~200", .g, "rice"),
            Line("approximately 1 kg beef", "~1", .kg, "beef"),
            Line("roughly 3 tbsp butter", "~3", .tbsp, "butter"),
            Line("around 4 potatoes", "~4", nil, "potatoes"),
            Line("~2-3 cloves garlic", "~2-3", .clove, "garlic"),
            Line("beef stock ~1 pint", "~1", .pint, "beef stock"),
        ]

        static let words: [Line] = [
            Line("a pinch of salt", "1", .pinch, "salt"),
            Line("A pinch of salt", "1", .pinch, "salt"),
            Line("an onion", "1", nil, "onion"),
            Line("a white onion", "1", nil, "white onion"),
            Line("one onion", "1", nil, "onion"),
            Line("One cup of milk", "1", .cup, "milk"),
            Line("two eggs", "2", nil, "eggs"),
            Line("Three cloves garlic", "3", .clove, "garlic"),
            Line("twelve eggs", "12", nil, "eggs"),
            Line("two or three onions (preferably red)", "2-3", nil, "onions", note: "preferably red"),
            Line("half an onion", "1/2", nil, "onion"),
            Line("half a lemon", "1/2", nil, "lemon"),
            Line("Half a cup of sugar", "1/2", .cup, "sugar"),
            Line("a half cup milk", "1/2", .cup, "milk"),
            Line("a dozen eggs", "12", nil, "eggs"),
            Line("half a dozen eggs", "6", nil, "eggs"),
            Line("2 dozen cookies", "24", nil, "cookies"),
            Line("1-2 dozen eggs", "12-24", nil, "eggs"),
            Line("½ dozen eggs", "6", nil, "eggs"),
            Line("a couple of eggs", "2", nil, "eggs"),
            Line("one and a half cups flour", "3/2", .cup, "flour"),
            Line("1 and 1/2 cups flour", "3/2", .cup, "flour"),
            Line("½ an onion", "1/2", nil, "onion"),
            Line("1/4 a stick of butter", "1/4", .stick, "butter"),
            Line("3/4 of a cup of warm water", "3/4", .cup, "warm water"),
            Line("a good pinch of salt", "1", .pinch, "salt", note: "good"),
            Line("a few basil leaves", nil, nil, "a few basil leaves"),
            Line("A little olive oil", nil, nil, "A little olive oil"),
        ]

        static let gluedUnits: [Line] = [
            Line("500g flour", "500", .g, "flour"),
            Line("2tbsp butter", "2", .tbsp, "butter"),
            Line("1.5kg potatoes", "3/2", .kg, "potatoes"),
            Line("2T heavy cream", "2", .tbsp, "heavy cream"),
            Line("1Tbsp caraway seeds", "1", .tbsp, "caraway seeds"),
            Line("3.5oz puff pastry", "7/2", .oz, "puff pastry"),
            Line("4cm ginger", "4", .cm, "ginger"),
            Line("125ml water", "125", .ml, "water"),
            Line("1lb of mushrooms", "1", .lb, "mushrooms"),
            Line("2\" piece ginger", "2", .inch, "piece ginger"),
            Line("2-inch piece ginger", "2", .inch, "piece ginger"),
            Line("3 - inch piece stick cinnamon", "3", .inch, "piece stick cinnamon"),
        ]

        static let noAmount: [Line] = [
            Line("Salt", nil, nil, "Salt"),
            Line("fresh basil leaves", nil, nil, "fresh basil leaves"),
            Line("Spices:", nil, nil, "Spices:"),
            Line("dark chocolate (70%)", nil, nil, "dark chocolate", note: "70%"),
            Line("70% dark chocolate", nil, nil, "70% dark chocolate"),
            Line("Juice of lemon", nil, nil, "Juice of lemon"),   // a part of a fruit with an amount: FruitPartTests
            Line("Orange juice from concentrate", nil, nil, "Orange juice from concentrate"),
            Line("Chinese 5 Spice", nil, nil, "Chinese 5 Spice"),
            Line("Pasta for 4", nil, nil, "Pasta for 4"),
            Line("  olive oil  ", nil, nil, "olive oil"),
        ]

        @Test(arguments: numbers) func readsNumbers(_ row: Line) { expectParsed(row) }
        @Test(arguments: vulgarFractions) func readsVulgarFractions(_ row: Line) { expectParsed(row) }
        @Test(arguments: ranges) func readsRanges(_ row: Line) { expectParsed(row) }
        @Test(arguments: approximations) func readsApproximations(_ row: Line) { expectParsed(row) }
        @Test(arguments: words) func readsWords(_ row: Line) { expectParsed(row) }
        @Test(arguments: gluedUnits) func readsGluedUnits(_ row: Line) { expectParsed(row) }
        @Test(arguments: noAmount) func readsNoAmount(_ row: Line) { expectParsed(row) }
    }
}
