import Testing
@testable import RecipositoryCore

extension IngredientTests {
    /// Real lines from based.cooking (a sample is in Tests/Fixtures/based-cooking), the collection Recipository must build as it is.
    @Suite struct BasedCookingLineTests {
        /// banana-bread.md, every ingredient line.
        static let bananaBread: [Line] = [
            Line("2 cups all purpose flour", "2", .cup, "all purpose flour"),
            Line("1 1/2 teaspoon baking powder", "3/2", .tsp, "baking powder"),
            Line("1/2 teaspoon baking soda", "1/2", .tsp, "baking soda"),
            Line("Spices:", nil, nil, "Spices:"),
            Line("1 teaspoon cinnamon", "1", .tsp, "cinnamon"),
            Line("1/4 teaspoon nutmeg", "1/4", .tsp, "nutmeg"),
            Line("1/4 teaspoon ginger", "1/4", .tsp, "ginger"),
            Line("1/4 teaspoon salt", "1/4", .tsp, "salt"),
            Line("1 1/2 cups mashed bananas (this is around 4-5 bananas)", "3/2", .cup, "mashed bananas",
                 note: "this is around 4-5 bananas"),
            Line("2 eggs", "2", nil, "eggs"),
            Line("1 cup sugar (brown or white is fine)", "1", .cup, "sugar", note: "brown or white is fine"),
            Line("1/2 cup butter", "1/2", .cup, "butter"),
            Line("1/4 cup crushed walnuts", "1/4", .cup, "crushed walnuts"),
        ]

        static let elsewhere: [Line] = [
            Line("1 pound (450g) tomatillos, husks removed", "1", .lb, "tomatillos", note: "husks removed",
                 alternative: ("450", .g)),
            Line("500ml of milk (or if not using whey, 2l of milk)", "500", .ml, "milk",
                 note: "or if not using whey, 2l of milk"),
            Line("2T heavy cream", "2", .tbsp, "heavy cream"),
            Line("1 kg / 2 lbs potatoes", "1", .kg, "potatoes", alternative: ("2", .lb)),
            Line("Garlic (4-8 large cloves)", nil, nil, "Garlic", note: "4-8 large cloves"),
            Line("2 tins sardines (~4oz)", "2", .can, "sardines", note: "~4oz"),
            Line("1 (8-ounce) package shredded Mexican four-cheese blend", "1", .package,
                 "shredded Mexican four-cheese blend", note: "8-ounce"),
            Line("½ an onion*", "1/2", nil, "onion*"),
            // One can of 28 ounces, its `1` not written (the name had been `can Chickpeas`).
            Line("28 oz can Chickpeas, rinsed and drained", "1", .can, "Chickpeas", note: "28 oz; rinsed and drained"),
            Line("1 table spoon of cinnamon powder (optional)", "1", .tbsp, "cinnamon powder", note: "optional",
                 optional: true),
            Line("beef (chuck, brisket, oxtail...): 1kg | 2 1/4lb", "1", .kg, "beef", note: "chuck, brisket, oxtail...",
                 alternative: ("9/4", .lb)),
            Line("Guanciale preferably or Bacon 3.5oz (100g)", "7/2", .oz, "Guanciale preferably or Bacon",
                 alternative: ("100", .g)),
            Line("Active dry yeast 1 tbsp", "1", .tbsp, "Active dry yeast"),
            Line("Chinese black cardamom (optional), 1", "1", nil, "Chinese black cardamom", note: "optional",
                 optional: true),
            Line("1 - 2/3 cups Milk", "5/3", .cup, "Milk"),
            Line("1-1/2 cups cubed cooked chicken", "3/2", .cup, "cubed cooked chicken"),
            Line("Peeled and smashed ginger, 2 inches", "2", .inch, "Peeled and smashed ginger"),
            Line("a whole head of garlic", "1", .head, "garlic", note: "whole"),
            Line("Lemon juice from half a lemon", nil, nil, "Lemon juice from half a lemon"),
            Line("1 small Onion, chopped", "1", nil, "small Onion", note: "chopped"),
            Line("1 Red Pepper, cut into half-inch pieces", "1", nil, "Red Pepper", note: "cut into half-inch pieces"),
            Line("Mint, small amount (optional, I never use it myself as it's too overpowering)", nil, nil, "Mint",
                 note: "small amount (optional, I never use it myself as it's too overpowering)", optional: true),
            Line("1 chilli (or 1 tsp of dried chilli flakes)", "1", nil, "chilli", note: "or 1 tsp of dried chilli flakes"),
            Line("6-7 Onions, cut into quarter moons", "6-7", nil, "Onions", note: "cut into quarter moons"),
            Line("dash Cinnamon", "1", .dash, "Cinnamon"),
            Line("1 Persian shallot (Akkadian: samidu; uncertain translation)", "1", nil, "Persian shallot",
                 note: "Akkadian: samidu; uncertain translation"),
            Line("2 thermos, ½l capacity each", "2", nil, "thermos", note: "½l capacity each"),
            Line("300ml 95% ABV grain alcohol", "300", .ml, "95% ABV grain alcohol"),
            Line("1 handfull fresh cilantro", "1", .handful, "fresh cilantro"),   // a spelling common enough to accept
            Line("1 spring onion", "1", nil, "spring onion"),
            Line("1 Sweet Bell Pepper", "1", nil, "Sweet Bell Pepper"),
            Line("8 Cloves", "8", nil, "Cloves"),
        ]

        @Test(arguments: bananaBread) func readsBananaBread(_ row: Line) { expectParsed(row) }
        @Test(arguments: elsewhere) func readsLinesFromElsewhere(_ row: Line) { expectParsed(row) }
    }
}
