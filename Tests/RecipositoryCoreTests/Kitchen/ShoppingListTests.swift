import Testing
@testable import RecipositoryCore

@Suite struct ShoppingListTests {
    /// A line as a recipe gives it, with its food's weights from the food table (as `lines(of:)` adds them).
    func line(_ recipe: String, _ food: String, _ amount: Rational?, _ unit: Unit? = nil, high: Rational? = nil,
              size: String? = nil, preparation: String? = nil) -> ShoppingList.Line {
        ShoppingList.Line(recipe: recipe, food: food,
                          amount: amount.map { KitchenAmount(Quantity(low: $0, high: high ?? $0), unit) },
                          weights: FoodTable.builtIn.weights(food: food, unit: unit, size: size, preparation: preparation))
    }

    func texts(_ list: ShoppingList) -> [String] { list.items.map(\.text) }

    @Test func sameFoodMergesAcrossRecipes() {
        let list = ShoppingList([line("A", "onions", Rational(2)), line("B", "onion", Rational(1)),
                                 line("A", "flour", Rational(300), .g), line("C", "flour", Rational(1), .kg)])
        #expect(texts(list) == ["3 onions", "flour, 1.3 kg"])
        #expect(list.items.map(\.aisle) == ["Fruit and vegetables", "Baking"])
        #expect(list.items.first?.recipes == ["A", "B"])
    }

    /// 300 g + 1 cup (USDA 20081: 125 g) is 425 g, shown as the recipe page rounds grams (to 5 g
    /// below 500 g: one rule for the page and the list).
    @Test func volumeAndWeightMergeOnlyWithAWeight() {
        let flour = ShoppingList([line("A", "flour", Rational(300), .g), line("B", "flour", Rational(1), .cup)])
        #expect(texts(flour) == ["flour, 425 g"])
        #expect(flour.items.first?.grams == Quantity(Rational(425)))
        let gravel = ShoppingList([line("A", "gravel", Rational(300), .g), line("B", "gravel", Rational(1), .cup)])
        #expect(texts(gravel) == ["gravel, 300 g + 1 cup"])
    }

