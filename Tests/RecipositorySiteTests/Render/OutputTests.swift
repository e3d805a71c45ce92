import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RecipositoryCore
import Testing
@testable import RecipositorySite

@Suite struct OutputTests {
    @Test func privateSitesSayNoindexAndHaveNoSitemap() {
        let site = RenderedSite()
        #expect(site.files["sitemap.xml"] == nil)
        // Every crawler is asked to fetch nothing, the files that are not pages included.
        let robots = site.text("robots.txt").split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(robots == ["User-agent: *", "Disallow: /"])
        for page in site.htmlPaths {
            #expect(site.text(page).contains(#"<meta name="robots" content="noindex, nofollow">"#), "\(page)")
        }
    }

    @Test func publicSitesWithABaseURLHaveASitemap() throws {
        var config = RenderFixture.config
        config.isPrivate = false
        let site = RenderedSite(RenderFixture.renderer(config: config))
        #expect(!site.text("index.html").contains("noindex"))
        #expect(site.files["robots.txt"] == nil, "a public site asks crawlers for nothing")
        let sitemap = site.text("sitemap.xml")
        #expect(sitemap.contains("<url><loc>https://family.example/cookbook/recipes/apple-pie/</loc><lastmod>2019-11-28</lastmod></url>"))
        #expect(sitemap.contains("<loc>https://family.example/cookbook/ingredients/leek/</loc>"))
        #expect(isWellFormedXML(sitemap))

        config.baseURL = nil
        #expect(RenderedSite(RenderFixture.renderer(config: config)).files["sitemap.xml"] == nil)
    }

    @Test func feedListsDatedRecipesNewestFirst() {
        let feed = RenderedSite().text("feed.xml")
        #expect(isWellFormedXML(feed))
        let titles = feed.components(separatedBy: "<entry>\n<title>").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(titles == ["Leek &amp; Potato Soup", "Vanilla Custard", "Grandma Rose&#39;s Apple Pie"])
        #expect(feed.contains("<updated>2024-01-09T00:00:00Z</updated>\n<link"))
    }

    @Test func feedWithoutBaseURLUsesTagIDsAndRelativeLinks() {
        var config = RenderFixture.config
        config.baseURL = nil
        let feed = RenderedSite(RenderFixture.renderer(config: config)).text("feed.xml")
        #expect(feed.contains("<id>tag:recipository,2000:recipes/leek-soup/</id>"))
        #expect(feed.contains(#"<link href="recipes/leek-soup/index.html"/>"#))
        #expect(!feed.contains("rel=\"self\""))
        #expect(isWellFormedXML(feed))
    }

    @Test func notFoundPageLinksAbsolutelyWhenItCan() {
        let absolute = RenderedSite().text("404.html")
        #expect(absolute.contains(#"<a href="https://family.example/cookbook/index.html">Home page</a>"#))
        #expect(absolute.contains(#"<a href="https://family.example/cookbook/recipes/index.html">Every recipe, A to Z</a>"#))
        #expect(!absolute.contains("<script>"), "no root to find")
        var config = RenderFixture.config
        config.baseURL = nil
        let relative = RenderedSite(RenderFixture.renderer(config: config)).text("404.html")
        #expect(relative.contains(#"<a href="index.html">Home page</a>"#))
        // The root finder runs before the stylesheet is read, allowed by its hash and nothing else.
        let script = relative.firstMatch(of: /<script>(.*?)<\/script>/).map { String($0.1) } ?? ""
        #expect(!script.isEmpty)
        #expect(relative.contains("script-src 'self' " + SHA256.cspSource(script)))
        let scriptAt = relative.range(of: "<script>")?.lowerBound, styleAt = relative.range(of: "style.css")?.lowerBound
        #expect(scriptAt != nil && styleAt != nil && scriptAt! < styleAt!)
    }

