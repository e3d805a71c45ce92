import Foundation
import RecipositoryCore
import Testing
@testable import RecipositorySite

/// Throwaway speed check, off by default: `RECIPOSITORY_BENCH=10000 swift test --filter RenderBenchmark`.
@Suite struct RenderBenchmark {
    @Test func renderManyRecipes() {
        guard let count = ProcessInfo.processInfo.environment["RECIPOSITORY_BENCH"].flatMap(Int.init) else { return }
        let recipes = (0..<count).map(Self.recipe)
        var renderer = RenderFixture.renderer()
        if let only = ProcessInfo.processInfo.environment["RECIPOSITORY_BENCH_ONLY"] {
            renderer.formats = renderer.formats.filter { only.split(separator: ",").contains(Substring($0.name)) }
        }
        let start = ContinuousClock.now
        let result = renderer.render(recipes)
        let elapsed = ContinuousClock.now - start
        let bytes = result.files.reduce(0) { $0 + $1.bytes.count }
        print("RenderBenchmark: \(count) recipes -> \(result.files.count) files, \(bytes / 1_000_000) MB in \(elapsed)")
    }

    static func recipe(_ index: Int) -> Recipe {
        var recipe = RenderFixture.applePie
        recipe.slug = "recipe-\(index)"
        recipe.sourcePath = "content/recipes/recipe-\(index).md"
        recipe.title = "Recipe number \(index) with apples"
        recipe.category = "Category \(index % 20)"
        recipe.cuisine = "Cuisine \(index % 15)"
        recipe.tags = ["tag \(index % 50)", "tag \(index % 7)"]
        recipe.related = [Reference(target: "x", location: RenderFixture.place("x"), resolvedPath: "recipes/recipe-\((index + 1) % 10_000)/")]
        recipe.ingredientGroups[1].ingredients[0].name = "ingredient \(index % 300)"
        return recipe
    }
}
