import Foundation
import RecipositoryCore
import RecipositoryMarkdown
import Testing
import TestSupport
@testable import RecipositorySite

/// The incremental engine (`BuildFingerprint`, `BuildCache`, `PreviousBuild`): what a change
/// renders again, and that the site is always the bytes a full build writes.
@Suite(.blocking, .serialized) struct IncrementalBuildTests {
    static func recipe(_ title: String, category: String, related: String? = nil, step: String = "Stir.") -> String {
        "---\ntitle: \(title)\ncategory: \(category)\nservings: 2\n" + (related.map { "related: [\($0)]\n" } ?? "")
            + "---\n## Ingredients\n- 1 cup (240 ml) milk\n- 1 tsp honey\n## Steps\n1. \(step)\n"
    }

    final class Site: @unchecked Sendable {
        let temp: TemporaryFolder
        var site: URL { temp.path("site") }
        var output: URL { temp.path("public") }
        private var fullBuilds = 0

        init() throws {
            temp = try TemporaryFolder("incremental")
            try temp.write("site/recipository.yml", "title: Our Kitchen\n")
            try temp.write("site/content/recipes/lassi.md", IncrementalBuildTests.recipe("Mango Lassi", category: "Drinks"))
            try temp.write("site/content/recipes/chai.md", IncrementalBuildTests.recipe("Masala Chai", category: "Drinks", related: "lassi"))
            try temp.write("site/content/recipes/jollof.md", IncrementalBuildTests.recipe("Jollof Rice", category: "Mains"))
            try temp.write("site/content/recipes/pie.md", IncrementalBuildTests.recipe("Apple Pie", category: "Desserts"))
        }

        func build() throws -> BuildSummary {
            let summary = try Pipeline.build(site.path, options: BuildOptions(output: output.path, incremental: true))
            #expect(summary.wrote, "\(summary.diagnostics)")
            return summary
        }

        /// The incremental site is the bytes of a full build of the same files.
        func expectSameAsFullBuild(_ comment: Comment) throws {
            fullBuilds += 1
            let full = temp.path("full-\(fullBuilds)")
            #expect(try Pipeline.build(site.path, options: BuildOptions(output: full.path)).wrote)
            let built = TemporaryFolder.tree(output), fresh = TemporaryFolder.tree(full)
            #expect(Set(built.keys) == Set(fresh.keys), comment)
            #expect(fresh.keys.filter { built[$0] != fresh[$0] }.sorted() == [], comment)
        }

        /// `build()`, on a thread of its own (not the test runner's).
        func buildOffThread() async throws -> BuildSummary {
            try await OffThread.run { [self] in try Pipeline.build(site.path, options: BuildOptions(output: output.path, incremental: true)) }
        }

        /// The paths at which the incremental site is not the bytes of a full build of the same
        /// files (made on a thread of its own): missing, extra or different.
        func differencesFromFullBuild() async throws -> [String] {
            fullBuilds += 1
            let full = temp.path("full-\(fullBuilds)")
            return try await OffThread.run { [self] in
                _ = try Pipeline.build(site.path, options: BuildOptions(output: full.path))
                let built = TemporaryFolder.tree(output), fresh = TemporaryFolder.tree(full)
                return Set(built.keys).union(fresh.keys).filter { built[$0] != fresh[$0] }.sorted()
            }
        }

        /// The site is the bytes of a fresh build of the same files as a preview (`serve`'s
        /// reload script in its pages).
        func expectSameAsFreshPreview(_ comment: Comment) throws {
            fullBuilds += 1
            let full = temp.path("fresh-\(fullBuilds)")
            #expect(try Pipeline.build(site.path, options: BuildOptions(output: full.path, previewScript: PreviewScripts.scriptPath)).wrote)
            let built = TemporaryFolder.tree(output), made = TemporaryFolder.tree(full)
            #expect(Set(built.keys).union(made.keys).filter { built[$0] != made[$0] }.sorted() == [], comment)
        }

        /// The keys a long-lived process keeps for its next save, changed in place by the saves
        /// (`RecipeSave`), are the keys made afresh from its plan.
        func expectKeptKeysAreFresh(_ memo: BuildMemo, _ comment: Comment) throws {
            let last = try #require(memo.last, comment)
            let (kept, fresh) = (last.keys, last.freshKeys)
            #expect(kept.units == fresh.units && kept.articles == fresh.articles && kept.cards == fresh.cards, comment)
            #expect(kept.inputs.listed == fresh.inputs.listed && kept.inputs.shown == fresh.inputs.shown, comment)
            #expect(kept.inputs.terms == fresh.inputs.terms && kept.inputs.everything == fresh.inputs.everything, comment)
        }

        /// The preview's record and parts on disk (saved: `BuildMemo.saveRecord`) describe it:
        /// another process finds nothing to do, and builds a step's edit from them (the page, its
        /// mail files and the cookbook pages holding it, their other articles from the parts) into
        /// a fresh build's bytes. Returns the record.
        @discardableResult
        func expectAnotherProcessBuildsFromTheRecord(_ comment: Comment) throws -> BuildCache {
            let options = BuildOptions(output: output.path, incremental: true, previewScript: PreviewScripts.scriptPath)
            let location = BuildCache.location(site: try SiteLayout.locate(site.path).root, output: output)
            let record = try #require(BuildCache.read(location), comment)
            #expect(PreviousBuild.parts(of: record, at: location).ranges.count == record.parts.count, comment)
            let again = try Pipeline.build(site.path, options: options)
            #expect(again.rendered == 0 && again.changed == [], comment)
            try edit("content/recipes/chai.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Simmer.") }
            #expect(try Pipeline.build(site.path, options: options).rendered == 6, comment)
            try expectSameAsFreshPreview(comment)
            return record
        }

        /// A recipe made in a category (the others there show a new count), built, then deleted and
        /// built again, the site a full build's bytes after each.
        func makeAndDeleteARecipe() throws {
            try temp.write("site/content/recipes/toddy.md", IncrementalBuildTests.recipe("Hot Toddy", category: "Drinks"))
            _ = try build()
            try expectSameAsFullBuild("after a recipe was made")
            try FileManager.default.removeItem(at: site.appendingPathComponent("content/recipes/toddy.md"))
            _ = try build()
            try expectSameAsFullBuild("after a recipe was deleted")
        }

        func edit(_ relative: String, _ change: (String) -> String) throws {
            let url = site.appendingPathComponent(relative)
            try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
        }

