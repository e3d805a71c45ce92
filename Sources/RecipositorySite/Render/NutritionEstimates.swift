import Foundation
import RecipositoryCore

/// Each published recipe's nutrition estimate (`NutritionEstimate`, about 1.5 M instructions a
/// recipe), worked out once a build, before the index and the pages, and only where something
/// shows it: the search's energy filter, the nutrition panel of the page and the mail, and the
/// page's structured data each prefer the author's own values. The index and the render stage
/// both read it; a recipe it does not hold (a caller that made none) is estimated when asked.
struct NutritionEstimates: Sendable {
    /// By the recipe's file (`Recipe.sourcePath`: two recipes may claim one slug).
    private var known: [String: NutritionEstimate?] = [:]
    /// Each recipe's energy per serving as the search index shows it, by file, where an earlier
    /// build worked it out for the same recipe (`BuildCache.energies`): its estimate is worked out
    /// only when a page shows it.
    private var energies: [String: Int?] = [:]
    /// The estimates worked out when asked, and every energy given, for the record.
    private let asked = Asked()

    init() {}

    /// - Parameters:
    ///   - estimate: how to work out one (`BuildMemo.estimate` keeps them between a preview's rebuilds).
    ///   - made: the estimates already made, by file: those of recipes held as listed, made from
    ///     their whole models (`Pipeline.validate`), which hold their lines no more.
    init(_ recipes: [Recipe], config: SiteConfig, times: StageTimes,
         estimate: (@Sendable (Recipe) -> NutritionEstimate?)? = nil, energies: [String: Int?] = [:],
         made given: [String: NutritionEstimate?] = [:]) {
        let made = recipes.parallelMap { recipe -> NutritionEstimate?? in
            guard Self.isShown(recipe), energies[recipe.sourcePath] == nil else { return nil }
            if let known = given[recipe.sourcePath] { return .some(known) }
            return times.measure(.index) { .some(estimate?(recipe) ?? NutritionEstimate(recipe, config: config)) }
        }
        for (recipe, estimate) in zip(recipes, made) {
            if let estimate { known[recipe.sourcePath] = .some(estimate) }
        }
        self.energies = energies
    }

    func estimate(of recipe: Recipe, config: SiteConfig) -> NutritionEstimate? {
        if let found = known[recipe.sourcePath] { return found }
        return asked.estimate(of: recipe.sourcePath) { NutritionEstimate(recipe, config: config) }
    }

    /// The recipe's energy per serving as the search index shows it (`SearchIndexBuilder.kcal`).
    func kcal(of recipe: Recipe, config: SiteConfig) -> Int? {
        let kcal = energies[recipe.sourcePath] ?? SearchIndexBuilder.kcal(of: recipe) { estimate(of: recipe, config: config) }
        asked.gave(kcal, for: recipe.sourcePath)
        return kcal
    }

    /// Every energy `kcal` gave, by the recipe's file.
    var energiesGiven: [String: Int?] { asked.energies }

    /// Whether anything shows the recipe's estimate: the author gave no calories in kcal (the
    /// search), no nutrition (the panel), or none that structured data names.
    static func isShown(_ recipe: Recipe) -> Bool {
        SearchIndexBuilder.authorKcal(recipe) == nil || recipe.nutrition.isEmpty
            || RecipeStructuredData.nutrition(recipe.nutrition) == nil
    }

    /// Estimates not worked out ahead, kept once asked for (the pages of one recipe each ask), and the energies given.
    private final class Asked: @unchecked Sendable {
        private let lock = NSLock()
        private var estimates: [String: NutritionEstimate?] = [:]
        private var given: [String: Int?] = [:]

        func estimate(of file: String, make: () -> NutritionEstimate?) -> NutritionEstimate? {
            if let found = lock.withLock({ estimates[file] }) { return found }
            let made = make()
            lock.withLock { estimates[file] = .some(made) }
            return made
        }

        func gave(_ kcal: Int?, for file: String) {
            lock.withLock { given[file] = .some(kcal) }
        }

        var energies: [String: Int?] { lock.withLock { given } }
    }
}
