import RecipositoryCore

/// One recipe's kitchen facts: what each ingredient line weighs and puts on the shopping list
/// (the food table's values, for the lines' data attributes), and its nutrition estimate (worked
/// out once a build, `NutritionEstimates`). The unit that renders the recipe's own files makes one
/// (`RenderPlan.pages(unit:)`), which its page, structured data and mail share; each fact is worked
/// out when first asked for. A cookbook's article makes its own and asks for none of them (it
/// writes the lines without data attributes, and no nutrition) unless its theme does. Used by one
/// thread: a unit's files are made one after another.
final class RecipeKitchen {
    struct Line: Sendable {
        /// The line's food as the list calls it (`Ingredient.shoppingFood`), made once for the list and the page.
        var food: String
        var weights: FoodWeights?
        var shopping: [ShoppingList.LinePart]
    }

    let recipe: Recipe
    private let context: RenderContext

    /// By group, then line, as in the recipe.
    private(set) lazy var lines: [[Line]] = recipe.ingredientGroups.map { group in
        group.ingredients.map { ingredient in
            // A line of one food is weighed once, for the page and for the list.
            let food = ingredient.shoppingFood
            let shopping = ShoppingList.parts(of: ingredient, shoppingFood: food, foods: context.config.foods)
            return Line(food: food, weights: shopping.count == 1 ? shopping[0].weights : context.config.foods.weights(of: ingredient),
                        shopping: shopping)
        }
    }

    /// nil when the recipe has no servings or the estimate is turned off.
    private(set) lazy var estimate: NutritionEstimate? = context.estimate(of: recipe)

    init(_ recipe: Recipe, context: RenderContext) {
        self.recipe = recipe
        self.context = context
    }
}
