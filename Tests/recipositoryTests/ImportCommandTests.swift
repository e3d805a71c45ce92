import Foundation
import TestSupport
import Testing

/// `recipository import`, run as the real binary on the fixture pages and files in
/// `Fixtures/import/`: each written recipe is compared with its golden file and must pass
/// `recipository check` with no error.
@Suite(.blocking, .serialized) struct ImportCommandTests: ImportingTests {
    static let fixtures = Executable.fixtures.appendingPathComponent("import")

    /// One page per shape of schema.org data: a top-level object, an array, an `@graph` with
    /// `@id` references, `mainEntity`, an `ItemList`, several blocks (one broken), entities and
    /// tags inside strings, microdata, a `.json` file; and the three other collections.
    @Test(arguments: [
        ("top-level-object.html", ["classic-banana-bread.md"]),
        ("array.html", ["weeknight-chili.md"]),
        ("graph.html", ["lemon-drizzle-cake.md"]),
        ("main-entity.html", ["shakshuka.md"]),
        ("item-list.html", ["cucumber-salad.md", "tomato-salad.md"]),
        ("several-blocks.html", ["fluffy-pancakes.md"]),
        ("entities.html", ["mom-s-creme-brulee.md"]),
        ("microdata.html", ["grandma-s-scones.md"]),
        ("recipe.json", ["green-lentil-soup.md"]),
        ("chicken-pot-pie.md", ["chicken-pot-pie.md"]),
        ("based-cooking/content/aelplermagronen.md", ["aelplermagronen.md"]),
        ("Easy Pancakes.cook", ["easy-pancakes.md"]),
    ])
    func importsShape(fixture: String, files: [String]) throws {
        let site = try Self.site()
        let run = try Executable.run(["import", Self.fixtures.appendingPathComponent(fixture).path], in: site.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let written = Self.recipes(site)
        #expect(written.keys.sorted() == files)
        for file in files {
            #expect(run.stdout.contains("Wrote content/recipes/\(file) ("))
            try Golden.check(written[file] ?? "", file: Executable.fixtures.appending(path: "golden/import/\(file)"))
        }
        try Self.expectCheckPasses(site)
    }

    @Test(arguments: [
        ("broken.html", "its JSON-LD block is broken JSON"),
        ("no-recipe.html", "no recipe data (no schema.org Recipe in JSON-LD or microdata)"),
        ("not-html.html", "this is not an HTML page"),
    ])
    func sourceWithoutRecipeExitsOne(fixture: String, reason: String) throws {
        let site = try Self.site()
        let run = try Executable.run(["import", Self.fixtures.appendingPathComponent(fixture).path], in: site.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("No recipe in ") && run.stdout.contains(reason), "\(run.stdout)")
        #expect(Self.recipes(site).isEmpty)
    }

    @Test func oneSourceWithoutRecipeMakesTheWholeRunOneButTheOthersAreWritten() throws {
        let site = try Self.site()
        let run = try Executable.run(["import", Self.fixtures.appendingPathComponent("no-recipe.html").path,
                                      Self.fixtures.appendingPathComponent("array.html").path], in: site.url)
        #expect(run.status == 1)
        #expect(Self.recipes(site).keys.sorted() == ["weeknight-chili.md"])
    }

    @Test func missingFileAndNoSourceExitTwo() throws {
        let site = try Self.site()
        let missing = try Executable.run(["import", site.path("nowhere.html").path], in: site.url)
        #expect(missing.status == 2)
        #expect(missing.stdout.contains("there is no file or folder here"))
        let usage = try Executable.run(["import"], in: site.url)
        #expect(usage.status == 2)
        let notASite = try TemporaryFolder("import-nosite")
        let outside = try Executable.run(["import", Self.fixtures.appendingPathComponent("array.html").path], in: notASite.url)
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("--into"))
        #expect(TemporaryFolder.tree(notASite.url).isEmpty)
    }

