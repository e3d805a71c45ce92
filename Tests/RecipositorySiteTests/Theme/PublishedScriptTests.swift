@testable import RecipositorySite
import Testing

/// The built-in scripts are published without their comment lines, and nothing else changes.
struct PublishedScriptTests {
    @Test func commentLinesGoAndEveryOtherByteStays() {
        let source = """
            // The page's script.
            (function () {
              /** A block that opens and closes
               *  on lines of its own. */
              const a = 1;  // a comment after code stays
                // an indented comment
              /* one line */
              return "//not a comment" + a;
            })();

            """
        #expect(PublishedScript.withoutCommentLines(source) == """
            (function () {
              const a = 1;  // a comment after code stays
              return "//not a comment" + a;
            })();

            """)
    }

    /// A line that may carry a string onto the next (a template literal left open, a `\\` at its end):
    /// what looks like a comment after it is text, so the script is published whole.
    @Test(arguments: ["const text = `first line\n// part of the text\n`;\n",
                      "const text = \"one \\\n// part of the text\";\n",
                      "/* opened\n   and never closed\n",
                      "/* a block */ const a = 1;\n"])
    func aScriptThatMayHoldTextLikeACommentIsPublishedWhole(_ source: String) {
        #expect(PublishedScript.withoutCommentLines(source) == source)
    }

    /// The reading on bytes gives the plain reading's answer, by Character: for every built-in script, each
    /// hand-made source above, and sources where an ASCII mark is joined to its neighbour (a combining
    /// accent after `/` or a backtick, CR LF), which are read by Character.
    @Test(arguments: ["// a\nconst a = 1;\n", "/* a */\n/* b\n */\nx();\n", "/*/\n*/\nx();\n", "  \t// indented\ny();",
                      "/\u{301}/ not a comment\nx();\n", "`\u{301}`\n// c\n", "// a\r\nx();\r\n// b\r\n",
                      "const half = \"½\"; // ½\n// ⅓ × °\nz();\n", "/* a */ b();\n", "x `\n// t\n`\n", "a \\\n// t\n", ""])
    func theBytesReadAsTheCharacters(_ source: String) {
        #expect(PublishedScript.withoutCommentLines(source) == PublishedScript.plainReading(source))
    }

    @Test func theBuiltInScriptsReadOnBytesAsByCharacter() {
        let scripts = DefaultThemeFiles.files.filter { $0.key.hasSuffix(".js") }
        for (path, source) in scripts {
            #expect(PublishedScript.eachASCIIByteIsACharacter(source), "\(path)")
            #expect(PublishedScript.withoutCommentLines(source) == PublishedScript.plainReading(source), "\(path)")
        }
        #expect(!PublishedScript.eachASCIIByteIsACharacter("/\u{301}/"))
        #expect(!PublishedScript.eachASCIIByteIsACharacter("a\r\nb"))
        #expect(PublishedScript.eachASCIIByteIsACharacter("½ × ° “x”"))
    }

    /// Every built-in script loses its comment lines and keeps its code lines, in order.
    @Test func theBuiltInScriptsArePublishedWithoutTheirComments() throws {
        let scripts = DefaultThemeFiles.files.filter { $0.key.hasSuffix(".js") }
        #expect(scripts.count >= 10)
        for (path, source) in scripts {
            let published = String(decoding: try #require(Theme.builtIn.assets[path]), as: UTF8.self)
            let lines = published.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(published.utf8.count < source.utf8.count, "\(path): \(published.utf8.count) of \(source.utf8.count) bytes")
            #expect(!lines.contains { $0.drop { $0 == " " }.hasPrefix("//") }, "\(path)")
            var sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)[...]
            for line in lines {
                guard let at = sourceLines.firstIndex(of: line) else { Issue.record("\(path): `\(line)` is no line of the source"); break }
                sourceLines = sourceLines[(at + 1)...]
            }
        }
    }

    /// A site's copy of a built-in script (the repository's own `Templates/`) is published as the built-in one; a
    /// script of the site's own is published as it is, comments and all.
    @Test func aSitesOwnScriptIsPublishedAsItIs() throws {
        let path = "assets/kitchen-recipe.js", source = try #require(DefaultThemeFiles.files[path])
        let (copy, _) = Theme.make(overriding: [path: Array(source.utf8)], displayRoot: "T")
        #expect(copy.assets[path] == Theme.builtIn.assets[path])
        let own = Array(("// the site's own\n" + source).utf8)
        let (changed, _) = Theme.make(overriding: [path: own, "assets/extra.js": Array("// mine\nrun();\n".utf8)], displayRoot: "T")
        #expect(changed.assets[path] == own)
        #expect(changed.assets["assets/extra.js"] == Array("// mine\nrun();\n".utf8))
    }
}
