import RecipositoryCore
import Testing
@testable import RecipositorySite

@Suite struct RenderPlanTests {
    let plan = RenderFixture.renderer().plan(RenderFixture.recipes)

    @Test func everyPlannedPageIsRenderedOnceByItsUnit() {
        let rendered = (0..<plan.unitCount).flatMap { plan.render(unit: $0).map(\.path) }
        #expect(rendered.sorted() == plan.pagePaths.sorted())
        #expect(Set(rendered).count == rendered.count)
        #expect(plan.pagePaths.contains("recipes/apple-pie/index.html"))
        #expect(plan.pagePaths.contains("cookbook/index.html"))
    }

    @Test func aRecipesPageAndMailFilesAreOneUnit() {
        for recipe in RenderFixture.recipes {
            let own = ["index.html", "email.html", "email.txt", "recipe.eml"].map { "recipes/\(recipe.slug)/\($0)" }
            let holding = plan.units.filter { unit in unit.pages.contains { own.contains($0.path) } }
            #expect(holding.count == 1, "\(recipe.slug)")
            #expect(holding.first.map { Set($0.pages.map(\.path)) } == Set(own), "\(recipe.slug)")
        }
    }

    /// A build holds every page's job twice to its end (the plan's list and its unit's): at 100,000
    /// recipes some 400,000 each. 120 bytes a job with a list's term inline in every job, a recipe's too.
    @Test func aPagesJobStaysSmall() {
        #expect(MemoryLayout<PageJob>.stride <= 80)
        // Each unit's pages held in an array of their number.
        #expect(plan.units.allSatisfy { $0.pages.capacity == $0.pages.count })
    }

    /// Lists first, heaviest first; then the cookbooks' pages and the recipes' own units, each
    /// recipe's after every cookbook page holding its article, so its HTML can be let go then.
    @Test func listsComeFirstThenEachRecipeAfterItsArticles() throws {
        let units = plan.units
        func isBook(_ unit: RenderPlan.Unit) -> Bool {
            unit.pages.contains { if case .cookbook = $0.format.kind { true } else { false } }
        }
        func isRecipe(_ unit: RenderPlan.Unit) -> Bool {
            if case .recipe = unit.pages[0].subject { true } else { false }
        }
        let first = try #require(units.firstIndex { isBook($0) || isRecipe($0) })
        #expect(first > 0)
        let weights = units[..<first].map(\.weight)
        #expect(weights == weights.sorted(by: >))
        #expect(units[first...].allSatisfy { isBook($0) || isRecipe($0) })
        let books = units.indices.filter { isBook(units[$0]) }.map { ($0, String(decoding: plan.render(unit: $0)[0].bytes, as: UTF8.self)) }
        #expect(books.count > 1, "the whole cookbook and a category's")
        for recipe in RenderFixture.recipes {
            let own = try #require(units.firstIndex { $0.pages.contains { $0.path == "recipes/\(recipe.slug)/index.html" } })
            let holding = books.filter { $0.1.contains("id=\"recipe-\(recipe.slug)\"") }.map(\.0)
            #expect(!holding.isEmpty, "\(recipe.slug) is in the whole cookbook")
            #expect(holding.allSatisfy { $0 < own }, "\(recipe.slug)")
        }
    }

    /// Each recipe's HTML is kept only until its last rendering: its own page and mail, and its
    /// article in each cookbook. (Its kitchen facts live only as long as its own unit, `RecipeKitchen`.)
    @Test func aRecipesHTMLIsLetGoAfterItsLastRendering() throws {
        let plan = RenderFixture.renderer().plan(RenderFixture.recipes)
        plan.expectEachRecipeLetGoByItsOwnUnit(key: { $0.slug }) { plan.context.recipeHTML.keptSlugs }
    }

