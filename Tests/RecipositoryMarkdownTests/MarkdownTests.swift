import Foundation
import Testing
@testable import RecipositoryMarkdown

@Suite struct MarkdownTests {
    @Test func parsesHeadingsListsAndPositions() {
        let doc = Markdown.parse("# Title\n\n## Ingredients\n\n- 2 eggs\n- 1 cup *sugar*\n")
        #expect(doc.root.children.count == 3)
        guard case .heading(2) = doc.root.children[1].kind else { Issue.record("no h2"); return }
        let list = doc.root.children[2]
        guard case .list(ordered: false, start: _, tight: true) = list.kind else { Issue.record("no list"); return }
        #expect(list.children.count == 2)
        #expect(list.children[1].start == MarkdownPosition(line: 6, column: 1))
        #expect(list.children[1].children[0].inlineText == "1 cup sugar")
        #expect(Markdown.html(list.children[1].children[0]) == "1 cup <em>sugar</em>")
    }

    /// A recipe's nodes stay in memory from model to render (about half a million for the generated
    /// 10,000 recipes): a field added to every node costs its size that many times. 152 bytes before
    /// the rare values were boxed; that site's check then peaked at 363 MB, and at 312 MB after.
    @Test func aNodeStaysSmall() {
        #expect(MemoryLayout<MarkdownNode>.stride == 64)
        #expect(MemoryLayout<MarkdownPosition>.stride == 8)
        let doc = Markdown.parse("1) a\n2) b\n\n| x |\n|:-:|\n| y |\n\nNote[^n].\n\n[^n]: Text.\n")
        let list = doc.root.children[0]
        #expect(list.facts.parenDelimiter)
        #expect(list.children[0].children[0].facts === RenderFacts.tightParagraph)
        #expect(doc.root.children[1].facts.alignments == [UInt8(ascii: "c")])
        #expect(doc.root.children[1].children[0].facts.isHeaderRow)
        #expect(doc.root.children[2].facts === RenderFacts.none)
        #expect(Markdown.plainText(list) == "1)  a\n2)  b\n")  // cmark pads the marker to 4 columns
    }

    @Test func safeModeDropsRawHTMLAndJavascriptLinks() {
        let doc = Markdown.parse("<script>alert(1)</script>\n\n[x](javascript:alert(1)) <b>hi</b>\n")
        let html = Markdown.html(doc.root)
        #expect(!html.contains("<script"))
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("<b>"))
    }

    /// Each GFM extension on its example in the GFM spec (0.29-gfm): table (example 198),
    /// strikethrough (491), extended www autolink (621), task list items (279). As the spec's own
    /// test runner does, attributes are compared in sorted order and `<input>` without its closing
    /// slash; our task boxes also carry their name, "to do" or "done" (docs/kitchen.md).
    @Test func gfmExtensionsGiveTheSpecsExamples() {
        #expect(Self.normalized(Markdown.html(Markdown.parse("| foo | bar |\n| --- | --- |\n| baz | bim |\n").root)) == """
            <table>
            <thead>
            <tr>
            <th>foo</th>
            <th>bar</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>baz</td>
            <td>bim</td>
            </tr>
            </tbody>
            </table>

            """)
        #expect(Markdown.html(Markdown.parse("~~Hi~~ Hello, world!\n").root) == "<p><del>Hi</del> Hello, world!</p>\n")
        #expect(Markdown.html(Markdown.parse("www.commonmark.org\n").root)
                == "<p><a href=\"http://www.commonmark.org\">www.commonmark.org</a></p>\n")
        let tasks = Markdown.parse("- [ ] foo\n- [x] bar\n")
        #expect(tasks.root.children[0].children.map(\.kind) == [.item(task: false), .item(task: true)])
        #expect(Self.normalized(Markdown.html(tasks.root)) == """
            <ul>
            <li><input aria-label="to do" disabled="" type="checkbox"> foo</li>
            <li><input aria-label="done" checked="" disabled="" type="checkbox"> bar</li>
            </ul>

            """)
    }

    @Test func footnotesAreParsed() {
        let doc = Markdown.parse("Note[^1].\n\n[^1]: The footnote.\n")
        #expect(doc.root.children.map(\.kind).contains(.footnoteDefinition))
    }

    @Test func tablesCanBeTurnedOff() {
        let doc = Markdown.parse("| a | b |\n|---|---|\n| 1 | 2 |\n", options: .init(tables: false))
        #expect(doc.root.children.map(\.kind) == [.paragraph])
    }

    @Test func plainTextComesFromCmark() {
        let doc = Markdown.parse("Mix **well**, then [rest](x).\n")
        #expect(Markdown.plainText(doc.root) == "Mix well, then rest.\n")
    }

    /// HTML as the spec's test runner compares it: each tag's attributes sorted, `/>` as `>`.
    static func normalized(_ html: String) -> String {
        var out = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            out += rest[..<open]
            var tag = String(rest[rest.index(after: open)..<close])
            if tag.hasSuffix("/") { tag = String(tag.dropLast()).trimmingCharacters(in: .whitespaces) }
            var words = tag.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            // Attribute values here hold no spaces but "to do": join it back before sorting.
            words = words.reduce(into: [String]()) { joined, word in
                if let last = joined.last, last.filter({ $0 == "\"" }).count == 1 { joined[joined.count - 1] += " " + word } else { joined.append(word) }
            }
            out += "<" + ([words[0]] + words.dropFirst().sorted()).joined(separator: " ") + ">"
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}

@Suite struct LinksAndImagesTests {
    @Test func listsLinksAndImagesInDocumentOrder() {
        let doc = Markdown.parse("[![inner](i.png)](outer.md) and ![b](b.png)\n\n- [c](c.md) ![d](d.png)\n\n> [e](e.md)\n")
        var expected: [MarkdownNode] = []
        var stack = [doc.root]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children.reversed())
            switch node.kind {
            case .link, .image: expected.append(node)
            default: break
            }
        }
        #expect(doc.linksAndImages.map(\.kind) == expected.map(\.kind))
        #expect(doc.linksAndImages.map(\.start) == expected.map(\.start))
        #expect(doc.linksAndImages.count == 6)
    }
}
