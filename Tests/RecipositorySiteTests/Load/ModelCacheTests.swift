import Foundation
import RecipositoryCore
import Testing
import TestSupport
@testable import RecipositorySite

/// The build cache's models (`ModelCache`): a model read back is the model written, for every
/// recipe of the bundled cookbook and based.cooking (their pictures, links, sections, tables,
/// nutrition, cooked entries and extra keys), and a key made from another program, other
/// settings, other links or other file bytes finds none.
@Suite struct ModelCacheTests {
    /// Each recipe file of the site at `root`, split, parsed and modelled as a build does, with its key.
    static func modelled(_ root: URL, program: String = "program 1") throws -> [(key: String, file: SourceFile, model: RecipeCollection.Modelled)] {
        let site = try Pipeline.load(root.path, for: nil)
        let extraKeys = site.files.configText.map { SiteConfigDecoder.decode($0, path: "recipository.yml").1 } ?? []
        let decoder = FrontMatterDecoder(extraKeys: extraKeys)
        let split = RecipeCollection.sorted(site.files.recipes).map { RecipeCollection.splitFrontMatter($0, decoder: decoder) }
        let links = RecipeCollection.siteIndex(split, contentFiles: site.files.contentFiles, staticFiles: site.files.staticFiles)
        let builder = RecipeBuilder(site: links)
        return split.map { file in
            let model = RecipeCollection.model(RecipeCollection.parse(file), builder: builder)
            let key = ModelCache.key(program: program, settings: site.files.configText, recipe: BuildFingerprint.recipe(file.file, cache: nil))
            return (key, file.file, model)
        }
    }

    @Test(arguments: [Fixtures.repository, Fixtures.basedCooking]) func aModelReadBackIsTheModelWritten(site: URL) throws {
        let models = try Self.modelled(site)
        #expect(models.count > 20 && models.allSatisfy { $0.model.recipe != nil })
        let cache = ModelCache(ModelCache.encoded(Dictionary(models.map { ($0.key, $0.model) }, uniquingKeysWith: { first, _ in first })))
        #expect(cache.count == models.count)
        for (key, file, model) in models {
            let read = try #require(cache.model(key), "\(file.path)")
            #expect(read.recipe == model.recipe && read.diagnostics == model.diagnostics, "\(file.path)")
        }
        // What the cookbook's recipes hold, so the comparison above covers it.
        let recipes = models.compactMap(\.model.recipe)
        #expect(recipes.contains { !$0.gallery.isEmpty || $0.image != nil } && recipes.contains { !$0.links.isEmpty })
        #expect(recipes.contains { $0.ingredientGroups.flatMap(\.ingredients).contains { $0.line.quantity != nil } })
    }

    /// A model read as listed is the recipe as listed (its lines' foods, no lines, steps, sections or
    /// story) with what its model was told of the site's index, which the pages' keys read; its
    /// diagnostics and questions are the whole model's.
    @Test(arguments: [Fixtures.repository, Fixtures.basedCooking]) func aModelReadAsListedIsTheRecipeAsListed(site: URL) throws {
        let models = try Self.modelled(site)
        let cache = ModelCache(ModelCache.encoded(Dictionary(models.map { ($0.key, $0.model) }, uniquingKeysWith: { first, _ in first })))
        for (key, file, model) in models {
            let read = try #require(cache.listedModel(key), "\(file.path)")
            let recipe = try #require(read.recipe, "\(file.path)")
            let whole = try #require(model.recipe)
            var expected = whole.listed
            expected.lookups = whole.lookups
            #expect(recipe == expected, "\(file.path)")
            #expect(recipe.ingredientGroups.isEmpty && recipe.stepSections.isEmpty && recipe.listedFoods == IngredientPages.foods(of: whole))
            #expect(read.diagnostics == model.diagnostics && read.lookups == model.lookups, "\(file.path)")
        }
        #expect(models.contains { ($0.model.recipe?.lookups.answers.count ?? 0) > 0 }, "a recipe with links, so their answers are compared")
    }

