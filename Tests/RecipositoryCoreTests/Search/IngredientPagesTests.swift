import Testing
@testable import RecipositoryCore

@Suite struct IngredientPagesTests {
    /// `foods(of:)` reads each line where it is stored; it must give each line's food, or its text
    /// when it has none, for every line `Recipe.ingredients` lists, in its order.
    @Test func foodsAreEveryLinesFoodInOrder() {
        let line = { (text: String) in Ingredient(text: text, line: IngredientLineParser.parse(text)) }
        var noFood = line("a pinch of something")
        noFood.line.food = nil
        var recipe = Recipe(sourcePath: "recipes/soup.md", slug: "soup", title: "Soup")
        recipe.ingredientGroups = [
            IngredientGroup(title: nil, ingredients: [line("2 onions, chopped"), line("1 tbsp unsalted butter")]),
            IngredientGroup(title: "For the stock", ingredients: []),
            IngredientGroup(title: "To serve", ingredients: [noFood, line("100 g cream")]),
        ]
        #expect(IngredientPages.foods(of: recipe.ingredientGroups) == ["onions", "unsalted butter", "a pinch of something", "cream"])
        #expect(IngredientPages.foods(of: recipe.ingredientGroups) == recipe.ingredients.map(IngredientPages.food))
    }
}