    /// A fresh pepper of a kind the table does not know is bought among the vegetables, never merged into the
    /// pantry's black pepper (`black pepper (fresno pepper), 1 + ½ tsp`, as the list read).
    @Test func aFreshPepperIsNoBlackPepper() {
        let list = ShoppingList([line("A", "fresno pepper", Rational(1)), line("A", "black pepper", Rational(1, 2), .tsp),
                                 line("B", "shishito peppers", Rational(2))])
        #expect(texts(list).sorted() == ["1 fresno pepper", "2 shishito peppers", "black pepper, ½ tsp"])
        #expect(list.items.filter { $0.text.contains("fresno") || $0.text.contains("shishito") }.map(\.aisle)
                == ["Fruit and vegetables", "Fruit and vegetables"])
    }

    /// Garlic and onion dried and ground are spice jars, bought on the spice shelf, not among the fresh garlic.
    @Test func groundGarlicIsASpice() {
        let list = ShoppingList([line("A", "garlic powder", Rational(1), .tsp), line("A", "granulated garlic", Rational(1, 4), .tsp),
                                 line("A", "onion powder", Rational(1), .tsp), line("A", "crushed red pepper", Rational(1), .tbsp),
                                 line("A", "garlic", Rational(2), .clove)])
        #expect(Dictionary(uniqueKeysWithValues: list.items.map { ($0.text, $0.aisle) }) == [
            "garlic powder (granulated garlic), 1¼ tsp": "Spices and condiments", "onion powder, 1 tsp": "Spices and condiments",
            "crushed red pepper, 1 tbsp": "Spices and condiments", "garlic, 2 cloves": "Fruit and vegetables"])
    }

    /// Pearl onions are bought apart from onions, not added to their count (`16 onions`).
    @Test func pearlOnionsAreNotOnions() {
        let list = ShoppingList([line("A", "onions", Rational(2)), line("B", "pearl onions", Rational(14))])
        #expect(texts(list).sorted() == ["14 pearl onions", "2 onions"])
    }

    @Test func spoonsAndCupsAddUpExactly() {
        let list = ShoppingList([line("A", "milk", Rational(1), .cup), line("B", "milk", Rational(4), .tbsp),
                                 line("C", "sugar", Rational(1, 3), .cup), line("C", "sugar", Rational(2, 3), .cup)])
        #expect(texts(list) == ["milk, 1¼ cups", "sugar, 1 cup"])
    }

    /// A container word the unit tables do not know is counted as English counts it: 2 boxes, 2 glasses,
    /// 2 envelopes, 2 loaves (it read `2 box` on the list and `2 boxs` on the page); one is one (`1 bowl`, not `1 bowls`).
    @Test func containersTakeTheirPlural() {
        #expect(KitchenRounding.containerWord("box", plural: true) == "boxes")
        #expect(KitchenRounding.containerWord("glass", plural: true) == "glasses")
        #expect(KitchenRounding.containerWord("envelope", plural: true) == "envelopes")
        #expect(KitchenRounding.containerWord("pouch", plural: true) == "pouches")
        #expect(KitchenRounding.containerWord("tins", plural: true) == "tins")
        #expect(KitchenRounding.containerWord("box", plural: false) == "box")
        #expect(KitchenRounding.containerWord("bowls", plural: false) == "bowl", "`2 bowls` of rice halved: 1 bowl")
        #expect(KitchenRounding.containerWord("boxes", plural: false) == "box")
        #expect(KitchenRounding.containerWord("glass", plural: false) == "glass")
        #expect(KitchenRounding.containerWord("loaf", plural: true) == "loaves", "based.cooking's fondue doubled read `2 loafs`")
        #expect(KitchenRounding.containerWord("Loaves", plural: false) == "Loaf")
        let pasta = ShoppingList([written("A", "1 box penne rigati"), written("B", "1 box penne rigati")])
        #expect(texts(pasta).count == 1 && texts(pasta)[0].hasSuffix(", 2 boxes"), "one box and one box: \(texts(pasta))")
    }

    @Test func rangesCountsContainersAndUnmeasuredLines() {
        let list = ShoppingList([line("A", "egg", Rational(2), high: Rational(3)), line("B", "eggs", Rational(1)),
                                 line("A", "tomatoes", Rational(1), .can), line("B", "tomatoes", Rational(2), .can),
                                 line("A", "salt", nil), line("B", "salt", Rational(1), .tsp)])
        #expect(texts(list) == ["3–4 eggs", "tomatoes, 3 cans", "salt, 1 tsp"])   // the cans with the tins, after the eggs
        #expect(list.items.map(\.isPantryStaple) == [false, false, true])
    }

    /// A food USDA counts by a piece named as itself: 2 beets (82 g each, `1 beet (2" dia)`, 11080) and
    /// 200 g are 364 g, about 4 of them, said without repeating the food (not `about 4 beet`); grapes
    /// (`10 grapes` 49 g, 09132) are fruit.
    @Test func aPieceNamedAsTheFoodIsNotSaidTwice() {
        let list = ShoppingList([line("A", "beets", Rational(2)), line("B", "beets", Rational(200), .g),
                                 line("A", "grapes", Rational(20)), line("B", "grapes", Rational(100), .g)], system: .metric)
        #expect(texts(list) == ["beets, 365 g (about 4)", "grapes, 200 g (about 40)"])
        #expect(list.items.map(\.aisle) == ["Fruit and vegetables", "Fruit and vegetables"])
    }

    @Test func metricAndUSListsConvert() {
        let lines = [line("A", "milk", Rational(1), .cup), line("B", "milk", Rational(250), .ml)]
        #expect(texts(ShoppingList(lines, system: .metric)) == ["milk, 490 ml"], "486.6 ml, to 10 ml (475 is too far)")
        #expect(texts(ShoppingList(lines, system: .us)) == ["milk, 2 cups"])
    }

    /// The cases, by USDA's weights: a medium onion 110 g (11282), a stick of butter 113 g and
    /// a tablespoon 14.2 g (01001), a cup of all-purpose flour 125 g (20081).
    @Test func countsWeightsAndVarietiesMerge() {
        let onions = ShoppingList([line("A", "onions", Rational(4, 3)), line("B", "yellow onions", Rational(1200), .g)])
        // 4/3 × 110 + 1200 = 1346.7 g, about 12.2 medium onions.
        #expect(texts(onions) == ["onions (yellow), 1.35 kg (about 12 medium)"])
        let butter = [line("A", "unsalted butter", Rational(2), .stick), line("B", "butter", Rational(3), .tbsp)]
        #expect(texts(ShoppingList(butter)) == ["butter (unsalted), 2 sticks + 3 tbsp"])
        // 2 × 113 + 3 × 14.2 (the cup's 227 g / 16 is 14.19) = 268.6 g.
        #expect(texts(ShoppingList(butter, system: .metric)) == ["butter (unsalted), 270 g"])
        let flour = [line("A", "flour", Rational(2), .cup), line("B", "all-purpose flour", Rational(2), .tbsp)]
        // 2⅛ cups: cups are measured in quarters and thirds (kitchen-conventions.md), and 2 or 2¼ would each be
        // 2 tbsp off, so the list says what a cook measures, as US recipes write it (`2 cups plus 2 tablespoons`).
        #expect(texts(ShoppingList(flour)) == ["flour (all-purpose), 2 cups + 2 tbsp"])
        // 2⅛ × 125 = 265.6 g, to 5 g.
        #expect(texts(ShoppingList(flour, system: .metric)) == ["flour (all-purpose), 265 g"])
        #expect(texts(ShoppingList([line("A", "flour", Rational(2), .cup)], system: .metric)) == ["flour, 250 g"], "never 473 ml")
        // 1 medium onion (USDA 110 g) and ¼ cup chopped (160 g a cup: 40 g) are 150 g, more than one
        // onion: a cook buys two (the list said `onion, 1 + ¼ cup`).
        let counted = [line("A", "onion", Rational(1)), line("B", "onion", Rational(1, 4), .cup, preparation: "chopped")]
        #expect(texts(ShoppingList(counted)) == ["2 onions"])
        #expect(texts(ShoppingList(counted, system: .metric)) == ["onion, 150 g (about 1 medium)"])
    }

    /// A line as the author wrote it, read and weighed as `lines(of:)` reads and weighs it.
    /// A written line's list lines, as a recipe's page gives them to the list (`1 tsp each salt and pepper`: two).
    func writtenParts(_ recipe: String, _ text: String) -> [ShoppingList.Line] {
        ShoppingList.parts(of: Ingredient(text: text, line: IngredientLineParser.parse(text))).map { part in
            ShoppingList.Line(recipe: recipe, food: part.food, amount: part.quantity.map { KitchenAmount($0, part.unit) },
                              unitText: part.unitText, weights: part.weights)
        }
    }

    func written(_ recipe: String, _ text: String) -> ShoppingList.Line { writtenParts(recipe, text)[0] }

    /// The author's own grams weigh their line: `1 cup (120 g) flour` and 100 g are 220 g (USDA's
    /// 125 g cup would make 225 g); `1 stick (110 g) butter` and 100 g are 210 g (USDA's 113 g stick:
    /// 213 g, 215 g on the list); panko, which the table does not weigh, still adds up across
    /// a cup and grams when the author weighed the cup (60 g + 50 g).
    @Test func theAuthorsGramsWeighTheirLine() {
        let flour = [written("A", "1 cup (120 g) flour"), written("B", "100 g flour")]
        #expect(texts(ShoppingList(flour)) == ["flour, 220 g"])
        let butter = [written("A", "1 stick (110 g) butter"), written("B", "100 g butter")]
        #expect(texts(ShoppingList(butter)) == ["butter, 210 g"])
        #expect(texts(ShoppingList([written("A", "2 sticks (225 g) butter"), written("B", "3 tbsp butter")], system: .metric))
                == ["butter, 270 g"], "225 + 3 × 14.2 = 267.6 g")
        let panko = [written("A", "1 cup (60 g) panko"), written("B", "50 g panko")]
        #expect(texts(ShoppingList(panko)) == ["panko, 110 g"])
        #expect(texts(ShoppingList([written("A", "1 cup panko"), written("B", "50 g panko")])) == ["panko, 50 g + 1 cup"],
                "no weight, no sum")
        // Almond flour is weighed as ground almonds (USDA 12061 `cup, ground`, 95 g): 95 g + 50 g.
        #expect(texts(ShoppingList([written("A", "1 cup almond flour"), written("B", "50 g almond flour")])) == ["almond flour, 145 g"])
        #expect(texts(ShoppingList([written("A", "2 cans (15 oz) tomatoes"), written("B", "1 can tomatoes")])) == ["tomatoes, 3 cans"],
                "cans stay cans as written")
    }

    /// A food that comes in cans, jars, bottles or packets of one size is bought in them when the rest of it weighs:
    /// a 12-ounce bottle of beer holds 1½ cups (12 fl oz), so a bottle and 1½ cups are 2 bottles, not `1 bottle + 1½
    /// cups` (nor 3, though the bottle's 12 oz weighed as 340 g is a little less than the cups' 355 ml); a 24-ounce jar
    /// of marinara and a cup (about 9 oz) are 1.4 jars, and a cook buys 2; an 8-ounce packet of cream cheese and 4 oz
    /// are 1½ packets, 2 bought. Cans of two sizes stay as written: no one can says how much the cup is of them.
    @Test func aFoodInCansJarsOrBottlesIsBoughtInThem() {
        for system in [SiteConfig.Units.asWritten, .metric, .us] {
            #expect(texts(ShoppingList([written("A", "1 bottle (12 oz) beer"), written("B", "1 1/2 cups beer")], system: system))
                    == ["beer, 2 bottles"], "\(system)")
            #expect(texts(ShoppingList([written("A", "1 jar (24 oz) marinara sauce"), written("B", "1 cup marinara sauce")], system: system))
                    == ["marinara sauce, 2 jars"], "\(system)")
            #expect(texts(ShoppingList([written("A", "1 package (8 oz) cream cheese"), written("B", "4 oz cream cheese")], system: system))
                    == ["cream cheese, 2 packages"], "\(system)")
        }
        let sizes = texts(ShoppingList([written("A", "1 can (13.5 oz) coconut milk"), written("B", "1 can (5.4 oz) coconut milk"),
                                        written("B", "1/2 cup coconut milk")]))
        #expect(sizes == ["coconut milk, 2 cans + ½ cup"], "\(sizes)")
    }

    /// A line of two foods weighed as its first (`chicken thighs and drumsticks`) names the item the other lines of that
    /// food merge into: `chicken thighs and drumsticks, 2.2 kg` (1.5 kg and 1½ lb), where it read `chicken thigh (chicken
    /// thighs and drumstick)`, the group singular and the line's own words as a variety of it.
    @Test func aLineOfTwoFoodsNamesTheItem() {
        let list = ShoppingList([written("A", "1.5 kg chicken thighs and drumsticks, skin on"), written("B", "1 1/2 lb boneless chicken thighs")],
                                system: .metric)
        #expect(texts(list) == ["chicken thighs and drumsticks, 2.2 kg"], "\(texts(list))")
        // A food and another that its words do not qualify names nothing: the garlic is garlic, not the cheese
        // `Garlic and Fine Herbs` (weighed as its garlic) that named every clove of based.cooking's whole collection.
        let garlic = ShoppingList([written("A", "4 cloves garlic, minced"), written("B", "5 oz Garlic and Fine Herbs")])
        #expect(garlic.items.map(\.food) == ["garlic"], "\(texts(garlic))")
    }

    /// `1 cup dashi or water` is listed with the water it may be (the food table weighs its last
    /// choice): a choice is no variety, so the list reads `water (ice)`, never `water (dashi or and ice)`.
    @Test func aChoiceIsNoVariety() {
        let water = FoodTable.builtIn.weights(food: "water", unit: .cup, size: nil, preparation: nil)
        let choice = ShoppingList.Line(recipe: "A", food: "dashi or water", amount: KitchenAmount(Quantity(Rational(1)), .cup), weights: water)
        let list = ShoppingList([choice, line("B", "ice water", Rational(2), .cup), line("C", "water", Rational(1), .cup)])
        #expect(list.items.map(\.varieties) == [["ice"]])
        #expect(list.items.map(\.food) == ["water"])
    }

    /// One rounding for the page and the list: the page's `2½ cups (315 g)` of flour, doubled by two
    /// recipes, is 630 g on both (twice 315 g, the 25 g line less than 5 g away), never 625 or 620.
    /// A US list buys butter in sticks where a recipe measured it so (the conventions: butter in sticks or grams),
    /// not `12½ oz`: 2 sticks (226 g) + 1 tbsp (14.2 g) + 115 g is 355.2 g, 3.14 sticks of 113 g (USDA 01001),
    /// bought as 4. Without a stick on any line it stays a weight (115 g + 14.2 g: 4½ oz).
    @Test func aUSListBuysButterInSticks() {
        let lines = [line("Pie", "butter", Rational(2), .stick), line("Pie", "butter", Rational(1), .tbsp),
                     line("Bread", "butter", Rational(115), .g)]
        #expect(texts(ShoppingList(lines, system: .us)) == ["butter, 4 sticks"])
        let noStick = [line("A", "butter", Rational(1), .tbsp), line("B", "butter", Rational(115), .g)]
        #expect(texts(ShoppingList(noStick, system: .us)) == ["butter, 4½ oz"])
    }

    /// Coarse (sanding) sugar and pearl sugar finish a pie or a waffle and are bought apart from the sugar in
    /// the filling: an apple pie's ⅔ cup sugar and 1 tbsp coarse sugar are two lines, not `sugar (coarse), ¾ cup`.
    @Test func sugarsSoldApartAreTheirOwnLines() {
        let list = ShoppingList([line("Pie", "sugar", Rational(2, 3), .cup), line("Pie", "coarse sugar", Rational(1), .tbsp),
                                 line("Waffles", "pearl sugar", Rational(2), .tbsp)])
        #expect(texts(list) == ["coarse sugar, 1 tbsp", "pearl sugar, 2 tbsp", "sugar, ⅔ cup"])
    }

    @Test func theListRoundsAsThePage() {
        let flour = [line("A", "flour", Rational(315), .g), line("B", "flour", Rational(315), .g)]
        #expect(texts(ShoppingList(flour, system: .metric)) == ["flour, 630 g"])
        #expect(texts(ShoppingList([line("A", "butter", Rational(315), .g)], system: .metric)) == ["butter, 315 g"])
        #expect(KitchenAmount(Quantity(Rational(315)), .g).displayed == "315 g")
    }

    /// Small amounts stay in spoons on a metric list as on the page (up to 4 tbsp): 1 tsp of vanilla,
    /// not 4.9 ml; 1 tsp of dried thyme, not 0.8 g; 1 tsp + 2 tsp is 1 tbsp. More than 4 tbsp is
    /// measured: 5 tbsp of vanilla is 75 ml (73.9 ml, to 5 ml).
    @Test func smallAmountsStayInSpoons() {
        let vanilla = ShoppingList([line("A", "vanilla extract", Rational(1), .tsp)], system: .metric)
        #expect(texts(vanilla) == ["vanilla extract, 1 tsp"])
        let thyme = ShoppingList([line("A", "dried thyme", Rational(1), .tsp)], system: .metric)
        #expect(texts(thyme) == ["dried thyme, 1 tsp"])
        let both = ShoppingList([line("A", "vanilla extract", Rational(1), .tsp), line("B", "vanilla extract", Rational(2), .tsp)], system: .metric)
        #expect(texts(both) == ["vanilla extract, 1 tbsp"])
        let more = ShoppingList([line("A", "vanilla extract", Rational(5), .tbsp)], system: .metric)
        #expect(texts(more) == ["vanilla extract, 75 ml"])
        let metricAuthor = ShoppingList([line("A", "vanilla extract", Rational(5), .ml)], system: .metric)
        #expect(texts(metricAuthor) == ["vanilla extract, 5 ml"], "an author's millilitres stay millilitres")
    }

    /// Totals in the unit a cook measures: 43 tbsp is 2⅔ cups (2.69, to the nearest third).
    @Test func totalsInTheUnitACookMeasures() {
        let sugar = ShoppingList([line("A", "sugar", Rational(40), .tbsp), line("B", "sugar", Rational(3), .tbsp)])
        #expect(texts(sugar) == ["sugar, 2⅔ cups"])
        // Cups and spoons only where the cups a cook fills would miss by a tablespoon or more (flour, above): a third more is a third.
        let milkAndMore = ShoppingList([line("A", "milk", Rational(1), .cup), line("B", "milk", Rational(1, 3), .cup)])
        #expect(texts(milkAndMore) == ["milk, 1⅓ cups"])
        let milk = ShoppingList([line("A", "milk", Rational(3), .cup), line("B", "milk", Rational(500), .ml)], system: .metric)
        #expect(texts(milk) == ["milk, 1.2 l"], "liquids stay volumes: 709.8 + 500 ml")
        // Under a cup, past half a cup, in the two measures a cook fills (1¼ cups halved, plus 3 tbsp).
        let halved = ShoppingList([line("A", "milk", Rational(5, 8), .cup)])
        #expect(texts(halved) == ["milk, ½ cup + 2 tbsp"])
        let more = ShoppingList([line("A", "milk", Rational(5, 8), .cup), line("B", "milk", Rational(3, 2), .tbsp)])
        #expect(texts(more) == ["milk, ½ cup + 3½ tbsp"])
    }

    @Test func pluralOfAFood() {
        #expect(ShoppingList.plural("onion") == "onions")
        #expect(ShoppingList.plural("tomato") == "tomatoes")
        #expect(ShoppingList.plural("cherry") == "cherries")
        #expect(ShoppingList.plural("peas") == "peas")
    }

    /// `salt and black pepper, to taste` is two pantry foods; with an amount, or `half and half`, one.
    @Test func saltAndPepperAreTwoPantryFoods() {
        func foods(_ text: String) -> [String] { Ingredient(text: text, line: IngredientLineParser.parse(text)).shoppingFoods.map(\.food) }
        #expect(foods("salt and black pepper, to taste") == ["salt", "black pepper"])
        #expect(foods("1 cup frozen peas and carrots") == ["peas and carrots"])
        let halfAndHalf = IngredientLine(name: "half and half", food: "half and half")
        #expect(Ingredient(text: "half and half", line: halfAndHalf).shoppingFoods.map(\.food) == ["half and half"])
        let list = ShoppingList(foods("salt and black pepper, to taste").map { line("A", $0, nil) })
        #expect(list.items.count == 2 && list.items.allSatisfy(\.isPantryStaple), "\(list.items.map(\.food))")
    }

    /// `Juice of 2 lemons` is bought as 2 lemons, with the lemons other lines use: a cook buys fruit,
    /// not the juice in it (3½ lemons, bought whole: a list rounds counts up). `Zest and juice of 1 orange`
    /// is one orange, not two.
    @Test func aPartOfAFruitBuysTheFruit() {
        let lemons = [written("A", "Juice of 2 lemons"), written("B", "1 lemon, sliced"), written("B", "Zest of ½ lemon")]
        #expect(texts(ShoppingList(lemons)) == ["4 lemons"])
        #expect(texts(ShoppingList([written("A", "Zest and juice of 1 orange")])) == ["1 orange"])
        #expect(texts(ShoppingList([written("A", "Juice of 2-3 limes"), written("B", "2 limes, cut into wedges")])) == ["4–5 limes"])
    }

    /// `1 tomato and ½ onion` puts both on the list, each with its amount; `1 tsp dried thyme` is
    /// the dried herb, bought apart from fresh thyme, on the spice shelf.
    @Test func aLineWithTwoFoodsPutsBoth() {
        func parts(_ text: String) -> [String] {
            ShoppingList.parts(of: Ingredient(text: text, line: IngredientLineParser.parse(text))).map {
                ($0.quantity.map { "\($0.low) " } ?? "") + $0.food
            }
        }
        #expect(parts("1 tomato and ½ onion, sliced, to finish") == ["1 tomato", "1/2 onion"])
        #expect(parts("2 carrots and 1 leek") == ["2 carrots", "1 leek"])
        #expect(parts("1 tsp dried thyme") == ["1 dried thyme"])
        #expect(parts("2 sprigs thyme") == ["2 thyme"])
        let thyme = ShoppingList([line("A", "dried thyme", Rational(1), .tsp), line("B", "thyme", Rational(2), .sprig)])
        #expect(texts(thyme) == ["thyme, 2 sprigs", "dried thyme, 1 tsp"])
        #expect(thyme.items.map(\.aisle) == ["Fruit and vegetables", "Spices and condiments"])
    }

    /// Things are bought whole: 4⅔ eggs are 5, 1⅓ dashes 2, 1½ cans 2; weights and volumes are not. (The cans of
    /// tomatoes are with the tins, after the flour.)
    @Test func countsAreRoundedUp() {
        let list = ShoppingList([line("A", "eggs", Rational(14, 3)), line("A", "hot sauce", Rational(4, 3), .dash),
                                 line("A", "tomatoes", Rational(3, 2), .can), line("A", "flour", Rational(3, 2), .cup),
                                 line("A", "onion", Rational(1, 2))])
        #expect(texts(list) == ["1 onion", "5 eggs", "flour, 1½ cups", "tomatoes, 2 cans", "hot sauce, 2 dashes"])
    }

    /// Lemon juice is squeezed from lemons, ice water is water (at home), not frozen.
    @Test func aislesFollowTheFood() {
        let list = ShoppingList([line("A", "lemon juice", Rational(1), .tbsp), line("A", "ice water", Rational(6), .tbsp),
                                 line("A", "orange juice", Rational(1), .cup)])
        #expect(list.items.first { $0.food == "lemon juice" }?.aisle == "Fruit and vegetables")
        #expect(list.items.first { $0.food == "orange juice" }?.aisle == "Drinks")
        #expect(list.items.first { $0.food == "ice water" }.map { $0.aisle != "Frozen" && $0.isPantryStaple } == true)
        // Fresh peppers are vegetables, though `pepper` alone is the spice (they were with the spices).
        let aisles = AisleTable.builtIn
        for fresh in ["jalapeno peppers", "Jalapeño peppers", "serrano peppers", "green peppers", "poblano pepper"] {
            #expect(aisles.aisle(of: fresh) == "Fruit and vegetables", "\(fresh)")
        }
        for spice in ["black pepper", "crushed red pepper", "cayenne pepper", "red pepper flakes", "pepper"] {
            #expect(aisles.aisle(of: spice) == "Spices and condiments", "\(spice)")
        }
    }

    /// A can or jar of a fresh food is on the shelf of tins (`1 can diced tomatoes` was among the vegetables, tuna at the
    /// fish counter); a can of another aisle's food stays there (beer is a drink); the food's own name, where the table
    /// knows it whole, wins over the food it merges as (`pickled red onions` are red onions in a jar).
    @Test func aCanOfAFreshFoodIsWithTheTins() {
        let list = ShoppingList([line("A", "diced tomatoes", Rational(1), .can), line("B", "tuna", Rational(2), .can),
                                 line("A", "beer", Rational(1), .can), line("A", "cherry tomatoes", Rational(2), .cup),
                                 line("A", "pickled red onions", nil, nil)])
        let aisle = { (food: String) in list.items.first { $0.food == food }?.aisle }
        #expect(aisle("diced tomatoes") == "Tins and jars" && aisle("tuna") == "Tins and jars")
        #expect(aisle("beer") == "Drinks" && aisle("cherry tomatoes") == "Fruit and vegetables")
        #expect(aisle("pickled red onions") == "Tins and jars")
        #expect(AisleTable.builtIn.aisle(of: "chipotle peppers in adobo sauce") == "Tins and jars")
        #expect(AisleTable.builtIn.aisle(of: "chipotle powder") == "Spices and condiments")
    }

    /// Beans, chickpeas and lentils bought in cans are on the shelf of tins, where a shop keeps them, and dried ones by the
    /// rice (`2 cans chickpeas` was listed among the pasta and grains); a can and a cup of the same beans are one item,
    /// bought in cans, so with the tins.
    @Test func cannedBeansAreWithTheTins() {
        let list = ShoppingList([written("A", "2 cans (15 oz) chickpeas, drained"), written("A", "1 cup dried red lentils"),
                                 written("B", "1 can black beans"), written("C", "1 cup black beans"),
                                 written("C", "1 cup long-grain rice")])
        let aisle = { (food: String) in list.items.first { $0.food == food }?.aisle }
        #expect(aisle("chickpeas") == "Tins and jars" && aisle("black beans") == "Tins and jars", "\(list.items.map { ($0.food, $0.aisle) })")
        #expect(aisle("dried red lentils") == "Pasta, rice and grains" && aisle("long-grain rice") == "Pasta, rice and grains",
                "\(list.items.map { ($0.food, $0.aisle) })")
    }

    /// Lengths of one food add up as weights and volumes do (1 inch = 2.54 cm): `5 cm` and `1 cm` of ginger and `1 inch`
    /// are 8.54 cm, shown as a cook measures it (half centimetres below 10: `8.5 cm`; half inches from 2 to 4: `3½ inch`
    /// in US units); the whole cookbook's list had said `ginger, 6 cm + 1 inch`.
    @Test func lengthsOfOneFoodAddUp() {
        let ginger = [written("A", "5 cm piece fresh ginger, sliced"), written("B", "1 cm piece fresh ginger, grated"),
                      written("C", "1 inch ginger, grated")]
        #expect(texts(ShoppingList(ginger)) == ["ginger, 8.5 cm"])
        #expect(texts(ShoppingList(ginger, system: .metric)) == ["ginger, 8.5 cm"])
        #expect(texts(ShoppingList(ginger, system: .us)) == ["ginger, 3½ inch"])
    }

    /// Ground ginger, read as ginger and weighed as the ground spice, is named as bought and shelved with the spices, apart
    /// from the fresh root (the cookbook's list had two lines `ginger`, the spoon of it among the vegetables); coriander
    /// by the bunch, chopped or fresh is the leaves, with the herbs and merged with cilantro (named `fresh coriander`, as a British
    /// shop labels it), and by the spoon the spice.
    @Test func groundGingerAndFreshCorianderAreBoughtAsTheyAre() {
        let list = ShoppingList([written("A", "1 tsp ground ginger"), written("A", "1 inch ginger, grated"),
                                 written("B", "1 bunch coriander"), written("B", "2 tbsp chopped fresh coriander"),
                                 written("C", "1 bunch cilantro"), written("C", "1 tsp ground coriander")])
        let found = list.items.map { ($0.text, $0.aisle) }
        #expect(found.contains { $0 == ("ground ginger, 1 tsp", "Spices and condiments") }, "\(found)")
        #expect(found.contains { $0 == ("ginger, 1 inch", "Fruit and vegetables") }, "\(found)")
        #expect(found.contains { $0.0.hasPrefix("cilantro (fresh coriander), 2 bunches") && $0.1 == "Fruit and vegetables" }, "\(found)")
        #expect(found.contains { $0 == ("coriander, 1 tsp", "Spices and condiments") }, "\(found)")
    }

    /// Dried black-eyed and split peas are by the rice with the dried beans (they were among the vegetables), and refried
    /// black beans, a can, with the tins (they were by the rice as black beans).
    @Test func driedPeasAndRefriedBeansAreWhereAShopKeepsThem() {
        let list = ShoppingList([written("A", "2 cups (340 g) dried black-eyed peas"), written("A", "1 cup yellow split peas"),
                                 written("B", "1 cup refried black beans, warmed")])
        let aisle = { (food: String) in list.items.first { $0.food == food }?.aisle }
        #expect(aisle("dried black-eyed peas") == "Pasta, rice and grains", "\(list.items.map { ($0.food, $0.aisle) })")
        #expect(aisle("yellow split peas") == "Pasta, rice and grains", "\(list.items.map { ($0.food, $0.aisle) })")
        #expect(aisle("refried black beans") == "Tins and jars", "\(list.items.map { ($0.food, $0.aisle) })")
    }

    /// `2 celery ribs` and `3 stalks celery` are one line in stalks (they were two, the ribs unweighed); vegan sausages
    /// and veggie burgers are in the chilled case with the tofu, not at the meat counter with the Italian sausage.
    @Test func celeryRibsAreStalksAndMeatSubstitutesAreChilled() {
        let list = ShoppingList([written("A", "2 celery ribs, diced"), written("B", "3 stalks celery"),
                                 written("A", "14 oz vegan sausages"), written("B", "1 lb Italian sausage"),
                                 written("A", "4 veggie burgers"), written("B", "1 block tofu")])
        let found = list.items.map { ($0.text, $0.aisle) }
        #expect(found.contains { $0 == ("celery, 5 stalks", "Fruit and vegetables") }, "\(found)")
        #expect(found.contains { $0 == ("vegan sausages, 14 oz", "Dairy and eggs") }, "\(found)")
        #expect(found.contains { $0 == ("4 veggie burgers", "Dairy and eggs") }, "\(found)")
        #expect(found.contains { $0 == ("Italian sausage, 1 lb", "Meat and fish") }, "\(found)")
    }

    /// `2 tbsp each butter and olive oil`, `1 teaspoon each dried thyme and oregano`: each food with the amount, on lines
    /// of their own (the list read `each butter and olive oil, 2 tbsp` and `dried each thyme and oregano, 1 tsp`).
    @Test func anAmountOfEachIsEachFoods() {
        let lines = ["2 tbsp each butter and olive oil", "1 teaspoon each dried thyme and oregano", "½ tsp each of cumin and coriander"]
        #expect(Set(texts(ShoppingList(lines.flatMap { writtenParts("A", $0) }))) == ["butter, 2 tbsp", "olive oil, 2 tbsp", "dried thyme, 1 tsp", "dried oregano, 1 tsp",
                                                     "cumin, ½ tsp", "coriander, ½ tsp"])
    }

    /// `&` and `+` join foods as `and` does: `salt & pepper` is two pantry foods and `½ tsp each dried thyme + oregano`
    /// two herbs (the list had salt alone, and dried thyme alone); `half & half` stays the cream.
    @Test func anAmpersandOrPlusJoinsFoodsAsAndDoes() {
        let lines = ["salt & pepper", "½ tsp each dried thyme + oregano", "1 tsp each cumin & coriander", "1 cup half & half"]
        #expect(Set(texts(ShoppingList(lines.flatMap { writtenParts("A", $0) }))) == ["salt", "pepper", "dried thyme, ½ tsp", "dried oregano, ½ tsp", "cumin, 1 tsp",
                                                     "coriander, 1 tsp", "half and half, 1 cup"])
    }

    /// "Always at home: butter" has the unsalted butter (the table's butter); water the iced tap
    /// water (a food the table does not weigh, by its last words); not the peanut butter, nor a
    /// chipotle pepper for the pepper.
    @Test func thePantryIsMatchedByFood() {
        let list = ShoppingList([line("A", "unsalted butter", Rational(2), .tbsp), line("A", "peanut butter", Rational(2), .tbsp),
                                 line("A", "iced tap water", Rational(1), .cup), line("A", "chipotle peppers", Rational(2))],
                                pantry: ["butter", "water", "pepper"])
        let atHome = Set(list.items.filter(\.isPantryStaple).map(\.food))
        #expect(atHome == ["unsalted butter", "iced tap water"], "\(list.items.map { ($0.food, $0.isPantryStaple) })")
    }

    /// A line of no amount that lists foods after a comma buys each of them, as `and` does: `salt, pepper` is salt and
    /// pepper, `Garlic, ginger, chilli` and based.cooking's `Nutmeg; Cayenne; Paprika` three foods (the list had the salt and the garlic alone, and a cook shopping from
    /// it went without the rest); a note that is no food stays a note (`flour, for dusting`, `onion, finely chopped`), and
    /// a line with an amount keeps its note (`1 onion, garlic`).
    @Test func aCommaListOfFoodsBuysEach() {
        let lines = ["salt, pepper", "Garlic, ginger, chilli", "Nutmeg; Cayenne; Paprika", "flour, for dusting", "onion, finely chopped",
                     "1 lemon, parsley"]
        #expect(lines.map { writtenParts("A", $0).map(\.food) } == [["salt", "pepper"], ["garlic", "ginger", "chilli"],
                                                                    ["nutmeg", "cayenne", "paprika"], ["flour"], ["onion"], ["lemon"]])
    }

    /// A food only optional lines ask for is said so on the list, after its amount (`hot sauce, 2 dashes (optional)`), so
    /// the cook decides in the shop (it read as any other, and was bought); a line that needs it makes it plain.
    @Test func aFoodOnlyOptionalLinesAskForSaysSo() throws {
        let meatloaf = try #require(buildRecipe("---\ntitle: Meatloaf\nservings: 4\n---\n## Ingredients\n- a dash of hot sauce (optional)\n"
            + "- 1 tsp vanilla extract (optional)\n- 4 pork shoulder steaks (optional)\n## Steps\n1. Bake.\n").0)
        let bread = try #require(buildRecipe("---\ntitle: Bread\nservings: 4\n---\n## Ingredients\n- 1 tsp vanilla extract\n"
            + "## Steps\n1. Bake.\n").0)
        let list = ShoppingList(ShoppingList.lines(of: meatloaf, factor: Rational(2)) + ShoppingList.lines(of: bread, factor: Rational(1)))
        let texts = texts(list)
        #expect(texts.contains("hot sauce, 2 dashes (optional)") && texts.contains("8 pork shoulder steaks (optional)"), "\(texts)")
        #expect(texts.contains("vanilla extract, 1 tbsp"), "2 tsp optional + 1 tsp needed, 3 tsp: \(texts)")
    }

    /// Tins of one size are bought as the author calls them, with their size (`2 x 400g tins` and a `400g tin` of chopped
    /// tomatoes: `tomatoes, 3 tins (400g)`; the list said `3 cans`, the size lost), a US can with its size too; a tin and a
    /// can of no size are cans, as sizes that differ are no size.
    @Test func tinsOfOneSizeKeepTheirWordAndSize() throws {
        let text = "---\ntitle: Larder\nservings: 4\n---\n## Ingredients\n- 2 x 400g tins chopped tomatoes\n- 400g tin chopped tomatoes\n"
            + "- 1 15 oz can black beans\n- 2 tins sardines\n- 1 can sardines\n- 1 400g tin chickpeas\n- 1 15 oz can chickpeas\n## Steps\n1. Cook.\n"
        let recipe = try #require(buildRecipe(text).0)
        let texts = texts(ShoppingList(ShoppingList.lines(of: recipe, factor: Rational(1))))
        #expect(texts.contains("tomatoes, 3 tins (400g)") && texts.contains("black beans, 1 can (15 oz)"), "\(texts)")
        #expect(texts.contains("sardines, 3 cans") && texts.contains("chickpeas, 2 cans"), "\(texts)")
    }

    /// A line weighed as the food its preparation names is bought as that food: `2 cups tomatoes, crushed` and `2 cups
    /// crushed or pureed tomatoes` are crushed tomatoes, on the shelf of tins (they were `tomatoes` in fruit and vegetables,
    /// beside the fresh ones), and merge with `1 cup crushed tomatoes`; `2 cups diced tomatoes` stay tomatoes.
    @Test func aPreparedFoodIsBoughtAsThatFood() {
        let lines = ["2 cups tomatoes, crushed", "2 cups crushed or pureed tomatoes", "1 cup crushed tomatoes", "2 cups diced tomatoes"]
        #expect(lines.map { writtenParts("A", $0).map(\.food) } == [["crushed tomatoes"], ["crushed tomatoes"], ["crushed tomatoes"],
                                                                    ["diced tomatoes"]])
        let list = ShoppingList(lines.flatMap { writtenParts("A", $0) })
        #expect(list.items.count == 2, "\(texts(list))")
        #expect(list.items.first { $0.food == "crushed tomatoes" }?.aisle == "Tins and jars", "\(list.items.map { ($0.food, $0.aisle) })")
    }

    /// Only a table's food of more words than the line's puts a word before it (`crushed tomato` for `tomatoes`); a food
    /// the table names in one word (`tomato`, `leek`) is bought as the line names it. A page's line hands its food as it
    /// made it (`RecipeKitchen`), and the parts are those of the line read alone.
    @Test func aFoodOfOneWordIsBoughtAsTheLineNamesIt() {
        #expect(ShoppingList.preparedName(of: "tomatoes", weighedAs: "crushed tomato") == "crushed tomatoes")
        #expect(ShoppingList.preparedName(of: "tomatoes", weighedAs: "tomato") == nil)
        #expect(ShoppingList.preparedName(of: "Leeks", weighedAs: "leek") == nil)
        for text in ["2 cups tomatoes, crushed", "Nutmeg; Cayenne; Paprika", "2 Granny Smith apples", "1 tsp each salt and pepper",
                     "1 tomato and ½ onion", "juice of 2 lemons", "salt and pepper", "6 leeks, thinly sliced"] {
            let ingredient = Ingredient(text: text, line: IngredientLineParser.parse(text))
            #expect(ShoppingList.parts(of: ingredient, shoppingFood: ingredient.shoppingFood, foods: .builtIn)
                    == ShoppingList.parts(of: ingredient), "\(text)")
        }
    }

    /// Frozen spinach is bought frozen, apart from the fresh leaves: `1 cup frozen spinach` and a package of frozen chopped
    /// spinach are one line in the freezer aisle, `2 cups fresh spinach` another among the vegetables (USDA weighs them as
    /// two foods, 11463 and 11457; the list had merged nothing and shelved the frozen with the vegetables).
    @Test func frozenSpinachIsBoughtFrozen() {
        let list = ShoppingList(["1 cup frozen spinach, thawed", "1 (10 ounce) package frozen chopped spinach", "2 cups fresh spinach"]
            .flatMap { writtenParts("A", $0) })
        #expect(Set(list.items.map { "\($0.food): \($0.aisle)" }) == ["spinach: Fruit and vegetables", "frozen spinach: Frozen"],
                "\(list.items.map { ($0.text, $0.aisle) })")
    }
}
