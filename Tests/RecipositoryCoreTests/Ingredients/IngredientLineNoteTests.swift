import Testing
@testable import RecipositoryCore

extension IngredientTests {
    /// Notes, optional ingredients and alternative measures.
    @Suite struct IngredientLineNoteTests {
        static let notes: [Line] = [
            Line("1 cup cold butter, cubed", "1", .cup, "cold butter", note: "cubed"),
            Line("salt, to taste", nil, nil, "salt", note: "to taste"),
            Line("salt and pepper to taste", nil, nil, "salt and pepper", note: "to taste"),
            Line("Salt and pepper, to taste", nil, nil, "Salt and pepper", note: "to taste"),
            Line("salt (to taste)", nil, nil, "salt", note: "to taste"),
            Line("1 Tbsp Vegetable Oil, divided", "1", .tbsp, "Vegetable Oil", note: "divided"),
            Line("2 tbsp sugar divided", "2", .tbsp, "sugar", note: "divided"),
            Line("olive oil for frying", nil, nil, "olive oil", note: "for frying"),
            Line("1 cup sugar (brown or white is fine)", "1", .cup, "sugar", note: "brown or white is fine"),
            Line("1 1/2 cups mashed bananas (this is around 4-5 bananas)", "3/2", .cup, "mashed bananas",
                 note: "this is around 4-5 bananas"),
            Line("1/4 cup warm (not hot) water", "1/4", .cup, "warm water", note: "not hot"),
            Line("1 onion, minced", "1", nil, "onion", note: "minced"),
            Line("1,5 kg potatoes, peeled", "3/2", .kg, "potatoes", note: "peeled"),
            Line("2 cups flour (sifted, then measured)", "2", .cup, "flour", note: "sifted, then measured"),
            Line("10-12 oz kale, (escarole or spinach), chopped", "10-12", .oz, "kale",
                 note: "(escarole or spinach), chopped"),
            Line("arugula salad (add after pizza is done) (optional)", nil, nil, "arugula salad",
                 note: "add after pizza is done; optional", optional: true),
            Line("Black Ceylon Tea (Preferably, a dark one", nil, nil, "Black Ceylon Tea", note: "Preferably, a dark one"),
            Line("Mace (Optional): a dried flower", nil, nil, "Mace: a dried flower", note: "Optional", optional: true),
            Line("2 chicken breast(s)", "2", nil, "chicken breast(s)"),
            Line("1 cup unsalted butter; can be cold from the refrigerator", "1", .cup, "unsalted butter",
                 note: "can be cold from the refrigerator"),
            Line("2 cups flour; plus more for dusting", "2", .cup, "flour", note: "plus more for dusting"),
            Line("1 red bell pepper cut into 1,5 cm strips", "1", nil, "red bell pepper cut into 1,5 cm strips"),
        ]

        static let optional: [Line] = [
            Line("cheese (optional)", nil, nil, "cheese", note: "optional", optional: true),
            Line("cheese(optional)", nil, nil, "cheese", note: "optional", optional: true),
            Line("1 cup walnuts (optional)", "1", .cup, "walnuts", note: "optional", optional: true),
            Line("1 tsp chili flakes, optional", "1", .tsp, "chili flakes", note: "optional", optional: true),
            Line("2 tbsp butter optional", "2", .tbsp, "butter", note: "optional", optional: true),
            Line("Optional: 1 tsp chili flakes", "1", .tsp, "chili flakes", note: "optional", optional: true),
            Line("(optional) 1 tsp chili flakes", "1", .tsp, "chili flakes", note: "optional", optional: true),
            Line("lime and cilantro (optional, for a Mexican taste)", nil, nil, "lime and cilantro",
                 note: "optional, for a Mexican taste", optional: true),
            Line("1 clove garlic, if using aioli (optional)", "1", .clove, "garlic", note: "if using aioli (optional)",
                 optional: true),
            Line("1 cup milk (optionally warmed)", "1", .cup, "milk", note: "optionally warmed"),
        ]

