extension ShoppingList {
    /// One food a line puts on the list, with its own amount and weights (`1 tomato and ½ onion`
    /// puts a tomato and half an onion). The page carries these as `data-shopping` where they
    /// differ from the line read plainly, so it lists what `lines(of:factor:)` lists.
    public struct LinePart: Hashable, Sendable {
        public var food: String
        public var quantity: Quantity?
        public var unit: Unit?
        /// A container word that is not a unit (`envelope`).
        public var unitText: String?
        public var weights: FoodWeights?
    }

    /// The lines one recipe adds, every amount times `factor` (a can's size, kept in the note, never scales),
    /// each with its food's weights from `foods`.
    public static func lines(of recipe: Recipe, factor: Rational, foods: FoodTable = .builtIn) -> [Line] {
        recipe.ingredientGroups.flatMap(\.ingredients).flatMap { ingredient in
            parts(of: ingredient, foods: foods).map { part in
                Line(recipe: recipe.title, food: part.food, amount: part.quantity.map { KitchenAmount($0, part.unit).scaled(by: factor) },
                     unitText: part.unitText, weights: part.weights)
            }
        }
    }

    /// What one ingredient line puts on the list (`Ingredient.shoppingFoods`), each food weighed
    /// by the table for the line's unit, size and preparation.
    public static func parts(of ingredient: Ingredient, foods: FoodTable = .builtIn) -> [LinePart] {
        let named = ingredient.shoppingFoods
        if named.count == 1, let food = named.first {
            return [LinePart(food: food.food, quantity: ingredient.quantity, unit: ingredient.unit, unitText: ingredient.unitText,
                             weights: foods.weights(of: ingredient))]
        }
        return named.map { part in
            LinePart(food: part.food, quantity: part.quantity, unit: part.unit, unitText: part.unitText,
                     weights: foods.weights(food: part.food, unit: part.unit, size: ingredient.size, preparation: ingredient.preparation))
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

    /// What goes on the list, each food with its amount: `salt and black pepper` with no amount is
    /// two pantry foods, `salt` and `black pepper`; `1 tomato and ½ onion` is 1 tomato and ½ onion;
    /// with one amount (`1 cup peas and carrots`) or two equal halves (`half and half`) it stays
    /// one. A dried herb is bought apart from the fresh one: `1 tsp dried thyme` is `dried thyme`.
    public var shoppingFoods: [(food: String, quantity: Quantity?, unit: Unit?, unitText: String?)] {
        let food = shoppingFood
        guard !food.isEmpty else { return [] }
        let parts = food.components(separatedBy: " and ")
        if parts.count == 2, line.quantity != nil, !parts[0].isEmpty {
            let second = IngredientLineParser.parse(parts[1])
            if let amount = second.quantity, let secondFood = second.food, !secondFood.isEmpty {
                return [(parts[0], line.quantity, line.unit, line.unitText), (secondFood, amount, second.unit, second.unitText)]
            }
        }
        guard line.quantity == nil, parts.count > 1, Set(parts).count == parts.count, !parts.contains(where: \.isEmpty) else {
            let dried = TextFolding.fold(line.preparation ?? "").split(separator: " ").contains("dried")
                && !FoodKey.mergeKey(food).hasPrefix("dried ")
            return [(dried ? "dried " + food : food, line.quantity, line.unit, line.unitText)]
        }
        return parts.map { ($0, nil, nil, nil) }
    }
}
