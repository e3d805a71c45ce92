import Foundation
import RecipositoryCore
import RecipositorySite
import Testing

/// The browser's search and the Swift reference search (`SearchIndex.queryTerms`,
/// `recipeSlugs(matching:)`) read queries and match ingredients alike, on the same built index.
@Suite struct SearchAgreementTests {
    /// One source of truth: `search-index.js` is `search-index.json`'s bytes wrapped, and both are
    /// what the Swift index of the same recipes encodes.
    @Test func theScriptAndTheJSONHoldTheSameIndex() throws {
        let fixture = try SearchPageFixture.shared.get()
        let json = try fixture.bytes(of: "search-index.json")
        #expect(json == fixture.index.jsonBytes())
        #expect(try fixture.bytes(of: "search-index.js") == SearchIndexScript.wrapping(json))
    }

    /// For each query with terms the Swift search knows: the page reads the same terms (where it
    /// did not complete or repair a word, which the Swift reference does not do), and the recipes
    /// it marks as matching every term by ingredient are exactly those the Swift search finds for
    /// the page's terms (repaired words included).
    @Test(arguments: SearchCase.all.filter { !$0.query.isEmpty })
    func browserAndSwiftAgree(_ search: SearchCase) throws {
        let fixture = try SearchPageFixture.shared.get()
        let swiftTerms = fixture.index.queryTerms(search.query)
        let page = try fixture.snapshot(of: fixture.overHTTP(search.search))
        guard page.prefixes.isEmpty, !swiftTerms.isEmpty else { return }
        if page.note.isEmpty { #expect(page.terms == swiftTerms) }

        let swift = fixture.index.recipeSlugs(matching: page.terms.joined(separator: ", "))
            .filter { slug in passesFilters(slug, search, fixture.index) }
        let browser = page.results.filter(\.byIngredient).map(\.slug)
        #expect(Set(browser) == Set(swift), "browser: \(browser), Swift: \(swift)")
        // Every Swift match is on the page, beside what matched by title or tag.
        #expect(Set(swift).isSubset(of: Set(page.slugs)))
    }

    /// The page's category, cuisine and time filters, applied to the Swift index's entries.
    private func passesFilters(_ slug: String, _ search: SearchCase, _ index: SearchIndex) -> Bool {
        guard let entry = index.entries.first(where: { $0.slug == slug }) else { return false }
        return search.parameters.allSatisfy { name, value in
            switch name {
            case "category": entry.category.map { index.categories[$0] } == value
            case "cuisine": entry.cuisine.map { index.cuisines[$0] } == value
            case "max": (entry.totalMinutes ?? .max) <= Int(value) ?? .max
            default: true
            }
        }
    }
}
