import Testing
@testable import RecipositoryCore

/// Links and images resolve exactly as the `Character`-based index did, ASCII fast paths or not.
@Suite struct SiteIndexTests {
    /// A typed resolution as the reference spells it: a path from the site root.
    static func spelled(_ resolution: SiteIndex.Resolution) -> ReferenceSiteIndex.Resolution {
        switch resolution {
        case .external: .external
        case .broken: .broken
        case .site(.recipe(let slug, let fragment)): .site(ReferenceSiteIndex.recipePath(slug: slug) + fragment)
        case .site(.file(let path, let fragment)): .site(path + fragment)
        case .site(.home(let fragment)): .site(fragment)
        }
    }

    let slugs = ["recipes/pie.md": "pie", "recipes/desserts/tart.md": "tart", "soup.md": "soup", "recipes/crème.md": "creme"]
    let contentFiles: Set<String> = ["recipes/pie.md", "recipes/desserts/tart.md", "soup.md", "recipes/img/a b.png", "recipes/crème.md", "pix/x.webp"]
    let staticFiles: Set<String> = ["images/p.png", "pix/y.webp", "favicon.ico"]

    var targets: [String] {
        let bases = ["", "/", ".", "..", "./", "../", "//x", "#top", "?q", "pie.md", "./pie.md", "../pie.md", "../recipes/pie.md",
                     "/recipes/pie/", "/recipes/pie", "pie.html", "/pie", "tart", "desserts/tart.md", "../soup.md", "/soup.md",
                     "img/a%20b.png", "img//a b.png", "/images/p.png", "images/p.png", "pix/x.webp", "/pix/y.webp",
                     "https://example.org/a:b", "mailto:x@y.z", "1http:x", "C:/x", ":x", "a/./b/../pie.md", "a/../../pie.md",
                     "crème.md", "/recipes/creme/", "recipes/crème.md", "x/", "index.html", "/index.html", "%zz", "favicon.ico"]
        return bases.flatMap { [$0, $0 + "#frag", $0 + "?q=1#f"] }
    }

    @Test func resolvesAsTheReferenceDoes() {
        let index = SiteIndex(slugsByContentPath: slugs, contentFiles: contentFiles, staticFiles: staticFiles)
        let reference = ReferenceSiteIndex(slugsByContentPath: slugs, contentFiles: contentFiles, staticFiles: staticFiles)
        for from in ["recipes/pie.md", "recipes/desserts/tart.md", "soup.md", "recipes/crème.md", "a//b.md"] {
            for target in targets {
                #expect(index.isExternal(target) == reference.isExternal(target), "\(target)")
                #expect(index.resolveFile(target, from: from) == reference.resolveFile(target, from: from), "\(target) from \(from)")
                #expect(Self.spelled(index.resolveLink(target, from: from)) == reference.resolveLink(target, from: from), "\(target) from \(from)")
            }
        }
    }

    @Test func resolvesCommonForms() {
        let index = SiteIndex(slugsByContentPath: slugs, contentFiles: contentFiles, staticFiles: staticFiles)
        #expect(index.resolveLink("../soup.md#top", from: "recipes/pie.md") == .site(.recipe(slug: "soup", fragment: "#top")))
        #expect(index.resolveLink("tart", from: "recipes/pie.md") == .site(.recipe(slug: "tart", fragment: "")))
        #expect(index.resolveLink("/pix/y.webp#a", from: "recipes/pie.md") == .site(.file(path: "pix/y.webp", fragment: "#a")))
        #expect(index.resolveLink("/#top", from: "recipes/pie.md") == .site(.home(fragment: "#top")))
        #expect(index.resolveLink("nothing.md", from: "recipes/pie.md") == .broken)
        #expect(index.resolveLink("https://example.org", from: "recipes/pie.md") == .external)
        #expect(index.resolveFile("img/a%20b.png", from: "recipes/pie.md") == "recipes/img/a b.png")
        #expect(index.resolveFile("/images/p.png", from: "recipes/pie.md") == "images/p.png")
    }
}
