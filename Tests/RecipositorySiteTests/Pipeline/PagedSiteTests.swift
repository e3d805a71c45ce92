import Foundation
import RecipositoryCore
import Testing
import TestSupport
@testable import RecipositorySite

/// A collection longer than `page_size` (5 here, 500 by default), built by the pipeline: each
/// long list and cookbook is paged, every recipe reachable exactly once through the pager's links.
@Suite(.blocking, .serialized) struct PagedSiteTests {
    static let size = 5
    /// 12 desserts, 8 mains, 3 snacks without a category: 23 recipes, every one with milk and tagged quick.
    static let titles = (1...12).map { (String(format: "Dessert %02d", $0), "Desserts") }
        + (1...8).map { (String(format: "Main %02d", $0), "Mains") } + (1...3).map { ("Snack \($0)", "") }

    final class Site: @unchecked Sendable {
        let temp: TemporaryFolder
        var output: URL { temp.path("public") }

        init() throws {
            temp = try TemporaryFolder("paged")
            try temp.write("site/recipository.yml",
                           "title: Our Kitchen\nbase_url: https://family.example/\nprivate: false\npage_size: \(PagedSiteTests.size)\n")
            for (title, category) in PagedSiteTests.titles {
                try temp.write("site/content/recipes/\(Slug.term(title)).md",
                               "---\ntitle: \(title)\n" + (category.isEmpty ? "" : "category: \(category)\n")
                                   + "tags: [quick]\n---\n## Ingredients\n- 1 cup (240 ml) milk\n- 2 eggs\n## Steps\n1. Stir.\n")
            }
            let summary = try Pipeline.build(temp.path("site").path, options: BuildOptions(output: output.path))
            #expect(summary.wrote, "\(summary.diagnostics)")
        }

