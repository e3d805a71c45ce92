import Foundation
import RecipositoryCore
import Testing
import TestSupport
@testable import RecipositorySite

/// The plan lists every output a build writes, each with what it is made from, and makes none.
@Suite struct SitePlannerTests {
    static func site() throws -> TemporaryFolder {
        let temp = try TemporaryFolder()
        try temp.write("site/recipository.yml", "title: Soups\n")
        try temp.write("site/content/recipes/leek-soup.md", "---\ntitle: Leek soup\ncategory: Soups\n---\n## Ingredients\n- 2 leeks\n## Steps\n1. Boil.\n")
        try temp.write("site/content/recipes/pea-soup.md", "---\ntitle: Pea soup\ncategory: Soups\n---\n## Ingredients\n- 1 cup peas\n## Steps\n1. Boil.\n")
        try temp.write("site/static/pie.txt", "a note")
        return temp
    }

    @Test func everyOutputIsListedWithItsInputs() throws {
        let temp = try Self.site()
        let check = Pipeline.validate(try Pipeline.load(temp.path("site").path, for: nil), includeDrafts: false)
        let plan = Pipeline.plan(check)
        let outputs = Dictionary(plan.outputs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // Recipe files are named as diagnostics name them: here, from the absolute site path.
        func recipe(_ name: String) -> SitePlan.Input { .recipe(temp.path("site/content/recipes/\(name).md").path) }
        let leek = try #require(outputs["recipes/leek-soup/index.html"])
        #expect(leek.inputs.contains(recipe("leek-soup")) && leek.inputs.contains(.template("recipe")))
        #expect(!leek.inputs.contains(recipe("pea-soup")))
        // A category's page is made from its recipes, the home page from all of them.
        let soups = try #require(outputs["categories/soups/index.html"])
        #expect(Set(soups.inputs).isSuperset(of: [recipe("leek-soup"), recipe("pea-soup")]))
        #expect(outputs["index.html"]?.inputs.contains(.everyRecipe) == true)
        #expect(outputs["pie.txt"]?.inputs == [.file("static/pie.txt")])
        #expect(outputs["recipes/leek-soup/leek-soup.md"]?.inputs == [recipe("leek-soup")])
        #expect(outputs["sw.js"]?.inputs == [.everyOutput])
        #expect(outputs["assets/app-icon-192.png"]?.inputs == [.settings])
        #expect(outputs["search-index.json"] != nil && outputs["assets/style.css"] != nil)
        #expect(plan.outputs.count == outputs.count, "one output a path")
    }

    /// The check for two outputs at one path reads the outputs' paths and origins without their
    /// inputs (`claims`): the same outputs, in the same order, so a collision names the same two.
    @Test func theClaimsAreTheOutputsWithoutTheirInputs() throws {
        let temp = try Self.site()
        try temp.write("site/static/Recipes/Leek-Soup/index.html", "mine")
        let plan = Pipeline.plan(Pipeline.validate(try Pipeline.load(temp.path("site").path, for: nil), includeDrafts: false))
        let claims = SitePlanner.claims(plan)
        #expect(claims == plan.outputs.map { SitePlan.Claim(path: $0.path, origin: $0.origin) })
        #expect(claims.count > 10)
        // A static file whose path differs from a page's only in case collides with it (case-insensitive disks).
        #expect(plan.diagnostics.contains { $0.code == .outputCollision && $0.location.file == "static/Recipes/Leek-Soup/index.html" })
    }

    /// `check` paints no icon: the plan holds the icons' paths, not their pixels; the render stage paints them.
    @Test func planningPaintsNothing() throws {
        let temp = try Self.site()
        let plan = Pipeline.plan(Pipeline.validate(try Pipeline.load(temp.path("site").path, for: nil), includeDrafts: false))
        #expect(!plan.files.contains { $0.path.hasSuffix(".png") })
        #expect(plan.outputs.filter { $0.path.hasSuffix(".png") }.count == 4)
        let painted = Pipeline.render(plan, times: StageTimes()).icons
        #expect(painted.map(\.path).sorted() == plan.outputs.filter { $0.path.hasSuffix(".png") }.map(\.path).sorted())
    }

    /// `check` publishes no asset: the plan holds the theme's assets by path, and the render stage
    /// makes their bytes (the built-in scripts without their comment lines), in the plan's order.
    @Test func planningPublishesNoAsset() throws {
        let temp = try Self.site()
        let plan = Pipeline.plan(Pipeline.validate(try Pipeline.load(temp.path("site").path, for: nil), includeDrafts: false))
        #expect(plan.assetPaths.contains("assets/style.css") && plan.assetPaths.contains("assets/kitchen-recipe.js"))
        #expect(!plan.files.contains { plan.assetPaths.contains($0.path) })
        #expect(plan.outputs.filter { $0.inputs == [.themeFile($0.path)] }.map(\.path) == plan.assetPaths)
        let published = Pipeline.render(plan, times: StageTimes()).pages.assets
        #expect(published.map(\.path) == plan.assetPaths)
        let script = try #require(published.first { $0.path == "assets/kitchen-recipe.js" })
        let source = try #require(DefaultThemeFiles.files["assets/kitchen-recipe.js"])
        #expect(script.bytes == Array(PublishedScript.withoutCommentLines(source).utf8) && script.bytes.count < source.utf8.count)
    }
}
