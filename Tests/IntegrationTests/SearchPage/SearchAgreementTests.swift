import Foundation
import RecipositoryCore
import RecipositorySite
import Testing
import TestSupport

/// The browser's search and the Swift reference search (`SearchIndex.queryTerms`,
/// `recipeSlugs(matching:)`) read queries and match ingredients and difficulty words alike, on
/// the same built index.
@Suite(.blocking, .serialized) struct SearchAgreementTests {
    /// One source of truth: `search-index.js` is `search-index.json`'s bytes wrapped, and both are
    /// what the Swift index of the same recipes encodes.
    @Test func theScriptAndTheJSONHoldTheSameIndex() throws {
        let fixture = try SearchPageFixture.shared.get()
        let json = try fixture.bytes(of: "search-index.json")
        #expect(json == fixture.index.jsonBytes())
        #expect(try fixture.bytes(of: "search-index.js") == SearchIndexScript.wrapping(json))
    }

    /// For each query, being typed or not: the page reads the same terms and prefixes as
    /// `TypedQueryReader` (where it did not repair a word), and the recipes it marks as matching
    /// every term by ingredient or difficulty are exactly those the Swift search finds for the
    /// page's terms (repaired words included).
    @Test(arguments: SearchCase.all.filter { !$0.query.isEmpty })
    func browserAndSwiftAgree(_ search: SearchCase) throws {
        let fixture = try SearchPageFixture.shared.get()
        let swiftTerms = TypedQueryReader(index: fixture.index).terms(search.query)
        let page = try fixture.snapshot(of: fixture.overHTTP(search.search))
        if page.note.isEmpty {
            #expect(page.terms == swiftTerms.map(\.text))
            #expect(page.prefixes == swiftTerms.filter(\.isPrefix).map(\.text))
        } else {
            // A repaired word ("you typed …") is the page's own: the case names the terms it must read.
            #expect(page.terms == search.terms)
        }
        if fixture.index.queryTerms(search.query).isEmpty && swiftTerms.allSatisfy({ !$0.isPrefix }) {
            // A word that names no ingredient ("fried") matches by ingredient on neither side.
            #expect(page.results.filter(\.byIngredient).isEmpty)
            return
        }
        let terms = page.terms.map { TypedQueryReader.Term($0, isPrefix: page.prefixes.contains($0)) }
        let swift = fixture.index.recipeSlugs(matching: terms).filter { slug in passesFilters(slug, search, fixture.index) }
        let browser = page.results.filter { $0.byIngredient || $0.byDifficulty }.map(\.slug)
        #expect(Set(browser) == Set(swift), "browser: \(browser), Swift: \(swift)")
        // Every Swift match is on the page, beside what matched by title or tag.
        #expect(Set(swift).isSubset(of: Set(page.slugs)))
    }

    /// Typed difficulty words on both sides: the Swift search finds exactly the recipes rated at
    /// the levels the words name (the five words as the pages show them), and so does the page.
    @Test(arguments: [("easy", [1, 2]), ("medium", [3]), ("hard", [4, 5]), ("fairly easy", [2]), ("Fairly Hard", [4]),
                      ("hard, tomatoes", [4, 5]), ("medium onion", [3])])
    func difficultyWordsFindTheRecipesSoRated(_ query: String, levels: [Int]) throws {
        let fixture = try SearchPageFixture.shared.get()
        let index = fixture.index
        let words = index.queryTerms(query).filter { !index.levels(named: $0).isEmpty }
        // Each word must match: "fairly" (2, 4) and "easy" (1, 2) together name 2.
        #expect(words.map { Set(index.levels(named: $0)) }.reduce(Set(1...5)) { $0.intersection($1) } == Set(levels), "\(words)")
        let ingredients = index.queryTerms(query).filter { index.levels(named: $0).isEmpty }.joined(separator: ", ")
        let rated = Set(index.entries.filter { levels.contains($0.difficulty ?? 0) }.map(\.slug))
        let swift = index.recipeSlugs(matching: query)
        #expect(!swift.isEmpty)
        #expect(Set(swift) == (ingredients.isEmpty ? rated : rated.intersection(index.recipeSlugs(matching: ingredients))))
        let page = try fixture.snapshot(of: fixture.overHTTP("q=" + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query)))
        #expect(page.terms == index.queryTerms(query))
        #expect(Set(page.results.filter { $0.byIngredient || $0.byDifficulty }.map(\.slug)) == Set(swift))
        #expect(page.results.allSatisfy { !$0.byIngredient }, "a difficulty word is not an ingredient")
    }

    /// The page's category, cuisine, time, difficulty and energy filters, applied to the Swift index's entries.
    private func passesFilters(_ slug: String, _ search: SearchCase, _ index: SearchIndex) -> Bool {
        guard let entry = index.entries.first(where: { $0.slug == slug }) else { return false }
        return search.parameters.allSatisfy { name, value in
            switch name {
            case "category": entry.category.map { index.categories[$0] } == value
            case "cuisine": entry.cuisine.map { index.cuisines[$0] } == value
            case "max": (entry.totalMinutes ?? .max) <= Int(value) ?? .max
            case "difficulty": (entry.difficulty ?? .max) <= Int(value) ?? .max
            case "kcal": (entry.kcal ?? .max) <= Int(value) ?? .max
            default: true
            }
        }
    }
}