    @Test func sameSourceIsSkippedUnlessUpdateAndTakenNamesGetANumber() throws {
        let site = try Self.site()
        let page = Self.fixtures.appendingPathComponent("top-level-object.html").path
        // A recipe of the family's own, with the name the import would take.
        try site.write("content/recipes/classic-banana-bread.md", "---\ntitle: Our Banana Bread\n---\n\n## Ingredients\n\n- 3 bananas\n")
        let first = try Executable.run(["import", page], in: site.url)
        #expect(first.status == 0)
        #expect(first.stdout.contains("Wrote content/recipes/classic-banana-bread-2.md (Classic Banana Bread)"))
        #expect(Self.recipes(site)["classic-banana-bread.md"]?.contains("Our Banana Bread") == true)

        try site.write("content/recipes/classic-banana-bread-2.md",
                       (Self.recipes(site)["classic-banana-bread-2.md"] ?? "") + "\nOur own note.\n")
        let again = try Executable.run(["import", page], in: site.url)
        #expect(again.status == 0)
        #expect(again.stdout.contains("Skipped Classic Banana Bread from \(page): already imported as content/recipes/classic-banana-bread-2.md"))
        #expect(Self.recipes(site).count == 2)
        #expect(Self.recipes(site)["classic-banana-bread-2.md"]?.hasSuffix("Our own note.\n") == true)

        // The family changed the imported file: --update keeps it and writes beside it; the new
        // file, still as import wrote it, is the one the next --update rewrites.
        let update = try Executable.run(["import", "--update", page], in: site.url)
        #expect(update.status == 0)
        #expect(update.stdout.contains("Wrote content/recipes/classic-banana-bread-3.md (Classic Banana Bread)"), "\(update.stdout)")
        #expect(update.stdout.contains("  kept content/recipes/classic-banana-bread-2.md as it is: it was changed since it was imported, or written by hand, so --update wrote beside it\n"))
        #expect(Self.recipes(site)["classic-banana-bread-2.md"]?.hasSuffix("Our own note.\n") == true)
        let again2 = try Executable.run(["import", "--update", page], in: site.url)
        #expect(again2.stdout.contains("Updated content/recipes/classic-banana-bread-3.md"), "\(again2.stdout)")
        #expect(Self.recipes(site).count == 3)
        try Self.expectCheckPasses(site)
    }

    @Test func jsonReportListsWhatWasWrittenAndNotImported() throws {
        let site = try Self.site()
        let run = try Executable.run(["import", "--format", "json", "--into", site.path("content/recipes/imported").path,
                                      Self.fixtures.appendingPathComponent("top-level-object.html").path,
                                      Self.fixtures.appendingPathComponent("broken.html").path], in: site.url)
        #expect(run.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(report["status"] as? Int == 1)
        let sources = try #require(report["sources"] as? [[String: Any]])
        #expect(sources.count == 2)
        let written = try #require(sources[0]["written"] as? [[String: Any]])
        #expect(written.first?["file"] as? String == "content/recipes/imported/classic-banana-bread.md")
        #expect(written.first?["not_imported"] as? [String] == ["nutrition servingSize `1 slice`", "aggregateRating"])
        #expect((sources[1]["problem"] as? String)?.contains("broken JSON") == true)
        #expect(Self.recipes(site).keys.sorted() == ["imported/classic-banana-bread.md"])
        try Self.expectCheckPasses(site)
    }

