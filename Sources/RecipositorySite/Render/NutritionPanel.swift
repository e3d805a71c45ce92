import Foundation
import RecipositoryCore

/// What a recipe shows of its nutrition per serving, on its page, in print and in mail: the
/// author's own values, labelled as theirs, or else the estimate from the ingredients
/// (`NutritionEstimate`), saying what it counted ("Estimated from 11 of 12 ingredients (not
/// counted: salt to taste)"). nil when there is neither.
struct NutritionPanel: Hashable, Sendable {
    struct Row: Hashable, Sendable {
        var label: String
        var amount: String
    }

    var rows: [Row]
    /// "From the author." or "Estimated from 11 of 12 ingredients (not counted: salt to taste)."
    var note: String
    /// The note without the lines' words: "Estimated from 11 of 12 ingredients."
    var shortNote: String
    var isEstimate: Bool
    /// The energy a serving as paper shows it: `450 kcal a serving`, `about 340 kcal a serving` for an estimate.
    var energy: String?

    init?(_ recipe: Recipe, config: SiteConfig) {
        self.init(recipe, estimate: NutritionEstimate(recipe, config: config))
    }

    /// - Parameter estimate: the recipe's (`NutritionEstimate(recipe, config:)`), worked out once a
    ///   build, and asked for only when the author gave no nutrition.
    init?(_ recipe: Recipe, estimate: @autoclosure () -> NutritionEstimate?) {
        if !recipe.nutrition.isEmpty {
            rows = recipe.nutrition.map { Row(label: NutritionRowViewModel.label(for: $0.name),
                                               amount: DecimalText.of($0.amount) + ($0.unit.map { " " + $0 } ?? "")) }
            note = "As given by the author."
            shortNote = note
            isEstimate = false
            energy = recipe.nutrition.first { $0.name == "calories" && ($0.unit == nil || $0.unit?.lowercased() == "kcal") }
                .map { DecimalText.of($0.amount) + " kcal a serving" }
            return
        }
        guard let estimate = estimate() else { return nil }
        let n = estimate.perServing
        rows = [
            Row(label: "Energy", amount: Self.number(n.energyKcal, digits: 0) + " kcal (" + Self.number(n.energyKJ, digits: 0) + " kJ)"),
            Row(label: "Fat", amount: Self.grams(n.fat)),
            Row(label: "Saturated fat", amount: Self.grams(n.saturatedFat)),
            Row(label: "Carbohydrate", amount: Self.grams(n.carbohydrate)),
            Row(label: "Sugars", amount: Self.grams(n.sugars)),
            Row(label: "Fibre", amount: Self.grams(n.fiber)),
            Row(label: "Protein", amount: Self.grams(n.protein)),
            Row(label: "Sodium", amount: Self.number(n.sodiumMg, digits: 0) + " mg"),
            Row(label: "Salt", amount: Self.grams(n.salt)),
        ]
        let words = estimate.notCountedPositions.map { position -> String in
            HeaderText.clean(recipe.ingredientGroups[position.group].ingredients[position.line].plainText)
        }
        note = words.isEmpty ? "Estimated from all \(estimate.ingredients) ingredients."
            : "Estimated from \(estimate.counted) of \(estimate.ingredients) ingredients (not counted: \(words.joined(separator: "; ")))."
        shortNote = words.isEmpty ? note : "Estimated from \(estimate.counted) of \(estimate.ingredients) ingredients."
        isEstimate = true
        energy = "about " + Self.number(n.energyKcal, digits: 0) + " kcal a serving"
    }

    /// Grams to one decimal below 10 (`0.4 g`, `12 g`), as labels print them.
    static func grams(_ value: Double) -> String {
        number(value, digits: value < 10 ? 1 : 0) + " g"
    }

    static func number(_ value: Double, digits: Int) -> String {
        DecimalText.of(value, digits: digits)
    }
}
