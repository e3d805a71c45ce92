import Foundation
import Testing

/// One search on the bundled cookbook and what the page must show for it.
struct SearchCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// URL parameters, as a bookmark would hold them.
    var parameters: [(name: String, value: String)]
    /// Recipe slugs in the order shown: all of them, or the first ones when `more` is set.
    var expected: [String]
    /// The total when only the first results are listed in `expected`.
    var more: Int?
    /// The terms the page read (`data-terms`), when the case is about reading.
    var terms: [String]?
    /// Text the status line, the "showing results for" note, or the first result's "I have" line must contain.
    var status: String?
    var note: String?
    var firstPantry: [String] = []
    /// Text the first result's line of facts must contain.
    var firstMeta: String?

    var testDescription: String { name }

    /// The query string: `q=chicken%20tomato`.
    var search: String {
        var components = URLComponents()
        components.queryItems = parameters.map { URLQueryItem(name: $0.name, value: $0.value) }
        return components.percentEncodedQuery ?? ""
    }

    /// The query text alone (`q`), for the Swift reference search.
    var query: String { parameters.first { $0.name == "q" }?.value ?? "" }

    static let tomatoRecipes = ["nonna-tomato-sauce", "chicken-tinga-tacos", "coq-au-vin", "jollof-rice",
                                "huevos-rancheros", "minestrone", "sunday-ragu", "pico-de-gallo", "chana-masala", "suya"]

    static let all: [SearchCase] = [
        // Title and ingredient first ("Tomato Sauce"), then alphabetical by title.
        SearchCase(name: "one ingredient", parameters: [("q", "tomato")], expected: tomatoRecipes,
                   terms: ["tomato"], status: "10 recipes with tomato."),
        SearchCase(name: "two ingredients: all must match", parameters: [("q", "Chicken  Tomatoes")],
                   expected: ["chicken-tinga-tacos", "coq-au-vin"], terms: ["chicken", "tomato"]),
        SearchCase(name: "a list with a comma and a two-word name", parameters: [("q", "chickpeas, garam masala")],
                   expected: ["chana-masala"], terms: ["chickpea", "garam masala"]),
        SearchCase(name: "prefix while typing", parameters: [("q", "tom")], expected: tomatoRecipes,
                   terms: ["tom"], status: "10 recipes with tom…."),
        SearchCase(name: "a two-word name being typed", parameters: [("q", "spring oni")],
                   expected: ["miso-soup", "oyakodon"], terms: ["spring oni"]),
        SearchCase(name: "typo: extra letter", parameters: [("q", "tomatoe")], expected: tomatoRecipes,
                   terms: ["tomato"], note: "Showing results for “tomato” (you typed “tomatoe”)."),
        SearchCase(name: "typo: missing letter", parameters: [("q", "chiken")],
                   expected: ["chicken-tinga-tacos", "coq-au-vin", "oyakodon"], terms: ["chicken"], note: "you typed “chiken”"),
        SearchCase(name: "site synonym: parmigiano is parmesan (being typed: parmigiano-reggiano starts with it)",
                   parameters: [("q", "parmigiano")], expected: ["minestrone", "sunday-ragu"], terms: ["parmigiano"]),
        SearchCase(name: "site synonym, the word complete: parmigiano is parmesan", parameters: [("q", "parmigiano,")],
                   expected: ["minestrone", "sunday-ragu"], terms: ["parmesan"]),
        SearchCase(name: "typo in a synonym", parameters: [("q", "parmigano")],
                   expected: ["minestrone", "sunday-ragu"], terms: ["parmesan"], note: "you typed “parmigano”"),
        SearchCase(name: "synonym and plural: spring onions are scallions", parameters: [("q", "spring onions")],
                   expected: ["miso-soup", "oyakodon"], terms: ["scallion"]),
        SearchCase(name: "synonym: eggplant is aubergine", parameters: [("q", "eggplant")],
                   expected: ["caponata"], terms: ["aubergine"]),
        SearchCase(name: "capitals and accents fold: RAGÙ", parameters: [("q", "RAGÙ")],
                   expected: ["sunday-ragu"], terms: ["ragu"]),
        SearchCase(name: "cuisine and ingredient", parameters: [("q", "nigerian rice")],
                   expected: ["jollof-rice"], terms: ["nigerian", "rice"]),
        SearchCase(name: "a word searches tags when it is all there is", parameters: [("q", "fried")],
                   expected: ["dodo", "akara", "puff-puff"], terms: ["fried"]),
        SearchCase(name: "I have: most of my ingredients first, with what is missing",
                   parameters: [("have", "eggs, flour, milk")],
                   expected: ["cornbread", "apple-pie", "buttermilk-pancakes"], more: 19,
                   status: "19 recipes use what you have",
                   firstPantry: ["Uses your egg, flour and milk.", "Still needs baking powder, baking soda, butter"]),
        SearchCase(name: "I have, ready in 30 minutes", parameters: [("have", "rice, chicken, onion"), ("max", "30")],
                   expected: ["oyakodon", "horchata", "pico-de-gallo"],
                   firstPantry: ["Uses your rice, chicken and onion.", "Still needs dashi, egg, mirin"]),
        SearchCase(name: "ingredient in one cuisine", parameters: [("q", "rice"), ("cuisine", "Japanese")],
                   expected: ["oyakodon"], status: "1 recipe with rice, from Japanese cooking."),
        SearchCase(name: "filters alone: a category within 90 minutes", parameters: [("category", "Baking"), ("max", "90")],
                   expected: ["banana-bread", "cornbread"]),
        // Difficulty: "Easy" is level 1 (`difficulty: easy` or `1`), "Fairly easy or easier" up to 2.
        SearchCase(name: "an ingredient, easy recipes only", parameters: [("q", "tomato"), ("difficulty", "1")],
                   expected: ["nonna-tomato-sauce", "huevos-rancheros", "pico-de-gallo", "chana-masala"],
                   status: "4 recipes with tomato, rated easy.", firstMeta: "Easy"),
        SearchCase(name: "filters alone: fairly easy or easier soups", parameters: [("category", "Soups"), ("difficulty", "2")],
                   expected: ["miso-soup", "minestrone"], status: "2 recipes in Soups, rated fairly easy or easier.",
                   firstMeta: "Easy"),
        // Difficulty words typed in the box: a word finds the levels whose words have it ("easy" is
        // Easy and Fairly easy); "medium", a size in ingredient lines, is a word of the search here.
        SearchCase(name: "a difficulty word: medium", parameters: [("q", "medium")],
                   expected: ["chocolate-mousse", "sunday-ragu", "puff-puff", "french-onion-soup", "tamagoyaki", "caponata"],
                   terms: ["medium"], status: "6 recipes rated medium.", firstMeta: "Medium"),
        SearchCase(name: "a difficulty word and an ingredient: hard tomato", parameters: [("q", "hard tomatoes")],
                   expected: ["coq-au-vin", "jollof-rice"], terms: ["hard", "tomato"],
                   status: "2 recipes with tomato, rated hard.", firstMeta: "Fairly hard"),
        SearchCase(name: "two difficulty words: fairly easy", parameters: [("q", "Fairly easy")],
                   expected: ["chicken-tinga-tacos", "horchata", "minestrone", "tiramisu", "oyakodon", "focaccia",
                              "spaghetti-carbonara", "suya"],
                   terms: ["fairly", "easy"], status: "8 recipes rated fairly easy.", firstMeta: "Fairly easy"),
        SearchCase(name: "easy: Easy and Fairly easy", parameters: [("q", "easy")],
                   expected: ["banana-bread", "meatloaf", "chicken-tinga-tacos"], more: 22, terms: ["easy"],
                   status: "22 recipes rated easy."),
        SearchCase(name: "nothing found", parameters: [("q", "marshmallow")], expected: [],
                   terms: ["marshmallow"], status: "No recipe with marshmallow."),
    ]
}
