import Testing
@testable import RecipositoryCore

/// The shopping list names a food in its author's letters: a capital that marks a name stays (`Mexican`, `Parmesan`,
/// `Dijon`, `Greek`: the list read `dried mexican oregano`), and accents (`jalapeños`); a capital on the name's first word,
/// as authors capitalize it like a sentence (`2 Potatoes`, `Salt to taste`), or on every word (`Chicken Stock`) does not.
@Suite struct WrittenFoodTests {
    @Test(arguments: [
        ("1 tsp dried Mexican oregano", "dried Mexican oregano"), ("1/2 cup grated Parmesan cheese", "Parmesan cheese"),
        ("2 tbsp smooth Dijon mustard", "smooth Dijon mustard"), ("1 cup plain Greek yogurt", "plain Greek yogurt"),
        ("2 Potatoes", "potatoes"), ("1 Onion, diced", "onion"),
        ("2 jalapeños, seeded", "jalapeños"), ("Salt to taste", "salt"), ("1/2 cup Chicken Stock", "chicken stock"),
        ("3 Cloves Garlic, minced", "garlic"),
    ])
    func theListNamesTheFoodAsWritten(line: String, food: String) {
        let ingredient = Ingredient(text: line, line: IngredientLineParser.parse(line))
        #expect(ingredient.shoppingFoods.map(\.food) == [food], "\(line): \(ingredient.shoppingFoods.map(\.food))")
    }
}