    @Test func unitsMakeTheSameBytesInAnyOrder() {
        let forward = (0..<plan.unitCount).flatMap { plan.render(unit: $0) }
        let backward = (0..<plan.unitCount).reversed().flatMap { plan.render(unit: $0) }
        #expect(Dictionary(uniqueKeysWithValues: forward.map { ($0.path, $0.bytes) })
            == Dictionary(uniqueKeysWithValues: backward.map { ($0.path, $0.bytes) }))
    }

    @Test func eachPagesTimeIsCountedUnderItsOutputFormat() {
        let times = StageTimes()
        for unit in 0..<plan.unitCount { _ = plan.render(unit: unit, times: times) }
        let parts = Set(times.partSeconds.map(\.part))
        #expect(parts == Set(plan.units.flatMap { $0.pages.map(\.format.name) }))
        #expect(parts.isSuperset(of: ["recipe", "email-text", "email-html", "email-message", "cookbook"]))
        #expect(times.partSeconds.allSatisfy { $0.seconds > 0 })
        // One reading of the clock counts in both: the parts add up to the stage.
        #expect(abs(times.seconds(.render) - times.partSeconds.reduce(0) { $0 + $1.seconds }) < 1e-6)
    }

    /// The cookbook is written as the page around the articles, then each article as it is made:
    /// its bytes up to its number, its number in the book, and the rest (`PagePiece`).
    @Test func aCookbookIsWrittenArticleByArticle() throws {
        let unit = try #require(plan.units.firstIndex { $0.pages.map(\.path) == ["cookbook/index.html"] })
        let page = try #require(plan.pages(unit: unit).first)
        var chunks: [String] = []
        page.write { chunks.append(String(decoding: $0, as: UTF8.self)) }
        #expect(chunks.count == 4 * RenderFixture.recipes.count + 1)
        #expect(chunks[1].hasPrefix("<article class=\"recipe cookbook-recipe\"") && chunks[1].hasSuffix("<span class=\"recipe-number\">"))
        #expect(chunks[2] == "1" && chunks[6] == "2" && chunks[3].hasPrefix("</span>"))
        #expect(chunks.joined() == String(decoding: plan.render(unit: unit)[0].bytes, as: UTF8.self))
    }

    /// `{{article}}` escapes the article, as Mustache says; the page is then made whole.
    @Test func aCookbookThemeEscapingTheArticleGetsItEscaped() throws {
        let builtIn = try #require(DefaultThemeFiles.files["cookbook.mustache"])
        let escaping = builtIn.replacingOccurrences(of: "{{{article}}}", with: "{{article}}")
        let (theme, diagnostics) = Theme.make(overriding: ["cookbook.mustache": Array(escaping.utf8)], displayRoot: "T")
        #expect(diagnostics.isEmpty)
        let page = RenderedSite(RenderFixture.renderer(theme: theme)).text("cookbook/index.html")
        #expect(page.contains("&lt;article class=&quot;recipe cookbook-recipe&quot;"))
        #expect(!page.unicodeScalars.contains { $0.value == 0xFDD0 })
    }

    /// `{{{cards}}}` is the same text as placing each recipe's card in a section, as themes did before.
    @Test func listThemesPlacingEachCardGetTheSamePages() throws {
        let section = "{{#recipes}}\n{{{card}}}\n{{/recipes}}\n</ul>"
        var overrides: [String: [UInt8]] = [:]
        for file in ["listing.mustache", "home.mustache"] {
            let builtIn = try #require(DefaultThemeFiles.files[file])
            #expect(builtIn.contains("{{{cards}}}</ul>"), "\(file)")
            overrides[file] = Array(builtIn.replacingOccurrences(of: "{{{cards}}}</ul>", with: section).utf8)
        }
        let (theme, diagnostics) = Theme.make(overriding: overrides, displayRoot: "T")
        #expect(diagnostics.isEmpty)
        let placingEach = RenderedSite(RenderFixture.renderer(theme: theme)), withCards = RenderedSite()
        for path in ["index.html", "categories/desserts/index.html", "ingredients/sugar/index.html", "tags/baking/index.html"] {
            #expect(withCards.text(path) == placingEach.text(path), "\(path)")
            #expect(withCards.text(path).contains("<ul class=\"recipe-list\">\n<li"), "\(path)")
        }
    }

    /// A theme written before cookbooks placed `article` still places the partial itself, and the
    /// recipe's names still answer there.
    @Test func aCookbookThemePlacingThePartialItselfGetsTheSamePage() throws {
        let builtIn = try #require(DefaultThemeFiles.files["cookbook.mustache"])
        #expect(builtIn.contains("{{{article}}}"))
        let older = builtIn.replacingOccurrences(of: "{{{article}}}", with: "{{>partials/cookbook-recipe}}")
        let (theme, diagnostics) = Theme.make(overriding: ["cookbook.mustache": Array(older.utf8)], displayRoot: "T")
        #expect(diagnostics.isEmpty)
        let withPartial = RenderedSite(RenderFixture.renderer(theme: theme))
        let withArticle = RenderedSite()
        for path in ["cookbook/index.html", "cookbook/desserts/index.html"] {
            #expect(withPartial.text(path) == withArticle.text(path), "\(path)")
            #expect(withArticle.text(path).contains("<h2 class=\"recipe-title\">Vanilla Custard</h2>"), "\(path)")
        }
    }
}

extension RenderPlan {
    /// Renders every unit but the recipes' own (the lists and the cookbooks), after which `kept` must still
    /// hold every recipe's `key` (each has its own unit to come), then each recipe's own unit, the last to
    /// ask for it, after which `kept` must have let that recipe go, and only it (`RecipeUses`).
    func expectEachRecipeLetGoByItsOwnUnit(key: (Recipe) -> String, kept: () -> Set<String>,
                                           sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        func ownUnit(_ unit: Int) -> String? {
            guard case .recipe(let position)? = units[unit].pages.first?.subject else { return nil }
            return key(context.index.recipes[position])
        }
        for unit in 0..<unitCount where ownUnit(unit) == nil { _ = render(unit: unit) }
        var left = Set(context.index.recipes.map(key))
        #expect(kept() == left, sourceLocation: sourceLocation)
        for unit in 0..<unitCount {
            guard let recipe = ownUnit(unit) else { continue }
            _ = render(unit: unit)
            left.remove(recipe)
            #expect(kept() == left, "after \(recipe)", sourceLocation: sourceLocation)
        }
        #expect(left.isEmpty, sourceLocation: sourceLocation)
    }
}
