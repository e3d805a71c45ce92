import Foundation
import Testing

/// Input made to hurt: each case runs the real binary and must end in exact diagnostics, never a
/// crash or a hang (every test is bounded in time: the bound is on the hazard, not a benchmark;
/// the quadratic cases took over 5 minutes in a debug build before, so 3 minutes leaves room
/// for a machine shared by many builds).
@Suite(.serialized) struct HostileInputTests {
    static let message = "The text is nested too deeply here (lists, quotes or emphasis inside each other, over 100 levels); "
        + "Recipository reads no deeper, so flatten it."

    /// Thousands of nesting levels (once a stack overflow in the ingredient reader) are one error
    /// for `check`, `show` and `build`, and `--build-anyway` leaves only that recipe out.
    static let deepBodies: [String: String] = [
        "ingredients": "## Ingredients\n" + String(repeating: "- ", count: 5000) + "egg\n## Steps\n1. Boil.\n",
        "steps": "## Ingredients\n- 1 egg\n## Steps\n" + String(repeating: "1. ", count: 4000) + "boil\n",
        "quotes": "## Ingredients\n- 1 egg\n## Steps\n" + String(repeating: "> ", count: 5000) + "boil\n",
        "intro": String(repeating: "- ", count: 5000) + "x\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n",
        "emphasis": "## Ingredients\n- 1 egg\n## Steps\n1. " + String(repeating: "*a ", count: 3000) + "x" + String(repeating: " b*", count: 3000) + "\n",
    ]

    @Test(.timeLimit(.minutes(1)), arguments: [("ingredients", 5, 99), ("steps", 7, 148), ("quotes", 7, 199), ("intro", 4, 99), ("emphasis", 7, 290)])
    func deepNestingIsOneErrorNeverACrash(_ name: String, _ line: Int, _ column: Int) throws {
        let body = try #require(Self.deepBodies[name])
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/good.md", "---\ntitle: Good\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n")
        try temp.write("site/content/recipes/\(name).md", "---\ntitle: Deep\n---\n" + body)
        let site = temp.path("site")
        let check = try Executable.run(["check", ".", "--format", "github"], in: site)
        #expect(check.status == 1)
        let lines = check.stderr.split(separator: "\n").filter { $0.hasPrefix("::") }.map(String.init)
        #expect(lines == ["::error file=content/recipes/\(name).md,line=\(line),col=\(column),title=markdown-too-deep::" + Self.message])

        let show = try Executable.run(["show", "content/recipes/\(name).md", "--format", "json"], in: site)
        #expect(show.status == 1, "\(show.stderr.prefix(2000))")
        #expect(show.stderr.contains("[markdown-too-deep]"))

        let build = try Executable.run(["build", ".", "-o", temp.path("out").path], in: site)
        #expect(build.status == 1)
        #expect(build.stderr.contains("Not built: 1 error."))
        let anyway = try Executable.run(["build", ".", "-o", temp.path("out").path, "--build-anyway"], in: site)
        #expect(anyway.status == 0, "\(anyway.stderr.prefix(2000))")
        #expect(anyway.stderr.contains("Left out because of errors:\n  - content/recipes/\(name).md\n"))
        #expect(FileManager.default.fileExists(atPath: temp.path("out/recipes/good/index.html").path))
    }

    /// Two links to `.` once made the walk endless; a link out of the site published
    /// `/etc/passwd`; a stray note in `content/` was published. Each is now one warning, and
    /// the printer never shows a line of a file that is not a recipe.
    @Test(.timeLimit(.minutes(1))) func linksLoopsAndStrayFilesAreWarnedAndNotPublished() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/good.md", "---\ntitle: Good\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n\n![p](../pix/p.jpg)\n")
        try temp.write("site/content/notes.txt", "private note")
        try temp.write("site/static/robots.txt", "User-agent: *")
        let site = temp.path("site"), manager = FileManager.default
        try manager.createDirectory(at: site.appendingPathComponent("content/pix"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("content/a").path, withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("content/b").path, withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("content/pix/p.jpg").path, withDestinationPath: "/etc/passwd")
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("static/etc").path, withDestinationPath: "/etc")
        let check = try Executable.run(["check", "."], in: site)
        #expect(check.status == 0)
        #expect(check.stderr == """
            content/a:1:1: warning: This link leads to a folder that is already read (`content`); it is not followed again. [link-loop]
            content/b:1:1: warning: This link leads to a folder that is already read (`content`); it is not followed again. [link-loop]
            content/notes.txt:1:1: warning: No recipe uses this file, so it is not published; to publish it as it is, move it to `static/`. [unpublished-file]
            content/pix/p.jpg:1:1: warning: This link leads outside the site (to `/etc/passwd`); it is not followed, so nothing there is read or published. [link-outside-site]
            content/recipes/good.md:9:1: warning: The picture `../pix/p.jpg` was not found next to the recipe, in `static/` or in `content/`; it will not show. [missing-body-image]
            ![p](../pix/p.jpg)
            ^
            static/etc:1:1: warning: This link leads outside the site (to `/etc`); it is not followed, so nothing there is read or published. [link-outside-site]
            Checked 1 recipe: 0 errors, 6 warnings.

