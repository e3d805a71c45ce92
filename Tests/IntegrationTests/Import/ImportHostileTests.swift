import Foundation
import TestSupport
import Testing

/// `import` against collections and web pages made to hurt (issue 23): each case runs the real
/// binary, asserts the exact sentence it prints, and that nothing changed outside what the
/// import may write (the recipes folder, `static/images/`, the ledger). Pages are served by a real
/// HTTP server on loopback. Time limits bound the hazard (a hang), they measure nothing.
@Suite(.blocking, .serialized) struct ImportHostileTests {
    /// A secret of the machine's that a hostile collection tries to publish.
    static let secret = "-----BEGIN OPENSSH PRIVATE KEY-----\nnot for the web\n"

    /// Every file below `folder` (links as `-> target`), to compare before and after.
    static func snapshot(_ folder: URL) -> [String: String] {
        var files: [String: String] = [:]
        let base = folder.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        for case let relative as String in walker {
            let path = base + relative
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                files[relative] = "-> " + target
            } else if let bytes = FileManager.default.contents(atPath: path) {
                files[relative] = String(decoding: bytes, as: UTF8.self)
            } else {
                files[relative] = "(folder)"
            }
        }
        return files
    }

    /// A site, a collection beside it and a secret file outside both.
    struct World {
        let temp: TemporaryFolder
        var site: URL { temp.path("site") }
        var collection: URL { temp.path("collection") }
        var secretFile: URL { temp.path("home/.ssh/id_rsa") }

        init() throws {
            temp = try TemporaryFolder("import-hostile")
            try FileManager.default.createDirectory(at: temp.path("site/content/recipes"), withIntermediateDirectories: true)
            try temp.write("home/.ssh/id_rsa", ImportHostileTests.secret)
        }

        func write(_ relative: String, _ text: String) throws { try temp.write("collection/" + relative, text) }

        func importing(_ arguments: [String]) throws -> Executable.Output {
            try Executable.run(["import"] + arguments, in: site)
        }

        /// The site's files other than the imported recipes and the ledger.
        func siteOutsideRecipes() -> [String: String] {
            ImportHostileTests.snapshot(site).filter { path, _ in
                !(path == "content" || path.hasPrefix("content/recipes") || path.hasPrefix(".recipository"))
            }
        }

        func recipe(_ name: String) -> String? {
            FileManager.default.contents(atPath: site.appendingPathComponent("content/recipes/" + name).path).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    static let recipeBody = "\n## Ingredients\n\n- 1 egg\n\n## Steps\n\n1. Boil the egg.\n"

    // MARK: 1. Files of the machine are never published

    /// Chowdown, Hugo and Cooklang picture paths that lead out of the collection, in every
    /// spelling: each is refused by name, and `static/` gets nothing.
    @Test(.timeLimit(.minutes(1)), arguments: [
        ("../../../../../../../../etc/passwd", "a path that leaves the collection"),
        ("..%2F..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd", "a path that leaves the collection"),
        ("%2e%2e/%2e%2e/home/.ssh/id_rsa", "a path that leaves the collection"),
        ("~/.ssh/id_rsa", "a path in a home folder, outside the collection"),
        ("file:///etc/passwd", "not a path of the collection"),
    ])
    func frontMatterPictureOutsideTheCollectionIsRefused(path: String, reason: String) throws {
        let world = try World()
        try world.write("soup.md", "---\ntitle: Soup\nimage: \"\(path)\"\n---\n" + Self.recipeBody)
        try world.write("stew.cook", ">> title: Stew\n>> image: \(path)\nBoil @egg{1}.\n")
        let run = try world.importing(["--images", world.collection.path])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("Wrote content/recipes/soup.md (Soup) from \(world.collection.path)/soup.md\n  not imported: picture `\(path)` (\(reason))\n"), "\(run.stdout)")
        #expect(run.stdout.contains("Wrote content/recipes/stew.md (Stew) from \(world.collection.path)/stew.cook\n  not imported: picture `\(path)` (\(reason))\n"), "\(run.stdout)")
        #expect(world.siteOutsideRecipes().isEmpty)
        #expect(world.recipe("soup.md")?.contains("image:") == false)
    }

    /// An absolute path is the collection's own top, as a web path is: `/etc/passwd` is looked for
    /// inside the collection, never at the machine's root.
    @Test(.timeLimit(.minutes(1))) func absolutePictureIsLookedForInsideTheCollection() throws {
        let world = try World()
        try world.write("soup.md", "---\ntitle: Soup\nimage: /etc/passwd\n---\n" + Self.recipeBody)
        let run = try world.importing(["--images", world.collection.appendingPathComponent("soup.md").path])
        #expect(run.stdout.contains("  not imported: picture `/etc/passwd` (not found beside the source)\n"), "\(run.stdout)")
        #expect(world.siteOutsideRecipes().isEmpty)
    }

    /// A symbolic link inside the collection could lead anywhere: pictures are never read through one.
    @Test(.timeLimit(.minutes(1))) func pictureThroughASymbolicLinkIsRefused() throws {
        let world = try World()
        try world.write("content/key.md", "---\ntitle: Key Pie\n---\n" + Self.recipeBody + "\n![the pie](/pix/key.webp)\n")
        try world.write("content/folder.md", "---\ntitle: Folder Pie\n---\n" + Self.recipeBody + "\n![the pie](/keys/id_rsa)\n")
        try world.write("content/soup.md", "---\ntitle: Soup\nimage: soup.jpg\n---\n" + Self.recipeBody)
        try FileManager.default.createDirectory(at: world.collection.appendingPathComponent("static/pix"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: world.collection.appendingPathComponent("static/pix/key.webp").path, withDestinationPath: world.secretFile.path)
        try FileManager.default.createSymbolicLink(atPath: world.collection.appendingPathComponent("static/keys").path,
                                                   withDestinationPath: world.secretFile.deletingLastPathComponent().path)
        try FileManager.default.createSymbolicLink(atPath: world.collection.appendingPathComponent("content/soup.jpg").path, withDestinationPath: world.secretFile.path)
        let run = try world.importing(["--images", world.collection.appendingPathComponent("content").path])
        let link = "a symbolic link, which could lead anywhere on this computer: not copied"
        #expect(run.stdout.contains("  not imported: picture `/pix/key.webp` (\(link))\n"), "\(run.stdout)")
        #expect(run.stdout.contains("  not imported: picture `/keys/id_rsa` (\(link))\n"), "\(run.stdout)")
        #expect(run.stdout.contains("  not imported: picture `soup.jpg` (\(link))\n"), "\(run.stdout)")
        #expect(world.siteOutsideRecipes().isEmpty)
    }

    /// A recipe file in a collection that is a link (to a key, say) would become a recipe's text,
    /// published by the next build: it is not read. Nor is a named pipe, which would wait for ever.
    @Test(.timeLimit(.minutes(1))) func recipeFileThroughALinkOrAPipeIsNotRead() throws {
        let world = try World()
        try world.write("soup.md", "---\ntitle: Soup\n---\n" + Self.recipeBody)
        try FileManager.default.createSymbolicLink(atPath: world.collection.appendingPathComponent("key.md").path, withDestinationPath: world.secretFile.path)
        #expect(mkfifo(world.collection.appendingPathComponent("pipe.cook").path, 0o644) == 0)
        let run = try world.importing([world.collection.path])
        #expect(run.status == 1, "\(run.stdout)")
        #expect(run.stdout == """
            No recipe in \(world.collection.path)/key.md: a symbolic link, which could lead anywhere on this computer: not read
            No recipe in \(world.collection.path)/pipe.cook: a named pipe, socket or device, not a file: not read
            Wrote content/recipes/soup.md (Soup) from \(world.collection.path)/soup.md
            1 recipe written.

            """)
        #expect(TemporaryFolder.tree(world.site.appendingPathComponent("content/recipes")).keys.sorted() == ["soup.md"])
    }

    /// What is copied must be a picture by its bytes, whatever its name says.
    @Test(.timeLimit(.minutes(1))) func fileThatIsNotAPictureIsNotCopied() throws {
        let world = try World()
        try world.write("soup.md", "---\ntitle: Soup\nimage: soup.jpg\n---\n" + Self.recipeBody)
        try world.write("images/soup.jpg", Self.secret)
        let run = try world.importing(["--images", world.collection.appendingPathComponent("soup.md").path])
        #expect(run.stdout.contains("  not imported: picture `soup.jpg` (not a picture: its bytes are no JPEG, PNG, GIF or WebP)\n"), "\(run.stdout)")
        #expect(world.siteOutsideRecipes().isEmpty)
    }

    /// A page's picture is saved only when its bytes are a picture, named for what they are; an
    /// SVG drawing (which can run a script on the site's origin) is never brought in, whatever
    /// the address or the server's type says.
    @Test(.timeLimit(.minutes(1))) func webPictureMustBeABitmapByItsBytes() throws {
        let world = try World()
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><script>localStorage.clear()</script></svg>"
        try world.write("web/drawing.png", svg)
        try world.write("web/drawing.svg", svg)
        try world.write("web/text.jpg", "just words")
        try world.write("web/real.gif", "GIF89a\u{1}\0\u{1}\0\0\0\0;")
        let server = try LocalWebServer(serving: world.collection.appendingPathComponent("web"))
        for (page, picture) in [("a.html", "drawing.png"), ("b.html", "drawing.svg"), ("c.html", "text.jpg"), ("d.html", "real.gif")] {
            try world.write("web/\(page)", Self.page(title: "Pie \(page.prefix(1))", image: server.url(picture)))
        }
        let run = try world.importing(["--images"] + ["a.html", "b.html", "c.html", "d.html"].map(server.url))
        #expect(run.status == 0, "\(run.stdout)")
        let drawing = "an SVG drawing, which can hold scripts: only JPEG, PNG, GIF and WebP pictures are brought in"
        #expect(run.stdout.contains("  not imported: picture \(server.url("drawing.png")) (\(drawing))\n"), "\(run.stdout)")
        #expect(run.stdout.contains("  not imported: picture \(server.url("drawing.svg")) (\(drawing))\n"), "\(run.stdout)")
        #expect(run.stdout.contains("  not imported: picture \(server.url("text.jpg")) (not a picture: its bytes are no JPEG, PNG, GIF or WebP)\n"), "\(run.stdout)")
        #expect(world.siteOutsideRecipes().keys.sorted() == ["static", "static/images", "static/images/pie-d.gif"])
        #expect(world.recipe("pie-d.md")?.contains("image: /images/pie-d.gif\n") == true)
    }

    /// A broken link where the picture would go is a name taken: the picture gets a number and is
    /// never written through the link.
    @Test(.timeLimit(.minutes(1))) func pictureNameTakenByALinkGetsANumber() throws {
        let world = try World()
        try world.write("soup.md", "---\ntitle: Soup\nimage: soup.gif\n---\n" + Self.recipeBody)
        try world.write("soup.gif", "GIF89a\u{1}\0\u{1}\0\0\0\0;")
        try FileManager.default.createDirectory(at: world.site.appendingPathComponent("static/images"), withIntermediateDirectories: true)
        let outside = world.temp.path("outside.gif").path
        try FileManager.default.createSymbolicLink(atPath: world.site.appendingPathComponent("static/images/soup.gif").path, withDestinationPath: outside)
        let run = try world.importing(["--images", world.collection.appendingPathComponent("soup.md").path])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(world.recipe("soup.md")?.contains("image: /images/soup-2.gif\n") == true)
        #expect(!FileManager.default.fileExists(atPath: outside))
    }

    /// A `static/images` that is a link (here to nothing) is refused in one sentence, not a system error.
    @Test(.timeLimit(.minutes(1))) func linkedImagesFolderIsRefusedInWords() throws {
        let world = try World()
        try world.write("soup.md", "---\ntitle: Soup\nimage: soup.gif\n---\n" + Self.recipeBody)
        try world.write("soup.gif", "GIF89a\u{1}\0\u{1}\0\0\0\0;")
        try FileManager.default.createDirectory(at: world.site.appendingPathComponent("static"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: world.site.appendingPathComponent("static/images").path, withDestinationPath: world.temp.path("gone").path)
        let run = try world.importing(["--images", world.collection.appendingPathComponent("soup.md").path])
        #expect(run.status == 2)
        #expect(run.stdout == "error: \(world.collection.path)/soup.md: static/images is a symbolic link; pictures are saved only in a real folder of the site\n0 recipes written.\n", "\(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: world.temp.path("gone").path))
    }

    static func page(title: String, image: String? = nil, head: String = "", extra: String = "") -> String {
        let picture = image.map { ", \"image\": \"\($0)\"" } ?? ""
        return """
            <!DOCTYPE html><html><head><title>\(title)</title>\(head)
            <script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe", "name": "\(title)"\(picture)\(extra),
            "recipeIngredient": ["1 egg"], "recipeInstructions": ["Boil the egg."]}</script></head><body></body></html>
            """
    }

    // MARK: 2. A recipe of the family's is never overwritten

    /// A page whose canonical link names a hand-written recipe's source is a new recipe from the
    /// page's own address: `--update` never touches the family's file.
    @Test(.timeLimit(.minutes(1))) func canonicalLinkCannotReplaceAFamilyRecipe() throws {
        let world = try World()
        let server = try LocalWebServer(serving: world.collection)
        let grandma = "---\ntitle: Grandma's Pie\nsource: \(server.url("grandmas-pie.html"))\n---\n\nOur notes, forty years of them.\n" + Self.recipeBody
        try world.temp.write("site/content/recipes/grandmas-pie.md", grandma)
        try world.write("evil.html", Self.page(title: "Evil Replacement", head: "<link rel=\"canonical\" href=\"\(server.url("grandmas-pie.html"))\">"))
        let run = try world.importing(["--update", server.url("evil.html")])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout == "Wrote content/recipes/evil-replacement.md (Evil Replacement) from \(server.url("evil.html"))\n1 recipe written.\n")
        #expect(world.recipe("grandmas-pie.md") == grandma)
        #expect(world.recipe("evil-replacement.md")?.contains("source: \(server.url("evil.html"))\n") == true)
    }

    /// The address fetched is compared normalised: a fragment, the scheme's or host's case and the
    /// default port make no new recipe.
    @Test(.timeLimit(.minutes(1))) func sameAddressWrittenDifferentlyIsAlreadyImported() throws {
        let world = try World()
        let server = try LocalWebServer(serving: world.collection)
        try world.write("pie.html", Self.page(title: "Pie"))
        let first = try world.importing([server.url("pie.html") + "#recipe"])
        #expect(first.stdout == "Wrote content/recipes/pie.md (Pie) from \(server.url("pie.html"))#recipe\n1 recipe written.\n")
        #expect(world.recipe("pie.md")?.contains("source: \(server.url("pie.html"))\n") == true)
        for address in ["HTTP://127.0.0.1:\(server.port)/pie.html", server.url("pie.html") + "#comments"] {
            let again = try world.importing([address])
            #expect(again.stdout == "Skipped Pie from \(address): already imported as content/recipes/pie.md (--update rewrites it)\n0 recipes written, 1 already imported.\n")
        }
    }

    /// `--update` rewrites a file only while it is what import wrote (the ledger's hash); once
    /// the family changed it, it is kept and the new text goes beside it, said in the report.
    @Test(.timeLimit(.minutes(1))) func updateNeverRewritesAChangedFile() throws {
        let world = try World()
        let server = try LocalWebServer(serving: world.collection)
        try world.write("pie.html", Self.page(title: "Pie"))
        _ = try world.importing([server.url("pie.html")])
        let ledger = try #require(FileManager.default.contents(atPath: world.site.appendingPathComponent(".recipository/imported.json").path))
        #expect(String(decoding: ledger, as: UTF8.self).hasPrefix("{\n  \"files\": {\n    \"content/recipes/pie.md\": \""))

        try world.write("pie.html", Self.page(title: "Pie", extra: ", \"recipeYield\": \"4\""))
        let unchanged = try world.importing(["--update", server.url("pie.html")])
        #expect(unchanged.stdout == "Updated content/recipes/pie.md (Pie) from \(server.url("pie.html"))\n1 recipe written.\n")
        #expect(world.recipe("pie.md")?.contains("servings: 4\n") == true)

        let changed = (world.recipe("pie.md") ?? "") + "\nOur own note.\n"
        try world.temp.write("site/content/recipes/pie.md", changed)
        let update = try world.importing(["--update", server.url("pie.html")])
        #expect(update.stdout == """
            Wrote content/recipes/pie-2.md (Pie) from \(server.url("pie.html"))
              kept content/recipes/pie.md as it is: it was changed since it was imported, or written by hand, so --update wrote beside it
            1 recipe written.

            """)
        #expect(world.recipe("pie.md") == changed)
        #expect(world.recipe("pie-2.md")?.contains("source: \(server.url("pie.html"))\n") == true)
        // The copy import wrote is the one a later update rewrites.
        let later = try world.importing(["--update", server.url("pie.html")])
        #expect(later.stdout == "Updated content/recipes/pie-2.md (Pie) from \(server.url("pie.html"))\n1 recipe written.\n")
        #expect(world.recipe("pie.md") == changed)
    }

    // MARK: 3, 4 and 5. Graphs that loop, explode or flood; files check would refuse

    static func graphPage(_ graph: [[String: Any]]) throws -> String {
        let json = try JSONSerialization.data(withJSONObject: ["@context": "https://schema.org", "@graph": graph], options: [.sortedKeys])
        return "<!DOCTYPE html><html><head><title>t</title><script type=\"application/ld+json\">"
            + String(decoding: json, as: UTF8.self) + "</script></head><body></body></html>"
    }

    static var recipeNode: [String: Any] { ["@type": "Recipe", "name": "Loop", "recipeIngredient": ["1 egg"], "recipeInstructions": [["@id": "#s0"]]] }

    /// A section that lists itself once overflowed the stack (exit 139); so did 20,000 sections in
    /// a chain. Each section is read once, and no deeper than the walk's bound.
    @Test(.timeLimit(.minutes(1))) func sectionGraphsThatLoopOrRunDeepAreReadOnce() throws {
        let world = try World()
        let loop: [[String: Any]] = [Self.recipeNode, ["@id": "#s0", "@type": "HowToSection", "name": "Boiling",
                                                      "itemListElement": [["@id": "#s0"], ["@type": "HowToStep", "text": "Boil the egg."]]]]
        try world.write("loop.html", try Self.graphPage(loop))
        var chain: [[String: Any]] = [Self.recipeNode]
        for n in 0..<20_000 {
            chain.append(["@id": "#s\(n)", "@type": "HowToSection", "name": "Part \(n)",
                          "itemListElement": [["@type": "HowToStep", "text": "Step \(n)."], ["@id": "#s\(n + 1)"]]])
        }
        try world.write("chain.html", try Self.graphPage(chain))
        let run = try world.importing(["--into", world.temp.path("out").path,
                                       world.collection.appendingPathComponent("loop.html").path,
                                       world.collection.appendingPathComponent("chain.html").path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let written = TemporaryFolder.tree(world.temp.path("out")).mapValues { String(decoding: $0, as: UTF8.self) }
        #expect(written["loop.md"]?.contains("## Steps\n\n### Boiling\n\n1. Boil the egg.\n") == true, "\(written["loop.md"] ?? "")")
        // The chain is read to the walk's depth: its first steps, in order, and no more than 32.
        let steps = written["loop-2.md"]?.split(separator: "\n").filter { $0.first?.isNumber == true } ?? []
        #expect(steps.prefix(3) == ["1. Step 0.", "2. Step 1.", "3. Step 2."], "\(steps.prefix(5))")
        #expect(steps.count < 32)
    }

    /// Sections that each list the next ten times are 10^6 sections read as a tree (a 1.7 KB page
    /// once wrote 11.9 MB): each section is read once, so the file has each step once.
    @Test(.timeLimit(.minutes(1))) func sectionsThatFanOutGiveEachStepOnce() throws {
        let world = try World()
        var graph: [[String: Any]] = [Self.recipeNode]
        for n in 0..<6 {
            graph.append(["@id": "#s\(n)", "@type": "HowToSection", "name": "Part \(n)",
                          "itemListElement": [["@type": "HowToStep", "text": "Step \(n)."]] + Array(repeating: ["@id": "#s\(n + 1)"], count: 10)])
        }
        try world.write("fan.html", try Self.graphPage(graph))
        let run = try world.importing([world.collection.appendingPathComponent("fan.html").path])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(world.recipe("loop.md")?.hasSuffix("## Steps\n\n### Part 0\n\n1. Step 0.\n2. Step 1.\n3. Step 2.\n4. Step 3.\n5. Step 4.\n6. Step 5.\n") == true,
                "\(world.recipe("loop.md") ?? "")")
    }

    /// One page with 20,000 recipes once wrote 20,000 files: 50 are taken, the rest counted.
    @Test(.timeLimit(.minutes(2))) func aPageGivesAtMostFiftyRecipes() throws {
        let world = try World()
        let blocks = (0..<20_000).map { "<script type=\"application/ld+json\">{\"@type\": \"Recipe\", \"name\": \"Soup \($0)\", \"recipeIngredient\": [\"1 egg\"], \"recipeInstructions\": [\"Boil.\"]}</script>" }
        try world.write("many.html", "<!DOCTYPE html><html><head>" + blocks.joined() + "</head></html>")
        let run = try world.importing([world.collection.appendingPathComponent("many.html").path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Wrote content/recipes/soup-0.md (Soup 0) from \(world.collection.path)/many.html\n  not imported: 19950 more recipes on this page (at most 50 are taken from one page)\n"), "\(run.stdout.prefix(400))")
        #expect(run.stdout.hasSuffix("\n50 recipes written.\n"))
        #expect(TemporaryFolder.tree(world.site.appendingPathComponent("content/recipes")).count == 50)
    }

    /// 20,000 microdata recipes each inside the last once took 38 s and 536 MB: the items a page
    /// may hold and the text each property copies are bounded, and 50 recipes are taken.
    @Test(.timeLimit(.minutes(2))) func nestedMicrodataIsBounded() throws {
        let world = try World()
        let depth = 20_000
        let open = (0..<depth).map { "<div itemscope itemtype=\"https://schema.org/Recipe\"><span itemprop=\"name\">Nest \($0)</span><span itemprop=\"recipeIngredient\">1 egg</span><div itemprop=\"recipeInstructions\">" }
        try world.write("nest.html", "<!DOCTYPE html><html><body>" + open.joined() + "Boil." + String(repeating: "</div></div>", count: depth) + "</body></html>")
        let run = try world.importing([world.collection.appendingPathComponent("nest.html").path])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("\n50 recipes written.\n"), "\(run.stdout.suffix(300))")
    }

    /// Cooklang once looked up each ingredient in the list of those before it: 100,000 distinct
    /// ingredients took 17.6 s. Now a set; and the file it makes is over check's 256 KB, so it is
    /// not written, with check's own sentence.
    @Test(.timeLimit(.minutes(1))) func cooklangWithAHundredThousandIngredientsIsNotWritten() throws {
        let world = try World()
        try world.write("many.cook", (0..<100_000).map { "Add @spice\($0){1%g}." }.joined(separator: "\n") + "\n")
        let run = try world.importing([world.collection.appendingPathComponent("many.cook").path])
        #expect(run.status == 1)
        let line = try #require(run.stdout.split(separator: "\n").first.map(String.init))
        #expect(line.hasPrefix("Not written: many from \(world.collection.path)/many.cook: This file is "), "\(line)")
        #expect(line.hasSuffix(" KB; a recipe file may be at most 256 KB. (file-too-large)"), "\(line)")
        #expect(world.siteOutsideRecipes().isEmpty && TemporaryFolder.tree(world.site).isEmpty)
    }

    /// JSON nested 100,000 deep is valid JSON: it is called too deep, not broken.
    @Test(.timeLimit(.minutes(1))) func veryDeepJSONIsCalledTooDeep() throws {
        let world = try World()
        try world.write("deep.json", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        let run = try world.importing([world.collection.appendingPathComponent("deep.json").path])
        #expect(run.status == 1)
        #expect(run.stdout == "No recipe in \(world.collection.path)/deep.json: this JSON is nested deeper than 512 levels, which no recipe needs\n0 recipes written.\n")
    }

    /// A title's right-to-left override would turn the rest of the report line around.
    @Test(.timeLimit(.minutes(1))) func bidiOverrideInATitleIsWrittenOut() throws {
        let world = try World()
        try world.write("pie.html", Self.page(title: "Pie\u{202E}gnp.exe"))
        let run = try world.importing([world.collection.appendingPathComponent("pie.html").path])
        #expect(run.stdout.hasPrefix("Wrote content/recipes/pie-gnp-exe.md (Pie\\u{202E}gnp.exe) from "), "\(run.stdout)")
        #expect(!run.stdout.unicodeScalars.contains("\u{202E}"))
    }
}

