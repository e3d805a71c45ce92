import Foundation
import Testing
@testable import RecipositoryCore

/// Builds indexes of a few hand-made recipes and checks the model, the JSON and the reference search.
struct SearchIndexTests {
    static func recipe(_ slug: String, _ title: String, category: String? = nil, cuisine: String? = nil,
                       tags: [String] = [], minutes: Int? = nil, difficulty: Int? = nil,
                       ingredients: [String]) -> Recipe {
        var recipe = Recipe(sourcePath: "content/recipes/\(slug).md", slug: slug, title: title)
        recipe.category = category
        recipe.cuisine = cuisine
        recipe.tags = tags
        recipe.totalMinutes = minutes
        recipe.difficulty = difficulty.map(Difficulty.init(level:))
        recipe.ingredientGroups = [IngredientGroup(title: nil, ingredients: ingredients.map {
            Ingredient(text: $0, name: $0)
        })]
        return recipe
    }

    static let recipes = [
        recipe("tomato-soup", "Tomato Soup", category: "Soup", cuisine: "Italian", tags: ["vegetarian", "quick"],
               minutes: 30, difficulty: 1,
               ingredients: ["ripe tomatoes", "onion", "light brown sugar", "vegetable stock"]),
        recipe("chicken-curry", "Chicken Curry", category: "Main Course", cuisine: "Indian", tags: ["spicy"],
               ingredients: ["boneless chicken thighs", "chopped tomatoes", "brown sugar", "peanut butter"]),
        recipe("apple-pie", "Apple Pie", category: "Dessert", tags: ["quick", "baking"], minutes: 90, difficulty: 3,
               ingredients: ["apples", "sugar", "butter", "bay leaves"]),
        recipe("eclair-cake", "Éclair Cake <b>&\"", category: "Dessert", ingredients: ["butter", "large eggs"]),
    ]

    static func build(_ recipes: [Recipe] = recipes) -> SearchIndex {
        SearchIndexBuilder.build(recipes, normalizer: IngredientNormalizer()) { "/recipes/\($0.slug)/" }
    }

    static func termNames(_ index: SearchIndex, _ slug: String) -> Set<String> {
        Set(index.entries.first { $0.slug == slug }!.terms.map { index.vocabulary[$0] })
    }

    @Test func vocabularyIsSharedSortedAndDistinct() {
        let index = Self.build()
        #expect(index.vocabulary == index.vocabulary.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(Set(index.vocabulary).count == index.vocabulary.count)
        #expect(index.vocabulary.filter { $0 == "tomato" }.count == 1)
        #expect(index.categories == ["Dessert", "Main Course", "Soup"])
        #expect(index.cuisines == ["Indian", "Italian"])
        #expect(index.tags == ["baking", "quick", "spicy", "vegetarian"])
    }

    @Test func entriesAreSortedByFoldedTitle() {
        #expect(Self.build().entries.map(\.slug) == ["apple-pie", "chicken-curry", "eclair-cake", "tomato-soup"])
    }

