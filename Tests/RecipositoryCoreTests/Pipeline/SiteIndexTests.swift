import Testing
@testable import RecipositoryCore

/// Links and pictures resolve as docs/recipe-format.md says: another recipe by its file
/// (relative to the recipe), its page (`/recipes/slug/`), based.cooking's `/slug` or `slug.html`;
/// a file relative to the recipe, else from the site root (`static/`, then `content/`); web
/// addresses and anchors left as written; anything else into the site is broken.
@Suite struct SiteIndexTests {
    let index = SiteIndex(
        slugsByContentPath: ["recipes/pie.md": "pie", "recipes/desserts/tart.md": "tart", "soup.md": "soup", "recipes/crème.md": "creme"],
        contentFiles: ["recipes/pie.md", "recipes/desserts/tart.md", "soup.md", "recipes/img/a b.png", "recipes/crème.md", "pix/x.webp"],
        staticFiles: ["images/p.png", "pix/y.webp", "favicon.ico"])

    @Test(arguments: [
        ("desserts/tart.md", SiteIndex.Resolution.site(.recipe(slug: "tart", fragment: ""))),
        ("../soup.md#top", .site(.recipe(slug: "soup", fragment: "#top"))),
        ("crème.md", .site(.recipe(slug: "creme", fragment: ""))),
        ("/recipes/tart/", .site(.recipe(slug: "tart", fragment: ""))),
        ("/recipes/creme/", .site(.recipe(slug: "creme", fragment: ""))),
        ("/tart", .site(.recipe(slug: "tart", fragment: ""))),
        ("tart.html", .site(.recipe(slug: "tart", fragment: ""))),
        ("tart", .site(.recipe(slug: "tart", fragment: ""))),
        ("img/a%20b.png", .site(.file(path: "recipes/img/a b.png", fragment: ""))),
        ("pix/x.webp", .site(.file(path: "pix/x.webp", fragment: ""))),
        ("/pix/y.webp#a", .site(.file(path: "pix/y.webp", fragment: "#a"))),
        ("/images/p.png", .site(.file(path: "images/p.png", fragment: ""))),
        ("/", .site(.home(fragment: ""))),
        ("/#top", .site(.home(fragment: "#top"))),
        ("#top", .external),
        ("https://example.org/a:b", .external),
        ("//cdn.example.org/x.png", .external),
        ("mailto:x@y.z", .external),
        ("nothing.md", .broken),
        ("../../pie.md", .broken),
        ("/recipes/nothing/", .broken),
    ])
    func linkFromARecipeInRecipes(_ target: String, _ expected: SiteIndex.Resolution) {
        #expect(index.resolveLink(target, from: "recipes/pie.md") == expected)
    }

    @Test func filesRelativeToTheRecipeThenFromTheSiteRoot() {
        #expect(index.resolveFile("img/a%20b.png", from: "recipes/pie.md") == "recipes/img/a b.png")
        #expect(index.resolveFile("/images/p.png", from: "recipes/pie.md") == "images/p.png")
        #expect(index.resolveFile("pix/y.webp", from: "recipes/desserts/tart.md") == "pix/y.webp")
        #expect(index.resolveFile("../img/a b.png", from: "recipes/desserts/tart.md") == "recipes/img/a b.png")
        #expect(index.resolveFile("img/a b.png", from: "soup.md") == nil)
        #expect(index.resolveFile("https://example.org/p.png", from: "recipes/pie.md") == nil)
    }
}

/// `SiteIndex.hasASCIIScheme` (a link's scheme found on its bytes) against the plain test by
/// Character it stands in front of, and by hand.
@Suite struct SiteIndexSchemeBytesTests {
    static func plain(_ target: String) -> Bool {
        guard let colon = target.firstIndex(of: ":") else { return false }
        let scheme = target[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    @Test func schemesAreFoundAsByCharacter() throws {
        let targets = ["https://example.org/x", "mailto:a@b.c", "tel:+1-555", "x-y.z+1:rest", ":nothing", "a b:c", "../pie.md",
                       "/recipes/pie/", "pie.md#step-2", "C:/x", "1:2", "a_b:c", "a:b:c", "", "a%3Ab", "ftp:", "\tx:y"]
        for target in targets {
            let bytes: Bool = try #require(SiteIndex.hasASCIIScheme(target) as Bool?, "\(target)")
            #expect(bytes == Self.plain(target), "\(target)")
        }
        // By hand: a web address, mail and a telephone number have schemes; a path, an empty scheme, a space do not.
        #expect(SiteIndex.hasASCIIScheme("https://example.org/x") == true)
        #expect(SiteIndex.hasASCIIScheme("tel:+1-555") == true)
        #expect(SiteIndex.hasASCIIScheme("../pie.md") == false)
        #expect(SiteIndex.hasASCIIScheme(":nothing") == false)
        #expect(SiteIndex.hasASCIIScheme("a b:c") == false)
    }

    /// Letters and numbers beyond ASCII are Unicode's: left to the plain test.
    @Test func otherTargetsAreLeftToThePlainTest() {
        for target in ["café:x", "é\u{301}:x", "x\r\n:y", "١:x"] { #expect(SiteIndex.hasASCIIScheme(target) == nil, "\(target)") }
    }
}

/// `SiteIndex.splitFragmentASCII` (a link's path and fragment found on its bytes) against the plain
/// reading by Character it stands in front of.
@Suite struct SiteIndexPathBytesTests {
    static func plain(_ target: String) -> (path: String, fragment: String) {
        var (path, fragment) = (target, "")
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[hash...])
            path = String(path[..<hash])
        }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        return (path.contains("%") ? path.removingPercentEncoding ?? path : path, fragment)
    }

    @Test func pathsAndFragmentsAreFoundAsByCharacter() throws {
        let targets = ["pie.md", "pie.md#step-2", "/recipes/pie/?x=1#top", "a%20b.png", "a%2", "#only", "?q", "a#b#c", "a?b?c#d?e",
                       "../sides/rice.md", "", "%", "100%25.md#x%20y", "a b/c d.md"]
        for target in targets {
            let bytes = try #require(SiteIndex.splitFragmentASCII(target), "\(target)")
            let plain = Self.plain(target)
            #expect(bytes.path == plain.path && bytes.fragment == plain.fragment, "\(target)")
        }
        // By hand: the query goes, the fragment stays with its mark, an escaped space is a space.
        let byHand = try #require(SiteIndex.splitFragmentASCII("a%20b.md?v=2#step"))
        #expect(byHand.path == "a b.md" && byHand.fragment == "#step")
    }

    /// Beyond ASCII a mark may be part of a Character: left to the plain reading.
    @Test func otherTargetsAreLeftToThePlainReading() {
        for target in ["café.md#x", "a#\u{301}b", "x\r\n#y"] { #expect(SiteIndex.splitFragmentASCII(target) == nil, "\(target)") }
    }
}
