import Foundation
import Testing
import TestSupport

/// The engine ranks with lists by term and counting sorts, and makes result objects only for the
/// page shown: it must give exactly what scoring every recipe and sorting every match gives
/// (`ReferenceSearch`), in the same order, page after page.
@Suite(.blocking, .serialized) struct SearchRankingTests {
    /// What `compareWithEngine` reports.
    struct Comparison: Decodable {
        var searches: Int
        var withResults: Int
        var moreThanAPage: Int
        var withTies: Int
        var results: Int
        var differences: [Difference]

        struct Difference: Decodable, CustomStringConvertible {
            var search: [String: String]
            var count: [Int]
            var first: Int
            var piecesDiffer: Bool
            /// The first result that differs, as JSON.
            var engine: String
            var reference: String

            var description: String {
                "\(search): \(count[0]) results (reference \(count[1])), first difference at \(first), "
                    + "pages differ: \(piecesDiffer); engine \(engine), reference \(reference)"
            }
        }
    }

    /// Every kind of search on the bundled cookbook, and on the same recipes repeated 30 times
    /// and mixed (990 recipes: pages of results, many ties in points), in the browser.
    @Test(arguments: [1, 30])
    func rankingIsTheFullSortOfEveryMatch(copies: Int) throws {
        let fixture = try SearchPageFixture.shared.get()
        let json = try fixture.browser.visit(fixture.fromDisk("")) { browser in
            _ = try browser.evaluate(ReferenceSearch.script)
            return try browser.evaluate("""
                (() => {
                  const index = grownIndex(window.RECIPOSITORY_INDEX, \(copies));
                  const engine = new RecipositorySearch.SearchEngine(index);
                  return JSON.stringify(compareWithEngine(engine, searchesFor(index)));
                })()
                """) as? String ?? ""
        }
        let comparison = try JSONDecoder().decode(Comparison.self, from: Data(json.utf8))
        #expect(comparison.differences.isEmpty, "\(comparison.differences)")
        // What the comparison covered: not only searches that find nothing.
        #expect(comparison.searches > 300)
        #expect(comparison.withResults > comparison.searches / 2)
        #expect(comparison.withTies > 50, "ties are ordered by the index's order")
        if copies > 1 { #expect(comparison.moreThanAPage > 100) }
    }

    /// "Show more" adds the next results in order until all are listed, then hides itself.
    @Test(arguments: [false, true])
    func showMoreContinuesInOrder(fromDisk: Bool) throws {
        let search = "have=salt,%20butter,%20onion,%20garlic,%20egg,%20flour,%20sugar,%20oil,%20water,%20tomato,%20milk"
        let fixture = try SearchPageFixture.shared.get()
        let page = fromDisk ? fixture.fromDisk(search) : fixture.overHTTP(search)
        let (firstPage, button, afterClick, buttonHidden, expected) = try fixture.browser.visit(page) { browser in
            let firstPage = try SearchPageSnapshot.read(browser)
            let button = try browser.evaluate("document.getElementById('search-more').textContent") as? String ?? ""
            _ = try browser.evaluate("document.getElementById('search-more').click()")
            let afterClick = try SearchPageSnapshot.read(browser)
            let hidden = try browser.evaluate("document.getElementById('search-more').hidden") as? Bool ?? false
            _ = try browser.evaluate(ReferenceSearch.script)
            let expected = try browser.evaluate("""
                (() => {
                  const engine = new RecipositorySearch.SearchEngine(window.RECIPOSITORY_INDEX);
                  const search = Object.fromEntries(new URLSearchParams(window.location.search));
                  return JSON.stringify(referenceSearch(engine, search).map((result) => engine.recipes[result.position].url));
                })()
                """) as? String ?? "[]"
            return (firstPage, button, afterClick, hidden, expected)
        }
        let expectedSlugs = try JSONDecoder().decode([String].self, from: Data(expected.utf8))
            .map { $0.split(separator: "/").dropLast().last.map(String.init) ?? $0 }
        #expect(firstPage.count == 33 && firstPage.results.count == 30, "the first page: 30 of \(firstPage.count)")
        #expect(button == "Show 3 more of 3")
        #expect(afterClick.slugs == expectedSlugs, "all 33, in the reference order")
        #expect(Array(afterClick.slugs.prefix(30)) == firstPage.slugs, "the first page stays as it was")
        #expect(Set(afterClick.slugs).count == 33)
        #expect(buttonHidden)
    }
}
