import Foundation
import RecipositoryMarkdown
import Testing
import TestSupport
@testable import RecipositoryCore

/// A paragraph of nothing but words is given its plain text without cmark (`BodyWalk.plainText`):
/// it must be what cmark's plain-text renderer writes for it, trimmed as `BodyWalk.text` trims it.
@Suite struct BodyWalkPlainTextTests {
    static func paragraphs(_ node: MarkdownNode) -> [MarkdownNode] {
        (node.kind == .paragraph ? [node] : []) + node.children.flatMap(paragraphs)
    }

    static func expectSameAsCmark(_ markdown: String) -> Int {
        var compared = 0
        for paragraph in paragraphs(Markdown.parse(markdown).root) where paragraph.wordsOnly != nil {
            #expect(BodyWalk.plainText(paragraph).trimmingSpaces == Markdown.plainText(paragraph).trimmingSpaces, "\(paragraph.start)")
            compared += 1
        }
        return compared
    }

    @Test func wordsAreWhatCmarkWrites() {
        let cases = [
            "Heat the oil in a wok over medium-high heat.",
            "Two  spaces, a\ttab, a no-break\u{00A0}space and an ideographic\u{3000}one.",
            "Entities: &amp; &copy; &#233; &lt;b&gt; and a backslash \\* before a star.",
            "A soft break\nin the middle,\nand another.",
            "Accents é, combining e\u{0301}, emoji 🍅, CJK 番茄, right-to-left עגבנייה.",
            "1. Not a list item inside a paragraph? 2) neither.",
            "Ends with a backslash\\",
            "- A list item",
            "> Quoted words",
        ]
        var compared = 0
        for text in cases { compared += Self.expectSameAsCmark(text) }
        #expect(compared == cases.count)
    }

    /// Paragraphs with markup are left to cmark.
    @Test func markupIsNotWordsOnly() {
        for text in ["Until *shimmering*.", "A `code` span.", "A [link](https://example.org).", "Hard  \nbreak.", "<b>html</b>", "![alt](p.jpg)"] {
            #expect(Self.paragraphs(Markdown.parse(text).root).allSatisfy { $0.wordsOnly == nil }, "\(text)")
        }
    }

    /// Every paragraph of the based.cooking sample and of the bundled cookbook.
    @Test func everyFixtureParagraphIsWhatCmarkWrites() throws {
        let compared = try Fixtures.recipeTexts().reduce(0) { $0 + Self.expectSameAsCmark($1.text) }
        #expect(compared > 300)
    }
}
