import Testing
@testable import RecipositoryCore

/// A query read while it is typed, and what it finds, on a few hand-made recipes: the last word
/// is the start of longer words even when it is a word itself or a noise word.
struct TypedQueryReaderTests {
    typealias Term = TypedQueryReader.Term

    static let recipes = [
        SearchIndexTests.recipe("tom-yam", "Tom Yam", ingredients: ["200 g prawns", "2 stalks lemongrass"]),
        SearchIndexTests.recipe("tomato-salad", "Tomato Salad", ingredients: ["4 ripe tomatoes", "1 red onion"]),
        SearchIndexTests.recipe("pulled-pork", "Pulled Pork", ingredients: ["2 kg pork butt", "1 onion"]),
        SearchIndexTests.recipe("shortbread", "Shortbread", difficulty: 1, ingredients: ["1 cup butter", "2 cups flour"]),
        SearchIndexTests.recipe("omelette", "Omelette", ingredients: ["3 eggs", "1 spring onion"]),
        SearchIndexTests.recipe("caponata", "Caponata", difficulty: 4, ingredients: ["2 eggplants", "1 onion"]),
        SearchIndexTests.recipe("hummus", "Hummus", ingredients: ["1 can chickpeas"]),
        SearchIndexTests.recipe("roast-chicken", "Roast Chicken", ingredients: ["1 chicken"]),
    ]
    static let index = SearchIndexTests.build(recipes)
    static let reader = TypedQueryReader(index: index)

    @Test(arguments: [
        // A word being typed that longer words start with is a prefix, word or not.
        ("tom", [Term("tom", isPrefix: true)]),
        ("chick", [Term("chick", isPrefix: true)]),
        ("on", [Term("on", isPrefix: true)]),  // a noise word ("on the side")
        ("but", [Term("but", isPrefix: true)]),
        ("butt", [Term("butt", isPrefix: true)]),
        ("egg", [Term("egg", isPrefix: true)]),
        // A word no longer word starts with, a plural, or a word before a separator is whole.
        ("chicken", [Term("chicken")]),
        ("eggs", [Term("egg")]),
        ("egg,", [Term("egg")]),
        ("tom onion", [Term("tom"), Term("onion")]),
        // A name being typed takes the words before it along.
        ("spring oni", [Term("spring oni", isPrefix: true)]),
        ("onion spring oni", [Term("onion"), Term("spring oni", isPrefix: true)]),
        ("spring onions", [Term("scallion")]),
        // A word the site does not know is the start of one it knows, wherever it is.
        ("chic onion", [Term("chic", isPrefix: true), Term("onion")]),
    ])
    func readsTheWordBeingTyped(_ query: String, _ terms: [Term]) {
        #expect(Self.reader.terms(query) == terms)
    }

    /// Counted by hand from the recipes above.
    @Test(arguments: [
        ("tom", ["tomato-salad"]),  // Tom Yam is a title: the page finds it, the ingredient search does not
        ("chick", ["hummus", "roast-chicken"]),
        ("chicken", ["roast-chicken"]),
        ("on", ["tomato-salad", "pulled-pork", "omelette", "caponata"]),
        ("but", ["pulled-pork", "shortbread"]),
        ("butt", ["pulled-pork", "shortbread"]),
        ("butter", ["shortbread"]),
        ("egg", ["omelette", "caponata"]),  // eggplant is the built-in name of aubergine
        ("eggs", ["omelette"]),
        ("spring oni", ["omelette"]),
        ("eas", ["shortbread"]),  // rated Easy
        ("hard onion", ["caponata"]),  // Fairly hard
    ])
    func findsWhatTheWordsStartingWithItFind(_ query: String, _ slugs: [String]) {
        #expect(Set(Self.index.recipeSlugs(typed: query)) == Set(slugs))
    }

    /// A complete search reads as before: no word of it is a prefix.
    @Test func aCompleteSearchFindsWhatItFoundBefore() {
        #expect(Set(Self.index.recipeSlugs(matching: "onion")) == ["tomato-salad", "pulled-pork", "caponata"])
        #expect(Self.index.recipeSlugs(matching: "tom").isEmpty)
    }
}
