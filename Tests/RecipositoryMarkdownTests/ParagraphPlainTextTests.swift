import Foundation
import Testing
@testable import RecipositoryMarkdown

/// The Swift rendering of a paragraph's plain text must be cmark's, byte for byte.
@Suite struct ParagraphPlainTextTests {
    /// Every node's plain text through `plainText(of:)` against cmark's renderer.
    func expectSameAsCmark(_ text: String, _ comment: String = "") -> Int {
        let document = Markdown.parse(text)
        var fastPaths = 0
        var stack = [document.root]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children)
            guard node.isBlock else { continue }
            if node.kind == .paragraph, ParagraphPlainText.render(node) != nil { fastPaths += 1 }
            #expect(document.plainText(of: node) == document.cmarkPlainText(of: node), "\(comment)")
        }
        return fastPaths
    }

    @Test(arguments: [
        "Plain words.",
        "Soft\nbreak and hard  \nbreak, *emphasis*, **strong**, `code  spans`, [a link](x.md \"t\"), ![alt *text*](p.png).",
        "Line one\\\n\nAfter a blank line.",
        "<b>inline html</b> stays out\n<br>\nof it",
        "Entities &amp; &copy; &#35; and escapes \\* \\_",
        "Crème brûlée — ½ cup, 180°C (355°F) ✓",
        "- tight item\n- another *one*\n  continued\n\n1. loose\n\n2. list",
        "> quoted\n> paragraph",
        "- [x] a task item\n- [ ] another",
        "~~struck~~ text and www.example.org",
        "Note[^1].\n\n[^1]: The *footnote*.",
        "| a | b |\n|---|---|\n| 1 | 2 |",
        "`code\nover lines` then text",
        "![](empty-alt.png)\n[](empty-link)",
    ])
    func rendersAsCmarkDoes(_ text: String) {
        _ = expectSameAsCmark(text, text)
    }

    @Test func rendersWholeCollectionsAsCmarkDoes() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/corpora/based-cooking/content").standardizedFileURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        var fastPaths = 0
        for name in names where name.hasSuffix(".md") {
            let text = try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)
            fastPaths += expectSameAsCmark(text, name)
        }
        #expect(fastPaths > 1000)
    }
}
