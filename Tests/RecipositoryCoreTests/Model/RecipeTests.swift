import Testing
@testable import RecipositoryCore

@Suite struct RecipeTests {
    /// `forEachIngredient` reads the lines where they are stored; it must visit what `ingredients` lists, in its order.
    @Test func eachIngredientIsEveryLineInOrder() {
        var recipe = Recipe(sourcePath: "recipes/soup.md", slug: "soup", title: "Soup")
        let line = { (text: String) in Ingredient(text: text, line: IngredientLineParser.parse(text)) }
        recipe.ingredientGroups = [
            IngredientGroup(title: nil, ingredients: [line("2 onions"), line("1 tbsp butter")]),
            IngredientGroup(title: "For the stock", ingredients: []),
            IngredientGroup(title: "To serve", ingredients: [line("salt"), line("100 g cream")]),
        ]
        var seen: [String] = []
        recipe.forEachIngredient { seen.append($0.text) }
        #expect(seen == ["2 onions", "1 tbsp butter", "salt", "100 g cream"])
        #expect(seen == recipe.ingredients.map(\.text))
    }
}