    @Test func folderImportsEveryRecipeFileInIt() throws {
        let site = try Self.site()
        let folder = try TemporaryFolder("import-folder")
        for name in ["chicken-pot-pie.md", "Easy Pancakes.cook", "recipe.json"] {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: folder.path(name))
        }
        let run = try Executable.run(["import", folder.url.path], in: site.url)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(Self.recipes(site).keys.sorted() == ["chicken-pot-pie.md", "easy-pancakes.md", "green-lentil-soup.md"])
    }

    /// The other collections, round-tripped: imported, then read back by `show --format json`
    /// as the family's site will read them.
    @Test(arguments: [
        ("chicken-pot-pie.md", "chicken-pot-pie.md", "Chicken Pot Pie", 9, 5, ["2 pie crusts", "1 lb chicken breast, cubed"]),
        ("based-cooking/content/aelplermagronen.md", "aelplermagronen.md", "Älplermagronen (Alpine macaroni)", 8, 10,
         ["~150g (1/3 lb) bacon cubes", "3 onions (medium size)"]),
        ("Easy Pancakes.cook", "easy-pancakes.md", "Easy Pancakes", 5, 6, ["3 eggs", "125 g plain flour"]),
    ])
    func collectionRoundTrip(fixture: String, file: String, title: String, ingredients: Int, steps: Int, firstLines: [String]) throws {
        let site = try Self.site()
        let run = try Executable.run(["import", Self.fixtures.appendingPathComponent(fixture).path], in: site.url)
        #expect(run.status == 0)
        let show = try Executable.run(["show", "--format", "json", site.path("content/recipes/\(file)").path])
        #expect(show.status == 0, "\(show.stderr)")
        let recipe = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        #expect(recipe["title"] as? String == title)
        let groups = try #require(recipe["ingredient_groups"] as? [[String: Any]])
        let lines = groups.flatMap { ($0["ingredients"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } }
        #expect(lines.count == ingredients)
        #expect(Array(lines.prefix(2)) == firstLines)
        let sections = try #require(recipe["step_sections"] as? [[String: Any]])
        #expect(sections.reduce(0) { $0 + (($1["steps"] as? [String])?.count ?? 0) } == steps)
    }

    @Test func cooklangKeepsItsMetadataSectionsAndNotes() throws {
        let site = try Self.site()
        _ = try Executable.run(["import", Self.fixtures.appendingPathComponent("Easy Pancakes.cook").path], in: site.url)
        let show = try Executable.run(["show", "--format", "json", site.path("content/recipes/easy-pancakes.md").path])
        let recipe = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        #expect(recipe["source"] as? String == "https://cooklang.example.org/easy-pancakes")
        #expect(recipe["tags"] as? [String] == ["breakfast", "sweet"])
        #expect((recipe["times"] as? [String: Any])?["prep"] as? Int == 10)
        let sections = try #require(recipe["step_sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == [nil, "Cooking"])
        let steps = sections.flatMap { $0["steps"] as? [String] ?? [] }
        #expect(steps[1] == "Pour into a bowl and leave to stand for 15 minutes.")
        #expect(!steps.joined().contains("@") && !steps.joined().contains("~{") && !steps.joined().contains("check the edges"))
        let free = try #require(recipe["sections"] as? [[String: Any]])
        #expect(free.map { $0["title"] as? String } == ["Equipment", "Notes"])
    }

    /// based.cooking links its recipes to each other (`[cooking the pasta](/pasta)`): imported
    /// alone, the link would reach nothing, so it becomes its words and is listed; imported with
    /// the recipe it names, it stays a link. Each file keeps its name, so such links still work.
    @Test func linksToRecipesNotComingAlongBecomeText() throws {
        let alone = try Self.site()
        let single = try Executable.run(["import", Self.fixtures.appendingPathComponent("based-cooking/content/aglio-e-olio.md").path], in: alone.url)
        #expect(single.status == 0)
        #expect(single.stdout.contains("not imported: link to `/pasta` (not in this collection)"), "\(single.stdout)")
        #expect(Self.recipes(alone)["aglio-e-olio.md"]?.contains("start cooking the pasta.") == true)
        try Self.expectCheckPasses(alone)

        let together = try Self.site()
        let folder = try Executable.run(["import", Self.fixtures.appendingPathComponent("based-cooking/content").path], in: together.url)
        #expect(folder.status == 0)
        #expect(Self.recipes(together).keys.sorted() == ["aelplermagronen.md", "aglio-e-olio.md", "pasta.md"])
        #expect(Self.recipes(together)["aglio-e-olio.md"]?.contains("start [cooking the pasta](/pasta).") == true)
        try Self.expectCheckPasses(together)
    }

    /// Chowdown keeps its pictures in `images/`: `--images` copies the recipe's into `static/images/`.
    @Test func collectionPictureIsCopiedWithImages() throws {
        let site = try Self.site()
        let run = try Executable.run(["import", "--images", Self.fixtures.appendingPathComponent("chicken-pot-pie.md").path], in: site.url)
        #expect(run.status == 0)
        #expect(Self.recipes(site)["chicken-pot-pie.md"]?.contains("image: /images/chicken-pot-pie.png\n") == true)
        #expect(FileManager.default.contents(atPath: site.path("static/images/chicken-pot-pie.png").path)
                == FileManager.default.contents(atPath: Self.fixtures.appendingPathComponent("images/chicken-pot-pie.png").path))
        #expect(!run.stdout.contains(" picture"))
        try Self.expectCheckPasses(site)
    }

    /// A based.cooking body's own pictures (`/pix/x.webp`) are listed, or copied to the same
    /// path under `static/` with `--images`, so the text needs no change and the picture shows.
    @Test func bodyPicturesAreCopiedWithImages() throws {
        let source = Self.fixtures.appendingPathComponent("based-cooking/content/aelplermagronen.md").path
        let without = try Self.site()
        let listed = try Executable.run(["import", source], in: without.url)
        #expect(listed.stdout.contains("not imported: 1 picture in the text (use --images to copy)"), "\(listed.stdout)")

        let site = try Self.site()
        let run = try Executable.run(["import", "--images", source], in: site.url)
        #expect(run.status == 0)
        #expect(!run.stdout.contains(" picture"), "\(run.stdout)")
        #expect(FileManager.default.contents(atPath: site.path("static/pix/aelplermagronen.webp").path)
                == FileManager.default.contents(atPath: Self.fixtures.appendingPathComponent("based-cooking/static/pix/aelplermagronen.webp").path))
        let check = try Executable.run(["check", site.url.path])
        #expect(check.status == 0)
        #expect(!(check.stdout + check.stderr).contains("missing-body-image"), "\(check.stdout)\(check.stderr)")
    }

    @Test func aVeryLongTitleGivesAShortFileName() throws {
        let site = try Self.site()
        let title = Array(repeating: "Grandmother's Famous Sunday", count: 10).joined(separator: " ")
        try site.write("page.html", "<html><script type=\"application/ld+json\">{\"@type\": \"Recipe\", \"name\": \"\(title)\"}</script></html>")
        let run = try Executable.run(["import", site.path("page.html").path], in: site.url)
        #expect(run.status == 0)
        let file = try #require(Self.recipes(site).keys.first)
        #expect(file.hasPrefix("grandmother-s-famous-sunday-") && file.count <= 83 && !file.contains("--"), "\(file)")
        #expect(Self.recipes(site)[file]?.contains("title: \(title)\n") == true)
        try Self.expectCheckPasses(site)
    }
}