        func page(_ path: String) -> String {
            String(decoding: FileManager.default.contents(atPath: output.appendingPathComponent(path).path) ?? Data(), as: UTF8.self)
        }
    }

    @Test func anUnchangedSiteRendersNothingAndAnEditOnlyWhatShowsIt() throws {
        let site = try Site()
        let first = try site.build()
        let all = try #require(first.rendered)
        #expect(all > 20)
        let unchanged = try site.build()
        #expect(unchanged.rendered == 0 && unchanged.changed == [])
        #expect(unchanged.files == first.files && unchanged.recipes == 4)

        // A step of one recipe: its page and mail files, and the pages that show it (its category's
        // list and cookbook, the home page, the A to Z list, the whole cookbook...), not the others.
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Stir in the tomato base.") }
        let step = try site.build()
        #expect(try #require(step.changed).contains("recipes/jollof/index.html"))
        #expect(!(step.changed ?? []).contains("recipes/pie/index.html"))
        #expect(try #require(step.rendered) < all / 2, "\(step.rendered ?? 0) of \(all) pages rendered")
        #expect(site.page("recipes/jollof/index.html").contains("Stir in the tomato base."))
        try site.expectSameAsFullBuild("after a step was edited")

        // A title: the recipe that names it as related shows its card, so that page changes too.
        try site.edit("content/recipes/lassi.md") { $0.replacingOccurrences(of: "title: Mango Lassi", with: "title: Cardamom Lassi") }
        let title = try site.build()
        #expect(try #require(title.changed).contains("recipes/chai/index.html"))
        #expect(site.page("recipes/chai/index.html").contains("Cardamom Lassi"))
        try site.expectSameAsFullBuild("after a related recipe's title was edited")

        // A new recipe in a category: the other recipes of that category show a new count.
        try site.makeAndDeleteARecipe()
    }

    /// A list shows a recipe's card (title, summary, time, rating, difficulty, picture), not its
    /// steps or amounts: a step's edit renders the recipe's own page and mail files and the
    /// cookbook pages holding its article (the whole recipe), and no list; a summary's edit renders
    /// the lists that show its card too (and the site-wide pages), and still not the lists without it. The site stays the
    /// bytes of a full build.
    @Test func aStepRendersNoListAndASummaryTheListsShowingIt() async throws {
        let site = try Site()
        let options = BuildOptions(output: site.output.path, incremental: true)
        /// Each unit's key, by its first page.
        func unitKeys() async throws -> [String: String] {
            try await OffThread.run {
                let loaded = try Pipeline.load(site.site.path, for: options)
                let check = Pipeline.validate(loaded, includeDrafts: false)
                let pages = Pipeline.render(Pipeline.plan(check), times: StageTimes()).pages
                let keys = BuildFingerprint(loaded.files, layout: loaded.layout, options: options, program: "a program", fileDigests: [:])
                return Dictionary(uniqueKeysWithValues: zip(pages.units.map { $0.pages[0].path }, keys.units(pages)))
            }
        }
        #expect(try await site.buildOffThread().wrote)
        let before = try await unitKeys()
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Stir in the tomato base.") }
        let step = try await unitKeys()
        #expect(before.keys.filter { before[$0] != step[$0] }.sorted() == ["cookbook/index.html", "cookbook/mains/index.html", "recipes/jollof/index.html"])
        #expect(try await site.buildOffThread().wrote)
        #expect(try await site.differencesFromFullBuild() == [], "after a step was edited")

        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "category: Mains", with: "category: Mains\ndescription: Smoky party rice.") }
        let summary = try await unitKeys()
        // Its card is on the home page, the A to Z list, its category's list and its ingredients';
        // the feed and search are keyed by every recipe as listed (an undated recipe's summary is
        // not in the feed, but a date would put it there); the other category's list is not.
        #expect(step.keys.filter { step[$0] != summary[$0] }.sorted() == [
            "categories/mains/index.html", "cookbook/index.html", "cookbook/mains/index.html", "feed.xml", "index.html",
            "ingredients/honey/index.html", "ingredients/milk/index.html", "recipes/index.html", "recipes/jollof/index.html",
            "search/index.html",
        ])
        #expect(try await site.buildOffThread().wrote)
        #expect(site.page("index.html").contains("Smoky party rice."))
        #expect(try await site.differencesFromFullBuild() == [], "after a summary was added")
    }

    /// `serve`'s memo keeps the plan's catalog: a step's or a summary's edit takes it with the
    /// recipe's new value (no recipe's place in it changed); a title (the A to Z order), a category
    /// (which pages list it) or an ingredient (its ingredients' pages) makes it again. The site is
    /// a full build's bytes after each.
    @Test func theMemoKeepsTheCatalogWhileNoRecipesPlaceInItChanges() throws {
        let site = try Site()
        let memo = BuildMemo()
        let options = BuildOptions(output: site.output.path, incremental: true)
        func build(_ change: String, reused: Bool) throws {
            let summary = try Pipeline.build(site.site.path, options: options, memo: memo)
            #expect(summary.wrote, "\(summary.diagnostics)")
            #expect(memo.lastCatalogReused == reused, "after \(change)")
            try site.expectSameAsFullBuild("after \(change)")
        }
        try build("the first build", reused: false)
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Stir in the tomato base.") }
        try build("a step", reused: true)
        #expect(site.page("recipes/jollof/index.html").contains("Stir in the tomato base."))
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "category: Mains", with: "category: Mains\ndescription: Smoky party rice.") }
        try build("a summary", reused: true)
        #expect(site.page("index.html").contains("Smoky party rice."))
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "title: Jollof Rice", with: "title: Zesty Jollof Rice") }
        try build("a title", reused: false)
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "category: Mains", with: "category: Drinks") }
        try build("a category", reused: false)
        #expect(site.page("categories/drinks/index.html").contains("Zesty Jollof Rice"))
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "- 1 tsp honey", with: "- 2 tomatoes") }
        try build("an ingredient", reused: false)
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "the tomato base", with: "the pepper base") }
        try build("a step again", reused: true)
    }

    /// `serve`'s memo keeps each copied file's outputs and the check for two outputs at one path
    /// while what they are made from stays: a picture replaced by a wider one is published in the
    /// copies of its new width, a file of `static/` put where a page goes is still refused, and
    /// taken away again the site builds. The site is a full build's bytes each time.
    @Test func theMemoKeepsTheCopiesAndTheCollisionsOnlyWhileTheirInputsStay() throws {
        let site = try Site()
        let memo = BuildMemo()
        let options = BuildOptions(output: site.output.path, incremental: true)
        func picture(width: Int) throws {
            try FileManager.default.createDirectory(at: site.site.appendingPathComponent("static"), withIntermediateDirectories: true)
            try Data(PNGEncoder.encode(width: width, height: 30, rgba: (0..<width * 30).flatMap { _ in [200, 90, 30, 255] }))
                .write(to: site.site.appendingPathComponent("static/stripe.png"))
        }
        try picture(width: 40)
        #expect(try Pipeline.build(site.site.path, options: options, memo: memo).wrote)
        try site.expectSameAsFullBuild("with a picture 40 wide")
        let narrow = Set(TemporaryFolder.tree(site.output).keys)
        try picture(width: 900)
        #expect(try Pipeline.build(site.site.path, options: options, memo: memo).wrote)
        try site.expectSameAsFullBuild("with the picture 900 wide")
        #expect(Set(TemporaryFolder.tree(site.output).keys).subtracting(narrow).contains { $0.hasPrefix("stripe") },
                "a copy of a width the narrow picture had not")

        try site.temp.write("site/static/search/index.html", "<p>Our own search</p>\n")
        let refused = try Pipeline.build(site.site.path, options: options, memo: memo)
        #expect(!refused.wrote && refused.diagnostics.contains { $0.code == .outputCollision })
        try FileManager.default.removeItem(at: site.site.appendingPathComponent("static/search"))
        #expect(try Pipeline.build(site.site.path, options: options, memo: memo).wrote)
        try site.expectSameAsFullBuild("after the file where a page goes was taken away")
    }

    /// `serve`'s memo: a save of one recipe splits, parses and models that recipe alone; a recipe
    /// made or deleted changes what links resolve against, so every recipe is modelled again; a
    /// new declared key splits every file again. After the first build the site is written in
    /// place (`SiteWriter.writeInPlace`), and it is the bytes of a full build each time, with no
    /// file left under a temporary name.
    @Test func theMemoModelsOnlyTheRecipesThatChanged() throws {
        let site = try Site()
        let memo = BuildMemo()
        let options = BuildOptions(output: site.output.path, incremental: true)
        let build = {
            let summary = try Pipeline.build(site.site.path, options: options, memo: memo)
            #expect(summary.wrote, "\(summary.diagnostics)")
        }
        try build()
        #expect(memo.lastSplit == 4 && memo.lastModelled == 4)

        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Stir in the tomato base.") }
        try build()
        #expect(memo.lastSplit == 1 && memo.lastModelled == 1)
        #expect(site.page("recipes/jollof/index.html").contains("Stir in the tomato base."))
        // Only the keys whose inputs changed are hashed again: the other recipes' files, their
        // pages, cards and articles, and the copied files are taken from the last build's.
        let keys = (taken: memo.fingerprints.taken, hashed: memo.fingerprints.hashed)
        #expect(keys.hashed > 0 && keys.taken > keys.hashed, "\(keys)")
        try site.expectSameAsFullBuild("after a step was edited with the memo")
        // An amount: the search index's energy per serving is estimated again for that recipe.
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "- 1 cup (240 ml) milk", with: "- 3 cups (720 ml) milk") }
        try build()
        #expect(memo.lastModelled == 1)
        try site.expectSameAsFullBuild("after an amount was edited with the memo")

        // A save whose front matter cannot be read takes the recipe's slug away (what links resolve
        // against changes), and its fix gives it back: only the recipes whose links lead to it
        // (`LinkLookups`) would be modelled again, and none does.
        try site.edit("content/recipes/pie.md") { $0.replacingOccurrences(of: "servings: 2", with: "servings: [2") }
        #expect(try !Pipeline.build(site.site.path, options: options, memo: memo).wrote)
        #expect(memo.lastSplit == 1)
        try site.edit("content/recipes/pie.md") { $0.replacingOccurrences(of: "servings: [2", with: "servings: 3") }
        try build()
        #expect(memo.lastSplit == 1 && memo.lastModelled == 1)
        try site.expectSameAsFullBuild("after a broken save was fixed")

        // A recipe made and deleted: it alone is modelled, and the recipe naming it as related
        // (chai's page shows its card) is modelled again with it, and again once it is gone.
        try site.edit("content/recipes/chai.md") { $0.replacingOccurrences(of: "related: [lassi]", with: "related: [lassi, toddy]") }
        #expect(try !Pipeline.build(site.site.path, options: options, memo: memo).wrote, "toddy is not there yet")
        try site.temp.write("site/content/recipes/toddy.md", Self.recipe("Hot Toddy", category: "Drinks", related: "lassi"))
        try build()
        #expect(memo.lastSplit == 1 && memo.lastModelled == 2)
        #expect(site.page("recipes/chai/index.html").contains("Hot Toddy"))
        try site.expectSameAsFullBuild("after a recipe was made")
        try site.edit("content/recipes/chai.md") { $0.replacingOccurrences(of: "related: [lassi, toddy]", with: "related: [lassi]") }
        try FileManager.default.removeItem(at: site.site.appendingPathComponent("content/recipes/toddy.md"))
        try build()
        #expect(memo.lastSplit == 1 && memo.lastModelled == 1)
        try site.expectSameAsFullBuild("after a recipe was deleted")

        try site.temp.write("site/recipository.yml", "title: Our Kitchen\nextra_keys: [spice]\n")
        try build()
        #expect(memo.lastSplit == 4)
        try site.expectSameAsFullBuild("after the settings declared a key")

        // A file of `static/` becomes a folder, and back: where the site is served, the folder
        // cannot be made while the file is there (nor the file over the folder), so that save is
        // built whole again, and the site is still a full build's.
        try site.temp.write("site/static/notes", "A note.\n")
        try build()
        try FileManager.default.removeItem(at: site.site.appendingPathComponent("static/notes"))
        try site.temp.write("site/static/notes/first.txt", "The first note.\n")
        try build()
        #expect(site.page("notes/first.txt") == "The first note.\n")
        try site.expectSameAsFullBuild("after a file became a folder")
        try FileManager.default.removeItem(at: site.site.appendingPathComponent("static/notes"))
        try site.temp.write("site/static/notes", "A note again.\n")
        try build()
        #expect(site.page("notes") == "A note again.\n")
        try site.expectSameAsFullBuild("after a folder became a file")

        // Written in place, the site's record is saved on disk only when asked (`serve` asks once
        // the pages are told to reload): until then there is none, so a process that dies first
        // leaves the next build nothing stale to trust. Saved, it describes the site: a build by
        // another process (no memo) finds nothing to do.
        let record = BuildCache.location(site: try SiteLayout.locate(site.site.path).root, output: site.output)
        #expect(BuildCache.read(record) == nil)
        memo.saveRecord()
        #expect(BuildCache.read(record)?.files.count == TemporaryFolder.tree(site.output).count - 1)
        let again = try site.build()
        #expect(again.rendered == 0 && again.changed == [])
    }

    /// In a preview (`serve`), a save of recipes' text that no list shows (a step, the servings,
    /// two recipes at once) is built from what the last build kept (`RecipeSave`): its page and
    /// mail files and the cookbook pages holding its article are rendered, nothing else; a save it
    /// cannot place (a title that moves the recipe in the A–Z list, a tag added or removed, a
    /// summary, an error and its fix) is built whole. After each, the preview is what a fresh
    /// build of the same files writes, byte for byte.
    @Test func aPreviewSaveOfARecipesTextIsBuiltFromWhatTheLastBuildKept() throws {
        let site = try Site()
        let memo = BuildMemo()
        let script = PreviewScripts.scriptPath
        let options = BuildOptions(output: site.output.path, incremental: true, previewScript: script)
        func save(_ name: String, _ old: String, _ new: String, proportional: Bool, _ comment: Comment) throws -> BuildSummary {
            try site.edit("content/recipes/\(name).md") { $0.replacingOccurrences(of: old, with: new) }
            let summary = try Pipeline.build(site.site.path, options: options, memo: memo)
            #expect(summary.wrote && memo.lastSaveProportional == proportional, "\(comment): \(memo.lastSaveWhole ?? "in proportion")")
            try site.expectSameAsFreshPreview(comment)
            try site.expectKeptKeysAreFresh(memo, comment)
            return summary
        }
        #expect(try Pipeline.build(site.site.path, options: options, memo: memo).wrote)
        let step = try save("jollof", "1. Stir.", "1. Stir in the tomato base.", proportional: true, "a step")
        // Its page, its three mail files (the HTML, the text, the message), the whole cookbook and its category's.
        #expect(step.rendered == 6, "\(step.changed ?? [])")
        #expect(step.changed?.contains("recipes/jollof/index.html") == true && step.changed?.contains("recipes/jollof/jollof.md") == true)
        #expect(step.changed?.contains("index.html") == false && step.changed?.contains("recipes/index.html") == false)
        #expect(site.page("recipes/jollof/index.html").contains("Stir in the tomato base."))
        // A file saved as it was: nothing to do, and the next save is still placed.
        try site.edit("content/recipes/pie.md") { $0 }
        let same = try Pipeline.build(site.site.path, options: options, memo: memo)
        #expect(same.wrote && same.rendered == 0 && same.changed == [] && memo.lastSaveProportional)
        try site.edit("content/recipes/chai.md") { $0.replacingOccurrences(of: "servings: 2", with: "servings: 4") }
        _ = try save("pie", "1. Stir.", "1. Bake.", proportional: true, "the servings of one and a step of another")
        for (name, old, new, proportional, comment) in [
            ("chai", "title: Masala Chai", "title: Adrak Chai", true, "a title that moves the recipe in the A–Z list"),
            ("pie", "servings: 2", "servings: 2\ntags: [baking]", true, "a tag added"),
            ("pie", "1. Bake.", "1. Bake for an hour.", true, "a step after a tag was added"),
            ("pie", "\ntags: [baking]", "", true, "a tag removed"),
        ] as [(String, String, String, Bool, Comment)] {
            _ = try save(name, old, new, proportional: proportional, comment)
        }
        // What lists show, at the place the recipe had: its page, the lists, and the recipe naming it
        // as related (Masala Chai, retitled Adrak Chai above, shows its card); no other recipe's page.
        for (old, new, comment) in [
            ("servings: 2", "servings: 2\ndescription: Cool and sweet.", "a summary, which the lists show"),
            ("title: Mango Lassi", "title: Mango Lassi Cooler", "a title that keeps its place in title order"),
        ] as [(String, String, Comment)] {
            let listed = try save("lassi", old, new, proportional: true, comment)
            #expect(Set(["recipes/lassi/index.html", "recipes/chai/index.html", "index.html", "recipes/index.html",
                         "categories/drinks/index.html"]).isSubset(of: listed.changed ?? []), "\(comment): \(listed.changed ?? [])")
            #expect(listed.changed?.contains { $0.hasPrefix("recipes/jollof/") || $0.hasPrefix("recipes/pie/") } == false, comment)
        }
        #expect(site.page("recipes/chai/index.html").contains("Cool and sweet.") && site.page("index.html").contains("Mango Lassi Cooler"))
        // A title that moves it among the others: its page, every list (their order), the cookbooks (their numbers).
        let moved = try save("lassi", "title: Mango Lassi Cooler", "title: Banana Lassi", proportional: true, "a title that moves it before another")
        #expect(Set(["recipes/lassi/index.html", "recipes/chai/index.html", "recipes/index.html", "cookbook/index.html"]).isSubset(of: moved.changed ?? []))
        #expect(moved.changed?.contains { $0.hasPrefix("recipes/jollof/") || $0.hasPrefix("recipes/pie/") } == false)
        _ = try save("jollof", "1. Stir in the tomato base.", "1. Stir in the tomato base slowly.", proportional: true,
                     "a step of a recipe the move renumbered")
        _ = try save("pie", "title: Apple Pie", "title: Zucchini Pie", proportional: true, "a title that moves it to the end")
        try site.edit("content/recipes/lassi.md") { $0.replacingOccurrences(of: "servings: 2", with: "servings: [2") }
        #expect(try !Pipeline.build(site.site.path, options: options, memo: memo).wrote)
        _ = try save("lassi", "servings: [2", "servings: 3", proportional: false, "an error fixed")
        _ = try save("lassi", "- 1 tsp honey", "- 2 tsp honey", proportional: true, "an amount after the fix")
        // Its record and parts, saved once the pages are told to reload, describe the site: another
        // process finds nothing to do, and after a step's edit renders the page and the cookbooks
        // holding it, taking their other articles from the parts, into a fresh build's bytes.
        memo.saveRecord()
        #expect(try !site.expectAnotherProcessBuildsFromTheRecord("a step built by another process from the record and parts").parts.isEmpty)
    }

    /// In a preview (`serve`), a save that changes a recipe's category, cuisine or tags is built from
    /// what the last build kept (`RecipeSave`): the catalog grouped again, and only the pages whose
    /// key that changes rendered: the recipe's, its old and new terms' lists and the recipes under
    /// them (whose pages show the terms' counts), the lists of every recipe; a term's first recipe
    /// makes its pages, and an emptied term's pages go (a category's cookbook too), as does a page
    /// of a list paged anew. After each, the preview is what a fresh build writes, byte for byte,
    /// and its record, saved whole, lets another process build from it.
    @Test func aPreviewSaveOfARecipesTermsIsBuiltFromWhatTheLastBuildKept() throws {
        let site = try Site()
        // Two recipes a page: a list of three has a second page.
        try site.edit("recipository.yml") { $0 + "page_size: 2\n" }
        let memo = BuildMemo()
        let options = BuildOptions(output: site.output.path, incremental: true, previewScript: PreviewScripts.scriptPath)
        func save(_ name: String, _ old: String, _ new: String, _ comment: Comment) throws -> Set<String> {
            try site.edit("content/recipes/\(name).md") { $0.replacingOccurrences(of: old, with: new) }
            let summary = try Pipeline.build(site.site.path, options: options, memo: memo)
            #expect(summary.wrote && memo.lastSaveProportional, "\(comment): \(memo.lastSaveWhole ?? "in proportion")")
            try site.expectSameAsFreshPreview(comment)
            try site.expectKeptKeysAreFresh(memo, comment)
            return Set(summary.changed ?? [])
        }
        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: site.output.path + "/" + path) }
        #expect(try Pipeline.build(site.site.path, options: options, memo: memo).wrote)
        #expect(exists("categories/desserts/index.html") && !exists("tags/baking/index.html"))
        // A new tag: its first recipe makes its page.
        var changed = try save("pie", "servings: 2", "servings: 2\ntags: [baking]", "a new tag")
        #expect(exists("tags/baking/index.html") && changed.isSuperset(of: ["tags/baking/index.html", "recipes/pie/index.html"]), "\(changed)")
        #expect(!changed.contains { $0.hasPrefix("recipes/jollof/") || $0.hasPrefix("recipes/lassi/") }, "\(changed)")
        // The same tag on another recipe, and a new one.
        changed = try save("jollof", "servings: 2", "servings: 2\ntags: [baking, rice]", "a tag another recipe has, and a new one")
        #expect(changed.isSuperset(of: ["tags/baking/index.html", "tags/rice/index.html", "recipes/jollof/index.html"]), "\(changed)")
        #expect(!changed.contains { $0.hasPrefix("recipes/chai/") || $0.hasPrefix("recipes/lassi/") }, "\(changed)")
        // A new cuisine, then the same on a second recipe.
        _ = try save("lassi", "servings: 2", "servings: 2\ncuisine: Indian", "a new cuisine")
        _ = try save("chai", "servings: 2", "servings: 2\ncuisine: Indian", "a cuisine another recipe has")
        // A category's third recipe: its list and its cookbook have a second page.
        changed = try save("jollof", "category: Mains", "category: Drinks", "a category with a list paged anew, Mains emptied")
        #expect(exists("categories/drinks/page/2/index.html") && !exists("categories/mains/index.html"), "\(changed)")
        #expect(changed.contains("categories/mains/index.html") && changed.contains("categories/drinks/page/2/index.html"), "\(changed)")
        // Back: the second page goes, the emptied category comes back.
        changed = try save("jollof", "category: Drinks", "category: Mains", "a category back, a page fewer")
        #expect(!exists("categories/drinks/page/2/index.html") && exists("categories/mains/index.html"), "\(changed)")
        _ = try save("pie", "category: Desserts\n", "", "a category taken away (the recipe's category as its folder gives it)")
        _ = try save("pie", "\ntags: [baking]", "", "a tag removed")
        _ = try save("lassi", "1. Stir.", "1. Blend.", "a step after the terms' changes")
        _ = try save("chai", "title: Masala Chai\n", "title: Masala Chai Latte\ntags: [spiced]\n", "a tag and a title that keeps its place")
        _ = try save("pie", "title: Apple Pie\n", "title: Zucchini Pie\ntags: [late]\n", "a new tag and a title that moves it to the end")
        _ = try save("lassi", "1. Blend.", "1. Blend well.", "a step of a recipe the regrouping renumbered")
        memo.saveRecord()
        try site.expectAnotherProcessBuildsFromTheRecord("a step built by another process from the record saved after terms' changes")
    }

    /// A watched preview's saves of recipes' text (`serve`: the watcher names the files saved) read
    /// those files alone, not the others nor the pictures, and change the record on disk in place
    /// (`BuildCache.Change`): after a series of them, in one recipe and in two at once, another
    /// process reads a record that describes the preview file for file (it finds nothing to do) and
    /// parts from which it builds the next step's edit into a fresh build's bytes.
    @Test func aWatchedPreviewsSavesChangeTheRecordInPlace() throws {
        let site = try Site()
        try site.temp.write("site/static/notes.txt", "A note.\n")
        let memo = BuildMemo()
        let options = BuildOptions(output: site.output.path, incremental: true, previewScript: PreviewScripts.scriptPath)
        let recipes = try SiteLayout.locate(site.site.path).content.path + "/recipes/"
        let location = BuildCache.location(site: try SiteLayout.locate(site.site.path).root, output: site.output)
        memo.sourcesChanged(nil)
        #expect(try Pipeline.build(site.site.path, options: options, memo: memo).wrote)
        memo.saveRecord()
        let whole = try Data(contentsOf: location)
        // Each recipe's page and three mail files, the whole cookbook (one page) and its category's.
        for (round, (names, rendered)) in [(["jollof"], 6), (["pie", "chai"], 11), (["jollof"], 6), (["lassi"], 6)].enumerated() {
            for name in names {
                try site.edit("content/recipes/\(name).md") { $0 + "\nSaved in round \(round).\n" }
            }
            memo.sourcesChanged(Set(names.map { recipes + $0 + ".md" }))
            let summary = try Pipeline.build(site.site.path, options: options, memo: memo)
            #expect(summary.wrote && memo.lastSaveProportional && memo.lastRecipesRead == names.count, "round \(round)")
            #expect(summary.rendered == rendered, "round \(round): \(summary.changed ?? [])")
            // Until the change is ended (after the reload), the record on disk is open: no build trusts it.
            #expect(BuildCache.read(location) == nil, "round \(round)")
            memo.saveRecord()
            try site.expectSameAsFreshPreview("round \(round)")
        }
        // The record grew by the changes; read back, it is the preview's.
        let changed = try Data(contentsOf: location)
        #expect(changed.count > whole.count && changed.prefix(whole.count - 3) == whole.prefix(whole.count - 3))
        try site.expectAnotherProcessBuildsFromTheRecord("a step built by another process from the changed record and parts")
    }

    /// A change appended to a record (`BuildCache.Change`) reads back over it: a later line of the
    /// same path or key replaces the earlier one, the diagnostics are replaced whole, the parts
    /// added follow the parts file's bytes, a file gone is removed with its unit. A change opened and not ended (a process that died
    /// between the first file replaced and the change's end) leaves no record; none is made where
    /// there was none.
    @Test func aChangeToTheRecordReadsBackOverIt() throws {
        let temp = try TemporaryFolder()
        let location = temp.path("record.cache")
        #expect(!BuildCache.Change.open(location))
        #expect(!FileManager.default.fileExists(atPath: location.path))
        let identity = BuildCache.Identity(device: 1, inode: 2, size: 3, seconds: 4, nanoseconds: 5)
        var cache = BuildCache(site: "before", recipes: 2, fileCount: 2)
        cache.units = ["a.html": "k1", "b.html": "k2"]
        cache.files = ["a.html": .init(size: 3, hash: 1, identity: identity), "b.html": .init(size: 3, hash: 2, identity: identity)]
        cache.diagnostics = [Diagnostic(.unpublishedFile, "No recipe uses this file.", at: SourceLocation(file: "content/x.txt", line: 1, column: 1))]
        (cache.parts, cache.partsSize) = (["p1": 0..<3], 3)
        try Data(cache.encoded()).write(to: location)
        try Data("abc".utf8).write(to: BuildCache.partsLocation(location))

        #expect(BuildCache.Change.open(location))
        #expect(BuildCache.read(location) == nil)
        let moved = BuildCache.Identity(device: 1, inode: 9, size: 4, seconds: 6, nanoseconds: 7)
        var change = BuildCache.Change(site: "after", diagnostics: [])
        change.units = [("b.html", "k3")]
        change.files = [("b.html", .init(size: 4, hash: 0xbeef, identity: moved))]
        (change.parts, change.partsFrom) = ([("p2", Array("defg".utf8))], 3)
        #expect(change.end(location))
        let read = try #require(BuildCache.read(location))
        #expect(read.site == "after" && read.diagnostics == [] && read.recipes == 2)
        #expect(read.units == ["a.html": "k1", "b.html": "k3"])
        #expect(read.files == ["a.html": cache.files["a.html"]!, "b.html": .init(size: 4, hash: 0xbeef, identity: moved)])
        #expect(read.parts == ["p1": 0..<3, "p2": 3..<7] && read.partsSize == 7)
        #expect(String(decoding: try Data(contentsOf: BuildCache.partsLocation(location)), as: UTF8.self) == "abcdefg")
        #expect(PreviousBuild.parts(of: read, at: location).part("p2") == Array("defg".utf8))

        // A file gone (an emptied term's page) with its unit, and the count of files with it.
        #expect(BuildCache.Change.open(location))
        var removal = BuildCache.Change(site: "fewer")
        (removal.gone, removal.summary) = (["a.html"], (2, 1))
        #expect(removal.end(location))
        let fewer = try #require(BuildCache.read(location))
        #expect(fewer.units == ["b.html": "k3"] && fewer.files.keys.sorted() == ["b.html"] && fewer.fileCount == 1 && fewer.site == "fewer")

        // A change whose parts would not follow the file's bytes is not ended (the file is not as the record says).
        #expect(BuildCache.Change.open(location))
        (change.parts, change.partsFrom) = ([("p3", [1])], 3)
        #expect(!change.end(location))
        #expect(BuildCache.read(location) == nil)
    }

    /// With a watcher's reports (`serve`), a build reads only the files under the paths reported
    /// changed, and takes the others as the last build read them: a change not reported is not
    /// seen (what the watcher is for), a folder reported stands for everything in it, and no
    /// report (events lost) reads every file.
    @Test func aWatchedBuildReadsOnlyTheFilesReportedChanged() throws {
        let site = try Site()
        let memo = BuildMemo()
        let options = BuildOptions(output: site.output.path, incremental: true)
        let layout = try SiteLayout.locate(site.site.path)
        let recipes = layout.content.path + "/recipes"
        let build = { (changed: Set<String>?) in
            memo.sourcesChanged(changed)
            let summary = try Pipeline.build(site.site.path, options: options, memo: memo)
            #expect(summary.wrote, "\(summary.diagnostics)")
        }
        try site.temp.write("site/static/notes.txt", "A note.\n")
        try build(nil)
        #expect(memo.lastRecipesRead == 4)

        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Stir in the tomato base.") }
        try build([recipes + "/jollof.md"])
        #expect(memo.lastRecipesRead == 1)
        #expect(site.page("recipes/jollof/index.html").contains("Stir in the tomato base."))
        try site.expectSameAsFullBuild("after a reported edit")

        // Not reported: the last build's bytes are taken.
        try site.edit("content/recipes/pie.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Roll the pastry.") }
        try site.temp.write("site/static/notes.txt", "A longer note.\n")
        try build([])
        #expect(memo.lastRecipesRead == 0)
        #expect(!site.page("recipes/pie/index.html").contains("Roll the pastry.") && site.page("notes.txt") == "A note.\n")
        // Reported by its folder (a folder renamed or made is reported so): read again.
        try build([recipes, layout.staticFolder.path])
        #expect(memo.lastRecipesRead == 4)
        #expect(site.page("recipes/pie/index.html").contains("Roll the pastry.") && site.page("notes.txt") == "A longer note.\n")
        try site.expectSameAsFullBuild("after a folder was reported")

        // A recipe made, and one renamed: found by the walk, read as new files.
        try site.temp.write("site/content/recipes/toddy.md", Self.recipe("Hot Toddy", category: "Drinks"))
        try FileManager.default.moveItem(atPath: recipes + "/chai.md", toPath: recipes + "/masala-chai.md")
        try build([recipes + "/toddy.md", recipes + "/chai.md", recipes + "/masala-chai.md"])
        #expect(memo.lastRecipesRead == 2)
        try site.expectSameAsFullBuild("after a recipe was made and one renamed")

        // Events lost: every file is read.
        try site.edit("content/recipes/lassi.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Blend with ice.") }
        try build(nil)
        #expect(memo.lastRecipesRead == 5)
        #expect(site.page("recipes/lassi/index.html").contains("Blend with ice."))
        try site.expectSameAsFullBuild("after events were lost")

        // Only files the last walk found reported: its lists are taken, the folders not walked
        // again, so a recipe made and not reported is not found; reported, it is walked for.
        try site.temp.write("site/content/recipes/soup.md", Self.recipe("Pea Soup", category: "Mains"))
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "tomato base.", with: "tomato base slowly.") }
        try build([recipes + "/jollof.md"])
        #expect(memo.lastRecipesRead == 1)
        #expect(site.page("recipes/jollof/index.html").contains("tomato base slowly.") && site.page("recipes/soup/index.html").isEmpty)
        try build([recipes + "/soup.md"])
        #expect(memo.lastRecipesRead == 1)
        #expect(site.page("recipes/soup/index.html").contains("Pea Soup"))
        // A reported file that is gone (removed, or renamed away) is walked for too.
        try FileManager.default.removeItem(atPath: recipes + "/soup.md")
        try build([recipes + "/soup.md"])
        #expect(site.page("recipes/soup/index.html").isEmpty)
        try site.expectSameAsFullBuild("after a listed file, a new one and a removed one were reported")
    }

    /// A file saved again while a build loads may have been read before that save: it is read again
    /// by the next build, though the build that was running had it among its changes (it was lost:
    /// the next build took the first save's bytes, and the preview kept them until another save).
    @Test func aFileSavedAgainWhileABuildLoadsIsReadAgain() throws {
        let site = try Site()
        let memo = BuildMemo()
        let options = BuildOptions(output: site.output.path, incremental: true)
        let jollof = try SiteLayout.locate(site.site.path).content.path + "/recipes/jollof.md"
        memo.sourcesChanged(nil)
        _ = try Pipeline.build(site.site.path, options: options, memo: memo)

        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Stir once.") }
        memo.sourcesChanged([jollof])
        // A build takes what changed and loads: it reads the first save.
        let reuse = memo.sourceReuse
        let loaded = try Pipeline.load(site.site.path, for: options, served: memo.served, reuse: reuse)
        // Saved again, and reported, while that build runs.
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "1. Stir once.", with: "1. Stir twice.") }
        memo.sourcesChanged([jollof])
        memo.read(loaded.files, digests: loaded.previous?.fileDigests)

        memo.sourcesChanged([])
        let summary = try Pipeline.build(site.site.path, options: options, memo: memo)
        #expect(summary.wrote, "\(summary.diagnostics)")
        #expect(memo.lastRecipesRead == 1)
        #expect(site.page("recipes/jollof/index.html").contains("Stir twice."))
        try site.expectSameAsFullBuild("after a file saved twice")
    }

    /// A recipe made moves the recipes after it in a paged list to the next page (and a new last
    /// page appears); deleted, they move back and the last page goes.
    @Test func aRecipeMadeMovesTheNextOnesToTheNextPage() throws {
        let site = try Site()
        try site.temp.write("site/recipository.yml", "title: Our Kitchen\npage_size: 2\n")
        _ = try site.build()
        // Apple Pie, Jollof Rice | Mango Lassi, Masala Chai
        #expect(site.page("recipes/index.html").contains("Jollof Rice"))
        #expect(!site.page("recipes/page/2/index.html").contains("Jollof Rice"))
        #expect(site.page("recipes/page/3/index.html").isEmpty)
        try site.temp.write("site/content/recipes/bread.md", Self.recipe("Banana Bread", category: "Desserts"))
        let made = try site.build()
        // Apple Pie, Banana Bread | Jollof Rice, Mango Lassi | Masala Chai
        #expect(!site.page("recipes/index.html").contains("Jollof Rice"))
        #expect(site.page("recipes/page/2/index.html").contains("Jollof Rice"))
        #expect(site.page("recipes/page/3/index.html").contains("Masala Chai"))
        #expect(try #require(made.changed).contains("recipes/page/3/index.html"))
        try site.expectSameAsFullBuild("after a recipe was made at the top of a paged list")
        try FileManager.default.removeItem(at: site.site.appendingPathComponent("content/recipes/bread.md"))
        _ = try site.build()
        #expect(site.page("recipes/page/2/index.html").contains("Masala Chai"))
        #expect(site.page("recipes/page/3/index.html").isEmpty)
        try site.expectSameAsFullBuild("after it was deleted")
    }

    /// A file of `static/` that becomes a folder, and back: the new tree starts from links to the
    /// last one, where the file (or the folder) is in the way; it is replaced.
    @Test func aFileThatBecomesAFolderAndBackIsBuiltIncrementally() throws {
        let site = try Site()
        try site.temp.write("site/static/notes", "A note.\n")
        _ = try site.build()
        try FileManager.default.removeItem(at: site.site.appendingPathComponent("static/notes"))
        try site.temp.write("site/static/notes/first.txt", "The first note.\n")
        _ = try site.build()
        #expect(site.page("notes/first.txt") == "The first note.\n")
        try site.expectSameAsFullBuild("after a file became a folder")
        try FileManager.default.removeItem(at: site.site.appendingPathComponent("static/notes"))
        try site.temp.write("site/static/notes", "A note again.\n")
        _ = try site.build()
        #expect(site.page("notes") == "A note again.\n")
        try site.expectSameAsFullBuild("after a folder became a file")
    }

    /// The settings, a template and the program itself are in the keys: each renders what it must.
    @Test func aChangedConfigTemplateOrProgramInvalidatesWhatItMust() throws {
        let site = try Site()
        let all = try #require(try site.build().rendered)

        try site.temp.write("site/recipository.yml", "title: Grandma's Kitchen\n")
        #expect(try site.build().rendered == all, "the title is on every page")
        #expect(site.page("recipes/pie/index.html").contains("Grandma&#39;s Kitchen") || site.page("recipes/pie/index.html").contains("Grandma's Kitchen"))
        try site.expectSameAsFullBuild("after the settings changed")

        let theme = try String(contentsOf: BuiltSite.repository.appendingPathComponent("Templates/recipe.mustache"), encoding: .utf8)
        #expect(theme.contains("{{$content}}"))
        try site.temp.write("site/Templates/recipe.mustache",
                            theme.replacingOccurrences(of: "{{$content}}", with: "{{$content}}<p class=\"made-here\">Made in our kitchen</p>"))
        let templated = try site.build()
        // The recipe template is the recipe pages' alone: the four recipes' pages and mail files
        // (three each, rendered with their page) are rendered, the rest kept.
        #expect(templated.rendered == 4 * 4, "\(templated.rendered ?? 0) of \(all)")
        #expect(!(templated.changed ?? []).contains("index.html"))
        for slug in ["lassi", "chai", "jollof", "pie"] { #expect(site.page("recipes/\(slug)/index.html").contains("Made in our kitchen")) }
        try site.expectSameAsFullBuild("after a template was added")
        // A partial is every page's: all are rendered (those whose bytes stay are not written).
        try site.temp.write("site/Templates/partials/site-note.mustache", "<p>note</p>")
        #expect(try site.build().rendered == all)
        try site.expectSameAsFullBuild("after a partial was added")
        try FileManager.default.removeItem(at: site.site.appendingPathComponent("Templates"))
        _ = try site.build()
        #expect(!site.page("recipes/pie/index.html").contains("Made in our kitchen"))
        try site.expectSameAsFullBuild("after the template was removed")

        // Another program: every key differs, so nothing the last program made is kept.
        let options = BuildOptions(output: site.output.path, incremental: true)
        let loaded = try Pipeline.load(site.site.path, for: options)
        let check = Pipeline.validate(loaded, includeDrafts: false)
        let pages = Pipeline.render(Pipeline.plan(check), times: StageTimes()).pages
        let keys = ["build-id aa", "build-id bb"].map {
            BuildFingerprint(loaded.files, layout: loaded.layout, options: options, program: $0, fileDigests: [:])
        }
        #expect(keys[0].site != keys[1].site)
        let units = keys.map { $0.units(pages) }
        #expect(units[0].count == pages.unitCount && zip(units[0], units[1]).allSatisfy { $0 != $1 })
        #expect(keys[0].units(pages) == units[0], "keys are the same for the same inputs")
    }

    /// The cookbooks' articles and the lists' cards are kept beside the record by key: after one
    /// recipe's edit, the whole cookbook and the home page are rendered again from the other
    /// recipes' articles and cards as the last build made them, and the edited recipe's anew; a
    /// recipe made first in the book keeps every other article's key and part (its number is put in
    /// as the page is written); an edit of the article's partial, the settings or another program
    /// gives every article a new key, so none is taken from the last build.
    @Test func theCookbooksArticlesAndCardsAreKeptByTheirKeysAndRenderedWhenTheyChange() async throws {
        let site = try Site()
        let options = BuildOptions(output: site.output.path, incremental: true)
        /// The last build's kept articles, and this build's articles' keys by cookbook page.
        func articleKeys(program: String? = nil) async throws -> (kept: KeptParts, keys: [String: [String]], cards: [String: [String]]) {
            try await OffThread.run {
                let loaded = try Pipeline.load(site.site.path, for: options)
                guard let previous = loaded.previous else { return (KeptParts(), [:], [:]) }
                let check = Pipeline.validate(loaded, includeDrafts: false)
                let pages = Pipeline.render(Pipeline.plan(check), times: StageTimes()).pages
                let keys = BuildFingerprint(loaded.files, layout: loaded.layout, options: options, program: program ?? previous.program,
                                            fileDigests: previous.fileDigests)
                let found = keys.keys(pages)
                return (previous.parts, found.articles, found.cards)
            }
        }
        #expect(try await site.buildOffThread().wrote)
        // Four recipes in the whole cookbook, and each in its category's (Drinks has two).
        let first = try await articleKeys()
        #expect(first.keys["cookbook/index.html"]?.count == 4 && first.keys["cookbook/drinks/index.html"]?.count == 2)
        let all = Set(first.keys.values.joined())
        let cards = Set(first.cards.values.joined())
        #expect(all.count == 8 && Set(first.kept.ranges.keys) == all.union(cards), "every article and card of this build is kept for the next")
        // Cards at each depth of the pages that list recipes: the home page's, the A-Z list's, a term's.
        #expect(first.cards.count == 3 && first.cards.values.allSatisfy { $0.count == 4 })
        // What is kept is each article as it stands in its book, but for its number, put in where
        // the article shows it (`PagePiece`): the same part at any number.
        let book = site.page("cookbook/index.html")
        #expect(try #require(first.keys["cookbook/index.html"]).enumerated().allSatisfy { index, key in
            guard let kept = first.kept.part(key), let piece = PagePiece(kept: kept, filling: Array("\(index + 1)".utf8)) else { return false }
            return piece.runs.count == 2 && book.contains(String(decoding: piece.bytes, as: UTF8.self))
                && !book.contains(String(decoding: PagePiece(kept: kept, filling: Array("\(index + 2)".utf8))!.bytes, as: UTF8.self))
        })

        let partsFile = BuildCache.partsLocation(BuildCache.location(site: try SiteLayout.locate(site.site.path).root, output: site.output))
        func partsFileNow() throws -> (bytes: [UInt8], inode: Int?) {
            ([UInt8](try Data(contentsOf: partsFile)),
             try FileManager.default.attributesOfItem(atPath: partsFile.path)[.systemFileNumber] as? Int)
        }
        let partsBefore = try partsFileNow()
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Stir in the tomato base.") }
        let edited = try await articleKeys()
        // Only Jollof's article has a new key; the book's other three are the last build's.
        #expect(try #require(edited.keys["cookbook/index.html"]).filter { first.kept.ranges[$0] == nil }.count == 1)
        // A step is not on a card: every card is the last build's (a summary would change Jollof's at each depth).
        #expect(edited.cards.values.joined().allSatisfy { first.kept.ranges[$0] != nil })
        #expect(try await site.buildOffThread().wrote)
        #expect(site.page("cookbook/index.html").contains("Stir in the tomato base."))
        // The new article added to the last build's parts file, in place: its parts stay where they were.
        let partsAfter = try partsFileNow()
        #expect(partsAfter.inode == partsBefore.inode && partsAfter.bytes.count > partsBefore.bytes.count
                && partsAfter.bytes.starts(with: partsBefore.bytes), "the parts file appended to, not written anew")
        #expect(try await site.differencesFromFullBuild() == [], "after a step was edited: the whole cookbook from kept articles")
        let kept = try await articleKeys().kept
        #expect(Set(kept.ranges.keys) == Set(edited.keys.values.joined()).union(edited.cards.values.joined()),
                "the record keeps this build's articles and cards, no others")

        // A recipe made first in the book: every other article's number is one more, its key and part the same.
        try site.temp.write("site/content/recipes/cake.md", Self.recipe("Almond Cake", category: "Desserts"))
        let withCake = try await articleKeys()
        let made = try #require(withCake.keys["cookbook/index.html"])
        // In book order: the cake, Apple Pie, Mango Lassi, Masala Chai, Jollof Rice.
        #expect(made.map { kept.ranges[$0] != nil } == [false, true, true, true, true], "the others' articles are the last build's")
        // Its ingredients (milk, honey) are every recipe's, whose counts change: no card shows them.
        #expect(withCake.cards.values.allSatisfy { $0.count == 5 && $0.filter { kept.ranges[$0] == nil }.count == 1 },
                "only the new recipe's cards are new")
        #expect(try await site.buildOffThread().wrote)
        #expect(site.page("cookbook/index.html").contains("<span class=\"recipe-number\">5</span>"))
        #expect(try await site.differencesFromFullBuild() == [], "after a recipe was made before every other in the book")
        try FileManager.default.removeItem(at: site.site.appendingPathComponent("content/recipes/cake.md"))
        #expect(try await site.buildOffThread().wrote)
        #expect(try await site.differencesFromFullBuild() == [], "after it was deleted")

        // The article's partial, the settings, the program: every article's key changes.
        let partial = try String(contentsOf: BuiltSite.repository.appendingPathComponent("Templates/partials/cookbook-recipe.mustache"),
                                 encoding: .utf8)
        try site.temp.write("site/Templates/partials/cookbook-recipe.mustache", partial + "<p class=\"family-note\">From our book</p>\n")
        #expect(try await articleKeys().keys.values.joined().allSatisfy { kept.ranges[$0] == nil })
        #expect(try await site.buildOffThread().wrote)
        #expect(site.page("cookbook/index.html").components(separatedBy: "family-note").count == 5, "each of the four articles")
        #expect(try await site.differencesFromFullBuild() == [], "after the article's partial was edited")

        let beforeSettings = try await articleKeys()
        try site.temp.write("site/recipository.yml", "title: Our Kitchen\nunits: metric\n")
        #expect(try await articleKeys().keys.values.joined().allSatisfy { beforeSettings.kept.ranges[$0] == nil })
        #expect(try await site.buildOffThread().wrote)
        #expect(try await site.differencesFromFullBuild() == [], "after the settings changed the units")

        let now = try await articleKeys()
        #expect(now.keys.values.joined().allSatisfy { now.kept.ranges[$0] != nil })
        #expect(try await articleKeys(program: "build-id another").keys.values.joined().allSatisfy { now.kept.ranges[$0] == nil })
    }

    /// A copied file or picture whose source and settings did not change is kept as the last build
    /// wrote it (not read, compared or decoded), and its copies stay in the picture cache; one whose
    /// bytes changed is made again.
    @Test func copiedFilesAndPicturesAreKeptByTheirSourcesHashes() async throws {
        let site = try Site()
        try site.temp.write("site/static/note.txt", "Wash the rice first.\n")
        func picture(_ red: UInt8) -> Data {
            Data(PNGEncoder.encode(width: 64, height: 48, rgba: (0..<64 * 48).flatMap { _ in [red, 120, 40, 255] }))
        }
        try picture(200).write(to: site.site.appendingPathComponent("static/pie.png"))
        #expect(try await site.buildOffThread().wrote)
        let options = BuildOptions(output: site.output.path, incremental: true)
        /// The copied files and pictures, by origin, that the next build keeps.
        func keptFiles() async throws -> Set<String> {
            try await OffThread.run {
                let loaded = try Pipeline.load(site.site.path, for: options)
                guard let previous = loaded.previous else { return [] }
                let check = Pipeline.validate(loaded, includeDrafts: false)
                let files = Pipeline.plan(check).files.filter { if case .bytes = $0.contents { false } else { true } }
                let keys = BuildFingerprint(loaded.files, layout: loaded.layout, options: options, program: previous.program,
                                            fileDigests: previous.fileDigests)
                let kept = previous.kept(files.map(\.paths), keys: keys.copies(files, fileDigests: previous.fileDigests))
                return Set(kept.keys.map { files[$0].origin })
            }
        }
        let cache = site.site.appendingPathComponent(".recipository/cache/pictures")
        func cachedCopies() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []).filter { PictureCache.isCopyName($0) }.sorted()
        }
        let copies = cachedCopies()
        #expect(!copies.isEmpty)

        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Stir well.") }
        #expect(try await keptFiles() == ["static/note.txt", "static/pie.png"])
        #expect(try await site.buildOffThread().wrote)
        #expect(cachedCopies() == copies, "a picture kept keeps its copies in the picture cache")
        #expect(try await site.differencesFromFullBuild() == [], "after a recipe's edit, the copies kept")

        try site.temp.write("site/static/note.txt", "Wash the rice three times.\n")
        try picture(90).write(to: site.site.appendingPathComponent("static/pie.png"))
        #expect(try await keptFiles().isEmpty)
        let changed = try #require(try await site.buildOffThread().changed)
        #expect(changed.contains("note.txt") && changed.contains("pie.png"), "\(changed)")
        #expect(site.page("note.txt") == "Wash the rice three times.\n")
        #expect(try await site.differencesFromFullBuild() == [], "after the note and the picture changed")
    }

    /// A page changed by hand in the built site is not the one the record describes: it is made again.
    @Test func aFileChangedInTheBuiltSiteIsMadeAgain() throws {
        let site = try Site()
        _ = try site.build()
        try Data("edited by hand\n".utf8).write(to: site.output.appendingPathComponent("recipes/pie/index.html"))
        let again = try site.build()
        #expect(again.rendered ?? 0 > 0 && again.changed == ["recipes/pie/index.html"])
        try site.expectSameAsFullBuild("after a page was edited by hand")
    }

    /// Each recipe's energy per serving for the search index is kept in the record by what it is
    /// made from (its file, what links resolve against, the settings, the program), and an
    /// incremental build takes it from there rather than estimating the recipe again: a record
    /// whose energies were set apart shows them in the index for every recipe but the one edited,
    /// until the settings change (every key with them).
    @Test func eachRecipesEnergyIsKeptInTheRecordByWhatItIsMadeFrom() throws {
        let site = try Site()
        _ = try site.build()
        let location = BuildCache.location(site: try SiteLayout.locate(site.site.path).root, output: site.output)
        var record = try #require(BuildCache.read(location))
        #expect(record.energies.count == 4 && record.energies.values.allSatisfy { $0 != nil && $0 != 4321 })
        record.energies = record.energies.mapValues { _ in 4321 }
        try Data(record.encoded()).write(to: location)
        func energies() throws -> [Int?] {
            let json = try JSONSerialization.jsonObject(with: Data(site.page("search-index.json").utf8)) as? [String: Any]
            return try #require((json?["recipes"] as? [String: Any])?["kcal"] as? [Any]).map { $0 as? Int }
        }
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Stir well.") }
        _ = try site.build()
        #expect(try energies().filter { $0 == 4321 }.count == 3)
        #expect(try energies().filter { $0 != 4321 && $0 != nil }.count == 1)
        #expect(try #require(BuildCache.read(location)).energies.values.filter { $0 == 4321 }.count == 3)
        try site.temp.write("site/recipository.yml", "title: Our Kitchen\npage_size: 30\n")
        _ = try site.build()
        #expect(try !energies().contains(4321))
        try site.expectSameAsFullBuild("after the settings changed")
    }

    /// A build that starts afresh takes each recipe's keys as listed, as shown and of its cards,
    /// and each term's, from the record (`BuildCache.KeyMemo`) where what they are made of holds:
    /// the same model (its energy key), the same terms' entries with their counts, its related
    /// recipes taken too, the same base. Keys poisoned in the record show which were taken (a
    /// poisoned key is carried into the next record; one made again is not); the site is a full
    /// build's bytes after each (a poisoned key only renders a page again). Fails without the
    /// entries' check (the category's move) or the related recipes' (the title).
    @Test func theRecipesAndTermsKeysAreTakenFromTheRecordWhereWhatTheyAreMadeOfHolds() throws {
        let site = try Site()
        _ = try site.build()
        let location = BuildCache.location(site: try SiteLayout.locate(site.site.path).root, output: site.output)
        let first = try #require(BuildCache.read(location)?.keyed)
        #expect(Set(first.recipes.keys.map { $0.split(separator: "/").last.map(String.init) }) == ["lassi.md", "chai.md", "jollof.md", "pie.md"])
        #expect(first.order.count == 4 && first.terms["category\u{0}drinks"] != nil && first.recipes.values.allSatisfy { $0.cards.count == first.depths.count })
        func poison() throws {
            var record = try #require(BuildCache.read(location))
            var keyed = try #require(record.keyed)
            // Each its own (the parts are kept by key): a key renamed, not one key for two cards.
            for (path, recipe) in keyed.recipes {
                var recipe = recipe
                (recipe.listed, recipe.shown) = ("poison listed \(path)", "poison shown \(path)")
                recipe.cards = recipe.cards.indices.map { "poison card \(path) \($0)" }
                keyed.recipes[path] = recipe
            }
            for (name, term) in keyed.terms { keyed.terms[name] = .init(entry: term.entry, key: "poison term \(name)") }
            record.keyed = keyed
            try Data(record.encoded()).write(to: location)
        }
        /// The recipes (by file name) whose keys as listed and as shown were taken, and the terms whose key was.
        func taken() throws -> (listed: Set<String>, shown: Set<String>, terms: Set<String>) {
            let keyed = try #require(BuildCache.read(location)?.keyed)
            let name = { (path: String) in String(path.split(separator: "/").last!.dropLast(3)) }
            let poisoned = { (key: String) in key.hasPrefix("poison") }
            return (Set(keyed.recipes.filter { poisoned($0.value.listed) && $0.value.cards.allSatisfy(poisoned) }.keys.map(name)),
                    Set(keyed.recipes.filter { poisoned($0.value.shown) }.keys.map(name)),
                    Set(keyed.terms.filter { poisoned($0.value.key) }.keys.map { String($0.split(separator: "\u{0}").last!) }))
        }
        // A step: that recipe's keys made; the others', and its category's, which it is alone in, taken.
        try poison()
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Stir well.") }
        _ = try site.build()
        var keys = try taken()
        #expect(keys.listed == ["lassi", "chai", "pie"] && keys.shown == ["lassi", "chai", "pie"])
        #expect(keys.terms == ["drinks", "desserts"], "the ingredients' terms hold jollof too")
        try site.expectSameAsFullBuild("after a step")
        // A category moved: every recipe whose terms' entries changed (Drinks' count) made again.
        try poison()
        try site.edit("content/recipes/pie.md") { $0.replacingOccurrences(of: "category: Desserts", with: "category: Drinks") }
        _ = try site.build()
        keys = try taken()
        #expect(keys.listed == ["jollof"] && keys.shown == ["jollof"] && keys.terms == ["mains"])
        try site.expectSameAsFullBuild("after a category moved")
        // A title: that recipe's keys made, and the shown key of the recipe naming it as related.
        try poison()
        try site.edit("content/recipes/lassi.md") { $0.replacingOccurrences(of: "title: Mango Lassi", with: "title: Sweet Lassi") }
        _ = try site.build()
        keys = try taken()
        #expect(keys.listed == ["chai", "jollof", "pie"] && keys.shown == ["jollof", "pie"])
        try site.expectSameAsFullBuild("after a related recipe's title")
        // The settings changed (the base of every key): nothing taken, every key made.
        try poison()
        try site.temp.write("site/recipository.yml", "title: Our Kitchen\npage_size: 30\n")
        _ = try site.build()
        keys = try taken()
        #expect(keys.listed.isEmpty && keys.shown.isEmpty && keys.terms.isEmpty)
        try site.expectSameAsFullBuild("after the settings changed")
    }

    /// A build that starts afresh keys the search index by what it shows of every recipe
    /// (`BuildFingerprint.searchIndexKey`) and takes the last build's files when the key is the
    /// record's and they are as that build left them: after a step's edit, not after a title's,
    /// an amount's that changes the energy per serving, a file edited by hand in the site, or a
    /// tag's; the site is a full build's bytes after each.
    @Test func theSearchIndexIsTheLastBuildsWhenNothingItShowsChanged() throws {
        let site = try Site()
        #expect(try site.build().searchIndexKept == false, "no key in the record yet")
        #expect(try site.build().searchIndexKept == nil, "unchanged: nothing done")
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Stir well.") }
        #expect(try site.build().searchIndexKept == true, "a step: nothing the index shows")
        try site.expectSameAsFullBuild("after a step")
        let index = site.page("search-index.json")
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "title: Jollof Rice", with: "title: Smoky Jollof Rice") }
        #expect(try site.build().searchIndexKept == false, "a title")
        try site.expectSameAsFullBuild("after a title")
        #expect(site.page("search-index.json") != index)
        let titled = site.page("search-index.json")
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "- 1 cup (240 ml) milk", with: "- 3 cups (720 ml) milk") }
        #expect(try site.build().searchIndexKept == false, "an amount: its energy per serving")
        try site.expectSameAsFullBuild("after an amount")
        #expect(site.page("search-index.json") != titled, "the energy filter's value changed")
        try site.temp.write("public/search-index.json", "{}")
        try site.edit("content/recipes/pie.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Stir again.") }
        #expect(try site.build().searchIndexKept == false, "the index edited in the site by hand")
        try site.expectSameAsFullBuild("after the index was edited by hand")
        try site.edit("content/recipes/pie.md") { $0.replacingOccurrences(of: "category: Desserts", with: "category: Desserts\ntags: [baking]") }
        #expect(try site.build().searchIndexKept == false, "a tag")
        try site.expectSameAsFullBuild("after a tag")
        try site.edit("content/recipes/pie.md") { $0.replacingOccurrences(of: "1. Stir again.", with: "1. Stir once more.") }
        #expect(try site.build().searchIndexKept == true, "a step again")
        try site.expectSameAsFullBuild("after a step again")
    }

    /// Each recipe's model is kept in the build cache (`ModelCache`, beside the record) under a key
    /// of what it is made from: a build that starts afresh parses and models only the recipes whose
    /// key it does not find. A model under this program's key is taken as it is (a title changed in
    /// the file shows on the pages: the build does use it); one of another program, a file with a
    /// byte changed or cut short, is not, and the site is a full build's bytes.
    @Test func eachRecipesModelIsKeptInTheBuildCacheByWhatItIsMadeFrom() throws {
        let site = try Site()
        #expect(try site.build().models.map { [$0.kept, $0.made] } == [0, 4])
        let root = try SiteLayout.locate(site.site.path).root
        let location = ModelCache.location(beside: BuildCache.location(site: root, output: site.output))
        #expect(ModelCache.read(location).count == 4)
        func inode() throws -> Int {
            try #require(FileManager.default.attributesOfItem(atPath: location.path)[.systemFileNumber] as? Int)
        }
        let written = try inode()
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Stir well.") }
        #expect(try site.build().models.map { [$0.kept, $0.made] } == [3, 1])
        try site.expectSameAsFullBuild("after a step, three models from the cache")
        // The new model added at the end of the file, in place; the old one stays until the models
        // no longer kept are more than half as many as those kept, and the file is written whole
        // again without them.
        #expect(ModelCache.read(location).count == 5, "the edited recipe's new model appended, its old one left")
        #expect(try inode() == written, "appended, not written whole")
        var counts: [Int] = []
        for edit in 1...4 {
            try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "1. Stir", with: "1. Stir (\(edit))") }
            #expect(try site.build().models.map { [$0.kept, $0.made] } == [3, 1])
            counts.append(ModelCache.read(location).count)
        }
        #expect(counts == [6, 4, 5, 6], "appended while the old models are at most half the kept ones, then written whole")
        #expect(try inode() != written)
        try site.expectSameAsFullBuild("after five edits of one recipe")

        /// The models of this site's recipes made by `program`, each recipe's title changed, written as the cache.
        func poison(program: String) throws {
            let models = try ModelCacheTests.modelled(site.site, program: program).map { key, _, model in
                var poisoned = model
                poisoned.recipe?.title = "Poisoned " + (model.recipe?.title ?? "")
                return (key, poisoned)
            }
            try Data(ModelCache.encoded(Dictionary(models, uniquingKeysWith: { first, _ in first }))).write(to: location)
        }
        let record = BuildCache.location(site: root, output: site.output)
        try poison(program: ProgramIdentity.read())
        // No record: every page is rendered, from the models the cache holds.
        try FileManager.default.removeItem(at: record)
        #expect(try site.build().models.map { [$0.kept, $0.made] } == [4, 0])
        #expect(site.page("recipes/jollof/index.html").contains("Poisoned Jollof Rice"))

        try poison(program: "build-id of another program")
        try FileManager.default.removeItem(at: record)
        #expect(try site.build().models.map { [$0.kept, $0.made] } == [0, 4])
        try site.expectSameAsFullBuild("after the models of another program")

        let bytes = try [UInt8](Data(contentsOf: location))
        #expect(ModelCache(bytes).count == 4)
        var changed = bytes
        changed[bytes.count / 2] ^= 0x20
        for (broken, what) in [(changed, "a byte changed"), (Array(bytes.prefix(bytes.count - 9)), "cut short"), ([], "empty")] {
            try Data(broken).write(to: location)
            try site.edit("content/recipes/pie.md") { $0.replacingOccurrences(of: "1. Stir", with: "1. Stir, \(what),") }
            #expect(try site.build().models.map { [$0.kept, $0.made] } == [0, 4], "\(what)")
            try site.expectSameAsFullBuild("after a models file \(what)")
            #expect(ModelCache.read(location).count == 4, "\(what): written whole again")
        }
    }

    /// A recipe whose model the build cache keeps is read as listed (`ListedModel`), and its whole
    /// model decoded only when a page or an estimate asks for it (`CachedModels.wholeModels`); a
    /// whole model whose bytes do not read is made again from the recipe's file. Every whole model's
    /// bytes garbled, their listed bytes kept, and a partial edited (every page rendered, every
    /// energy estimated again): the site is a full build's bytes.
    @Test func aKeptModelWhoseWholeBytesDoNotReadIsMadeAgainFromItsFile() throws {
        let site = try Site()
        _ = try site.build()
        let root = try SiteLayout.locate(site.site.path).root
        let location = ModelCache.location(beside: BuildCache.location(site: root, output: site.output))
        var next = ModelCache.Next(last: ModelCache())
        for (key, _, model) in try ModelCacheTests.modelled(site.site, program: ProgramIdentity.read()) {
            var writer = ModelBytesWriter()
            writer.add(model.recipe?.slug)
            writer.nested(ListedModel(model))
            writer.nested(bytes: [UInt8](repeating: 0xFF, count: 12))
            next.made[key] = writer.bytes
        }
        try Data(next.encoded).write(to: location)
        let cache = ModelCache.read(location)
        #expect(cache.count == 4 && next.made.keys.allSatisfy { cache.listedModel($0) != nil && cache.model($0) == nil })
        try site.temp.write("site/Templates/partials/site-note.mustache", "<p>note</p>")
        #expect(try site.build().models.map { [$0.kept, $0.made] } == [4, 0], "every model read as listed")
        try site.expectSameAsFullBuild("every whole model made again from its file")
    }

    /// A recipe made, renamed or deleted changes what links resolve against, but a model and a
    /// page depend on it only through what the model asked (`LinkLookups`): the new recipe alone is
    /// modelled (the other models are read from the cache), and the pages of recipes it does not
    /// reach (another category's, with the same ingredients: a recipe's page shows its category's,
    /// cuisine's and tags' counts, not its ingredients') keep their keys, not rendered.
    @Test func aRecipeMadeRenamedOrDeletedModelsAndRendersOnlyWhatItReaches() throws {
        let site = try Site()
        _ = try site.build()
        let location = BuildCache.location(site: try SiteLayout.locate(site.site.path).root, output: site.output)
        func unitKeys() throws -> [String: String] { try #require(BuildCache.read(location)).units }
        let before = try unitKeys()
        // Its ingredients are every other recipe's: their pages' counts change, which no recipe's page shows.
        try site.temp.write("site/content/recipes/tart.md", Self.recipe("Lemon Tart", category: "Desserts"))
        #expect(try site.build().models.map { [$0.kept, $0.made] } == [4, 1])
        try site.expectSameAsFullBuild("after a recipe was made")
        var after = try unitKeys()
        #expect(after["recipes/jollof/index.html"] == before["recipes/jollof/index.html"], "another category's recipe")
        let milk = try #require(before.keys.first { $0.hasPrefix("ingredients/") && $0.contains("milk") })
        #expect(after[milk] != before[milk], "the ingredient's page lists it")
        // Its category's count changed, which the default theme's recipe page does not show (`TermCounts`).
        #expect(after["recipes/pie/index.html"] == before["recipes/pie/index.html"], "its category's count is not on its page")
        #expect(after["index.html"] != before["index.html"])
        #expect(rename(site.site.appendingPathComponent("content/recipes/tart.md").path,
                       site.site.appendingPathComponent("content/recipes/lemon-tart.md").path) == 0)
        #expect(try site.build().models.map { [$0.kept, $0.made] } == [4, 1])
        try site.expectSameAsFullBuild("after a recipe was renamed")
        try FileManager.default.removeItem(at: site.site.appendingPathComponent("content/recipes/lemon-tart.md"))
        #expect(try site.build().models.map { [$0.kept, $0.made] } == [4, 0])
        try site.expectSameAsFullBuild("after a recipe was deleted")
        after = try unitKeys()
        #expect(after == before, "the site as it was, every key as it was")

        // A theme whose recipe page shows its category's count: the recipes under it are rendered again.
        let template = try String(contentsOf: BuiltSite.repository.appendingPathComponent("Templates/recipe.mustache"), encoding: .utf8)
        let counted = template.replacingOccurrences(of: "{{#category}}\n<p class=\"eyebrow\"><a href=\"{{href}}\">{{name}}</a>",
                                                    with: "{{#category}}\n<p class=\"eyebrow\"><a href=\"{{href}}\">{{name}} ({{count}})</a>")
        #expect(counted != template)
        try site.temp.write("site/Templates/recipe.mustache", counted)
        _ = try site.build()
        let counting = try unitKeys()
        try site.temp.write("site/content/recipes/tart.md", Self.recipe("Lemon Tart", category: "Desserts"))
        _ = try site.build()
        #expect(try unitKeys()["recipes/pie/index.html"] != counting["recipes/pie/index.html"], "its category's count is on its page")
        #expect(site.page("recipes/pie/index.html").contains("Desserts (2)"))
        try site.expectSameAsFullBuild("after a recipe was made, counts shown")
    }

    /// Keys are the files' content, never their dates: an edit that keeps a recipe's size and its
    /// modification time (a tool that restores times, a clock set back) is built all the same.
    @Test func anEditThatKeepsTheFilesSizeAndTimeIsBuilt() throws {
        let site = try Site()
        _ = try site.build()
        let path = site.site.appendingPathComponent("content/recipes/pie.md").path
        var before = stat()
        #expect(stat(path, &before) == 0)
        try site.edit("content/recipes/pie.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Bake.") }
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        var after = stat()
        #expect(stat(path, &after) == 0)
        #expect(after.st_size == before.st_size && after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        let again = try site.build()
        #expect(try #require(again.changed).contains("recipes/pie/index.html"))
        #expect(site.page("recipes/pie/index.html").contains("Bake."))
        try site.expectSameAsFullBuild("after an edit that kept the file's size and time")
    }

    /// Each incremental build keeps the site it replaced (`BuildCache.spare`) and the next starts
    /// from it, made the last site again where the two differ, rather than linking every file; the
    /// site is a full build's bytes after each, a file no build changed keeps its inode throughout,
    /// and whatever the spare cannot be trusted for (gone, the site edited by hand, a preview
    /// written in place) is linked as before.
    @Test func eachBuildStartsFromTheSiteBeforeTheLast() throws {
        let site = try Site()
        let location = BuildCache.location(site: try SiteLayout.locate(site.site.path).root, output: site.output)
        let spare = BuildCache.spareLocation(location).path
        func inode(_ path: String) -> UInt64? {
            var status = stat()
            return lstat(path, &status) == 0 ? UInt64(status.st_ino) : nil
        }
        _ = try site.build()
        // The first build replaced nothing.
        #expect(inode(spare) == nil && BuildCache.read(location)?.spare == nil)
        let untouched = try #require(inode(site.output.path + "/recipes/pie/recipe.eml"))
        try site.edit("content/recipes/jollof.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Stir well.") }
        _ = try site.build()
        let record = try #require(BuildCache.read(location))
        // The spare is the first site; where the two differ is the edited recipe's page, not another recipe's mail.
        #expect(record.spare?.contains("recipes/jollof/index.html") == true && record.spare?.contains("recipes/pie/recipe.eml") == false)
        #expect(inode(spare + "/recipes/pie/recipe.eml") == untouched)
        try site.expectSameAsFullBuild("after the second build")
        // The third build is made in the spare: it is the site now (the same folder), and the second's is the spare.
        for (round, title) in ["Smoky Jollof", "Party Jollof", "Jollof Rice"].enumerated() {
            let before = try #require(inode(spare))
            try site.edit("content/recipes/jollof.md") { $0.replacing(#/title: .*/#, with: "title: \(title)") }
            _ = try site.build()
            #expect(inode(site.output.path) == before, "round \(round)")
            #expect(inode(site.output.path + "/recipes/pie/recipe.eml") == untouched, "round \(round)")
            try site.expectSameAsFullBuild("after title \(round)")
        }
        // A recipe made and deleted: files made and removed, in the spare as in the site.
        try site.makeAndDeleteARecipe()
        try site.temp.write("site/content/recipes/toddy.md", Self.recipe("Hot Toddy", category: "Drinks"))
        _ = try site.build()
        try site.expectSameAsFullBuild("after the recipe was made again")
        // No spare: the site is linked; a page edited by hand: linked, and no spare kept from that site.
        SiteWriter.removeTree(URL(fileURLWithPath: spare))
        try site.edit("content/recipes/pie.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Bake.") }
        _ = try site.build()
        try site.expectSameAsFullBuild("after a build with no spare")
        #expect(inode(spare) != nil)
        try Data("edited by hand\n".utf8).write(to: site.output.appendingPathComponent("recipes/chai/index.html"))
        try site.edit("content/recipes/pie.md") { $0.replacingOccurrences(of: "1. Bake.", with: "1. Bake slowly.") }
        _ = try site.build()
        #expect(inode(spare) == nil && BuildCache.read(location)?.spare == nil)
        try site.expectSameAsFullBuild("after a page was edited by hand")
        // A preview (a process that remembers its site, and writes it in place after) keeps none.
        let memo = BuildMemo()
        _ = try Pipeline.build(site.site.path, options: BuildOptions(output: site.output.path, incremental: true), memo: memo)
        try site.edit("content/recipes/pie.md") { $0.replacingOccurrences(of: "1. Bake slowly.", with: "1. Bake.") }
        _ = try Pipeline.build(site.site.path, options: BuildOptions(output: site.output.path, incremental: true), memo: memo)
        memo.saveRecord()
        #expect(inode(spare) == nil && BuildCache.read(location)?.spare == nil)
        try site.expectSameAsFullBuild("after a process that remembers its site")
    }

    @Test func theRecordReadsBackAsItWasWritten() throws {
        var cache = BuildCache(site: "abc", recipes: 3, fileCount: 9, leftOut: ["content/recipes/bad\tname.md"])
        cache.diagnostics = [Diagnostic(.unpublishedFile, "No recipe uses this file.", at: SourceLocation(file: "content/x.txt", line: 1, column: 1))]
        cache.units = ["index.html": "k1", "recipes/pie/index.html": "k2"]
        let identity = BuildCache.Identity(device: 1, inode: 2, size: 3, seconds: 4, nanoseconds: 5)
        cache.files = ["index.html": .init(size: 3, hash: 0xfeed, identity: identity),
                       "odd %20\nname.txt": .init(size: 3, hash: 1, identity: identity)]
        let temp = try TemporaryFolder()
        let url = temp.path("record.cache")
        try Data(cache.encoded()).write(to: url)
        let read = try #require(BuildCache.read(url))
        #expect(read.site == "abc" && read.recipes == 3 && read.fileCount == 9 && read.leftOut == cache.leftOut)
        #expect(read.units == cache.units && read.files == cache.files && read.diagnostics == cache.diagnostics)
        #expect(read.spare == nil && read.energies.isEmpty)
        // Each recipe's energy by its key, none as `-`.
        var energetic = cache
        energetic.energies = ["k1": 410, "k2": nil, "k3": 0]
        try Data(energetic.encoded()).write(to: url)
        #expect(BuildCache.read(url)?.energies == energetic.energies)
        #expect(String(decoding: energetic.encoded(), as: UTF8.self).split(separator: "\n").contains("energy\tk2\t-"))
        // Where the site differs from the one kept before it, an empty list too; a change made in place forgets it.
        for spare in [["index.html", "odd %20\nname.txt"], []] {
            var kept = cache
            kept.spare = spare
            try Data(kept.encoded()).write(to: url)
            #expect(BuildCache.read(url)?.spare == spare)
            #expect(BuildCache.Change.open(url) && BuildCache.Change(site: "abc").end(url))
            #expect(BuildCache.read(url).map { $0.site == "abc" && $0.spare == nil } == true)
        }
        // The plan's keys (`KeyMemo`), in the order kept, odd paths and entries too; a change made in place forgets them.
        var keyed = cache
        var memo = BuildCache.KeyMemo(base: "base", countsShown: true, depths: ["", "../"])
        memo.recipes = ["content/recipes/odd\t%.md": .init(energy: "e1", terms: [0, 1], listed: "l1", shown: "s1", cards: ["c1", "c2"]),
                        "content/recipes/b.md": .init(energy: "e2", terms: [], listed: "l2", shown: "s2", cards: ["c3", "c4"])]
        memo.order = ["content/recipes/odd\t%.md", "content/recipes/b.md"]
        memo.terms = ["tag\u{0}x": .init(entry: "tag\u{0}X\u{0}x\u{0}2", key: "t1"), "tag\u{0}y\n": .init(entry: "tag\u{0}Y\n\u{0}y\u{0}1", key: "t2")]
        memo.termOrder = ["tag\u{0}x", "tag\u{0}y\n"]
        keyed.keyed = memo
        try Data(keyed.encoded()).write(to: url)
        #expect(BuildCache.read(url)?.keyed == memo)
        #expect(BuildCache.Change.open(url) && BuildCache.Change(site: "abc").end(url))
        #expect(BuildCache.read(url).map { $0.site == "abc" && $0.keyed == nil } == true)
        // A file's line: size, hash in hexadecimal, device, inode, seconds, nanoseconds, path; numbers
        // at their edges (none, the largest, a time before 1970) read back too.
        let edges = BuildCache.Identity(device: UInt64.max, inode: 0, size: 0, seconds: -1, nanoseconds: 999_999_999)
        cache.files["edges.txt"] = .init(size: 0, hash: UInt64.max, identity: edges)
        let lines = String(decoding: cache.encoded(), as: UTF8.self).split(separator: "\n")
        #expect(lines.contains("file\t3\tfeed\t1\t2\t4\t5\tindex.html"))
        #expect(lines.contains("file\t0\tffffffffffffffff\t18446744073709551615\t0\t-1\t999999999\tedges.txt"))
        #expect(lines.contains("file\t3\t1\t1\t2\t4\t5\todd %2520%0Aname.txt"))
        try Data(cache.encoded()).write(to: url)
        #expect(BuildCache.read(url)?.files == cache.files)
        // Cut short (a build killed while writing it): no record at all.
        try Data(cache.encoded().dropLast(10)).write(to: url)
        #expect(BuildCache.read(url) == nil)
        // A number that is not one, or does not fit: no record either.
        for line in ["file\t3\tfeed\t1\t2\t4x\t5\tindex.html", "file\t3\tfeeg\t1\t2\t4\t5\tindex.html",
                     "file\t3\tfeed\t1\t2\t9223372036854775808\t5\tindex.html", "file\t3\t1ffffffffffffffff\t1\t2\t4\t5\tindex.html",
                     "file\t\tfeed\t1\t2\t4\t5\tindex.html", "summary\t-\t9"] {
            try Data((BuildCache.formatLine + "\nsite\tabc\n" + line + "\nend").utf8).write(to: url)
            #expect(BuildCache.read(url) == nil, "\(line)")
        }
        try Data((BuildCache.formatLine + "\nsite\tabc\nfile\t3\tfeed\t1\t2\t-9223372036854775808\t5\tindex.html\nend").utf8).write(to: url)
        #expect(BuildCache.read(url)?.files["index.html"]?.identity.seconds == Int.min)
    }
}
