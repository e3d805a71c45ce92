import Foundation
import Testing
import TestSupport

/// Input made to hurt: each case runs the real binary and must end in exact output and exact
/// diagnostics (inline, or golden files in `Fixtures/golden/hostile-input/`, `RECORD_GOLDEN=1`
/// re-records), never a crash or a hang (every test is bounded in time: the bound is on the
/// hazard, not a benchmark; the quadratic cases took over 5 minutes in a debug build before, so
/// 3 minutes leaves room for a machine shared by many builds).
@Suite(.blocking, .serialized) struct HostileInputTests {
    static let golden = Executable.fixtures.appending(path: "golden/hostile-input")

    /// A run as its golden file keeps it: the exit status, then stdout and stderr. What changes
    /// from run to run is written as a word: the temporary folder as `TEMP`, the build's time as
    /// `T s`; so is how many files the theme adds (`N files`), which is the theme's business.
    static func transcript(_ run: Executable.Output, _ temp: TemporaryFolder) -> [UInt8] {
        let text = "exit status \(run.status)\n--- stdout\n\(run.stdout)--- stderr\n\(run.stderr)"
            .replacingOccurrences(of: temp.url.path, with: "TEMP")
            .replacing(#/: \d+ files, (\d+ warnings?, \d+ errors?), \d+(\.\d+)? s\.\n/#) { ": N files, \($0.output.1), T s.\n" }
        return Array(text.utf8)
    }

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
        let site = temp.path("site"), out = temp.path("out").path
        let runs = [
            "check.txt": try Executable.run(["check", "."], in: site),
            "check-github.txt": try Executable.run(["check", ".", "--format", "github"], in: site),
            "show.txt": try Executable.run(["show", "content/recipes/\(name).md", "--format", "json"], in: site),
            "build.txt": try Executable.run(["build", ".", "-o", out], in: site),
            "build-anyway.txt": try Executable.run(["build", ".", "-o", out, "--build-anyway"], in: site),
        ]
        let github = try #require(runs["check-github.txt"]).stderr
        #expect(github == "::error file=content/recipes/\(name).md,line=\(line),col=\(column),title=markdown-too-deep::" + Self.message + "\n")
        try Golden.check(runs.mapValues { Self.transcript($0, temp) }, folder: Self.golden.appending(path: "deep-\(name)"))
        let pages = TemporaryFolder.tree(temp.path("out")).keys.filter { $0.hasPrefix("recipes/") && $0.hasSuffix("/index.html") }
        #expect(pages.sorted() == ["recipes/good/index.html", "recipes/index.html"])
    }