        func page(_ path: String) -> String? {
            FileManager.default.contents(atPath: output.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// A page's link as the site path of the file it leads to, and its fragment.
    static func resolve(_ href: String, from page: String) -> (path: String, fragment: String?) {
        let url = URL(string: href, relativeTo: URL(string: "https://site.test/" + page))!.absoluteURL
        return (String(url.path.dropFirst()), url.fragment)
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }

    /// Walks a paged list from its first page by its "Next page" links, checking each page's pager
    /// and title; gives the recipes each page shows, found by `item`.
    static func walk(_ site: Site, from first: String, title: String, pages expected: Int, item: String) throws -> [[String]] {
        var pages: [[String]] = []
        var path: String? = first
        var previous: String?
        while let current = path {
            let html = try #require(site.page(current), "\(current) is not written")
            let number = pages.count + 1
            pages.append(matches(item, in: html))
            #expect(pages.last!.count <= size, "\(current) shows \(pages.last!.count) recipes")
            // The pager is a nav of links to every page, the shown one marked, with previous and next.
            let pager = try #require(matches(#"(<nav class="pager" aria-label="Pages">[\s\S]*?</nav>)"#, in: html).first, "\(current)")
            let links = matches(#"<li><a href="([^"]+)">\d+</a></li>"#, in: pager).map { resolve($0, from: current).path }
            #expect(links.count == expected - 1, "\(current)")
            for link in links { #expect(site.page(link) != nil, "\(current) links \(link), which is not written") }
            #expect(pager.contains(#"<span class="chip" aria-current="page">Page \#(number) of \#(expected)</span>"#), "\(current)")
            let back = matches(#"<a href="([^"]+)" rel="prev">"#, in: pager).first.map { resolve($0, from: current).path }
            #expect(back == previous, "\(current)")
            // Each page says which it is, and is its own canonical address.
            let documentTitle = try #require(matches("<title>(.*)</title>", in: html).first)
            #expect(documentTitle.hasPrefix(number == 1 ? "\(title) – " : "\(title), page \(number) of \(expected) – "), "\(current)")
            let folder = current.hasSuffix("index.html") ? String(current.dropLast("index.html".count)) : current
            #expect(html.contains(#"<link rel="canonical" href="https://family.example/\#(folder)">"#), "\(current)")
            previous = current
            path = matches(#"<a href="([^"]+)" rel="next">"#, in: pager).first.map { resolve($0, from: current).path }
            #expect(path == nil || path == folder.replacingOccurrences(of: "page/\(number)/", with: "") + "page/\(number + 1)/index.html")
        }
        #expect(pages.count == expected, "\(first)")
        return pages
    }

    static let card = #"<a class="recipe-card-title" href="[^"]*recipes/([^/"]+)/index.html">"#
    static let article = #"<article class="recipe cookbook-recipe" id="recipe-([^"]+)">"#
    static var slugs: [String] { titles.map { Slug.term($0.0) } }

    @Test func everyLongListIsPagedAndShowsEachRecipeOnceThroughItsPager() throws {
        let site = try Site()
        for (first, title, count) in [("recipes/index.html", "All recipes, A to Z", 23), ("ingredients/milk/index.html", "Recipes with milk", 23),
                                      ("tags/quick/index.html", "quick", 23), ("categories/desserts/index.html", "Desserts", 12)] {
            let pages = try Self.walk(site, from: first, title: title, pages: (count + Self.size - 1) / Self.size, item: Self.card)
            let shown = pages.flatMap { $0 }
            #expect(shown.count == count && Set(shown).count == count, "\(first): \(shown)")
            if count == 23 { #expect(Set(shown) == Set(Self.slugs), "\(first)") }
        }
        // Mains (8) fit in two pages; a list that fits in one has no pager and no page/2/.
        #expect(site.page("categories/mains/page/2/index.html") != nil)
        #expect(site.page("categories/mains/page/3/index.html") == nil)
    }

    /// The whole cookbook goes by chapters: Desserts (12) fills pages 1 and 2 and begins page 3,
    /// Mains (8) cannot join its 2, fills page 4 and begins page 5, and Other recipes (3) cannot
    /// join those 3: page 6. Numbers run on through the book.
    @Test func theWholeCookbookIsSplitByChapter() throws {
        let site = try Site()
        let pages = try Self.walk(site, from: "cookbook/index.html", title: "The cookbook", pages: 6, item: Self.article)
        #expect(pages.map(\.count) == [5, 5, 2, 5, 3, 3])
        #expect(pages.flatMap { $0 } == Self.slugs)
        let third = try #require(site.page("cookbook/page/3/index.html"))
        #expect(third.contains(##"<li value="11"><a href="#recipe-dessert-11">Dessert 11</a></li>"##))
        #expect(third.contains("23 recipes, page 3 of 6"))
        let desserts = try Self.walk(site, from: "cookbook/desserts/index.html", title: "Desserts: the cookbook", pages: 3, item: Self.article)
        #expect(desserts.flatMap { $0 } == Array(Self.slugs.prefix(12)))
    }

    /// The letters to jump with lead to the page each letter starts on.
    @Test func theAToZLettersLeadToThePageTheirRecipesAreOn() throws {
        let site = try Site()
        for number in 1...5 {
            let path = number == 1 ? "recipes/index.html" : "recipes/page/\(number)/index.html"
            let html = try #require(site.page(path))
            let nav = try #require(Self.matches(#"(<nav class="letter-nav"[\s\S]*?</nav>)"#, in: html).first)
            let jumps = Self.matches(#"<a href="([^"]+)">[A-Z#]</a>"#, in: nav).map { Self.resolve($0, from: path) }
            // Desserts start on page 1, mains on page 3 (the 13th recipe), snacks on page 5 (the 21st).
            #expect(jumps.map(\.path) == ["recipes/index.html", "recipes/page/3/index.html", "recipes/page/5/index.html"], "\(path)")
            #expect(jumps.map(\.fragment) == ["letter-d", "letter-m", "letter-s"])
            for jump in jumps { #expect(try #require(site.page(jump.path)).contains(#"<h2 id="\#(jump.fragment!)">"#)) }
        }
    }
}
