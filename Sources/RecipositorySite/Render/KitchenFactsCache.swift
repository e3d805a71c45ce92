import Foundation
import RecipositoryCore

/// Each recipe's kitchen facts, worked out once for the build and kept until its last rendering is
/// done (`RecipeUses`): what each ingredient line weighs
/// and puts on the shopping list (the food table's values, for the lines' data attributes) and
/// the nutrition estimate. Its
/// page, its cookbook articles, its structured data and its mail all show them; worked out for
/// each, they were a third of the render stage's instructions. Pages render on many threads; two
/// asking at once may both work them out, to the same values.
final class KitchenFactsCache: @unchecked Sendable {
    struct Facts: Sendable {
        /// By group, then line, as in the recipe.
        var lines: [[Line]]
        /// nil when the recipe has no servings or the estimate is turned off.
        var estimate: NutritionEstimate?
    }

    struct Line: Sendable {
        var weights: FoodWeights?
        var shopping: [ShoppingList.LinePart]
    }

    private let lock = NSLock()
    /// By source path (a slug may be shared by a recipe whose page another has).
    private var made: [String: Facts] = [:]

    func facts(of recipe: Recipe, config: SiteConfig) -> Facts {
        if let found = lock.withLock({ made[recipe.sourcePath] }) { return found }
        let foods = config.foods
        let lines = recipe.ingredientGroups.map { group in
            group.ingredients.map { ingredient in
                // A line of one food is weighed once, for the page and for the list.
                let shopping = ShoppingList.parts(of: ingredient, foods: foods)
                return Line(weights: shopping.count == 1 ? shopping[0].weights : foods.weights(of: ingredient), shopping: shopping)
            }
        }
        let facts = Facts(lines: lines, estimate: NutritionEstimate(recipe, config: config))
        lock.withLock { made[recipe.sourcePath] = facts }
        return facts
    }

    /// No recipe's facts are kept.
    var isEmpty: Bool { lock.withLock { made.isEmpty } }

    /// Lets go of the recipe's facts (`RecipeUses`: no page will ask for them again).
    func forget(_ recipe: Recipe) {
        lock.withLock { made[recipe.sourcePath] = nil }
    }
}