    @Test func aKeyOfAnotherProgramSettingsOrFileFindsNone() throws {
        let models = try Self.modelled(Fixtures.basedCooking)
        let (key, file, model) = models[0]
        let cache = ModelCache(ModelCache.encoded([key: model]))
        #expect(cache.model(key) != nil)
        let settings = try Pipeline.load(Fixtures.basedCooking.path, for: nil).files.configText
        let recipe = BuildFingerprint.recipe(file, cache: nil)
        #expect(ModelCache.key(program: "program 1", settings: settings, recipe: recipe) == key)
        var edited = file
        edited.bytes += Array("\nOne more line.\n".utf8)
        edited.byteCount = edited.bytes.count
        let others = [
            try Self.modelled(Fixtures.basedCooking, program: "program 2")[0].key,
            ModelCache.key(program: "program 1", settings: (settings ?? "") + "\nextra_keys: [wine]\n", recipe: recipe),
            ModelCache.key(program: "program 1", settings: settings, recipe: BuildFingerprint.recipe(edited, cache: nil)),
        ]
        #expect(Set(others + [key]).count == 4)
        #expect(others.allSatisfy { cache.model($0) == nil })
    }

    /// A model holds what it asked of the site's index (`LinkLookups`), read back with it: the
    /// same index answers it the same; one where a linked recipe is gone, or a recipe is made
    /// with the slug a broken link named, does not, and the model is not taken.
    @Test func aModelsLinksHoldOnlyWhileTheSiteAnswersThemTheSame() throws {
        let linked = SourceFile(path: "content/recipes/pie.md", contentPath: "recipes/pie.md", bytes: Array("""
            ---
            title: Pie
            related: [crust]
            ---
            ## Ingredients
            - 2 apples
            ## Steps
            1. Bake as for [the tart](tart.md), with [a topping](crumble.md).
            """.utf8))
        let decoder = FrontMatterDecoder(extraKeys: [])
        let split = RecipeCollection.splitFrontMatter(linked, decoder: decoder)
        let site = SiteIndex(slugsByContentPath: ["recipes/pie.md": "pie", "recipes/tart.md": "tart", "recipes/crust.md": "crust"],
                             contentFiles: ["recipes/pie.md", "recipes/tart.md", "recipes/crust.md"])
        let model = RecipeCollection.model(RecipeCollection.parse(split), builder: RecipeBuilder(site: site))
        #expect(model.recipe?.lookups == model.lookups)
        #expect(model.lookups.questions == [.link("tart.md"), .link("crumble.md"), .slug("crust")])
        #expect(model.diagnostics.map(\.code).contains(.brokenLink))
        let read = try #require(ModelCache(ModelCache.encoded(["key": model])).model("key"))
        #expect(read.lookups == model.lookups && read.recipe == model.recipe)
        #expect(read.lookups.hold(in: site, from: "recipes/pie.md"))
        var other = site
        other.contentFiles.insert("recipes/notes.md")
        #expect(read.lookups.hold(in: other, from: "recipes/pie.md"), "a file no link names changes nothing")
        for (change, what) in [({ (index: inout SiteIndex) in index.slugsByContentPath["recipes/tart.md"] = nil }, "the linked tart gone"),
                               ({ index in index.slugsByContentPath["recipes/crumble.md"] = "crumble" }, "the broken link's recipe made"),
                               ({ index in index.slugsByContentPath["recipes/crust.md"] = "pastry" }, "the related recipe's slug changed")] {
            var changed = site
            change(&changed)
            changed = SiteIndex(slugsByContentPath: changed.slugsByContentPath, contentFiles: changed.contentFiles)
            #expect(!read.lookups.hold(in: changed, from: "recipes/pie.md"), "\(what)")
        }
    }

    /// Bytes that are no models file, one cut short, or one with a byte changed (which could read
    /// as another model) are no models: each recipe is modelled.
    @Test func bytesThatAreNoModelsFileHoldNone() throws {
        let models = try Self.modelled(Fixtures.basedCooking)
        let bytes = ModelCache.encoded(Dictionary(models.map { ($0.key, $0.model) }, uniquingKeysWith: { first, _ in first }))
        #expect(ModelCache(bytes).count == models.count)
        var changed = [bytes, bytes]
        changed[0][bytes.count / 2] ^= 1
        changed[1][bytes.count - 2] ^= 1
        for broken in [Array(bytes.prefix(bytes.count - 7)), Array("recipository build cache 1\nend".utf8), [], Array(bytes.dropFirst())] + changed {
            #expect(ModelCache(broken).count == 0)
        }
        #expect(ModelCache.read(URL(fileURLWithPath: "/nonexistent/models")).count == 0)
    }
}
