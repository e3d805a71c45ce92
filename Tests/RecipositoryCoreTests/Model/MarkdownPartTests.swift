import Foundation
import RecipositoryMarkdown
import Testing
import TestSupport
@testable import RecipositoryCore

/// A part that is one paragraph of a tight list holding nothing but text is kept as its words and
/// its paragraph made again when rendered (`MarkdownPart.pieces`): cmark must write the same bytes
/// for it as for the paragraph it parsed, spans (an ingredient's name, its amount) included.
@Suite struct MarkdownPartTests {
    static func paragraphs(_ node: MarkdownNode) -> [MarkdownNode] { BodyWalkPlainTextTests.paragraphs(node) }

    /// Spans as the page places them: a word in the middle, and one from a space to the end.
    static func spans(_ text: String) -> [[InlineSpan]] {
        let bytes = Array(text.utf8)
        let spaces = bytes.indices.filter { bytes[$0] == UInt8(ascii: " ") }
        guard spaces.count >= 2 else { return [[], [InlineSpan(range: 0..<bytes.count, className: "ingredient-name")]] }
        return [[], [InlineSpan(range: spaces[0] + 1..<spaces[1], className: "ingredient-name"),
                     InlineSpan(range: spaces[spaces.count - 1]..<bytes.count, className: "ingredient-amount")]]
    }

    /// How many of `markdown`'s paragraphs were kept as words, each compared with its parsed paragraph.
    static func expectSameAsParsed(_ markdown: String) -> Int {
        var compared = 0
        for paragraph in paragraphs(Markdown.parse(markdown).root) {
            let part = MarkdownPart(pieces: [.inline(paragraph)])
            guard let words = paragraph.tightParagraphText else {
                #expect(part.pieces == [.inline(paragraph)], "\(paragraph.start)")
                continue
            }
            #expect(part.inlineText == words)
            #expect(part.pieces.count == 1)
            guard case .inline(let made) = part.pieces[0] else { Issue.record("not inline"); continue }
            #expect(Markdown.html(made) == Markdown.html(paragraph), "\(paragraph.start)")
            for spans in spans(words) {
                #expect(Markdown.inlineHTML(made, spans: spans) == Markdown.inlineHTML(paragraph, spans: spans), "\(paragraph.start)")
            }
            compared += 1
        }
        return compared
    }

    @Test func wordsRenderAsTheParsedParagraph() {
        let lines = [
            "2 cups flour, sifted",
            "Salt & pepper, to taste",
            "1 [heaped] tsp cumin (or ![none])",
            "Entities: &amp; &copy; &#233; &lt;b&gt; and a backslash \\* before a star",
            "A *lone star, an _underscore and a `tick",
            "Accents é, combining e\u{0301}, emoji 🍅, CJK 番茄, right-to-left עגבנייה",
            "<3 tomatoes > 2 onions \"quoted\"",
        ]
        let compared = Self.expectSameAsParsed(lines.map { "- " + $0 }.joined(separator: "\n") + "\n")
        #expect(compared == lines.count)
    }

    /// A loose list's paragraph, a soft break, markup or a link keeps its nodes.
    @Test func otherParagraphsKeepTheirNodes() {
        for markdown in ["- Until *shimmering*.\n", "- A [link](x.md) here\n", "- two\n  lines\n", "- loose\n\n- list\n", "Not in a list.\n"] {
            let paragraphs = Self.paragraphs(Markdown.parse(markdown).root)
            #expect(!paragraphs.isEmpty)
            #expect(paragraphs.allSatisfy { $0.tightParagraphText == nil }, "\(markdown)")
            #expect(Self.expectSameAsParsed(markdown) == 0)
        }
    }

    /// Every paragraph of the based.cooking sample and of the bundled cookbook.
    @Test func everyFixtureParagraphRendersAsParsed() throws {
        let compared = try Fixtures.recipeTexts().reduce(0) { $0 + Self.expectSameAsParsed($1.text) }
        #expect(compared > 900)
    }

    /// A part of anything but words is kept as its pieces written as bytes and read back when asked
    /// for: it must give back the very pieces it was made of (kinds, positions, ids, literals,
    /// what cmark's renderers read), and so the same HTML, for whole documents' blocks, their
    /// paragraphs inline, and figures.
    static func expectPiecesKept(_ markdown: String) {
        let document = Markdown.parse(markdown)
        let blocks = document.root.children.map { MarkdownPart.Piece.block($0) }
        #expect(MarkdownPart(pieces: blocks).pieces == blocks)
        for paragraph in paragraphs(document.root) where paragraph.tightParagraphText == nil {
            #expect(MarkdownPart(pieces: [.inline(paragraph)]).pieces == [.inline(paragraph)], "\(paragraph.start)")
        }
        let figures = Figure.pieces(document.root.children)
        #expect(MarkdownPart(pieces: figures).pieces == figures)
        let part = MarkdownPart(pieces: blocks)
        #expect(part.pieces.map { piece -> String in
            guard case .block(let node) = piece else { return "" }
            return Markdown.html(node)
        } == document.root.children.map { Markdown.html($0) })
    }

    @Test func piecesOfEveryKindAreKeptAsMade() {
        let documents = [
            "A *lone* **strong** ~~gone~~ `code` <b>inline</b> [link](x.md \"title\") ![alt](p.jpg \"caption\")\nsoft\\\nhard\n",
            "> quoted\n\n1) paren\n2) list\n\n- [x] done\n- [ ] to do\n\n```swift\nlet x = 1\n```\n\n<div>html</div>\n\n---\n",
            "| a | b |\n|:--|--:|\n| 1 | 2 |\n\nText[^1].\n\n[^1]: A note.\n\n### Heading\n",
            "![A picture](pie.jpg \"Still warm\")\n\nAccents é, emoji 🍅, CJK 番茄 &amp; &copy;\n",
            "",
        ]
        for document in documents { Self.expectPiecesKept(document) }
        #expect(MarkdownPart(pieces: []).isEmpty)
        #expect(MarkdownPart(pieces: []).pieces.isEmpty)
    }

    /// Every block and paragraph of the based.cooking sample and of the bundled cookbook.
    @Test func everyFixturePartIsKeptAsMade() throws {
        let texts = try Fixtures.recipeTexts()
        #expect(texts.count > 30)
        for (_, text) in texts { Self.expectPiecesKept(text) }
    }

    /// The build cache writes a part kept as bytes as those bytes, and reads it back without
    /// writing it again: the same bytes as its pieces and targets written one by one, and the same part.
    @Test func aPartIsWrittenAndReadBackAsItsPieces() throws {
        for (_, text) in try Fixtures.recipeTexts() {
            let root = Markdown.parse(text).root
            let parts = [MarkdownPart(pieces: root.children.map { .block($0) }, targets: [0: .home(fragment: "")])]
                + Self.paragraphs(root).map { MarkdownPart(pieces: [.inline($0)]) }
            for part in parts {
                var kept = ModelBytesWriter()
                kept.add(part)
                var plain = ModelBytesWriter()
                plain.add(part.pieces)
                plain.add(part.targets)
                #expect(kept.bytes == plain.bytes)
                var reader = ModelBytesReader(kept.bytes)
                #expect(try reader.next(MarkdownPart.self) == part)
                #expect(reader.isAtEnd)
            }
        }
    }
}

