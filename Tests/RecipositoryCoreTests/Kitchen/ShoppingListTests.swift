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
        #expect(texts(list) == ["3 onions", "1.3 kg flour"])
        #expect(list.items.map(\.aisle) == ["Fruit and vegetables", "Baking"])
        #expect(list.items.first?.recipes == ["A", "B"])
    }

    /// 300 g + 1 cup (USDA 20081: 125 g) is 425 g, shown to 10 g as cooks round (kitchen-conventions.md).
    @Test func volumeAndWeightMergeOnlyWithAWeight() {
        let flour = ShoppingList([line("A", "flour", Rational(300), .g), line("B", "flour", Rational(1), .cup)])
        #expect(texts(flour) == ["430 g flour"])
        #expect(flour.items.first?.grams == Quantity(Rational(425)))
        let gravel = ShoppingList([line("A", "gravel", Rational(300), .g), line("B", "gravel", Rational(1), .cup)])
        #expect(texts(gravel) == ["300 g + 1 cup gravel"])
    }

    @Test func spoonsAndCupsAddUpExactly() {
        let list = ShoppingList([line("A", "milk", Rational(1), .cup), line("B", "milk", Rational(4), .tbsp),
                                 line("C", "sugar", Rational(1, 3), .cup), line("C", "sugar", Rational(2, 3), .cup)])
        #expect(texts(list) == ["1¼ cups milk", "1 cup sugar"])
    }

    @Test func rangesCountsContainersAndUnmeasuredLines() {
        let list = ShoppingList([line("A", "egg", Rational(2), high: Rational(3)), line("B", "eggs", Rational(1)),
                                 line("A", "tomatoes", Rational(1), .can), line("B", "tomatoes", Rational(2), .can),
                                 line("A", "salt", nil), line("B", "salt", Rational(1), .tsp)])
        #expect(texts(list) == ["3 cans tomatoes", "3–4 eggs", "1 tsp salt"])
        #expect(list.items.map(\.isPantryStaple) == [false, false, true])
    }

    @Test func metricAndUSListsConvert() {
        let lines = [line("A", "milk", Rational(1), .cup), line("B", "milk", Rational(250), .ml)]
        #expect(texts(ShoppingList(lines, system: .metric)) == ["490 ml milk"], "486.6 ml, to 10 ml")
        #expect(texts(ShoppingList(lines, system: .us)) == ["2 cups milk"])
    }

    /// The cases, by USDA's weights: a medium onion 110 g (11282), a stick of butter 113 g and
    /// a tablespoon 14.2 g (01001), a cup of all-purpose flour 125 g (20081).
    @Test func countsWeightsAndVarietiesMerge() {
        let onions = ShoppingList([line("A", "onions", Rational(4, 3)), line("B", "yellow onions", Rational(1200), .g)])
        // 4/3 × 110 + 1200 = 1346.7 g, about 12.2 medium onions.
        #expect(texts(onions) == ["1.35 kg (about 12 medium) onions (yellow)"])
        let butter = [line("A", "unsalted butter", Rational(2), .stick), line("B", "butter", Rational(3), .tbsp)]
        #expect(texts(ShoppingList(butter)) == ["2 sticks + 3 tbsp butter (unsalted)"])
        // 2 × 113 + 3 × 14.2 (the cup's 227 g / 16 is 14.19) = 268.6 g.
        #expect(texts(ShoppingList(butter, system: .metric)) == ["270 g butter (unsalted)"])
        let flour = [line("A", "flour", Rational(2), .cup), line("B", "all-purpose flour", Rational(2), .tbsp)]
        #expect(texts(ShoppingList(flour)) == ["2⅛ cups flour (all-purpose)"])
        // 2⅛ × 125 = 265.6 g.
        #expect(texts(ShoppingList(flour, system: .metric)) == ["270 g flour (all-purpose)"])
        #expect(texts(ShoppingList([line("A", "flour", Rational(2), .cup)], system: .metric)) == ["250 g flour"], "never 473 ml")
    }

    /// Totals in the unit a cook measures: 43 tbsp is 2⅔ cups (2.69, to the nearest third).
    @Test func totalsInTheUnitACookMeasures() {
        let sugar = ShoppingList([line("A", "sugar", Rational(40), .tbsp), line("B", "sugar", Rational(3), .tbsp)])
        #expect(texts(sugar) == ["2⅔ cups sugar"])
        let milk = ShoppingList([line("A", "milk", Rational(3), .cup), line("B", "milk", Rational(500), .ml)], system: .metric)
        #expect(texts(milk) == ["1.2 l milk"], "liquids stay volumes: 709.8 + 500 ml")
    }

    @Test func pluralOfAFood() {
        #expect(ShoppingList.plural("onion") == "onions")
        #expect(ShoppingList.plural("tomato") == "tomatoes")
        #expect(ShoppingList.plural("cherry") == "cherries")
        #expect(ShoppingList.plural("peas") == "peas")
    }

    /// `salt and black pepper, to taste` is two pantry foods; with an amount, or `half and half`, one.
    @Test func saltAndPepperAreTwoPantryFoods() {
        func foods(_ text: String) -> [String] { Ingredient(text: text, line: IngredientLineParser.parse(text)).shoppingFoods }
        #expect(foods("salt and black pepper, to taste") == ["salt", "black pepper"])
        #expect(foods("1 cup frozen peas and carrots") == ["peas and carrots"])
        let halfAndHalf = IngredientLine(name: "half and half", food: "half and half")
        #expect(Ingredient(text: "half and half", line: halfAndHalf).shoppingFoods == ["half and half"])
        let list = ShoppingList(foods("salt and black pepper, to taste").map { line("A", $0, nil) })
        #expect(list.items.count == 2 && list.items.allSatisfy(\.isPantryStaple), "\(list.items.map(\.food))")
    }
}
