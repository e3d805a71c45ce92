import Foundation
@testable import RecipositorySite
import TestSupport
import Testing

@Suite(.blocking, .serialized) struct BuildCommandTests {
    @Test func bundledCookbookBuildsAndIsDeterministic() throws {
        let temp = try TemporaryFolder()
        let first = temp.path("first"), second = temp.path("second")
        let a = try Executable.run(["build", "--output", first.path], in: Executable.repository)
        #expect(a.status == 0, "\(a.stderr)")
        #expect(a.stderr.contains("Built 33 recipes"))
        let b = try Executable.run(["build", Executable.repository.path, "--output", second.path, "--quiet"])
        #expect(b.status == 0)
        #expect(b.stderr.isEmpty)
        let treeA = TemporaryFolder.tree(first), treeB = TemporaryFolder.tree(second)
        #expect(treeA.count > 300)
        #expect(treeA.keys.sorted() == treeB.keys.sorted())
        #expect(treeA == treeB, "two builds differ")
        for page in ["index.html", "404.html", "feed.xml", "search-index.json", "recipes/apple-pie/index.html",
                     "categories/desserts/index.html", "cuisines/italian/index.html", "assets/style.css"] {
            #expect(treeA[page] != nil, "missing \(page)")
        }
        #expect(treeA["sitemap.xml"] == nil, "a private site has no sitemap")
        #expect(treeA["robots.txt"].map { String(decoding: $0, as: UTF8.self) }?.hasSuffix("User-agent: *\nDisallow: /\n") == true,
                "a private site asks every crawler to stay away")
    }

    /// `--incremental`: a build of an unchanged site rewrites no file (each keeps its inode and
    /// time), an edit rewrites only the files whose bytes change, and the site is the same bytes
    /// as a full build of the same files.
    @Test func anIncrementalBuildWritesOnlyWhatChanged() throws {
        let temp = try TemporaryFolder()
        let site = temp.path("site"), output = temp.path("public"), full = temp.path("full")
        // Three recipes (a build of the bundled 33, four times over, would take a minute here).
        for name in ["Mango Lassi", "Jollof Rice", "Apple Pie"] {
            let slug = name.lowercased().replacingOccurrences(of: " ", with: "-")
            try temp.write("site/content/recipes/\(slug).md", "---\ntitle: \(name)\nservings: 2\n---\n## Ingredients\n- 1 cup (240 ml) milk\n## Steps\n1. Stir.\n")
        }
        func build() throws {
            let run = try Executable.run(["build", site.path, "--output", output.path, "--quiet", "--incremental"])
            #expect(run.status == 0, "\(run.stderr)")
        }
        func identities() -> [String: [Int]] {
            var found: [String: [Int]] = [:]
            for path in TemporaryFolder.tree(output).keys {
                var status = stat()
                if stat(output.appendingPathComponent(path).path, &status) == 0 {
                    found[path] = [Int(status.st_ino), Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec)]
                }
            }
            return found
        }
        try build()
        let first = identities()
        try build()
        #expect(identities() == first, "an unchanged site rewrote files")

        let recipe = site.appendingPathComponent("content/recipes/mango-lassi.md")
        let text = try String(contentsOf: recipe, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "title: Mango Lassi\n", with: "title: Mango and Cardamom Lassi\n").utf8).write(to: recipe)
        try build()
        let after = identities()
        let rewritten = Set(after.keys.filter { after[$0] != first[$0] })
        #expect(rewritten.contains("recipes/mango-lassi/index.html") && rewritten.contains("index.html") && rewritten.contains("sw.js"))
        #expect(!rewritten.contains("recipes/jollof-rice/index.html") && !rewritten.contains("assets/style.css"))
        #expect(rewritten.count < first.count / 2, "\(rewritten.count) of \(first.count) files rewritten")
        let plain = try Executable.run(["build", site.path, "--output", full.path, "--quiet"])
        #expect(plain.status == 0)
        #expect(TemporaryFolder.tree(output) == TemporaryFolder.tree(full))
    }

    /// A copy of the program that differs from it only in its GNU build id (one byte of the note
    /// changed): the same code, which an incremental build must take for another program.
    static func programWithAnotherBuildID(in folder: URL) throws -> URL {
        let id = try #require(ProgramIdentity.buildID(of: Executable.url.path)?.dropFirst("build-id ".count))
        let idBytes = stride(from: 0, to: id.count, by: 2).map { UInt8(id.dropFirst($0).prefix(2), radix: 16)! }
        var bytes = try [UInt8](Data(contentsOf: Executable.url))
        let note = Array("GNU\0".utf8) + idBytes
        let at = try #require((0...bytes.count - note.count).first { bytes[$0] == note[0] && bytes[$0..<$0 + note.count].elementsEqual(note) })
        bytes[at + note.count - 1] ^= 0xFF
        let copy = folder.appendingPathComponent("recipository-another-build")
        try Data(bytes).write(to: copy)
        #expect(chmod(copy.path, 0o755) == 0)
        #expect(ProgramIdentity.buildID(of: copy.path).map { !$0.isEmpty && $0 != ProgramIdentity.buildID(of: Executable.url.path) } == true)
        return copy
    }

    /// `--incremental` after a seeded series of random edits (a step, a title, a category, a summary),
    /// creations, renames and deletions of recipes, `static/` files and pictures, a template, the cookbook's article partial and the
    /// settings: after each, the site is what a full build of the same files writes, byte for
    /// byte, and an unchanged site renders no page. Each build finds the build cache's models
    /// (`ModelCache`) as the last left them, or with a byte changed, or cut short, or is made by
    /// another program (the same code under another build id), whose keys none of them has.
    @Test(arguments: [UInt64(29), 2026]) func anIncrementalBuildEqualsAFullBuildAfterRandomEdits(seed: UInt64) throws {
        let temp = try TemporaryFolder()
        let site = temp.path("site"), output = temp.path("public")
        let categories = ["Drinks", "Mains", "Desserts"]
        func recipe(_ title: String, _ category: String, related: String? = nil) -> String {
            "---\ntitle: \(title)\ncategory: \(category)\nservings: 2\ntags: [quick]\n" + (related.map { "related: [\($0)]\n" } ?? "")
                + "---\n## Ingredients\n- 1 cup (240 ml) milk\n- 2 eggs\n## Steps\n1. Stir.\n"
        }
        // Lists and cookbooks of more than three recipes are paged: recipes made and deleted move others between pages.
        try temp.write("site/recipository.yml", "title: Our Kitchen\npage_size: 3\n")
        // Lassi stays (the others name it as related, which a missing recipe would make an error); the rest may go.
        var recipes = ["jollof", "pie"]
        try temp.write("site/content/recipes/lassi.md", recipe("Mango Lassi", "Drinks"))
        try temp.write("site/content/recipes/jollof.md", recipe("Jollof Rice", "Mains", related: "lassi"))
        try temp.write("site/content/recipes/pie.md", recipe("Apple Pie", "Desserts"))
        let template = try String(contentsOf: Executable.repository.appendingPathComponent("Templates/listing.mustache"), encoding: .utf8)
        #expect(template.contains("{{$content}}"))
        let article = try String(contentsOf: Executable.repository.appendingPathComponent("Templates/partials/cookbook-recipe.mustache"),
                                 encoding: .utf8)
        func build(_ options: [String], into folder: URL) throws -> String {
            let run = try Executable.run(["build", site.path, "--output", folder.path] + options)
            #expect(run.status == 0, "\(run.stderr)")
            return run.stderr
        }
        var random = SeededGenerator(seed: seed)
        // The build cache's state, drawn apart so the edits stay those of the seed.
        var cacheRandom = SeededGenerator(seed: seed &+ 1)
        var lastByAnother = false
        let anotherProgram = try Self.programWithAnotherBuildID(in: temp.path("."))
        _ = try build(["--incremental"], into: output)
        #expect(try build(["--incremental"], into: output).contains("Incremental: 0 files changed, 0 pages rendered."))
        for step in 0..<12 {
            var done = ""
            switch Int.random(in: 0..<11, using: &random) {
            case 0, 1:
                let name = (recipes + ["lassi"]).randomElement(using: &random)!
                let url = site.appendingPathComponent("content/recipes/\(name).md")
                let text = try String(contentsOf: url, encoding: .utf8)
                // A step (its page and the cookbooks holding it, no list), a title (its place in every
                // list), a category (from one category's pages to another's) or a summary (its card).
                let change = [("1. Stir", "1. Stir, step \(step)"), ("\ntitle: ", "\ntitle: Step \(step) "),
                              ("\ncategory: ", "\ncategory: Step \(step) "),
                              text.contains("\ndescription: ") ? ("\ndescription: ", "\ndescription: Step \(step) ")
                                  : ("\nservings: ", "\ndescription: Summary of step \(step).\nservings: ")].randomElement(using: &random)!
                try Data(text.replacingOccurrences(of: change.0, with: change.1).utf8).write(to: url)
                done = "edited \(name)"
            case 2:
                let name = "made-\(step)"
                try temp.write("site/content/recipes/\(name).md", recipe("Dish \(step)", categories.randomElement(using: &random)!,
                                                                        related: Bool.random(using: &random) ? "lassi" : nil))
                recipes.append(name)
                done = "made \(name)"
            case 3 where !recipes.isEmpty:
                let old = recipes.remove(at: Int.random(in: 0..<recipes.count, using: &random)), new = "renamed-\(step)"
                #expect(rename(site.appendingPathComponent("content/recipes/\(old).md").path,
                               site.appendingPathComponent("content/recipes/\(new).md").path) == 0)
                recipes.append(new)
                done = "renamed \(old)"
            case 4 where !recipes.isEmpty:
                let name = recipes.remove(at: Int.random(in: 0..<recipes.count, using: &random))
                try FileManager.default.removeItem(at: site.appendingPathComponent("content/recipes/\(name).md"))
                done = "deleted \(name)"
            case 5:
                try temp.write("site/static/note-\(step).txt", "Note \(step)\n")
                done = "static file"
            case 8:
                try temp.write("site/static/note.txt", "Note of step \(step)\n")
                done = "a static file's bytes"
            case 9:
                // A small picture, its colour from the step: published in sized copies.
                let red = UInt8(step * 20)
                try FileManager.default.createDirectory(at: site.appendingPathComponent("static"), withIntermediateDirectories: true)
                try Data(PNGEncoder.encode(width: 40, height: 30, rgba: (0..<40 * 30).flatMap { _ in [red, 90, 30, 255] }))
                    .write(to: site.appendingPathComponent("static/photo.png"))
                done = "picture"
            case 10:
                try temp.write("site/Templates/partials/cookbook-recipe.mustache", article + "<p>Step \(step)</p>\n")
                done = "the cookbook's article partial"
            case 6:
                try temp.write("site/Templates/listing.mustache",
                               template.replacingOccurrences(of: "{{$content}}", with: "{{$content}}<p>Step \(step)</p>"))
                done = "template"
            default:
                try temp.write("site/recipository.yml", "title: Kitchen of step \(step)\npage_size: 3\n")
                done = "settings"
            }
            let models = try #require(try FileManager.default.contentsOfDirectory(atPath: site.path + "/.recipository/cache/build")
                .first { $0.hasSuffix(".models") }.map { site.path + "/.recipository/cache/build/" + $0 })
            var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: models)))
            switch Int.random(in: 0..<5, using: &cacheRandom) {
            case 0:
                bytes[Int.random(in: 0..<bytes.count, using: &cacheRandom)] ^= UInt8.random(in: 1...255, using: &cacheRandom)
                try Data(bytes).write(to: URL(fileURLWithPath: models))
                done += ", the models file with a byte changed"
            case 1:
                try Data(bytes.prefix(Int.random(in: 0..<bytes.count, using: &cacheRandom))).write(to: URL(fileURLWithPath: models))
                done += ", the models file cut short"
            case 2:
                done += ", by another program"
            default:
                break
            }
            let arguments = ["build", site.path, "--output", output.path, "--incremental", "--verbose"]
            let byAnother = done.hasSuffix("another program")
            let run = try Tool.run(byAnother ? anotherProgram.path : Executable.url.path, arguments)
            #expect(run.status == 0, "\(run.stderr)")
            // Another program after another program finds its own models, as the program after itself does.
            defer { lastByAnother = byAnother }
            if done.contains(", the models file") || byAnother != lastByAnother {
                #expect(run.stderr.contains("models: 0 recipes read from the build cache"), "step \(step), \(done): \(run.stderr)")
            }
            let full = temp.path("full-\(step)")
            _ = try build([], into: full)
            let built = TemporaryFolder.tree(output), fresh = TemporaryFolder.tree(full)
            #expect(Set(built.keys) == Set(fresh.keys), "step \(step), \(done)")
            let differing = fresh.keys.filter { built[$0] != fresh[$0] }.sorted()
            #expect(differing.isEmpty, "step \(step), \(done): \(differing.prefix(10))")
            try FileManager.default.removeItem(at: full)
        }
        #expect(try build(["--incremental"], into: output).contains("Incremental: 0 files changed, 0 pages rendered."))
    }

    @Test func failingBuildLeavesThePreviousSiteUntouched() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/good.md", "---\ntitle: Good\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n")
        let output = temp.path("out")
        let first = try Executable.run(["build", temp.path("site").path, "-o", output.path])
        #expect(first.status == 0)
        #expect(first.stderr.contains("Built 1 recipe into "), "\(first.stderr)")
        #expect(first.stderr.contains(" 0 warnings, 0 errors, "), "\(first.stderr)")
        let before = TemporaryFolder.tree(output)
        try temp.write("site/content/recipes/bad.md", "---\ntitle: Bad\nrating: 9\n---\n")
        let failed = try Executable.run(["build", temp.path("site").path, "-o", output.path])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("rating-out-of-range"))
        #expect(failed.stderr.contains("Not built: 1 error."), "\(failed.stderr)")
        #expect(failed.stderr.contains("previous site is unchanged"))
        #expect(TemporaryFolder.tree(output) == before)
        // Building anyway leaves the broken recipe out and lists it.
        let anyway = try Executable.run(["build", temp.path("site").path, "-o", output.path, "--build-anyway"])
        #expect(anyway.status == 0)
        #expect(anyway.stderr.contains("Left out because of errors"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("recipes/good/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("recipes/bad/index.html").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: temp.url.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "staging folders left behind: \(leftovers)")
    }

    @Test(arguments: [".", "content", "..", "/", "content/out", "static/site", "Templates/public"])
    func dangerousOutputsAreRefused(_ output: String) throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/good.md", "---\ntitle: Good\n---\n")
        let site = temp.path("site")
        let result = try Executable.run(["build", ".", "--output", output], in: site)
        #expect(result.status == 2)
        #expect(result.stderr.contains("refusing"))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("content/recipes/good.md").path))
    }

    /// A folder a build did not make is never emptied: refused with its name and the way out;
    /// `--force` moves it aside whole (`DIR.previous`, then `DIR.previous-2`), never deletes it.
    @Test func aFolderOfTheUsersOwnIsNeverReplaced() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/good.md", "---\ntitle: Good\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n")
        try temp.write("docs/thesis.txt", "years of work")
        let site = temp.path("site").path, docs = temp.path("docs")
        let refused = try Executable.run(["build", site, "-o", docs.path])
        #expect(refused.status == 2)
        #expect(refused.stderr == "error: \(docs.path): refusing to build here: this folder has files that a build did not make "
            + "(it has no .recipository-site), and building would replace them all. Choose an empty or new folder with --output, "
            + "or add --force to move this folder aside to docs.previous and build here.\n", "\(refused.stderr)")
        #expect(TemporaryFolder.tree(docs) == ["thesis.txt": Data("years of work".utf8)])

        let forced = try Executable.run(["build", site, "-o", docs.path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(String(decoding: HostileInputTests.transcript(forced, temp), as: UTF8.self) == "exit status 0\n--- stdout\n--- stderr\n"
            + "The folder that was at TEMP/docs was moved aside to TEMP/docs.previous; nothing in it was deleted.\n"
            + "Built 1 recipe into TEMP/docs: N files, 0 warnings, 0 errors, T s.\n")
        #expect(TemporaryFolder.tree(temp.path("docs.previous")) == ["thesis.txt": Data("years of work".utf8)])
        #expect(FileManager.default.fileExists(atPath: docs.appendingPathComponent("recipes/good/index.html").path))
        #expect(FileManager.default.fileExists(atPath: docs.appendingPathComponent(".recipository-site").path))

        // The site it made is its own now: rebuilt without --force, and nothing more moved aside.
        #expect(try Executable.run(["build", site, "-o", docs.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: temp.path("docs.previous-2").path))
        // A second folder taken over goes beside the first, which stays.
        try FileManager.default.removeItem(at: docs.appendingPathComponent(".recipository-site"))
        #expect(try Executable.run(["build", site, "-o", docs.path]).status == 2)
        #expect(try Executable.run(["build", site, "-o", docs.path, "--force"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: temp.path("docs.previous-2/recipes/good/index.html").path))
        #expect(TemporaryFolder.tree(temp.path("docs.previous")) == ["thesis.txt": Data("years of work".utf8)])

        // An empty folder is taken as it is.
        try FileManager.default.createDirectory(at: temp.path("empty"), withIntermediateDirectories: true)
        #expect(try Executable.run(["build", site, "-o", temp.path("empty").path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: temp.path("empty.previous").path))
    }

    /// A plain folder of recipes is its own content and gets its site in `public/` inside it: the
    /// next build must not read that site back in (its recipe copies took the recipes' pages).
    @Test func aPlainFolderOfRecipesBuildsAgainAndAgain() throws {
        let temp = try TemporaryFolder()
        try temp.write("recipes/soup.md", "---\ntitle: Soup\n---\n## Ingredients\n- 1 leek\n## Steps\n1. Boil.\n")
        let folder = temp.path("recipes")
        for _ in 1...2 {
            let result = try Executable.run(["build", folder.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("Built 1 recipe into "), "\(result.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("public/recipes/soup/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("public/public").path))
        let checked = try Executable.run(["check", folder.path])
        #expect(checked.stderr.contains("Checked 1 recipe:"), "\(checked.stderr)")
        // Any other folder inside it would be read back: refused.
        #expect(try Executable.run(["build", folder.path, "-o", folder.appendingPathComponent("site").path]).status == 2)
    }

    @Test func twoOutputsForOnePathAreAnError() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/good.md", "---\ntitle: Good\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n")
        try temp.write("site/static/index.html", "<p>my own home page</p>")
        let result = try Executable.run(["build", temp.path("site").path, "-o", temp.path("out").path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("[output-collision]"))
        #expect(result.stderr.contains("static/index.html"))
        #expect(!FileManager.default.fileExists(atPath: temp.path("out").path))
    }

    @Test func basedCookingBuildsWithImagesAndLinks() throws {
        let corpus = Fixtures.basedCooking
        let temp = try TemporaryFolder()
        let result = try Executable.run(["build", corpus.path, "--output", temp.path("out").path])
        #expect(result.status == 0, "\(result.stderr.suffix(2000))")
        let tree = TemporaryFolder.tree(temp.path("out"))
        #expect(tree.keys.filter { $0.hasPrefix("recipes/") && $0.hasSuffix("/index.html") && $0 != "recipes/index.html" }.count == 31)
        #expect(tree["pix/aelplermagronen.webp"] != nil)
        let page = String(decoding: try #require(tree["recipes/aelplermagronen/index.html"]), as: UTF8.self)
        #expect(page.contains("src=\"../../pix/aelplermagronen.webp\""))
        let pasta = tree.keys.first { $0.hasSuffix("/index.html") && String(decoding: tree[$0]!, as: UTF8.self).contains("href=\"../../recipes/pasta/index.html\"") }
        #expect(pasta != nil, "a cross-link to /pasta became a relative link")
    }

    @Test func newAndInitWriteFilesThatBuildAndNeverOverwrite() throws {
        let temp = try TemporaryFolder()
        let site = temp.path("family")
        let initialized = try Executable.run(["init", site.path, "--title", "The Smiths' Kitchen"])
        #expect(initialized.status == 0, "\(initialized.stderr)")
        let again = try Executable.run(["init", site.path])
        #expect(again.status == 2)
        let created = try Executable.run(["new", "Crème Brûlée", "--category", "Desserts", "--site", site.path])
        #expect(created.status == 0)
        let file = site.appendingPathComponent("content/recipes/desserts/creme-brulee.md")
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(try Executable.run(["new", "Crème Brûlée", "--category", "Desserts", "--site", site.path]).status == 2)
        // The same page from another folder would stop the site from building: refused, nothing written.
        let twin = try Executable.run(["new", "Creme brulee", "--site", site.path])
        #expect(twin.status == 2)
        #expect(twin.stderr.contains("already has the page `recipes/creme-brulee/`"), "\(twin.stderr)")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("content/recipes/creme-brulee.md").path))
        let built = try Executable.run(["build", site.path, "--output", temp.path("out").path])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(FileManager.default.fileExists(atPath: temp.path("out/recipes/pancakes/index.html").path))
        #expect(FileManager.default.fileExists(atPath: temp.path("out/recipes/creme-brulee/index.html").path))
    }
}
