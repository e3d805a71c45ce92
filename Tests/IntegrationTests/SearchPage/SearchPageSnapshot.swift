import Foundation

/// What the search page shows, read from its DOM after the scripts ran.
struct SearchPageSnapshot: Decodable, Sendable {
    struct Result: Decodable, Sendable {
        var href: String
        var title: String
        /// Every query term matched one of the recipe's ingredients (`data-ingredient-match`).
        var byIngredient: Bool
        /// Every query term matched an ingredient or the word of the recipe's difficulty, some
        /// the difficulty (`data-difficulty-match`): "easy tomato".
        var byDifficulty: Bool
        /// The picture beside the title, if any.
        var picture: Picture?
        /// The "I have..." line: what it uses, what it still needs.
        var pantry: String?
        /// The line under the title: category, cuisine, time, difficulty.
        var meta: String

        struct Picture: Decodable, Sendable {
            var src: String
            /// `src` resolved against the page: the picture's whole address.
            var url: String
            var alt: String
            var loading: String
            var width: String?
            var height: String?
            /// Its box on the page (0 until laid out).
            var boxWidth: Double
            var boxHeight: Double
        }

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
              byDifficulty: item.hasAttribute('data-difficulty-match'),
              picture: ((image) => image && {
                src: image.getAttribute('src'), url: image.src, alt: image.getAttribute('alt'), loading: image.getAttribute('loading'),
                width: image.getAttribute('width'), height: image.getAttribute('height'),
                boxWidth: image.getBoundingClientRect().width, boxHeight: image.getBoundingClientRect().height,
              })(item.querySelector('img')),
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
