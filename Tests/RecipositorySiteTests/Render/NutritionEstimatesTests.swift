import RecipositoryCore
import Testing
@testable import RecipositorySite

/// The estimate is worked out once a build, and only for a recipe where something shows it: the
/// search's energy filter wants kcal, the panel any nutrition, structured data values it names.
@Suite struct NutritionEstimatesTests {
    @Test func onlyWhereTheAuthorLeftSomethingToEstimate() {
        var recipe = RenderFixture.leekSoup
        recipe.nutrition = []
        #expect(NutritionEstimates.isShown(recipe), "no nutrition: the panel and the search show the estimate")
        recipe.nutrition = [NutritionValue(name: "calories", amount: 310, unit: "kcal")]
        #expect(!NutritionEstimates.isShown(recipe), "the author's kcal: the panel, structured data and search show theirs")
        recipe.nutrition = [NutritionValue(name: "calories", amount: 1300, unit: "kJ")]
        #expect(NutritionEstimates.isShown(recipe), "kilojoules: the search's kcal filter still needs the estimate")
        recipe.nutrition = [NutritionValue(name: "protein", amount: 12, unit: "g")]
        #expect(NutritionEstimates.isShown(recipe), "no calories: the search needs the estimate")
    }

    /// The index and the pages read one estimate; a recipe the pipeline did not estimate is
    /// estimated when asked, to the same values.
    @Test func aRecipeNotHeldIsEstimatedWhenAsked() {
        let config = SiteConfig()
        let recipe = RenderFixture.leekSoup
        let none = NutritionEstimates()
        let held = NutritionEstimates([recipe], config: config, times: StageTimes())
        #expect(NutritionEstimate(recipe, config: config) != nil, "serves 4: it has an estimate")
        #expect(none.estimate(of: recipe, config: config) == NutritionEstimate(recipe, config: config))
        #expect(held.estimate(of: recipe, config: config) == NutritionEstimate(recipe, config: config))
    }
}
