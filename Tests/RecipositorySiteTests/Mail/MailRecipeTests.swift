import RecipositoryCore
import Testing
@testable import RecipositorySite

@Suite struct MailRecipeTests {
    /// The line as the mail sets it, from a recipe of that one line.
    func mailed(_ text: String) -> MailRecipe.IngredientLine? {
        var recipe = Recipe(sourcePath: "content/recipes/r.md", slug: "r", title: "R")
        recipe.ingredientGroups = [IngredientGroup(title: nil, ingredients: [Ingredient(text: text, line: IngredientLineParser.parse(text))])]
        return MailRecipe(recipe, siteTitle: "S", pageURL: nil, imageURL: nil).ingredientGroups.first?.lines.first
    }

    /// The plain-text mail sets amounts in a column before the food, as a cookbook prints them.
    @Test func anAmountGoesInTheColumn() {
        #expect(mailed("2 cups flour, sifted") == MailRecipe.IngredientLine(amount: "2 cups", item: "flour, sifted"))
    }

    /// `Juice of 2 lemons` has its amount in the middle: the column would read `Juice of 2 | lemons`,
    /// so the line is kept whole, as written.
    @Test func aLineWhoseAmountIsInsideStaysWhole() {
        #expect(mailed("Juice of 2 lemons") == MailRecipe.IngredientLine(amount: "", item: "Juice of 2 lemons"))
    }
}
