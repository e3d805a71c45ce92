import Foundation
import Testing
@testable import RecipositoryMarkdown

/// A paragraph's content is written without `<p>`, and a span wraps part of its text as an
/// element of the tree cmark renders. Expected texts are the HTML a reader of CommonMark writes
/// by hand for these lines.
@Suite struct InlineSpanTests {
    static func paragraph(_ text: String) -> MarkdownNode {
        Markdown.parse(text).root.children[0]
    }

    static func span(_ text: String, _ word: String, className: String = "ingredient-name") -> [InlineSpan] {
        let words = paragraph(text).inlineText
        let found = words.range(of: word, options: .backwards)!
        let lower = words.utf8.distance(from: words.startIndex, to: found.lowerBound)
        return [InlineSpan(range: lower..<(lower + word.utf8.count), className: className)]
    }

    @Test func aParagraphsContentHasNoParagraphAround() {
        #expect(Markdown.inlineHTML(Self.paragraph("2 cups *sifted* flour")) == "2 cups <em>sifted</em> flour")
        #expect(Markdown.inlineHTML(Markdown.parse("1 egg").root) == "1 egg")
        // A document of two paragraphs is not one paragraph's content: it keeps both.
        #expect(Markdown.inlineHTML(Markdown.parse("a\n\nb").root) == "<p>a</p>\n<p>b</p>")
    }

    @Test func theSpanWrapsTheNameInsideTheLinesMarkup() {
        let line = "1 cup *cold* butter, cubed"
        #expect(Markdown.inlineHTML(Self.paragraph(line), spans: Self.span(line, "butter"))
            == #"1 cup <em>cold</em> <span class="ingredient-name">butter</span>, cubed"#)
        let linked = "1 cup [chicken stock](stock.md) & salt"
        #expect(Markdown.inlineHTML(Self.paragraph(linked), spans: Self.span(linked, "chicken stock"))
            == #"1 cup <a href="stock.md"><span class="ingredient-name">chicken stock</span></a> &amp; salt"#)
    }

    /// cmark splits text at `&` and `[`: the span covers the neighbouring text nodes it falls in.
    @Test func theSpanCoversTextCmarkSplit() {
        let line = "2 tbsp salt & pepper [to taste]"
        #expect(Markdown.inlineHTML(Self.paragraph(line), spans: Self.span(line, "salt & pepper"))
            == #"2 tbsp <span class="ingredient-name">salt &amp; pepper</span> [to taste]"#)
    }

    /// An element cannot straddle emphasis or a line break: the line is then written as it is.
    @Test func aSpanAcrossMarkupIsLeftOut() {
        let line = "*fresh* basil"
        let node = Self.paragraph(line)
        let across = InlineSpan(range: 0..<(node.inlineText.utf8.count), className: "ingredient-name")
        #expect(Markdown.inlineHTML(node, spans: [across]) == "<em>fresh</em> basil")
    }

    /// An amount written after the name in emphasis (`Whole milk *1 liter*`): the span's leading space ends the
    /// text before the emphasis, so its element holds the amount inside it; not so where other text stands between.
    @Test func aSpansLeadingSpaceMayEndTheRunBefore() {
        let line = "Whole milk *1 liter*"
        let spans = Self.span(line, "Whole milk") + Self.span(line, " 1 liter", className: "ingredient-amount")
        #expect(Markdown.inlineHTML(Self.paragraph(line), spans: spans)
            == #"<span class="ingredient-name">Whole milk</span> <em><span class="ingredient-amount">1 liter</span></em>"#)
        let between = "Whole milk, *1 liter*"
        #expect(Markdown.inlineHTML(Self.paragraph(between), spans: Self.span(between, ", 1 liter", className: "ingredient-amount"))
            == "Whole milk, <em>1 liter</em>")
    }

    /// Two spans in one run of text, each its own element, in the order they stand (`Oil 2 tbsp`:
    /// the name and the amount written after it); given out of order, they are placed in order.
    @Test func twoSpansInOneRun() {
        let line = "Garlic cloves 3, minced"
        let name = Self.span(line, "Garlic cloves"), amount = Self.span(line, " 3", className: "ingredient-amount")
        let expected = #"<span class="ingredient-name">Garlic cloves</span><span class="ingredient-amount"> 3</span>, minced"#
        #expect(Markdown.inlineHTML(Self.paragraph(line), spans: name + amount) == expected)
        #expect(Markdown.inlineHTML(Self.paragraph(line), spans: amount + name) == expected)
        let emphasised = "**Oil** 2 tbsp"
        #expect(Markdown.inlineHTML(Self.paragraph(emphasised), spans: Self.span(emphasised, " 2 tbsp", className: "ingredient-amount"))
            == #"<strong>Oil</strong><span class="ingredient-amount"> 2 tbsp</span>"#)
    }

    /// Offsets count pictures by their alt text and breaks as one space, as `inlineText` does.
    @Test func offsetsCountWhatInlineTextCounts() {
        let line = "![a pie](pie.png) 2 `x` eggs\nbeaten"
        #expect(Markdown.inlineHTML(Self.paragraph(line), spans: Self.span(line, "beaten"))
            == "<img src=\"pie.png\" alt=\"a pie\" /> 2 <code>x</code> eggs\n<span class=\"ingredient-name\">beaten</span>")
    }
}
