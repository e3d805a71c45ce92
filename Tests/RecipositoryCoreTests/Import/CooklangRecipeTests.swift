import Testing
@testable import RecipositoryCore

@Suite struct CooklangRecipeTests {
    /// An empty front matter (`---` twice) is no front matter, not a crash: its closing line was found where
    /// the YAML would start, and the range between them ran backwards (found by FuzzCooklang).
    @Test func anEmptyFrontMatterIsRead() {
        let recipe = CooklangRecipe.read("---\n---\n>> title: Leap\nCrack @eggs{2} into a bowl.\n", name: "leap")
        #expect(recipe.title == "Leap")
        #expect(recipe.ingredientGroups.flatMap(\.lines) == ["2 eggs"])
    }
}