            """)
        let build = try Executable.run(["build", ".", "-o", temp.path("out").path], in: site)
        #expect(build.status == 0, "\(build.stderr)")
        let tree = TemporaryFolder.tree(temp.path("out")), published = tree.keys
        #expect(tree["robots.txt"] == Data("User-agent: *".utf8), "the site's own robots.txt is published instead of ours")
        #expect(published.contains("recipes/good/index.html"))
        #expect(published.filter { $0.contains("passwd") || $0.contains("notes") || $0.hasPrefix("etc") || $0.hasPrefix("pix") }.isEmpty)
    }

    /// 18,000 broken links in one file took 82 s to print (the file read again for each); a line
    /// of 4,000 links printed 312 MB of carets. Now at most 20 of one code per file, a count of
    /// the rest, and a long line cut around the caret.
    @Test(.timeLimit(.minutes(3))) func manyDiagnosticsAreCappedAndLongLinesCut() throws {
        let temp = try TemporaryFolder()
        let head = "---\ntitle: T\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n\n"
        try temp.write("many/content/recipes/r.md", head + (0..<18000).map { "[x](a\($0).md)\n" }.joined())
        let many = try Executable.run(["check", "."], in: temp.path("many"))
        #expect(many.status == 1)
        let lines = many.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 20 * 3 + 3, "\(many.stderr.suffix(500))")
        #expect(lines[0] == "content/recipes/r.md:9:1: error: The link `a0.md` points to no recipe or file of this site. [broken-link]")
        #expect(lines[60] == "content/recipes/r.md: note: 17980 more [broken-link] in this file not shown (--format json lists them all).")
        #expect(lines[61] == "Checked 1 recipe: 18000 errors, 0 warnings.")
        let json = try Executable.run(["check", ".", "--format", "json"], in: temp.path("many"))
        #expect(json.stdout.components(separatedBy: "\"broken-link\"").count == 18001)

        try temp.write("long/content/recipes/r.md", head + (0..<4000).map { "[x](a\($0).md)" }.joined(separator: " ") + "\n")
        let long = try Executable.run(["check", "."], in: temp.path("long"))
        let shown = long.stderr.split(separator: "\n").map(String.init)
        #expect(shown.count == 20 * 3 + 2)
        #expect(shown.allSatisfy { $0.count < 200 })
        #expect(shown[0] == "content/recipes/r.md:9:1: error: The link `a0.md` points to no recipe or file of this site. [broken-link]")
        let window = (0..<4000).map { "[x](a\($0).md)" }.joined(separator: " ").prefix(120)
        #expect(shown[1] == window + "…")
        #expect(shown[2] == "^")
        #expect(shown[57] == "content/recipes/r.md:9:219: error: The link `a19.md` points to no recipe or file of this site. [broken-link]")
        // The caret at character 218 sits 60 characters into a window of 120, after the "…".
        let whole = Array((0..<4000).map { "[x](a\($0).md)" }.joined(separator: " "))
        #expect(shown[58] == "…" + String(whole[158..<278]) + "…")
        #expect(shown[59] == String(repeating: " ", count: 61) + "^")
        #expect(shown[60] == "content/recipes/r.md: note: 3980 more [broken-link] in this file not shown (--format json lists them all).")
    }

    /// 42,000 `## a` took 105 s to build: each repeat tried every anchor number from 2 again.
    @Test(.timeLimit(.minutes(3))) func repeatedHeadingsBuildInLinearTime() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/r.md", "---\ntitle: T\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n"
            + String(repeating: "## a\n\n", count: 42000))
        let build = try Executable.run(["build", ".", "-o", temp.path("out").path], in: temp.path("site"))
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(contentsOf: temp.path("out/recipes/r/index.html"), encoding: .utf8)
        #expect(page.contains("id=\"section-a\""))
        #expect(page.contains("id=\"section-a-42000\""))
        #expect(!page.contains("id=\"section-a-42001\""))
    }

    /// A file name or a value holding an escape sequence reaches the terminal written out, in
    /// text and GitHub formats and in the build's list of left-out recipes.
    @Test(.timeLimit(.minutes(1))) func terminalEscapesAreWrittenOut() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/\u{1B}[31mred.md", "---\ntitle: Red\nrating: \"\\e[2J9\"\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n")
        let site = temp.path("site")
        let text = try Executable.run(["check", "."], in: site)
        #expect(text.stderr == """
            content/recipes/\\u{1B}[31mred.md:3:9: error: `rating` should be a number of hearts from 0 to 5, not `\\u{1B}[2J9`. [wrong-type]
            rating: "\\e[2J9"
                    ^
            Checked 1 recipe: 1 error, 0 warnings.

            """)
        let github = try Executable.run(["check", ".", "--format", "github"], in: site)
        #expect(github.stderr.hasPrefix("::error file=content/recipes/\\u{1B}[31mred.md,line=3,col=9,title=wrong-type::`rating` should be a number of hearts from 0 to 5, not `\\u{1B}[2J9`.\n"))
        let build = try Executable.run(["build", ".", "-o", temp.path("out").path, "--build-anyway"], in: site)
        #expect(build.stderr.contains("  - content/recipes/\\u{1B}[31mred.md\n"))
        for output in [text.stderr, github.stderr, build.stderr] { #expect(!output.contains("\u{1B}")) }
    }

    /// `base_url: "javascript:alert(1)//"` reached the `<a href>` of every mail; remote and
    /// `javascript:` pictures were dropped without a word.
    @Test(.timeLimit(.minutes(1))) func configAddressesAndImageValuesAreChecked() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/recipository.yml", "title: Ours\nbase_url: \"javascript:alert(1)//\"\n")
        try temp.write("site/content/recipes/r.md", """
            ---
            title: R
            image: "javascript:alert(1)"
            gallery: ["https://elsewhere.example/a.jpg", "data:image/png;base64,AAAA"]
            ---
            ## Ingredients
            - 1 egg
            ## Steps
            1. Boil.

            """)
        let check = try Executable.run(["check", ".", "--format", "github"], in: temp.path("site"))
        #expect(check.status == 1)
        #expect(check.stderr == """
            ::warning file=content/recipes/r.md,line=3,col=8,title=image-not-shown::The image `javascript:alert(1)` is not a picture file; name a picture beside the recipe or in `static/`. It is not shown.
            ::warning file=content/recipes/r.md,line=4,col=11,title=image-not-shown::The image `https://elsewhere.example/a.jpg` is on another site, and the site loads nothing from elsewhere; save the picture beside the recipe and name that file here. It is not shown.
            ::warning file=content/recipes/r.md,line=4,col=46,title=image-not-shown::The image `data:image/png;base64,AAAA` is not a picture file; name a picture beside the recipe or in `static/`. It is not shown.
            ::error file=recipository.yml,line=2,col=11,title=config-value::`base_url` should be the address the site is published at, starting with https:// or http:// (like https://family.example/cookbook/).

            """)
        try temp.write("site/recipository.yml", "title: Ours\nbase_url: https://family.example/cookbook\n")
        #expect(try Executable.run(["check", "."], in: temp.path("site")).status == 0)
    }

    /// UTF-16 was "a picture", CR-only line ends lost the title, `upper.MD` got the page
    /// `upper-md`, and two names equal under Unicode normalisation became one recipe.
    @Test(.timeLimit(.minutes(1))) func encodingsLineEndsAndFileNames() throws {
        let temp = try TemporaryFolder()
        let recipe = "---\ntitle: Old Mac\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n"
        try temp.write("site/content/recipes/mac.md", recipe.replacingOccurrences(of: "\n", with: "\r"))
        try temp.write("site/content/recipes/upper.MD", recipe)
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(recipe.data(using: .utf16LittleEndian)!)
        try utf16.write(to: temp.path("site/content/recipes/wide.md"))
        try temp.write("site/content/recipes/cre\u{300}me.md", recipe)
        try Data(recipe.utf8).write(to: temp.path("site/content/recipes/cr\u{E8}me.md"))
        let check = try Executable.run(["check", ".", "--format", "github"], in: temp.path("site"))
        #expect(check.status == 1)
        let lines = check.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(check.stderr)")
        #expect(lines.contains("::error file=content/recipes/wide.md,line=1,col=1,title=invalid-utf8::This file is UTF-16 text; save it as UTF-8 in your editor."))
        #expect(lines.contains { $0.hasPrefix("::error file=content/recipes/cr") && $0.hasSuffix("title=same-file-name::Another file here has the same name written with different Unicode characters (accents typed another way); rename one of them, or one is lost.") })
        let show = try Executable.run(["show", "content/recipes/upper.MD", "--format", "json"], in: temp.path("site"))
        #expect(show.stdout.contains("\"slug\": \"upper\""), "\(show.stdout.prefix(300))")
        let mac = try Executable.run(["show", "content/recipes/mac.md", "--format", "json"], in: temp.path("site"))
        #expect(mac.status == 0)
        #expect(mac.stdout.contains("\"title\": \"Old Mac\""))
    }

    /// File-system failures name the file, what was being done and the system's reason, in one
    /// sentence (a full disk said "SiteError error 1", others raw NSCocoaErrorDomain text).
    @Test(.timeLimit(.minutes(1))) func fileSystemFailuresSayWhatAndWhy() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/good.md", "---\ntitle: Good\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n")
        try temp.write("in-the-way", "a file")
        let build = try Executable.run(["build", ".", "-o", temp.path("in-the-way/out").path], in: temp.path("site"))
        #expect(build.status == 2)
        #expect(build.stderr == "error: \(temp.path("in-the-way").path): this folder could not be created (a file of that name is in the way).\n")
    }

    /// Markup, quotes, a line break with a mail header and `javascript:` in every field reach each
    /// output escaped for it: the page (and so its print), JSON-LD, the search index, the feed,
    /// the HTML and text mail and the .eml; nothing runs, and no header is added.
    @Test(.timeLimit(.minutes(1))) func hostileValuesInEveryFieldAndOutput() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/evil.md", #"""
            ---
            title: "</script><script>alert(1)</script> & \"q\" 'a'\r\nBcc: x@evil.example"
            description: "<img src=x onerror=alert(2)>"
            tags: ["<b>t</b>", "a\"b"]
            category: "</title><svg onload=alert(3)>"
            cuisine: "\"><i>c"
            author: "A <a@b>"
            source: "javascript:alert(4)"
            servings: 4
            prep: 10 min
            ---
            ## Ingredients
            - 1 cup <script>alert(5)</script> flour
            - 2 "eggs" & 'milk'

            ## Steps
            1. Mix <iframe src=x></iframe> well.
            2. [click](javascript:alert(6)) bake.

            """#)
        let out = temp.path("out")
        let build = try Executable.run(["build", ".", "-o", out.path], in: temp.path("site"))
        #expect(build.status == 0, "\(build.stderr)")
        let tree = TemporaryFolder.tree(out)
        func text(_ path: String) throws -> String { String(decoding: try #require(tree[path], "no \(path)"), as: UTF8.self) }

        let page = try text("recipes/evil/index.html")
        #expect(page.contains("<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; &#39;a&#39;"))
        #expect(page.contains(#""name":"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e \u0026 \"q\" 'a'\r\nBcc: x@evil.example""#))
        #expect(page.contains("<dd>javascript:alert(4)</dd>"))
        let indexBytes = try #require(tree["search-index.json"])
        let index = try #require(try JSONSerialization.jsonObject(with: indexBytes) as? [String: Any])
        #expect(index["categories"] as? [String] == ["</title><svg onload=alert(3)>"])
        #expect(index["cuisines"] as? [String] == ["\"><i>c"])
        #expect(try text("recipes/evil/email.html").contains(
            "<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; &#39;a&#39; Bcc: x@evil.example</title>"))
        #expect(try text("recipes/evil/email.txt").hasPrefix("</script><script>alert(1)</script> & \"q\" 'a' Bcc: x@evil.example\n"))
        let eml = try text("recipes/evil/recipe.eml")
        let headers = eml.components(separatedBy: "\r\n\r\n")[0].components(separatedBy: "\r\n")
        #expect(headers.filter { !$0.hasPrefix(" ") }.map { $0.prefix { $0 != ":" } } == ["MIME-Version", "Subject", "X-Unsent", "Content-Language", "Content-Type"])
        #expect(headers[1] == "Subject: </script><script>alert(1)</script> & \"q\" 'a' Bcc: x@evil.example")
        // The recipe's own Markdown (evil.md) and the plain-text mail keep the text as written.
        for (path, bytes) in tree where path.hasSuffix(".html") || path.hasSuffix(".xml") {
            let body = String(decoding: bytes, as: UTF8.self)
            for raw in ["<script>alert", "<img src=x", "<iframe", "<svg onload", "href=\"javascript:", "<i>c", "<b>t</b>"] {
                #expect(!body.contains(raw), "\(path) holds \(raw)")
            }
        }
    }
}
