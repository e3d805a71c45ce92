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
        let linksKey = BuildFingerprint.linksKey(links)
        return split.map { file in
            let model = RecipeCollection.model(RecipeCollection.parse(file), builder: builder)
            let key = ModelCache.key(program: program, settings: site.files.configText, links: linksKey,
                                     recipe: BuildFingerprint.recipe(file.file, cache: nil))
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

    @Test func aKeyOfAnotherProgramSettingsLinksOrFileFindsNone() throws {
        let models = try Self.modelled(Fixtures.basedCooking)
        let (key, file, model) = models[0]
        let cache = ModelCache(ModelCache.encoded([key: model]))
        #expect(cache.model(key) != nil)
        let site = try Pipeline.load(Fixtures.basedCooking.path, for: nil)
        let settings = site.files.configText
        let links = BuildFingerprint.linksKey(Pipeline.validate(site, includeDrafts: false).links)
        let recipe = BuildFingerprint.recipe(file, cache: nil)
        #expect(ModelCache.key(program: "program 1", settings: settings, links: links, recipe: recipe) == key)
        var edited = file
        edited.bytes += Array("\nOne more line.\n".utf8)
        edited.byteCount = edited.bytes.count
        let others = [
            try Self.modelled(Fixtures.basedCooking, program: "program 2")[0].key,
            ModelCache.key(program: "program 1", settings: (settings ?? "") + "\nextra_keys: [wine]\n", links: links, recipe: recipe),
            ModelCache.key(program: "program 1", settings: settings, links: "other links", recipe: recipe),
            ModelCache.key(program: "program 1", settings: settings, links: links, recipe: BuildFingerprint.recipe(edited, cache: nil)),
        ]
        #expect(Set(others + [key]).count == 5)
        #expect(others.allSatisfy { cache.model($0) == nil })
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
