import Foundation
import Testing
import TestSupport

/// Files a cook's folder can hold by accident: text in another encoding, a name from an old
/// archive, a named pipe. Each is one exact diagnostic, never a hang, a lost site or "a picture";
/// each test is bounded in time (a pipe once made `check` wait for ever).
@Suite(.blocking, .serialized) struct HostileFileTests {
    static let recipe = "---\ntitle: Café\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n"

    /// UTF-16 and UTF-32 with and without a byte order mark are named as such (without one they
    /// were "a picture"), Latin-1 bytes are placed at their line and column with no garbled line
    /// echoed, and a UTF-8 byte order mark and CR-only line ends read as any other file.
    @Test(.timeLimit(.minutes(1))) func encodingsAreNamedAndPlaced() throws {
        let temp = try TemporaryFolder()
        func write(_ name: String, _ bytes: [UInt8]) throws {
            try temp.write("site/content/recipes/\(name)", "")
            try Data(bytes).write(to: temp.path("site/content/recipes/\(name)"))
        }
        let scalars = Self.recipe.unicodeScalars.map(\.value)
        func wide(_ width: Int, bigEndian: Bool) -> [UInt8] {
            scalars.flatMap { value -> [UInt8] in
                let bytes = (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
                return bigEndian ? bytes.reversed() : bytes
            }
        }
        try write("bom.md", [0xEF, 0xBB, 0xBF] + Array(Self.recipe.utf8))
        try write("mac.md", Array(Self.recipe.replacingOccurrences(of: "\n", with: "\r").utf8))
        try write("latin1.md", Array("---\ntitle: Caf".utf8) + [0xE9] + Array("\n---\n## Ingredients\n- 1 egg\n".utf8))
        try write("utf16be.md", [0xFE, 0xFF] + wide(2, bigEndian: true))
        try write("utf16-no-bom.md", wide(2, bigEndian: false))
        try write("utf32le.md", [0xFF, 0xFE, 0, 0] + wide(4, bigEndian: false))
        try write("utf32be.md", [0, 0, 0xFE, 0xFF] + wide(4, bigEndian: true))
        try write("utf32-no-bom.md", wide(4, bigEndian: true))
        let check = try Executable.run(["check", "."], in: temp.path("site"))
        #expect(check.status == 1)
        #expect(check.stdout == "")
        #expect(check.stderr == """
            content/recipes/latin1.md:2:11: error: This file is not valid UTF-8 text; save it as UTF-8 in your editor. [invalid-utf8]
            content/recipes/utf16-no-bom.md:1:1: error: This file is UTF-16 text; save it as UTF-8 in your editor. [invalid-utf8]
            content/recipes/utf16be.md:1:1: error: This file is UTF-16 text; save it as UTF-8 in your editor. [invalid-utf8]
            content/recipes/utf32-no-bom.md:1:1: error: This file is UTF-32 text; save it as UTF-8 in your editor. [invalid-utf8]
            content/recipes/utf32be.md:1:1: error: This file is UTF-32 text; save it as UTF-8 in your editor. [invalid-utf8]
            content/recipes/utf32le.md:1:1: error: This file is UTF-32 text; save it as UTF-8 in your editor. [invalid-utf8]
            Checked 8 recipes: 6 errors, 0 warnings.

            """)
        // The two that read are read whole, title included.
        for name in ["bom.md", "mac.md"] {
            let show = try Executable.run(["show", "content/recipes/\(name)", "--format", "json"], in: temp.path("site"))
            #expect(show.status == 0 && show.stderr == "", "\(name): \(show.stderr)")
            #expect(show.stdout.contains("\"title\": \"Café\""), "\(name)")
        }
    }

    /// A 300-letter category, tag or `slug:` (or 60 letters of Japanese, whose term slug is
    /// written in hexadecimal) passed `check` and then stopped `build` for the whole site with
    /// "File name too long"; URL names now stop at 200 letters. `new` with such a title made the
    /// file, and its failures printed Foundation's "Error Domain=NSCocoaErrorDomain Code=516".
    @Test(.timeLimit(.minutes(1))) func longNamesBuildAndNewSaysWhy() throws {
        let temp = try TemporaryFolder()
        let long = String(repeating: "a", count: 300), japanese = String(repeating: "和", count: 60)
        try temp.write("site/content/recipes/long.md", "---\ntitle: Long\nslug: \(long)\ncategory: \(long)\ntags: [\(japanese)]\n---\n"
            + "## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n")
        let site = temp.path("site")
        #expect(try Executable.run(["check", "."], in: site).stderr == "Checked 1 recipe: 0 errors, 0 warnings.\n")
        let build = try Executable.run(["build", ".", "-o", temp.path("out").path], in: site)
        #expect(String(decoding: HostileInputTests.transcript(build, temp), as: UTF8.self)
            == "exit status 0\n--- stdout\n--- stderr\nBuilt 1 recipe into TEMP/out: N files, 0 warnings, 0 errors, T s.\n")
        let a200 = String(repeating: "a", count: 200)
        let hex = String(Array(repeating: "548c", count: 60).joined(separator: "-").prefix(199))   // "x" and 199: 200, no hyphen at the end
        let tree = TemporaryFolder.tree(temp.path("out"))
        for page in ["recipes/\(a200)/index.html", "categories/\(a200)/index.html", "tags/x\(hex)/index.html"] {
            #expect(tree[page] != nil, "\(page)")
        }

        let made = try Executable.run(["new", String(repeating: "b", count: 5000)], in: site)
        #expect(made.status == 0)
        #expect(made.stdout == "Created \(site.path)/content/recipes/\(String(repeating: "b", count: 200)).md\n")
        try temp.write("site/content/recipes/blocker", "a file")
        let blocked = try Executable.run(["new", "Broth", "--category", "blocker"], in: site)
        #expect(blocked.status == 2)
        #expect(blocked.stderr == "error: \(site.path)/content/recipes/blocker: this folder could not be created (a file of that name is in the way).\n")
    }

    /// A named pipe in `content/` or `static/` made `check` and `build` wait for ever (opening it
    /// waits for a writer); a name in Latin-1 bytes stopped the whole site with "No such file or
    /// directory ... fix the file's permissions". Now the pipe is a warning and never opened, the
    /// name an error that says what to do.
    @Test(.timeLimit(.minutes(1))) func pipesAndNamesNotInUTF8() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/good.md", Self.recipe)
        try temp.write("site/static/robots.txt", "User-agent: *")
        let site = temp.path("site")
        #expect(mkfifo(site.appendingPathComponent("content/recipes/pipe.md").path, 0o644) == 0)
        #expect(mkfifo(site.appendingPathComponent("static/pipe.txt").path, 0o644) == 0)
        let warnings = """
            content/recipes/pipe.md:1:1: warning: This is a named pipe, socket or device, not a file; it is not read or published. [special-file]
            static/pipe.txt:1:1: warning: This is a named pipe, socket or device, not a file; it is not read or published. [special-file]

            """
        let check = try Executable.run(["check", "."], in: site)
        #expect(check.status == 0)
        #expect(check.stderr == warnings + "Checked 1 recipe: 0 errors, 2 warnings.\n")
        let build = try Executable.run(["build", ".", "-o", temp.path("out").path], in: site)
        #expect(build.status == 0)
        #expect(String(decoding: HostileInputTests.transcript(build, temp), as: UTF8.self)
            == "exit status 0\n--- stdout\n--- stderr\n" + warnings + "Built 1 recipe into TEMP/out: N files, 2 warnings, 0 errors, T s.\n")
        #expect(TemporaryFolder.tree(temp.path("out")).keys.filter { $0.contains("pipe") }.isEmpty)
        let named = try Executable.run(["check", "content/recipes/pipe.md"], in: site)
        #expect(named.status == 2)
        #expect(named.stderr == "error: content/recipes/pipe.md: this file could not be read (it is a named pipe, socket or device, not a file). "
            + "Every recipe of the site is needed to check or build it: fix the file's permissions, or move it out of the site.\n")

        // `crème.md` and `café.txt` as an old archive writes them, in Latin-1.
        for (folder, name) in [("content/recipes/", Array("cr".utf8) + [0xE8] + Array("me.md".utf8)),
                               ("static/", Array("caf".utf8) + [0xE9] + Array(".txt".utf8))] {
            let path = Array((site.path + "/" + folder).utf8) + name + [0]
            let file = path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) } }
            #expect(file >= 0)
            _ = Self.recipe.withCString { write(file, $0, strlen($0)) }
            close(file)
        }
        let both = try Executable.run(["check", "."], in: site)
        #expect(both.status == 1)
        #expect(both.stderr == """
            content/recipes/cr\\xE8me.md:1:1: error: This name is in an old text encoding, not UTF-8, so it cannot be read or published; rename it. [file-name-not-utf8]
            content/recipes/pipe.md:1:1: warning: This is a named pipe, socket or device, not a file; it is not read or published. [special-file]
            static/caf\\xE9.txt:1:1: error: This name is in an old text encoding, not UTF-8, so it cannot be read or published; rename it. [file-name-not-utf8]
            static/pipe.txt:1:1: warning: This is a named pipe, socket or device, not a file; it is not read or published. [special-file]
            Checked 1 recipe: 2 errors, 2 warnings.

            """)
        let before = TemporaryFolder.tree(temp.path("out"))
        let failed = try Executable.run(["build", ".", "-o", temp.path("out").path, "--build-anyway"], in: site)
        #expect(failed.status == 1)
        #expect(failed.stderr == both.stderr.replacingOccurrences(of: "Checked 1 recipe: 2 errors, 2 warnings.\n", with: "Not built: 2 errors. Fix them: they are not in a recipe, so --build-anyway cannot leave them out. The previous site is unchanged.\n"))
        #expect(TemporaryFolder.tree(temp.path("out")) == before)
        // With a broken recipe too, the summary says which errors --build-anyway can leave out.
        try temp.write("site/content/recipes/bad.md", "---\ntitle: Bad\nrating: 9\n---\n")
        let mixed = try Executable.run(["build", ".", "-o", temp.path("out").path], in: site)
        #expect(mixed.status == 1)
        #expect(mixed.stderr.hasSuffix("\nNot built: 3 errors. Fix them: --build-anyway leaves out the broken recipes, but not the 2 errors outside them. "
            + "The previous site is unchanged.\n"), "\(mixed.stderr)")
        #expect(TemporaryFolder.tree(temp.path("out")) == before)
    }
}
