import Testing
@testable import RecipositoryCore

@Suite struct ShoppingListTests {
    func line(_ recipe: String, _ food: String, _ amount: Rational?, _ unit: Unit? = nil, high: Rational? = nil) -> ShoppingList.Line {
        ShoppingList.Line(recipe: recipe, food: food,
                          amount: amount.map { KitchenAmount(Quantity(low: $0, high: high ?? $0), unit) })
    }

    func texts(_ list: ShoppingList) -> [String] { list.items.map(\.text) }

    @Test func sameFoodMergesAcrossRecipes() {
        let list = ShoppingList([line("A", "onions", Rational(2)), line("B", "onion", Rational(1)),
                                 line("A", "flour", Rational(300), .g), line("C", "flour", Rational(1), .kg)])
        #expect(texts(list) == ["3 onions", "1.3 kg flour"])
        #expect(list.items.map(\.aisle) == ["Fruit and vegetables", "Baking"])
        #expect(list.items.first?.recipes == ["A", "B"])
    }

    @Test func volumeAndWeightMergeOnlyWithADensity() {
        let flour = ShoppingList([line("A", "flour", Rational(300), .g), line("B", "flour", Rational(1), .cup)])
        #expect(texts(flour) == ["425 g flour"])
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
        #expect(texts(ShoppingList(lines, system: .metric)) == ["487 ml milk"])
        #expect(texts(ShoppingList(lines, system: .us)) == ["2 cups milk"])
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
