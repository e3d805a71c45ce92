extension ShoppingList {
    /// The lines one recipe adds, every amount times `factor` (a can's size, kept in the note, never scales).
    public static func lines(of recipe: Recipe, factor: Rational) -> [Line] {
        recipe.ingredientGroups.flatMap(\.ingredients).compactMap { ingredient in
            let food = ingredient.shoppingFood
            guard !food.isEmpty else { return nil }
            let amount = ingredient.quantity.map { KitchenAmount($0, ingredient.unit).scaled(by: factor) }
            return Line(recipe: recipe.title, food: food, amount: amount, unitText: ingredient.unitText)
        }
    }

    /// How many times the recipe's amounts `servings` needs: nil when the recipe gives no number of servings.
    public static func factor(for recipe: Recipe, servings: Int) -> Rational? {
        guard let base = recipe.servings?.low, base > 0, servings > 0 else { return nil }
        return Rational(servings, base)
    }
}

extension Ingredient {
    /// What the shopping list calls the ingredient: the food (`chicken thighs`), else the name as
    /// understood (the page's script reads `data-food`, else the marked name, the same way).
    public var shoppingFood: String { food ?? name }
}