    /// Two links to `.` once made the walk endless; a link out of the site published
    /// `/etc/passwd`; a stray note in `content/` was published. Each is now one warning, and
    /// the printer never shows a line of a file that is not a recipe. A folder reached by its own
    /// path and by a link (`recipes/a-link` before `recipes/soups` in byte order) is read by its
    /// own path whatever order the system lists them in.
    @Test(.timeLimit(.minutes(1))) func linksLoopsAndStrayFilesAreWarnedAndNotPublished() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/good.md", "---\ntitle: Good\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n\n![p](../pix/p.jpg)\n")
        try temp.write("site/content/recipes/soups/soup.md", "---\ntitle: Soup\n---\n## Ingredients\n- 1 leek\n## Steps\n1. Boil.\n\n![q](q.jpg)\n")
        try FileManager.default.createSymbolicLink(atPath: temp.path("site/content/recipes/a-link").path, withDestinationPath: "soups")
        try temp.write("site/content/notes.txt", "private note")
        try temp.write("site/static/robots.txt", "User-agent: *")
        let site = temp.path("site"), manager = FileManager.default
        try manager.createDirectory(at: site.appendingPathComponent("content/pix"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("content/a").path, withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("content/b").path, withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("content/pix/p.jpg").path, withDestinationPath: "/etc/passwd")
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("static/etc").path, withDestinationPath: "/etc")
        let warnings = """
            content/a:1:1: warning: This link leads to a folder that is already read (`content`); it is not followed again. [link-loop]
            content/b:1:1: warning: This link leads to a folder that is already read (`content`); it is not followed again. [link-loop]
            content/notes.txt:1:1: warning: No recipe uses this file, so it is not published; to publish it as it is, move it to `static/`. [unpublished-file]
            content/pix/p.jpg:1:1: warning: This link leads outside the site (to `/etc/passwd`); it is not followed, so nothing there is read or published. [link-outside-site]
            content/recipes/a-link:1:1: warning: This link leads to a folder that is already read (`content/recipes/soups`); it is not followed again. [link-loop]
            content/recipes/good.md:9:1: warning: The picture `../pix/p.jpg` was not found next to the recipe, in `static/` or in `content/`; it will not show. [missing-body-image]
            ![p](../pix/p.jpg)
            ^
            content/recipes/soups/soup.md:9:1: warning: The picture `q.jpg` was not found next to the recipe, in `static/` or in `content/`; it will not show. [missing-body-image]
            ![q](q.jpg)
            ^
            static/etc:1:1: warning: This link leads outside the site (to `/etc`); it is not followed, so nothing there is read or published. [link-outside-site]

            """
        let check = try Executable.run(["check", "."], in: site)
        #expect(check.status == 0)
        #expect(check.stdout == "")
        #expect(check.stderr == warnings + "Checked 2 recipes: 0 errors, 8 warnings.\n")
        let build = try Executable.run(["build", ".", "-o", temp.path("out").path], in: site)
        #expect(build.status == 0)
        #expect(String(decoding: Self.transcript(build, temp), as: UTF8.self)
            == "exit status 0\n--- stdout\n--- stderr\n" + warnings + "Built 2 recipes into TEMP/out: N files, 8 warnings, 0 errors, T s.\n")
        let tree = TemporaryFolder.tree(temp.path("out")), published = tree.keys
        #expect(tree["robots.txt"] == Data("User-agent: *".utf8), "the site's own robots.txt is published instead of ours")
        #expect(published.filter { $0.hasPrefix("recipes/") }.sorted() == [
            "recipes/good/email.html", "recipes/good/email.txt", "recipes/good/good.md", "recipes/good/index.html", "recipes/good/recipe.eml",
            "recipes/index.html",
            "recipes/soup/email.html", "recipes/soup/email.txt", "recipes/soup/index.html", "recipes/soup/recipe.eml", "recipes/soup/soup.md",
        ])
        #expect(published.filter { $0.contains("passwd") || $0.contains("notes") || $0.hasPrefix("etc") || $0.hasPrefix("pix") }.isEmpty)
    }

    /// 18,000 broken links in one file took 82 s to print (the file read again for each); a line
    /// of 4,000 links printed 312 MB of carets. Now at most 20 of one code per file, a count of
    /// the rest, and a long line cut around the caret.
    @Test(.timeLimit(.minutes(3))) func manyDiagnosticsAreCappedAndLongLinesCut() throws {
        let temp = try TemporaryFolder()
        let head = "---\ntitle: T\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n\n"
        func broken(_ n: Int, line: Int, column: Int) -> String {
            "content/recipes/r.md:\(line):\(column): error: The link `a\(n).md` points to no recipe or file of this site. [broken-link]\n"
        }
        try temp.write("many/content/recipes/r.md", head + (0..<18000).map { "[x](a\($0).md)\n" }.joined())
        let many = try Executable.run(["check", "."], in: temp.path("many"))
        #expect(many.status == 1)
        #expect(many.stdout == "")
        #expect(many.stderr == (0..<20).map { broken($0, line: 9 + $0, column: 1) + "[x](a\($0).md)\n^\n" }.joined()
            + "content/recipes/r.md: note: 17980 more [broken-link] in this file not shown (--format json lists them all).\n"
            + "Checked 1 recipe: 18000 errors, 0 warnings.\n")
        let json = try Executable.run(["check", ".", "--format", "json"], in: temp.path("many"))
        #expect(json.status == 1)
        #expect(json.stderr == "")
        let entries = (0..<18000).map { n in
            "  {\n    \"code\": \"broken-link\",\n    \"column\": 1,\n    \"file\": \"content/recipes/r.md\",\n    \"line\": \(9 + n),\n"
                + "    \"message\": \"The link `a\(n).md` points to no recipe or file of this site.\",\n    \"severity\": \"error\"\n  }"
        }
        #expect(json.stdout == "[\n" + entries.joined(separator: ",\n") + "\n]\n")

        let links = (0..<4000).map { "[x](a\($0).md)" }.joined(separator: " ")
        try temp.write("long/content/recipes/r.md", head + links + "\n")
        let long = try Executable.run(["check", "."], in: temp.path("long"))
        #expect(long.status == 1)
        // Each caret sits 60 characters into a window of 120 cut from the line, after a "…" when
        // the window does not start the line; the first links' windows start it.
        let whole = Array(links)
        let shown = (0..<20).map { n -> String in
            let column = (0..<n).reduce(0) { $0 + "[x](a\($1).md) ".count } + 1
            let start = max(0, column - 1 - 60)
            let window = (start > 0 ? "…" : "") + String(whole[start..<(start + 120)]) + "…"
            let caret = String(repeating: " ", count: column - 1 - start + (start > 0 ? 1 : 0)) + "^"
            return broken(n, line: 9, column: column) + window + "\n" + caret + "\n"
        }
        #expect(long.stderr == shown.joined()
            + "content/recipes/r.md: note: 3980 more [broken-link] in this file not shown (--format json lists them all).\n"
            + "Checked 1 recipe: 4000 errors, 0 warnings.\n")
    }

    /// 42,000 `## a` took 105 s to build: each repeat tried every anchor number from 2 again.
    @Test(.timeLimit(.minutes(3))) func repeatedHeadingsBuildInLinearTime() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/r.md", "---\ntitle: T\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n"
            + String(repeating: "## a\n\n", count: 42000))
        let build = try Executable.run(["build", ".", "-o", temp.path("out").path], in: temp.path("site"))
        #expect(String(decoding: Self.transcript(build, temp), as: UTF8.self)
            == "exit status 0\n--- stdout\n--- stderr\nBuilt 1 recipe into TEMP/out: N files, 0 warnings, 0 errors, T s.\n")
        let page = try String(contentsOf: temp.path("out/recipes/r/index.html"), encoding: .utf8)
        let anchors = page.matches(of: #/<h2 id="(section-a[-0-9]*)"/#).map { String($0.output.1) }
        #expect(anchors == ["section-a"] + (2...42000).map { "section-a-\($0)" })
    }

    /// Debian's cmark-gfm reads some paragraphs in quadratic time (250 KB of `www.a_` took 51 s,
    /// of `<?` 13 s, in `check`): such a paragraph is one error and is not read; the rest of the
    /// recipe is (the broken link after it is found).
    @Test(.timeLimit(.minutes(1))) func paragraphsCmarkReadsInQuadraticTimeAreRefused() throws {
        let temp = try TemporaryFolder()
        let head = "---\ntitle: T\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n\n"
        try temp.write("site/content/recipes/pi.md", head + "a" + String(repeating: "<?", count: 120_000) + "\n\n[x](nowhere.md)\n")
        try temp.write("site/content/recipes/www.md", head + String(repeating: "www.a_", count: 41_000) + "\n")
        let check = try Executable.run(["check", "."], in: temp.path("site"))
        #expect(check.status == 1)
        #expect(check.stderr == """
            content/recipes/pi.md:9:1: error: This paragraph holds 120000 `<` signs and `www.` addresses (more than 1000); reading them would take the Markdown reader far too long, so the paragraph is not read. Split it with blank lines. [paragraph-too-complex]
            a\(String(repeating: "<?", count: 59))<…
            ^
            content/recipes/pi.md:11:1: error: The link `nowhere.md` points to no recipe or file of this site. [broken-link]
            [x](nowhere.md)
            ^
            content/recipes/www.md:9:1: error: This paragraph holds 41000 `<` signs and `www.` addresses (more than 1000); reading them would take the Markdown reader far too long, so the paragraph is not read. Split it with blank lines. [paragraph-too-complex]
            \(String(repeating: "www.a_", count: 20))…
            ^
            Checked 2 recipes: 3 errors, 0 warnings.

            """)
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
        #expect(github.stderr == "::error file=content/recipes/\\u{1B}[31mred.md,line=3,col=9,title=wrong-type::`rating` should be a number of hearts from 0 to 5, not `\\u{1B}[2J9`.\n")
        let build = try Executable.run(["build", ".", "-o", temp.path("out").path, "--build-anyway"], in: site)
        #expect(String(decoding: Self.transcript(build, temp), as: UTF8.self) == "exit status 0\n--- stdout\n--- stderr\n"
            + text.stderr.replacingOccurrences(of: "Checked 1 recipe: 1 error, 0 warnings.\n", with: "")
            + "Left out because of errors:\n  - content/recipes/\\u{1B}[31mred.md\nBuilt 0 recipes into TEMP/out: N files, 0 warnings, 1 error, T s.\n")
    }

    /// `show` and `list` print a recipe's values for the terminal: escape sequences in them (a
    /// title that clears the screen or renames the window, an ingredient in red) are written out
    /// too, in the text and the notes; line breaks in a value show as `\u{D}`, the layout's stay.
    @Test(.timeLimit(.minutes(1))) func showAndListWriteEscapesOut() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/red.md", #"""
            ---
            title: "Red\e[31m \e]0;pwned\a soup\r\nX"
            category: "\e[2Jcat"
            ---
            ## Ingredients
            - 1 cup \#u{1B}[41mflour
            ## Steps
            1. Boil \#u{1B}[5mnow.

            """#)
        let site = temp.path("site")
        let show = try Executable.run(["show", "content/recipes/red.md"], in: site)
        #expect(show.status == 0 && show.stderr == "")
        #expect(show.stdout == #"""
            Red\u{1B}[31m \u{1B}]0;pwned\u{7} soup\u{D}
            X  (recipes/red/)
            category: \u{1B}[2Jcat

            Ingredients
              - 1 cup [\u{1B}[41mflour]    ← 1 cup \u{1B}[41mflour

            Steps
              1. Boil \u{1B}[5mnow.

            """#)
        let list = try Executable.run(["list", "content/recipes/red.md", "--servings", "2"], in: site)
        #expect(list.status == 0)
        #expect(list.stdout == "Shopping list for Red\\u{1B}[31m \\u{1B}]0;pwned\\u{7} soup\\u{D}\nX\n\nOther\n- \\u{1B}[41mflour, 1 cup\n")
        #expect(list.stderr == "note: Red\\u{1B}[31m \\u{1B}]0;pwned\\u{7} soup\\u{D}\\u{A}X gives no number of servings; its amounts are as written.\n")
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

    /// A `recipository.yml` over the YAML size limit was told to "keep long text in the body".
    @Test(.timeLimit(.minutes(1))) func oversizedConfigIsNamed() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/recipository.yml", "pantry: [" + (0..<20_000).map { "p\($0)" }.joined(separator: ", ") + "]\n")
        try temp.write("site/content/recipes/r.md", "---\ntitle: R\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n")
        let check = try Executable.run(["check", ".", "--format", "github"], in: temp.path("site"))
        #expect(check.status == 1)
        #expect(check.stderr == "::error file=recipository.yml,line=1,col=1,title=front-matter-too-large::recipository.yml is over 64 KB, "
            + "more than settings ever need; look for something pasted into it by mistake.\n")
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
        // Folders are read in byte order: `cre\u{300}me.md` (e, then the accent) before `cr\u{E8}me.md`.
        #expect(check.stderr == """
            ::error file=content/recipes/cr\u{E8}me.md,line=1,col=1,title=same-file-name::Another file here has the same name written with different Unicode characters (accents typed another way); rename one of them, or one is lost.
            ::error file=content/recipes/wide.md,line=1,col=1,title=invalid-utf8::This file is UTF-16 text; save it as UTF-8 in your editor.

            """)
        var shows: [String: [UInt8]] = [:]
        for name in ["upper.MD", "mac.md"] {
            shows["show-\(name).txt"] = Self.transcript(try Executable.run(["show", "content/recipes/\(name)", "--format", "json"], in: temp.path("site")), temp)
        }
        try Golden.check(shows, folder: Self.golden.appending(path: "encodings"))
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
        #expect(String(decoding: Self.transcript(build, temp), as: UTF8.self)
            == "exit status 0\n--- stdout\n--- stderr\nBuilt 1 recipe into TEMP/out: N files, 0 warnings, 0 errors, T s.\n")
        let tree = TemporaryFolder.tree(out)
        let compared = tree.filter { path, _ in !path.hasPrefix("assets/") && !HostileSiteGoldenTests.themeOwn.contains(path) }
        #expect(compared["recipes/evil/recipe.eml"] != nil && compared["feed.xml"] != nil && compared["search-index.json"] != nil)
        try Golden.check(compared.mapValues { [UInt8]($0) }, folder: Self.golden.appending(path: "every-field"))

        // What the golden files were recorded to show: the index reads back as JSON, the .eml
        // has no header but its own (the title's line break did not make a Bcc:), nothing runs.
        let indexBytes = try #require(tree["search-index.json"])
        let index = try #require(try JSONSerialization.jsonObject(with: indexBytes) as? [String: Any])
        #expect(index["categories"] as? [String] == ["</title><svg onload=alert(3)>"])
        #expect(index["cuisines"] as? [String] == ["\"><i>c"])
        let eml = String(decoding: try #require(tree["recipes/evil/recipe.eml"]), as: UTF8.self)
        let headers = eml.components(separatedBy: "\r\n\r\n")[0].components(separatedBy: "\r\n")
        #expect(headers.filter { !$0.hasPrefix(" ") }.map { $0.prefix { $0 != ":" } } == ["MIME-Version", "Subject", "X-Unsent", "Content-Language", "Content-Type"])
        // The recipe's own Markdown (evil.md) and the plain-text mail keep the text as written.
        for (path, bytes) in tree where path.hasSuffix(".html") || path.hasSuffix(".xml") {
            let body = String(decoding: bytes, as: UTF8.self)
            for raw in ["<script>alert", "<img src=x", "<iframe", "<svg onload", "href=\"javascript:", "<i>c", "<b>t</b>"] {
                #expect(!body.contains(raw), "\(path) holds \(raw)")
            }
        }
    }
}
