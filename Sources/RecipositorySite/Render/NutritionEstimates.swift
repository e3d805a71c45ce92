import RecipositoryCore

/// Each published recipe's nutrition estimate (`NutritionEstimate`, about 1.5 M instructions a
/// recipe), worked out once a build, before the index and the pages, and only where something
/// shows it: the search's energy filter, the nutrition panel of the page and the mail, and the
/// page's structured data each prefer the author's own values. The index and the render stage
/// both read it; a recipe it does not hold (a caller that made none) is estimated when asked.
struct NutritionEstimates: Sendable {
    /// By the recipe's file (`Recipe.sourcePath`: two recipes may claim one slug).
    private var known: [String: NutritionEstimate?] = [:]

    init() {}

    /// - Parameter estimate: how to work out one (`BuildMemo.estimate` keeps them between a
    ///   preview's rebuilds).
    init(_ recipes: [Recipe], config: SiteConfig, times: StageTimes,
         estimate: (@Sendable (Recipe) -> NutritionEstimate?)? = nil) {
        let made = recipes.parallelMap { recipe -> NutritionEstimate?? in
            guard Self.isShown(recipe) else { return nil }
            return times.measure(.index) { .some(estimate?(recipe) ?? NutritionEstimate(recipe, config: config)) }
        }
        for (recipe, estimate) in zip(recipes, made) {
            if let estimate { known[recipe.sourcePath] = .some(estimate) }
        }
    }

    func estimate(of recipe: Recipe, config: SiteConfig) -> NutritionEstimate? {
        if let found = known[recipe.sourcePath] { return found }
        return NutritionEstimate(recipe, config: config)
    }

    /// Whether anything shows the recipe's estimate: the author gave no calories in kcal (the
    /// search), no nutrition (the panel), or none that structured data names.
    static func isShown(_ recipe: Recipe) -> Bool {
        SearchIndexBuilder.authorKcal(recipe) == nil || recipe.nutrition.isEmpty
            || RecipeStructuredData.nutrition(recipe.nutrition) == nil
    }
}
