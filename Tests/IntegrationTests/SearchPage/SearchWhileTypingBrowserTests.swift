import Foundation
import RecipositoryCore
import RecipositorySite
import Testing
import TestSupport

/// Search as you type in the page, on the bundled cookbook (over HTTP) and on the based.cooking
/// sample (built by the binary, opened from disk): typing a letter never empties the results
/// while a recipe has a word starting with what is typed; a word that is also the start of
/// longer words finds both; the page and the Swift search agree on what matched by ingredient.
@Suite(.blocking, .serialized) struct SearchWhileTypingBrowserTests {
    /// The based.cooking sample built once by the real binary.
    static let basedCooking = Result { () throws -> URL in
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("recipository-typing-" + Executable.repository.path.filter { $0.isLetter || $0.isNumber })
        try? FileManager.default.removeItem(at: folder)
        let build = try Executable.run(["build", Fixtures.basedCooking.path, "--output", folder.path, "--quiet"])
        guard build.status == 0 else { throw HeadlessChromium.Failure(description: "build failed: \(build.stderr)") }
        return folder
    }

    static func page(basedCooking: Bool, _ query: String) throws -> String {
        let fixture = try SearchPageFixture.shared.get()
        let encoded = "q=" + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query)
        return basedCooking ? try Self.basedCooking.get().appendingPathComponent("search/index.html").absoluteString + "?" + encoded
            : fixture.overHTTP(encoded)
    }

    /// The issue's words, the recipes counted by reading them (ingredients, titles, tags;
    /// "chicken stock" is not chicken, scallions are spring onions, a word in parentheses is a note).
    @Test(arguments: [
        (false, "chic", ["chana-masala", "chicken-tinga-tacos", "coq-au-vin", "jollof-rice", "oyakodon"]),
        (false, "chick", ["chana-masala", "chicken-tinga-tacos", "coq-au-vin", "jollof-rice", "oyakodon"]),
        (false, "chicken", ["chicken-tinga-tacos", "coq-au-vin", "oyakodon"]),
        (false, "on", onionRecipes), (false, "oni", onionRecipes),
        (false, "tom", SearchCase.tomatoRecipes),
        (false, "but", butterRecipes), (false, "butt", butterRecipes),
        (true, "tom", ["bolognese-sauce", "chicken-parmesan", "chimichanga", "instant-tom-yam-kung-noodle-soup", "lamb-biriyani",
                       "paneer-tikka-masala", "pasta-sauce", "taco-meat", "tomato-flavored-hamburger-macaroni"]),
        (true, "toma", ["bolognese-sauce", "chicken-parmesan", "chimichanga", "lamb-biriyani", "paneer-tikka-masala", "pasta-sauce",
                        "taco-meat", "tomato-flavored-hamburger-macaroni"]),
        (true, "but", ["banana-bread", "chicharrones", "classic-bechamel-sauce", "eggs", "mazurek", "okonomiyaki", "pasta", "roesti"]),
        (true, "butt", ["banana-bread", "chicharrones", "classic-bechamel-sauce", "eggs", "mazurek", "pasta", "roesti"]),
    ])
    func theIssuesWords(basedCooking: Bool, _ query: String, _ expected: [String]) throws {
        let fixture = try SearchPageFixture.shared.get()
        let page = try fixture.snapshot(of: Self.page(basedCooking: basedCooking, query))
        #expect(Set(page.slugs) == Set(expected))
        #expect(page.count == expected.count)
        let noun = expected.count == 1 ? "recipe" : "recipes"
        let typed = page.prefixes.isEmpty ? query : "\(query)…"
        #expect(page.status == "\(expected.count) \(noun) with \(typed).", "status: \(page.status)")
        // What matched by ingredient is what the Swift search finds for the same words.
        let index = basedCooking ? try Pipeline.searchIndex(Fixtures.basedCooking.path) : fixture.index
        let swift = Set(index.recipeSlugs(typed: query))
        #expect(Set(page.results.filter(\.byIngredient).map(\.slug)) == swift)
        #expect(page.terms == TypedQueryReader(index: index).terms(query).map(\.text))
    }

    /// Every prefix of every word of every recipe (ingredients, title, category, cuisine, tags,
    /// difficulty): some result, and every recipe with a word starting with it among them.
    @Test(arguments: [false, true])
    func everyPrefixOfEveryWordFindsTheRecipesWithIt(basedCooking: Bool) throws {
        let fixture = try SearchPageFixture.shared.get()
        let figures = try fixture.browser.visit(Self.page(basedCooking: basedCooking, "")) { browser in
            try browser.evaluate(Self.sweep, timeoutSeconds: 120) as? String ?? "{}"
        }
        let values = try JSONSerialization.jsonObject(with: Data(figures.utf8)) as? [String: Any] ?? [:]
        #expect((values["prefixes"] as? Int ?? 0) > 900, "\(values)")
        #expect((values["empty"] as? [String]) == [], "nothing found for \(values["empty"] ?? "?")")
        #expect((values["missing"] as? [String]) == [], "\(values["missing"] ?? "?")")
    }

    static let onionRecipes = ["akara", "caponata", "chana-masala", "chicken-tinga-tacos", "coq-au-vin", "egusi-soup", "french-onion-soup",
                               "huevos-rancheros", "jollof-rice", "meatloaf", "minestrone", "miso-soup", "oyakodon", "pico-de-gallo",
                               "sunday-ragu", "suya"]
    static let butterRecipes = ["apple-pie", "banana-bread", "basmati-rice", "buttermilk-pancakes", "chocolate-mousse", "coq-au-vin",
                                "cornbread", "french-onion-soup", "jollof-rice", "sunday-ragu"]

    /// In the page: a fresh engine on the page's own index; each recipe's words read as the page
    /// reads them; each prefix searched as the search box does.
    static let sweep = """
        (() => {
          const engine = new window.RecipositorySearch.SearchEngine(window.RECIPOSITORY_INDEX);
          const read = (text) => engine.words.wordsOf(text, { keepParentheses: true });
          const wordsOf = engine.recipes.map((recipe) => new Set([
            ...[...recipe.terms].flatMap((id) => engine.vocabulary[id].split(' ')),
            ...read(recipe.title),
            ...(recipe.category !== null ? read(engine.categories[recipe.category]) : []),
            ...(recipe.cuisine !== null ? read(engine.cuisines[recipe.cuisine]) : []),
            ...recipe.tags.flatMap((tag) => read(engine.tags[tag])),
            ...(recipe.difficulty !== null ? read(engine.levels[recipe.difficulty - 1]) : []),
          ].filter((word) => word !== 'and' && word !== 'or')));
          const prefixes = new Set();
          for (const set of wordsOf) for (const word of set) for (let n = 1; n <= word.length; n++) prefixes.add(word.slice(0, n));
          const empty = [];
          const missing = [];
          for (const prefix of prefixes) {
            const found = engine.search({ q: prefix });
            if (found.results.length === 0) empty.push(prefix);
            if (found.terms.length !== 1 || !found.terms[0].prefix || found.terms[0].text !== prefix) continue;
            const ids = new Set([...found.results].map((result) => result.recipe.id));
            const lacking = engine.recipes.filter((recipe, i) => !ids.has(recipe.id) && [...wordsOf[i]].some((w) => w.startsWith(prefix)));
            if (lacking.length) missing.push(`${prefix}: ${lacking.map((recipe) => recipe.title).join(', ')}`);
          }
          return JSON.stringify({ prefixes: prefixes.size, empty: empty.slice(0, 30), missing: missing.slice(0, 20) });
        })()
        """
}
