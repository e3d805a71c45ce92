import Testing
import TestSupport
@testable import RecipositoryCore

@Suite struct FrontMatterSplitterTests {
    func split(_ text: String) -> SplitSource? {
        FrontMatterSplitter.split(text, path: "r.md").0
    }

    @Test func splitsOnWholeLines() throws {
        let s = try #require(split("---\ntitle: Pie\n---\n\nBody --- not a fence\n"))
        #expect(s.yaml == "title: Pie\n")
        #expect(s.yamlFirstLine == 2)
        #expect(s.body == "\nBody --- not a fence\n")
        #expect(s.bodyFirstLine == 4)
    }

    @Test func neverSplitsOnASubstring() throws {
        let s = try #require(split("---\ntitle: a---b\nnote: ----\n---\nx"))
        #expect(s.yaml == "title: a---b\nnote: ----\n")
        #expect(s.body == "x")
    }

    @Test func toleratesTrailingSpacesAndNoFinalNewline() throws {
        let s = try #require(split("---  \ntitle: Pie\n--- \t"))
        #expect(s.yaml == "title: Pie\n")
        #expect(s.body == "")
    }

    @Test func emptyFrontMatter() throws {
        let s = try #require(split("---\n---\n# Title\n"))
        #expect(s.yaml == "")
        #expect(s.body == "# Title\n")
        #expect(s.bodyFirstLine == 3)
    }

    @Test func noFrontMatterIsAllBody() throws {
        let s = try #require(split("# Pie\n\n---\n"))
        #expect(s.yaml == nil)
        #expect(s.body == "# Pie\n\n---\n")
    }

    @Test func documentEndMarkerClosesToo() throws {
        let s = try #require(split("---\ntitle: Pie\n...\nbody"))
        #expect(s.yaml == "title: Pie\n")
        #expect(s.body == "body")
    }

    /// The fences found on bytes are the fences found on scalars: hand-made texts (accents and a
    /// combining mark beside the marks, a text with no fence, one never closed, empty), and every
    /// recipe of the fixtures.
    @Test(arguments: ["---\ntitle: Pie\n---\nBody\n", "---\ntitle: Crème\u{301}\n-\u{301}--\n--- \u{301}\n---\nx",
                      "---\nt: ½\n...\n", "# Pie\n---\n", "---\ntitle: x\n", "---", "", "--- \t\n---", "---\n---",
                      "\u{FEFF}---\nt: x\n---\n", "----\nt\n---\n", "---\n  ---\n---\nb"])
    func theBytesFindTheScalarsFences(_ text: String) {
        #expect(FrontMatterSplitter.fences(in: text) == FrontMatterSplitter.fences(in: text.unicodeScalars))
    }

    @Test func everyFixtureRecipeSplitsOnBytesAsOnScalars() throws {
        let texts = try Fixtures.recipeTexts()
        #expect(texts.count > 50)
        for (file, text) in texts {
            #expect(FrontMatterSplitter.fences(in: text) == FrontMatterSplitter.fences(in: text.unicodeScalars), "\(file.lastPathComponent)")
        }
    }

    @Test func unterminatedIsAnErrorAtLineOne() {
        let (s, d) = FrontMatterSplitter.split("---\ntitle: Pie\n\n## Steps\n", path: "r.md")
        #expect(s == nil)
        #expect(d.map(\.code.rawValue) == ["unterminated-front-matter"])
        #expect(d.first?.location == SourceLocation(file: "r.md", line: 1, column: 1))
    }
}

@Suite struct SourceTextTests {
    func decode(_ bytes: [UInt8]) -> (String?, [Diagnostic]) {
        SourceText.decode(SourceFile(path: "r.md", contentPath: "r.md", bytes: bytes))
    }

    @Test func removesBOMAndCRLF() {
        let (text, d) = decode([0xEF, 0xBB, 0xBF] + Array("---\r\ntitle: x\r\n---\r\nBody\r\n".utf8))
        #expect(text == "---\ntitle: x\n---\nBody\n")
        #expect(d.isEmpty)
    }

    @Test func invalidUTF8IsPlaced() {
        let (text, d) = decode(Array("ok\nCaf".utf8) + [0xE9] + Array(" au lait\n".utf8))
        #expect(text == nil)
        #expect(d.map(\.code.rawValue) == ["invalid-utf8"])
        #expect(d.first?.location.line == 2)
        #expect(d.first?.location.column == 4)
    }

    @Test func nulByteIsPlaced() {
        let (_, d) = decode(Array("a\nbc".utf8) + [0] + Array("d".utf8))
        #expect(d.map(\.code.rawValue) == ["nul-byte"])
        #expect(d.first?.location.line == 2)
        #expect(d.first?.location.column == 3)
    }

    @Test func binaryFilesAreRefused() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        #expect(decode(png).1.map(\.code.rawValue) == ["binary-file"])
    }

    @Test func sizeCap() {
        let big = [UInt8](repeating: UInt8(ascii: "a"), count: SourceText.maximumBytes + 1)
        #expect(decode(big).1.map(\.code.rawValue) == ["file-too-large"])
    }
}
