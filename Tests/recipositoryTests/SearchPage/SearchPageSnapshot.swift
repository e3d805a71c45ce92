import Foundation

/// What the search page shows, read from its DOM after the scripts ran.
struct SearchPageSnapshot: Decodable, Sendable {
    struct Result: Decodable, Sendable {
        var href: String
        var title: String
        /// Every query term matched one of the recipe's ingredients (`data-ingredient-match`).
        var byIngredient: Bool
        /// The "I have..." line: what it uses, what it still needs.
        var pantry: String?
        /// The line under the title: category, cuisine, time, difficulty.
        var meta: String

        /// `../recipes/coq-au-vin/index.html` -> `coq-au-vin`.
        var slug: String { href.split(separator: "/").dropLast().last.map(String.init) ?? href }
    }

    var status: String
    var note: String
    /// The query's terms as the page read them; prefixes are those matched as the start of a word.
    var terms: [String]
    var prefixes: [String]
    var count: Int
    var results: [Result]
    var location: String
    var formHidden: Bool
    var fallbackHidden: Bool

    var slugs: [String] { results.map(\.slug) }

    static func read(_ browser: HeadlessChromium) throws -> SearchPageSnapshot {
        let json = try browser.evaluate(script) as? String ?? "null"
        return try JSONDecoder().decode(SearchPageSnapshot.self, from: Data(json.utf8))
    }

    private static let script = """
        (() => {
          const list = document.getElementById('search-results');
          const split = (text) => (text ? text.split('|') : []);
          return JSON.stringify({
            status: document.getElementById('search-status').textContent,
            note: document.getElementById('search-note').textContent,
            terms: split(list.dataset.terms),
            prefixes: split(list.dataset.prefixes),
            count: Number(list.dataset.count ?? 0),
            results: [...list.querySelectorAll('li')].map((item) => ({
              href: item.querySelector('a').getAttribute('href'),
              title: item.querySelector('a').textContent,
              byIngredient: item.hasAttribute('data-ingredient-match'),
              pantry: item.querySelector('.search-result-pantry')?.textContent ?? null,
              meta: item.querySelector('.search-result-meta')?.textContent ?? '',
            })),
            location: window.location.href,
            formHidden: document.getElementById('search-form').hidden,
            fallbackHidden: document.getElementById('search-fallback').hidden,
          });
        })()
        """
}
