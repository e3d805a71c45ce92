import Foundation
import RecipositoryCore
import Testing
@testable import RecipositorySite

@Suite struct LinkTests {
    static let routes = Routes(OutputFormat.defaults)

    /// A site whose table puts recipe pages elsewhere has its links placed there: the routes are
    /// the renderer's own rows, not the default table's.
    @Test func routesFollowTheSitesOwnTable() {
        var renderer = SiteRenderer(theme: .builtIn, config: SiteConfig(), imageSize: { _ in nil })
        renderer.formats = renderer.formats.map { format in
            var format = format
            if case .recipe = format.kind { format.pathPattern = "dishes/{slug}/index.html" }
            return format
        }
        #expect(renderer.routes.recipe("soup") == "dishes/soup/")
        #expect(PartHTML(rootPrefix: "../../", routes: renderer.routes, imageSize: { _ in nil }).link(to: .recipe(slug: "soup", fragment: "#step-2"))
            == "../../dishes/soup/index.html#step-2")
        let plan = renderer.plan([Recipe(sourcePath: "content/soup.md", slug: "soup", title: "Soup")])
        #expect(plan.pagePaths.contains("dishes/soup/index.html"))
    }

    /// The pages every page links to (home, search, feed, the A–Z list, the cookbooks) are where
    /// the table puts them, as the site's own address of each says.
    @Test func linksInEveryPageFollowTheTable() throws {
        #expect((Self.routes.home, Self.routes.search, Self.routes.feed, Self.routes.allRecipes) == ("", "search/", "feed.xml", "recipes/"))
        let moved = OutputFormat.defaults.map { format in
            var format = format
            if case .search = format.kind { format.pathPattern = "find/index.html" }
            if case .allRecipes = format.kind { format.pathPattern = "a-z/index.html" }
            return format
        }
        let routes = Routes(moved)
        #expect(routes.search == "find/" && routes.allRecipes == "a-z/")
        let chrome = PageChrome(config: SiteConfig(), routes: routes, root: "../../", pageTitle: nil, metaDescription: nil, canonicalURL: nil, jsonLD: nil, pageClass: "page-recipe")
        #expect(chrome.child(named: "searchHref") as? String == "../../find/index.html")
        #expect(chrome.child(named: "allRecipesHref") as? String == "../../a-z/index.html")
        #expect(chrome.child(named: "homeHref") as? String == "../../index.html")
        // Only categories have a cookbook each in the default table.
        #expect(Self.routes.hasCookbook(for: .category) && !Self.routes.hasCookbook(for: .tag))
    }

    @Test func rootPrefixFollowsPageDepth() {
        #expect(SitePath.rootPrefix(forPage: "index.html") == "")
        #expect(SitePath.rootPrefix(forPage: "404.html") == "")
        #expect(SitePath.rootPrefix(forPage: "recipes/pie/index.html") == "../../")
        #expect(SitePath.rootPrefix(forPage: "a/b/c/print.html") == "../../../")
    }

    @Test func directoryLinksNameTheirIndexFile() {
        #expect(SitePath.linkTarget("recipes/soup/") == "recipes/soup/index.html")
        #expect(SitePath.linkTarget("recipes/soup/#step-2") == "recipes/soup/index.html#step-2")
        #expect(SitePath.linkTarget("") == "index.html")
        #expect(SitePath.linkTarget("pix/x.webp") == "pix/x.webp")
        #expect(SitePath.encodeSegment("grandma's pie") == "grandma%27s%20pie")
    }

    /// Every relative link of every page leads to a file the site contains, at every depth.
    @Test func everyRelativeLinkResolves() throws {
        let site = RenderedSite()
        let staticFiles: Set<String> = ["recipes/desserts/apple-pie.svg", "pix/pie-slice.svg"]
        // Written by other stages: the search index script (by the build's index stage), the
        // kitchen tables, the web manifest and its icons (by the build, `OfflineSite`) and each recipe's Markdown
        // beside its page (copied by the build from the source).
        let futurePages: Set<String> = Set(["search-index.js", "kitchen-data.js", OfflineSite.manifestPath, OfflineSite.appleTouchIcon.path]
            + RenderFixture.recipes.map { "recipes/\($0.slug)/\($0.slug).md" })
        var checked = 0
        for page in site.htmlPaths {
            let directory = page.split(separator: "/").dropLast().map(String.init)
            for link in site.links(page) where !link.hasPrefix("#") && !link.contains("://") && !link.hasPrefix("mailto:") {
                let path = String(link.prefix { $0 != "#" && $0 != "?" })
                let resolved = resolve(path, from: directory)
                #expect(site.files[resolved] != nil || staticFiles.contains(resolved) || futurePages.contains(resolved),
                        "\(page): \(link) -> \(resolved)")
                #expect(!path.hasSuffix("/"), "\(page): \(link) should name index.html")
                checked += 1
            }
        }
        #expect(checked > 200)
    }

    @Test func noExternalRequests() {
        let site = RenderedSite()
        for page in site.htmlPaths {
            // The 404 page links to the site's own absolute URL, which is not outside.
            let text = site.text(page).replacingOccurrences(of: RenderFixture.config.baseURL!, with: "/")
            // Only <a href> and the canonical <link> may point elsewhere; nothing is fetched from outside.
            #expect(!text.contains("src=\"http"), "\(page)")
            #expect(!text.contains("src=\"//"), "\(page)")
            #expect(!text.contains("stylesheet\" href=\"http"), "\(page)")
            #expect(!text.contains(" style=\""), "inline style in \(page)")
            #expect(text.contains(#"content="default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'""#))
            let scripts = text.components(separatedBy: "<script").dropFirst()
            #expect(scripts.allSatisfy { $0.hasPrefix(" src=") || $0.hasPrefix(" type=\"application/ld+json\"") },
                    "inline script in \(page)")
        }
    }

    func resolve(_ link: String, from directory: [String]) -> String {
        var parts = directory
        for part in link.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case "..": _ = parts.popLast()
            case ".", "": continue
            default: parts.append(String(part).removingPercentEncoding ?? String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