        static let alternatives: [Line] = [
            Line("1 pound (500 g) spaghetti", "1", .lb, "spaghetti", alternative: ("500", .g)),
            Line("100 g / ½ cup butter", "100", .g, "butter", alternative: ("1/2", .cup)),
            Line("1 cup | 240 ml milk", "1", .cup, "milk", alternative: ("240", .ml)),
            Line("2 1/2 cups (310 g) all-purpose flour", "5/2", .cup, "all-purpose flour", alternative: ("310", .g)),
            Line("1 kg / 2 lbs potatoes", "1", .kg, "potatoes", alternative: ("2", .lb)),
            Line("1 cup/240ml milk", "1", .cup, "milk", alternative: ("240", .ml)),
            Line("3 Tbsp (40ml) oil", "3", .tbsp, "oil", alternative: ("40", .ml)),
            Line("~150g (1/3 lb) bacon cubes", "~150", .g, "bacon cubes", alternative: ("1/3", .lb)),
            Line("1 cup (about 240 ml) of milk", "1", .cup, "milk", alternative: ("~240", .ml)),
            Line("1 loaf (~800g/~1.7 lbs) of white bread", "1", nil, "white bread", alternative: ("~800", .g),
                 unitText: "loaf"),
            Line("1 Lb. (450 g) beef (flank or skirt steak is ideal)", "1", .lb, "beef",
                 note: "flank or skirt steak is ideal", alternative: ("450", .g)),
            Line("Around 14 ounces or 400 grams of chicken breast", "~14", .oz, "chicken breast", alternative: ("400", .g)),
            // Measured by volume or weight, a later measure in parentheses is still an alternative...
            Line("1 cup flour (2.5 dl)", "1", .cup, "flour", alternative: ("5/2", .dl)),
            Line("40g sugar (3 tbsp)", "40", .g, "sugar", alternative: ("3", .tbsp)),
            // ...but after a count it is the size of each thing, a note.
            Line("2 tins sardines (~4oz)", "2", .can, "sardines", note: "~4oz"),
            Line("3 aubergines (900g)", "3", nil, "aubergines", note: "900g"),
        ]

        /// `1 (14 oz) can tomatoes`: the size of each container is a note, since it must not scale with the count.
        static let containerSizes: [Line] = [
            Line("1 (14 oz) can tomatoes", "1", .can, "tomatoes", note: "14 oz"),
            Line("2 (15-ounce) cans black beans, rinsed and drained", "2", .can, "black beans",
                 note: "15-ounce; rinsed and drained"),
            Line("1 (1-ounce) envelope ranch dressing mix", "1", nil, "ranch dressing mix", note: "1-ounce",
                 unitText: "envelope"),
            Line("1 15 oz can diced tomatoes", "1", .can, "diced tomatoes", note: "15 oz"),
            Line("4 15oz cans of kidney beans", "4", .can, "kidney beans", note: "15oz"),
            Line("2 x 400g tins chopped tomatoes", "2", .can, "chopped tomatoes", note: "400g"),
            Line("1 8oz cream cheese", "1", nil, "cream cheese", note: "8oz"),
            // So is a piece's: `a 2-inch piece of ginger` is 1 piece, twice the recipe 2 pieces of 2 inches.
            Line("a 2-inch piece of ginger", "1", .piece, "ginger", note: "2-inch"),
            Line("1 (2-inch) piece ginger", "1", .piece, "ginger", note: "2-inch"),
        ]

        /// Lines that do not start with their amount, as real collections write them.
        static let amountAfterName: [Line] = [
            Line("Sugar (100 g)", "100", .g, "Sugar"),
            Line("Chocolate (70 g) (optional)", "70", .g, "Chocolate", note: "optional", optional: true),
            Line("Apricot jam (about 300 g | 10 oz)", "~300", .g, "Apricot jam", alternative: ("10", .oz)),
            Line("Lemon juice 1 tbsp", "1", .tbsp, "Lemon juice"),
            Line("Guanciale preferably or Bacon 3.5oz (100g)", "7/2", .oz, "Guanciale preferably or Bacon",
                 alternative: ("100", .g)),
            Line("pasta: 800g | 1 1/2 lb", "800", .g, "pasta", alternative: ("3/2", .lb)),
            Line("Spaghetti: 320 g | 11 oz", "320", .g, "Spaghetti", alternative: ("11", .oz)),
            Line("Paprika, 2 Tsp", "2", .tsp, "Paprika"),
            Line("Chickpeas, 400g (drained)", "400", .g, "Chickpeas", note: "drained"),
            Line("Garlic cloves 3, minced", "3", .clove, "Garlic", note: "minced"),
            Line("Eggs: 3", "3", nil, "Eggs"),
        ]

        @Test(arguments: notes) func readsNotes(_ row: Line) { expectParsed(row) }
        @Test(arguments: optional) func readsOptional(_ row: Line) { expectParsed(row) }
        @Test(arguments: alternatives) func readsAlternatives(_ row: Line) { expectParsed(row) }
        @Test(arguments: containerSizes) func readsContainerSizes(_ row: Line) { expectParsed(row) }
        @Test(arguments: amountAfterName) func readsAmountAfterName(_ row: Line) { expectParsed(row) }
    }
}
