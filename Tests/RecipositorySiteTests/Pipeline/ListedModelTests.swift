import Foundation
import RecipositoryCore
import Testing
import TestSupport
@testable import RecipositorySite

/// A plain build of a large collection holds each recipe as listed (`Recipe.listed`) from model to its last page, and
/// makes its whole model again from its file for its own pages (`Pipeline.remodel`): the model
/// made again is the one validate made, and so every page is the same.
@Suite struct ListedModelTests {
    /// Held as listed from 20,000 recipes: a family's collection (hundreds) keeps its whole models and the speed they
    /// give (at 10,000, 17.9 against 22.9 CPU-s and 9.6 against 13.7 s wall); the memory it saves matters only past tens
    /// of thousands.
    @Test func onlyALargeCollectionIsHeldAsListed() {
        #expect(!Pipeline.holdsAsListed(recipes: 35) && !Pipeline.holdsAsListed(recipes: 10_000))
        #expect(Pipeline.holdsAsListed(recipes: 20_000) && Pipeline.holdsAsListed(recipes: 100_000))
    }

    /// The bundled cookbook and the based.cooking sample: stories, notes, pictures in the
    /// ingredients, step sections, links between recipes.
    static let sites = [Fixtures.repository, Fixtures.basedCooking]

    @Test(arguments: sites) func aRecipeModelledAgainIsTheModelValidateMade(site: URL) throws {
        let loaded = try Pipeline.load(site.path, for: nil)
        let whole = Pipeline.validate(loaded, includeDrafts: false)
        let listed = Pipeline.validate(loaded, includeDrafts: false, times: StageTimes(), memo: nil, models: nil, listed: true)
        #expect(!whole.listed && listed.listed)
        #expect(whole.result.recipes.count > 20)
        // What a list reads is the same; the parts only a recipe's own pages show are left out.
        #expect(listed.result.recipes == whole.result.recipes.map(\.listed))
        #expect(listed.result.diagnostics == whole.result.diagnostics)
        #expect(whole.result.recipes.contains { !$0.stepSections.isEmpty && !$0.sections.isEmpty })
        #expect(listed.result.recipes.allSatisfy { $0.stepSections.isEmpty && $0.sections.isEmpty && $0.story.pieces.isEmpty })
        let remodel = Pipeline.remodel(listed)
        for recipe in whole.result.recipes {
            #expect(remodel(recipe.sourcePath) == recipe, "\(recipe.sourcePath)")
            // Its nutrition estimate was made from the whole model, where anything shows it.
            let estimate: NutritionEstimate?? = NutritionEstimates.isShown(recipe) ? .some(NutritionEstimate(recipe, config: whole.config)) : nil
            #expect(listed.estimates[recipe.sourcePath] == estimate, "\(recipe.sourcePath)")
        }
        #expect(listed.estimates.values.contains { $0 != nil })
    }

    /// The same site built with its recipes held as listed and with them whole (a build that
    /// keeps its models, as `serve` and incremental builds do): the same files, byte for byte.
    @Test(arguments: sites) func pagesFromListedRecipesAreThePagesFromWholeOnes(site: URL) throws {
        let loaded = try Pipeline.load(site.path, for: nil, pictureSizes: true)
        let whole = Pipeline.validate(loaded, includeDrafts: false)
        let listed = Pipeline.validate(loaded, includeDrafts: false, times: StageTimes(), memo: nil, models: nil, listed: true)
        let wholePlan = Pipeline.render(Pipeline.plan(whole), times: StageTimes()).pages
        var listedPlan = Pipeline.render(Pipeline.plan(listed), times: StageTimes()).pages
        listedPlan.context.models = RecipeModels(remake: Pipeline.remodel(listed))
        #expect(wholePlan.unitCount == listedPlan.unitCount)
        let expected = (0..<wholePlan.unitCount).flatMap { wholePlan.render(unit: $0) }
        let made = (0..<listedPlan.unitCount).flatMap { listedPlan.render(unit: $0) }
        #expect(made.map(\.path) == expected.map(\.path))
        #expect(expected.contains { $0.path.hasSuffix("/recipe.eml") })
        for (page, reference) in zip(made, expected) {
            #expect(page.bytes == reference.bytes, "\(page.path)")
        }
        // Each whole model is let go after its last rendering (its own unit, after its articles).
        #expect(listedPlan.context.models.keptFiles.isEmpty)
    }

    /// The whole build of a small site forced to hold its recipes as listed, their files deflated
    /// once modelled (`SiteCheck.packSources`), written beside their pages and modelled again from
    /// those bytes: every file the same, byte for byte, as the build that keeps whole models and files.
    @Test(arguments: sites) func aSiteBuiltFromListedRecipesAndPackedFilesIsTheSameSite(site: URL) throws {
        let folder = try TemporaryFolder("rcp-listed")
        var (whole, listed) = (BuildOptions(output: folder.path("whole").path), BuildOptions(output: folder.path("listed").path))
        (whole.holdsAsListed, listed.holdsAsListed) = (false, true)
        #expect(try Pipeline.build(site.path, options: whole).wrote)
        #expect(try Pipeline.build(site.path, options: listed).wrote)
        let (expected, made) = (TemporaryFolder.tree(folder.path("whole")), TemporaryFolder.tree(folder.path("listed")))
        #expect(made.keys.sorted() == expected.keys.sorted())
        #expect(expected.keys.contains { $0.hasSuffix(".md") } && expected.keys.contains { $0.hasSuffix("/recipe.eml") })
        for (path, bytes) in expected {
            #expect(made[path] == bytes, "\(path)")
        }
    }

    /// Packed, each recipe file is let go whole and comes back as it was read: the model made
    /// again from it is validate's, and the file written beside its page is the file.
    @Test(arguments: sites) func aPackedRecipeFileIsTheFile(site: URL) throws {
        var loaded = try Pipeline.load(site.path, for: nil)
        let files = loaded.files.recipes
        let whole = Pipeline.validate(loaded, includeDrafts: false)
        var listed = Pipeline.validate(loaded, includeDrafts: false, times: StageTimes(), memo: nil, models: nil, listed: true)
        listed.packSources(&loaded)
        #expect(loaded.files.recipes.allSatisfy(\.bytes.isEmpty) && listed.loaded.recipes.allSatisfy(\.bytes.isEmpty))
        let packed = try #require(listed.packed)
        for file in files {
            #expect(packed[file.path]?.madeBytes == file.bytes, "\(file.path)")
        }
        #expect(files.contains { if case .deflated = packed[$0.path] { true } else { false } })
        let remodel = Pipeline.remodel(listed)
        for recipe in whole.result.recipes {
            #expect(remodel(recipe.sourcePath) == recipe, "\(recipe.sourcePath)")
        }
    }

    /// A recipe's whole model is made when its first article or page asks for it, and let go
    /// with its HTML after the last (`RecipeUses`).
    @Test func aWholeModelIsHeldFromItsFirstRenderingToItsLast() throws {
        let loaded = try Pipeline.load(Fixtures.repository.path, for: nil, pictureSizes: true)
        let listed = Pipeline.validate(loaded, includeDrafts: false, times: StageTimes(), memo: nil, models: nil, listed: true)
        var plan = Pipeline.render(Pipeline.plan(listed), times: StageTimes()).pages
        plan.context.models = RecipeModels(remake: Pipeline.remodel(listed))
        // The lists make none; the cookbooks make every recipe's, each still has its own unit to come.
        let models = plan.context.models
        plan.expectEachRecipeLetGoByItsOwnUnit(key: { $0.sourcePath }) { models.keptFiles }
    }
}