    @Test func entriesReferToTheirTerms() {
        let index = Self.build()
        #expect(Self.termNames(index, "tomato-soup") == [
            "tomato", "onion", "light brown sugar", "brown sugar", "sugar", "vegetable stock", "stock",
        ])
        #expect(Self.termNames(index, "chicken-curry") == [
            "chicken thigh", "thigh", "chicken", "tomato", "brown sugar", "sugar", "peanut butter",
        ])
        #expect(Self.termNames(index, "apple-pie") == ["apple", "sugar", "butter", "bay leaf"])
        let pie = index.entries[0]
        #expect(pie.url == "/recipes/apple-pie/")
        #expect(pie.category.map { index.categories[$0] } == "Dessert")
        #expect(pie.cuisine == nil)
        #expect(pie.tags.map { index.tags[$0] } == ["baking", "quick"])
        #expect(pie.totalMinutes == 90)
        #expect(pie.difficulty == 3)
        for entry in index.entries { #expect(entry.terms == entry.terms.sorted()) }
    }

    @Test func tailsLinkEachTermToTheOneItImplies() {
        let index = Self.build()
        func tail(_ term: String) -> String? {
            index.termTails[index.vocabularyIndex(of: term)!].map { index.vocabulary[$0] }
        }
        #expect(tail("light brown sugar") == "brown sugar")
        #expect(tail("brown sugar") == "sugar")
        #expect(tail("sugar") == nil)
        #expect(tail("chicken thigh") == "thigh")
        #expect(tail("peanut butter") == nil)
        #expect(tail("bay leaf") == nil)
        let soup = index.entries.first { $0.slug == "tomato-soup" }!
        #expect(Set(index.specificTerms(of: soup).map { index.vocabulary[$0] }) == [
            "tomato", "onion", "light brown sugar", "vegetable stock",
        ])
    }

    @Test func bytesAreDeterministic() {
        let first = Self.build().jsonBytes()
        #expect(Self.build().jsonBytes() == first)
        #expect(Self.build(Self.recipes.reversed()).jsonBytes() == first)
    }

    @Test func jsonParsesBackAndRebuildsEveryTerm() throws {
        let index = Self.build()
        let bytes = index.jsonBytes()
        #expect(!bytes.contains(UInt8(ascii: "\n")))
        #expect(bytes.starts(with: Array(#"{"categories":["Dessert","Main Course","Soup"],"cuisines":"#.utf8)))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(json["version"] as? Int == SearchIndex.formatVersion)
        #expect(json["urlPrefix"] as? String == "/recipes/")
        #expect(json["urlSuffix"] as? String == "/")
        #expect((json["synonyms"] as? [String: String])?["spring onion"] == "scallion")
        #expect((json["ignore"] as? [String])?.contains("chopped") == true)
        #expect((json["letters"] as? [String: String])?["ß"] == "ss")
        let plural = try #require(json["plural"] as? [String: Any])
        #expect((plural["irregular"] as? [String: String])?["leaves"] == "leaf")

        let vocabulary = try #require(json["vocabulary"] as? [String])
        let tails = try #require(json["tail"] as? [Any])
        #expect(vocabulary == index.vocabulary)
        #expect(tails.count == vocabulary.count)
        let recipes = try #require(json["recipes"] as? [String: Any])
        let titles = try #require(recipes["title"] as? [String])
        #expect(titles[2] == "Éclair Cake <b>&\"")
        #expect(String(decoding: bytes, as: UTF8.self).contains(#"Éclair Cake \u003cb\u003e\u0026\""#))
        #expect(recipes["url"] as? [String] == ["apple-pie", "chicken-curry", "eclair-cake", "tomato-soup"])
        #expect((recipes["cuisine"] as? [Any])?[0] is NSNull)
        #expect((recipes["minutes"] as? [Any])?[0] as? Int == 90)

        // Undo the gaps, follow the tails: every term of every recipe comes back.
        let termLists = try #require(recipes["terms"] as? [[Int]])
        for (entry, gaps) in zip(index.entries, termLists) {
            var ids: Set<Int> = []
            var id = 0
            for gap in gaps {
                id += gap
                var next: Int? = id
                while let current = next {
                    ids.insert(current)
                    next = tails[current] as? Int
                }
            }
            #expect(ids == Set(entry.terms))
        }
    }

    /// The energy filter's column: the author's calories where given, else the estimate per serving
    /// (two large eggs, USDA 01123: 100 g at 143 kcal per 100 g, for 2 servings: 72 kcal), else none.
    @Test func energyPerServingIsTheAuthorsElseTheEstimate() throws {
        var own = Self.recipe("own", "Own", ingredients: ["butter"])
        own.nutrition = [NutritionValue(name: "calories", amount: 410, unit: "kcal")]
        var estimated = Self.recipe("estimated", "Estimated", ingredients: [])
        estimated.servings = Servings(low: 2, high: 2, text: "2")
        estimated.ingredientGroups = [IngredientGroup(title: nil, ingredients: [
            Ingredient(text: "2 large eggs", quantity: Quantity(Rational(2)), name: "eggs", size: "large"),
        ])]
        let none = Self.recipe("none", "None", ingredients: ["butter"])
        let index = Self.build([own, estimated, none])
        let kcal = Dictionary(uniqueKeysWithValues: index.entries.map { ($0.slug, $0.kcal) })
        #expect(kcal["own"] == 410)
        #expect(kcal["estimated"] == 72)
        #expect(kcal["none"] == .some(nil))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(index.jsonBytes())) as? [String: Any])
        let recipes = try #require(json["recipes"] as? [String: Any])
        #expect((recipes["kcal"] as? [Any])?.count == 3)
    }

    @Test func emptyCollectionGivesAValidIndex() throws {
        let bytes = Self.build([]).jsonBytes()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(json["vocabulary"] as? [String] == [])
        #expect(json["urlPrefix"] as? String == "")
    }

    @Test func urlAffixesLeaveEveryURLAMiddle() {
        let html = URLAffixes(["https://x.example/r/pie.html", "https://x.example/r/soup.html"])
        #expect(html.prefix == "https://x.example/r/")
        #expect(html.suffix == ".html")
        #expect(html.middle(of: "https://x.example/r/pie.html") == "pie")
        let single = URLAffixes(["/recipes/pie/"])
        #expect(single.prefix == "/recipes/")
        #expect(single.suffix == "/")
        let unrelated = URLAffixes(["pie", "soup"])
        #expect(unrelated.prefix == "")
        #expect(unrelated.suffix == "")
        let accented = URLAffixes(["/r/crème-brûlée/", "/r/pie/", "/r/smørrebrød/"])
        #expect(accented.prefix == "/r/")
        #expect(accented.middle(of: "/r/crème-brûlée/") == "crème-brûlée")
        #expect(accented.middle(of: "/r/smørrebrød/") == "smørrebrød")
    }

    static let searches: [(query: String, slugs: [String])] = [
        ("chicken tomato", ["chicken-curry"]),
        ("Tomatoes", ["chicken-curry", "tomato-soup"]),
        ("sugar", ["apple-pie", "chicken-curry", "tomato-soup"]),
        ("brown sugar", ["chicken-curry", "tomato-soup"]),
        ("light brown sugar", ["tomato-soup"]),
        ("butter", ["apple-pie", "eclair-cake"]),  // not peanut butter
        ("peanut butter, chicken thighs", ["chicken-curry"]),
        ("chicken stock", []),
        ("stock", ["tomato-soup"]),
        ("bay", ["apple-pie"]),  // not a term: found inside "bay leaf"
        ("leaf", []),  // a unit word: ignored
        ("eggs", ["eclair-cake"]),
        ("chopped", []),
        ("", []),
        // Difficulty words: tomato soup is Easy (1), apple pie Medium (3); "medium" is kept
        // although an ingredient line drops it as a size.
        ("easy", ["tomato-soup"]),
        ("medium", ["apple-pie"]),
        ("Medium apples", ["apple-pie"]),
        ("easy butter", []),
        ("fairly easy", []),
        ("hard", []),
    ]

    @Test func difficultyWordsNameTheirLevels() {
        let index = Self.build()
        #expect(SearchIndex.levelNames == ["Easy", "Fairly easy", "Medium", "Fairly hard", "Hard"])
        #expect(index.levels(named: "easy") == [1, 2])
        #expect(index.levels(named: "fairly") == [2, 4])
        #expect(index.levels(named: "medium") == [3])
        #expect(index.levels(named: "hard") == [4, 5])
        #expect(index.levels(named: "fairly easy") == [2])
        #expect(index.levels(named: "ea") == [], "whole words only")
        #expect(index.levels(named: "tomato") == [])
        #expect(index.queryTerms("2 medium onions") == ["medium", "onion"])
        #expect(IngredientNormalizer().queryTerms("2 medium onions") == ["onion"], "an ingredient line still drops it")
    }

    @Test func picturesAndLevelsAreWritten() throws {
        let index = SearchIndexBuilder.build(Self.recipes, normalizer: IngredientNormalizer(), pictureFor: { recipe in
            recipe.slug == "tomato-soup" ? SearchIndex.Picture(path: "pix/tomato%20soup.webp", width: 800, height: 600) : nil
        }, urlFor: { "/recipes/\($0.slug)/" })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(index.jsonBytes())) as? [String: Any])
        #expect(json["levels"] as? [String] == SearchIndex.levelNames)
        let columns = try #require(json["recipes"] as? [String: Any])
        let pictures = try #require(columns["picture"] as? [Any])
        let sizes = try #require(columns["pictureSize"] as? [Any])
        #expect(pictures.count == 4 && sizes.count == 4)
        #expect(pictures[3] as? String == "pix/tomato%20soup.webp")  // tomato soup is last by title
        #expect(sizes[3] as? [Int] == [800, 600])
        #expect(pictures[0] is NSNull && sizes[0] is NSNull)
    }

    @Test(arguments: searches)
    func referenceSearch(_ row: (query: String, slugs: [String])) {
        #expect(Self.build().recipeSlugs(matching: row.query) == row.slugs)
    }
}
