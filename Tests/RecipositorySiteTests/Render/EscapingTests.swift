import Foundation
import RecipositoryCore
import Testing
@testable import RecipositorySite

@Suite struct EscapingTests {
    @Test func escapesTheFiveCharacters() {
        #expect(HTMLEscaper.escape(#"<a href="x">Tom & Jerry's</a>"#)
            == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(HTMLEscaper.escape("plain text, café ♥") == "plain text, café ♥")
        #expect(HTMLEscaper.escape("") == "")
    }

    /// XML 1.0 allows no control character but tab and line ends, not even as `&#7;`: a bell in a
    /// description made the feed unreadable. They become U+FFFD; tab, CR and LF stay.
    @Test func controlCharactersBecomeTheReplacementCharacter() {
        #expect(HTMLEscaper.escape("a\u{7}b\u{0}c\u{1B}[2Jd\u{7F}e") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}[2Jd\u{FFFD}e")
        #expect(HTMLEscaper.escape("a\tb\r\nc\u{85}") == "a\tb\r\nc\u{85}")
    }

    /// Swift sees `"` + U+0301 as one Character that is not `"`; a Character-based escaper misses it.
    @Test func escapesAQuoteFollowedByACombiningMark() {
        let title = RenderFixture.hostileTitle
        #expect(title.contains("\"") == false, "the premise: Character search misses the quote")
        let escaped = HTMLEscaper.escape(title)
        #expect(escaped == "x&quot;\u{301} onmouseover=alert(1)")
        #expect(!escaped.unicodeScalars.contains("\""))
    }

    @Test func templatesUseTheScalarSafeEscaper() throws {
        let (theme, diagnostics) = Theme.make(
            overriding: ["probe.mustache": Array(#"<a title="{{title}}">{{title}}</a>"#.utf8)], displayRoot: "Templates")
        #expect(diagnostics.isEmpty)
        let html = try #require(theme.render("probe", ["title": RenderFixture.hostileTitle]))
        #expect(html == "<a title=\"x&quot;\u{301} onmouseover=alert(1)\">x&quot;\u{301} onmouseover=alert(1)</a>")
    }

    /// A user's own template and partial get the same escaper: a partial escapes as its own name
    /// says, whatever includes it.
    @Test func userPartialsUseTheScalarSafeEscaperToo() throws {
        let files: [String: [UInt8]] = [
            "page.mustache": Array("{{#items}}{{>partials/item}}{{/items}}".utf8),
            "partials/item.mustache": Array(#"<li data-name="{{name}}">{{name}}</li>"#.utf8),
        ]
        let (theme, diagnostics) = Theme.make(overriding: files, displayRoot: "site/Templates")
        #expect(diagnostics.isEmpty)
        let html = try #require(theme.render("page", ["items": [["name": "a\"\u{301} onfocus=x"]]]))
        #expect(html == "<li data-name=\"a&quot;\u{301} onfocus=x\">a&quot;\u{301} onfocus=x</li>")
    }

    @Test func hostileTextIsEscapedEverywhereInTheSite() {
        let site = RenderedSite()
        for path in site.htmlPaths + ["feed.xml"] {
            // JSON-LD is checked by StructuredDataTests; HTML attributes do not exist inside it.
            let text = site.jsonLD(path).reduce(site.text(path)) { $0.replacingOccurrences(of: $1, with: "") }
            let scalars = Array(text.unicodeScalars)
            let quoteThenMark = scalars.indices.dropFirst().contains { scalars[$0] == "\u{301}" && scalars[$0 - 1] == "\"" }
            #expect(!quoteThenMark, "a raw quote before a combining mark in \(path)")
            for needle in ["<script>alert", "<b>Eve", "<img src=x", "<i>group", "href=\"javascript:"] {
                #expect(!text.contains(needle), "\(path) contains \(needle)")
            }
        }
        let page = site.text("recipes/hostile/index.html")
        #expect(page.contains("<h1>x&quot;\u{301} onmouseover=alert(1)</h1>"))
        #expect(page.contains("<title>x&quot;\u{301} onmouseover=alert(1) – The Test Kitchen</title>"))
        #expect(page.contains("data-unit=\"&quot;\u{301} x=y\""))
        #expect(page.contains("<dd>javascript:alert(3)</dd>"), "a non-web source is text, not a link")
    }
}
