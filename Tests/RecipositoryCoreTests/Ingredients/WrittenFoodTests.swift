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
        // A name keeps its capital first in the line's name or in a title-cased one: the list read `granny Smith apples`,
        // `yukon Gold potatoes`, `greek yogurt`; a capital that is a sentence's still goes (`Red` before `Burgundy`).
        ("2 Granny Smith apples, peeled", "Granny Smith apples"), ("1 lb Yukon Gold potatoes", "Yukon Gold potatoes"),
        ("1 cup Greek yogurt", "Greek yogurt"), ("1 tbsp Dijon Mustard", "Dijon mustard"), ("6 Roma Tomatoes", "Roma tomatoes"),
        ("2 cups Red Burgundy wine", "red Burgundy wine"), ("1/2 cup Grated Parmesan Cheese", "Parmesan cheese"),
        ("1 cup greek yogurt", "greek yogurt"),
    ])
    func theListNamesTheFoodAsWritten(line: String, food: String) {
        let ingredient = Ingredient(text: line, line: IngredientLineParser.parse(line))
        #expect(ingredient.shoppingFoods.map(\.food) == [food], "\(line): \(ingredient.shoppingFoods.map(\.food))")
    }
}