    /// SHA-256 against FIPS 180-4's own examples (one block, two blocks).
    @Test func sha256MatchesTheStandard() {
        let hex = { (text: String) in SHA256.digest(text).map { String(format: "%02x", $0) }.joined() }
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    /// Streamed: FIPS 180-4's third example (a million `a`s) given in pieces of every awkward size
    /// (within a block, across blocks, a block and a byte) gives the standard's digest.
    @Test func sha256StreamedInPiecesMatchesTheStandard() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        let sizes = [1, 3, 55, 56, 63, 64, 65, 127, 1000]
        var hash = SHA256()
        var offset = 0, turn = 0
        while offset < message.count {
            let end = min(message.count, offset + sizes[turn % sizes.count])
            hash.add(Array(message[offset..<end]))
            (offset, turn) = (end, turn + 1)
        }
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        #expect(hash.finish().map { String(format: "%02x", $0) }.joined() == expected)
        #expect(SHA256.digest(bytes: message).map { String(format: "%02x", $0) }.joined() == expected)
        #expect(Hex.lowercase(bytes: SHA256.digest(bytes: message)) == expected)
        #expect(Hex.lowercase(bytes: [0x00, 0x0f, 0xa0, 0xff]) == "000fa0ff")
    }

    @Test func recipePageShowsWhatTheBriefAsks() {
        let page = RenderedSite().text("recipes/apple-pie/index.html")
        for piece in [
            #"<li data-quantity-low="6" data-quantity-high="8" data-unit="tbsp" data-food="ice water" data-low="6" data-high="8" data-group="water" data-g-cup="1184/5" data-liquid="true">6-8 tbsp <span class="ingredient-name">ice water</span></li>"#,
            #"<li data-quantity-low="0.3333" data-quantity-high="0.3333" data-unit="cup" data-food="sugar" data-low="1/3" data-high="1/3" data-group="sugar" data-g-cup="200" data-by-cup="true">⅓ cup <span class="ingredient-name">sugar</span></li>"#,
            #"<ol class="step-list" start="3">"#,
            #"<li id="step-3">Toss the apples with sugar.</li>"#,
            #"<time datetime="PT1H45M">1 h 45 min</time>"#,
            #"aria-label="5 of 5 hearts">♥♥♥♥♥"#,
            #"<div><dt>Last made</dt><dd><time datetime="2026-11-26">November 26, 2026</time></dd></div>"#,
            #"<img src="../../recipes/desserts/apple-pie.svg" alt="Grandma Rose&#39;s Apple Pie" width="800" height="500">"#,
            #"<a href="https://example.org/the-original" rel="external">"#,
            #"<a class="recipe-card-title" href="../../recipes/vanilla-custard/index.html">Vanilla Custard</a>"#,
            #"<a href="../../tags/family-classic/index.html">family classic</a>"#,
            #"<tr><th scope="row">Saturated fat</th><td>11.5 g</td></tr>"#,
            #"<form class="search-form" action="../../search/index.html""#,
        ] {
            #expect(page.contains(piece), "missing: \(piece)")
        }
    }

    @Test func homeGroupsEveryRecipeByCategoryAlphabetically() {
        let home = RenderedSite().text("index.html")
        let titles = home.components(separatedBy: #"class="recipe-card-title" href=""#).dropFirst()
            .map { $0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" } }
        #expect(titles == ["Grandma Rose&#39;s Apple Pie", "Vanilla Custard", "x&quot;\u{301} onmouseover=alert(1)",
                           "Leek &amp; Potato Soup"])
        #expect(home.contains(#"<form class="search-form" action="search/index.html" method="get" role="search">"#))
        #expect(home.contains(#"<a href="cuisines/cote-d-azur/index.html">Côte d&#39;Azur"#))
    }

    /// The renderer makes pages for every recipe it is given (leaving drafts out is the build's
    /// choice, see `PipelineTests`), one recipe per page.
    @Test func duplicateSlugsAreLeftOutAndGivenDraftsRendered() {
        var draft = RenderFixture.custard
        draft.slug = "draft"
        draft.isDraft = true
        var twin = RenderFixture.leekSoup
        twin.sourcePath = "content/recipes/z-twin.md"
        let result = RenderFixture.renderer().render(RenderFixture.recipes + [draft, twin])
        #expect(result.files.contains { $0.path == "recipes/draft/index.html" })
        #expect(result.diagnostics.map(\.code.rawValue) == ["duplicate-page"])
        #expect(result.diagnostics.first?.location.file == "content/recipes/z-twin.md")
    }

    func isWellFormedXML(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }
}
