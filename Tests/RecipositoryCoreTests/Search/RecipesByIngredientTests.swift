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

    /// The based.cooking lines that made pages of fragments (`puree`, `rib`, `dough`, `sprout`) make
    /// pages of what they name: a part alone after "or" or "/" is the part of the food before it,
    /// pizza dough and bean sprouts are foods of their own.
    @Test func basedCookingFragmentsHaveNoPage() {
        let lines = ["2 tbsp. of tomato paste/puree", "2 kg of pork loin or ribs cut into 5 cm pieces, it can be mixture of the two.",
                     "400g Pizza dough (either bought or from Pizza Dough)", "no-knead pizza dough", "Bean Sprouts",
                     "Bean sprouts (optional)"]
        let recipes = lines.enumerated().map { position, text in
            var recipe = SearchIndexTests.recipe("r\(position)", "R\(position)", ingredients: [])
            recipe.ingredientGroups = [IngredientGroup(title: nil, ingredients: [Ingredient(text: text, line: IngredientLineParser.parse(text))])]
            return recipe
        }
        let pages = Dictionary(uniqueKeysWithValues: SearchIndexTests.build(recipes).recipesByIngredient().map { ($0.term, $0.recipeSlugs) })
        for fragment in ["puree", "rib", "dough", "sprout"] { #expect(pages[fragment] == nil, "\(fragment): \(pages[fragment] ?? [])") }
        #expect(pages["tomato paste"] == ["r0"] && pages["tomato puree"] == ["r0"] && pages["tomato"] == ["r0"])
        #expect(pages["pork"] == ["r1"] && pages["pork loin"] == ["r1"])
        #expect(pages["pizza dough"] == ["r2", "r3"])
        #expect(pages["bean sprout"] == ["r4", "r5"])
    }

    @Test func termsAreSortedAndFilteredByCount() {
        let all = SearchIndexTests.build().recipesByIngredient()
        #expect(all.map(\.term) == all.map(\.term).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        let shared = SearchIndexTests.build().recipesByIngredient(minimumRecipes: 2).map(\.term)
        #expect(shared == ["brown sugar", "butter", "sugar", "tomato"])
    }
}
