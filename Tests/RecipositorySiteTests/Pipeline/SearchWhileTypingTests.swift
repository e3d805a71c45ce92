import Foundation
import RecipositoryCore
import RecipositorySite
import Testing
import TestSupport

/// Search as you type on real sites (the bundled cookbook and the based.cooking sample), with the
/// Swift reference search: typing never empties the results while a recipe has an ingredient
/// word or a difficulty word starting with what is typed. (The page searches titles, tags,
/// categories and cuisines too: `SearchPageBrowserTests` type every word of those.)
@Suite struct SearchWhileTypingTests {
    @Test(arguments: [("the bundled cookbook", Fixtures.repository), ("based.cooking", Fixtures.basedCooking)])
    func everyPrefixOfEveryWordFindsTheRecipesWithIt(_ name: String, _ site: URL) throws {
        let index = try Pipeline.searchIndex(site.path)
        let reader = TypedQueryReader(index: index)
        // Each recipe's words, read from its terms (all of them, tails included) and its difficulty.
        let wordsOf = index.entries.map { entry in
            Set(entry.terms.flatMap { index.vocabulary[$0].split(separator: " ").map(String.init) }
                + (entry.difficulty.map { Difficulty(level: $0).label.lowercased().split(separator: " ").map(String.init) } ?? []))
        }
        // "and" and "or" are what a comma and a slash are read as, not words a cook looks for.
        let words = Set(wordsOf.flatMap { $0 }).subtracting(["and", "or"])
        let prefixes = Set(words.flatMap { word in (1...word.count).map { String(word.prefix($0)) } })
        var empty: [String] = []
        var missing: [String] = []
        for prefix in prefixes.sorted() {
            let found = Set(index.recipeSlugs(typed: prefix))
            if found.isEmpty { empty.append(prefix) }
            guard reader.terms(prefix) == [TypedQueryReader.Term(prefix, isPrefix: true)] else { continue }
            // A prefix finds every recipe with a word starting with it.
            let having = index.entries.indices.filter { wordsOf[$0].contains { $0.hasPrefix(prefix) } }.map { index.entries[$0].slug }
            if !Set(having).isSubset(of: found) { missing.append("\(prefix): \(Set(having).subtracting(found).sorted())") }
        }
        #expect(prefixes.count > 500, "\(name): \(prefixes.count) prefixes")
        #expect(empty.isEmpty, "\(name): nothing found for \(empty)")
        #expect(missing.isEmpty, "\(name): \(missing.prefix(20))")
    }

    /// The issue's words, counted by reading the recipes' ingredients (Tom Yam's "tom yam-quick
    /// noodles" among them) and difficulties.
    @Test(arguments: [
        (false, "chic", 5), (false, "chick", 5), (false, "chicken", 3), (false, "on", 16), (false, "oni", 16),
        (false, "tom", 10), (false, "but", 10), (false, "butt", 10),
        (true, "tom", 9), (true, "toma", 8), (true, "but", 8), (true, "butt", 7),
    ])
    func theIssuesWords(basedCooking: Bool, _ query: String, _ count: Int) throws {
        let index = try Pipeline.searchIndex((basedCooking ? Fixtures.basedCooking : Fixtures.repository).path)
        #expect(index.recipeSlugs(typed: query).count == count)
    }
}
