extension ShoppingList {
    /// The lines one recipe adds, every amount times `factor` (a can's size, kept in the note, never scales),
    /// each with its food's weights from `foods`.
    public static func lines(of recipe: Recipe, factor: Rational, foods: FoodTable = .builtIn) -> [Line] {
        recipe.ingredientGroups.flatMap(\.ingredients).flatMap { ingredient -> [Line] in
            let amount = ingredient.quantity.map { KitchenAmount($0, ingredient.unit).scaled(by: factor) }
            let foodsOfLine = ingredient.shoppingFoods
            return foodsOfLine.map { food in
                let weights = foodsOfLine.count == 1 ? foods.weights(of: ingredient)
                    : foods.weights(food: food, unit: ingredient.unit, size: ingredient.size, preparation: ingredient.preparation)
                return Line(recipe: recipe.title, food: food, amount: amount, unitText: ingredient.unitText, weights: weights)
            }
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
    public var shoppingFood: String { line.food ?? line.name }

    /// What goes on the list: `salt and black pepper` with no amount is two pantry foods, `salt` and
    /// `black pepper`; with an amount (`1 cup peas and carrots`) or two equal halves (`half and half`)
    /// it stays one. `kitchen-recipe.js` splits the same way.
    public var shoppingFoods: [String] {
        let food = shoppingFood
        guard !food.isEmpty else { return [] }
        let parts = food.components(separatedBy: " and ")
        guard line.quantity == nil, parts.count > 1, Set(parts).count == parts.count, !parts.contains(where: \.isEmpty) else {
            return [food]
        }
        return parts
    }
}
