import Testing
@testable import RecipositoryCore

/// The data of "recipes with leeks" pages.
struct RecipesByIngredientTests {
    static let pages = Dictionary(uniqueKeysWithValues: SearchIndexTests.build().recipesByIngredient().map {
        ($0.term, $0.recipeSlugs)
    })

    @Test func headNounsListEveryRecipeWithThem() {
        #expect(Self.pages["sugar"] == ["apple-pie", "chicken-curry", "tomato-soup"])
        #expect(Self.pages["tomato"] == ["chicken-curry", "tomato-soup"])
        #expect(Self.pages["butter"] == ["apple-pie", "eclair-cake"])
        #expect(Self.pages["chicken"] == ["chicken-curry"])
    }

    @Test func namedCompoundsHavePages() {
        #expect(Self.pages["brown sugar"] == ["chicken-curry", "tomato-soup"])
        #expect(Self.pages["light brown sugar"] == ["tomato-soup"])
        #expect(Self.pages["peanut butter"] == ["chicken-curry"])
        #expect(Self.pages["bay leaf"] == ["apple-pie"])
    }

    @Test func barePartsHaveNoPage() {
        #expect(Self.pages["thigh"] == nil)
        #expect(Self.pages["leaf"] == nil)
    }

    @Test func termsAreSortedAndFilteredByCount() {
        let all = SearchIndexTests.build().recipesByIngredient()
        #expect(all.map(\.term) == all.map(\.term).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        let shared = SearchIndexTests.build().recipesByIngredient(minimumRecipes: 2).map(\.term)
        #expect(shared == ["brown sugar", "butter", "sugar", "tomato"])
    }
}
