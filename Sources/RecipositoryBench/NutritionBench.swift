import Foundation
import RecipositoryCore
import RecipositorySite

/// `recipository-bench nutrition DIR`: how much of a collection the nutrition estimate covers, and,
/// where recipes carry their author's own nutrition, how far the estimate is from it.
struct NutritionBench {
    var site: String

    func run() throws {
        let check = try Pipeline.check(site)
        let recipes = check.result.recipes
        let foods = check.config.foods
        let lines = recipes.flatMap(\.ingredients).filter { $0.quantity != nil }
        let weighed = lines.count { foods.grams(of: $0) != nil && foods.weights(of: $0)?.food.usda != nil }
        let estimates = recipes.map { NutritionEstimate($0, foods: foods) }
        let made = estimates.compactMap { $0 }
        func share(_ n: Int, _ of: Int) -> String { String(format: "%d of %d (%.1f%%)", n, of, 100 * Double(n) / Double(max(of, 1))) }
        print("recipes: \(recipes.count), with servings or a yield: \(recipes.count { ($0.servings ?? $0.yield)?.low != nil })")
        print("estimated: " + share(made.count, recipes.count))
        print("publishable (counted lines weigh at least 90%): " + share(made.count(where: \.isPublishable), made.count))
        print("ingredient lines with an amount weighed and known: " + share(weighed, lines.count))
        print(String(format: "median weight share: %.3f", median(made.map(\.weightShare)) ?? 0))
        var errors: [String: [Double]] = [:]
        for (recipe, estimate) in zip(recipes, estimates) {
            guard let estimate else { continue }
            let n = estimate.perServing
            let ours: [String: Double] = ["calories": n.energyKcal, "fat": n.fat, "protein": n.protein,
                                          "carbohydrates": n.carbohydrate, "sugar": n.sugars, "fiber": n.fiber,
                                          "saturatedFat": n.saturatedFat, "sodium": n.sodiumMg]
            for value in recipe.nutrition where value.amount > 0 {
                guard let estimated = ours[value.name] else { continue }
                errors[value.name, default: []].append(abs(estimated - value.amount) / value.amount)
            }
        }
        guard let energy = errors["calories"], !energy.isEmpty else {
            print("no recipe gives its own calories: no error to measure")
            return
        }
        print("against the authors' own values (relative error of the estimate per serving):")
        for name in ["calories", "fat", "saturatedFat", "carbohydrates", "sugar", "fiber", "protein", "sodium"] {
            guard let values = errors[name], !values.isEmpty else { continue }
            let within = values.count { $0 <= 0.25 }
            print("  " + name.padding(toLength: 14, withPad: " ", startingAt: 0)
                + String(format: "recipes %4d, median error %5.1f%%, within 25%%: %5.1f%%",
                         values.count, 100 * (median(values) ?? 0), 100 * Double(within) / Double(values.count)))
        }
    }

    func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
