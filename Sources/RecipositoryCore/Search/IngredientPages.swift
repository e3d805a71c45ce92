/// Which ingredient terms get a "recipes with …" page: only foods, never fragments of a line
/// (`noir`, `pulp`, `below are`, `pasta usually i prefer`).
///
/// A term gets a page when it names an ingredient (the whole food, or the owner of a part:
/// "chicken" of "chicken thigh"; never an in-between tail like "brown sugar" of "light brown
/// sugar", nor a bare part word like "thigh") and it is a known food: a name of the shipped
/// vocabulary (`FoodVocabulary`, the built-in phrases and synonyms, the site's synonyms), or a
/// longer name ending in one ("yukon gold potato") that at least two recipes use. Everything else
/// is still found by search.
public struct IngredientPages: Sendable {
    /// Page terms by food, for every food of the recipes.
    private let termsByFood: [String: [String]]

    /// A compound not in the vocabulary needs this many recipes to get a page.
    static let recipesForACompound = 2

    public init(_ recipes: [Recipe], normalizer: IngredientNormalizer) {
        // By position: copies of every `Recipe` and `Ingredient` were most of this.
        let foodsByRecipe = recipes.indices.map { Self.foods(of: recipes[$0]) }
        let foods = Array(Set(foodsByRecipe.joined()))
        let analyzed = foods.parallelMap { normalizer.analyze($0).filter(\.namesIngredient).map(\.term) }
        let candidates = Dictionary(uniqueKeysWithValues: zip(foods, analyzed))
        var recipeCounts: [String: Int] = [:]
        for recipeFoods in foodsByRecipe {
            for term in Set(recipeFoods.flatMap { candidates[$0] ?? [] }) {
                recipeCounts[term, default: 0] += 1
            }
        }
        termsByFood = candidates.mapValues { terms in
            terms.filter { normalizer.isFood($0, recipeCount: recipeCounts[$0] ?? 0) }
        }
    }

    /// The page terms of an ingredient line whose `food` is this, whole food first.
    public func terms(forFood food: String) -> [String] {
        termsByFood[food] ?? []
    }

    /// What groups a line onto a page: its food, or its text when it has none (`SiteCatalog.samePlace` compares it).
    public static func food(_ ingredient: Ingredient) -> String { ingredient.food ?? ingredient.text }

    /// `food` of each of the recipe's lines, in order, whether it is whole or held as listed (`Recipe.listed`).
    public static func foods(of recipe: Recipe) -> [String] {
        recipe.listedFoods ?? foods(of: recipe.ingredientGroups)
    }

    /// `food` of each line of these groups, in order, each read where it is stored (`Recipe.ingredients`
    /// copies every line, some 400 bytes and a dozen references to retain and release again).
    public static func foods(of groups: [IngredientGroup]) -> [String] {
        var foods: [String] = []
        for group in groups.indices {
            for line in groups[group].ingredients.indices {
                foods.append(groups[group].ingredients[line].food ?? groups[group].ingredients[line].text)
            }
        }
        return foods
    }
}

extension IngredientNormalizer {
    /// The rule above for one normalized term.
    func isFood(_ term: String, recipeCount: Int) -> Bool {
        if foods.contains(term) { return true }
        guard let space = term.lastIndex(of: " ") else { return false }
        return recipeCount >= IngredientPages.recipesForACompound && foods.contains(String(term[term.index(after: space)...]))
    }

    /// The vocabulary in normalized form, mapped through the synonyms: "spring onion" is "scallion".
    static func normalizedFoods(synonyms: [String: String], extra: [String]) -> Set<String> {
        var foods = Set<String>()
        for name in FoodVocabulary.foods + KnownPhrases.atomicPhrases + KnownPhrases.compounds
            + KnownPhrases.synonymGroups.flatMap({ $0 }) + extra {
            let phrase = normalizedPhrase(name)
            foods.insert(synonyms[phrase] ?? phrase)
        }
        return foods
    }
}
