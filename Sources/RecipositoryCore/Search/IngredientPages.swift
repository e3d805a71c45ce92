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
        // By position, each line read where it is: copies of every `Recipe` and `Ingredient` were most of this.
        var distinct = Set<String>()
        for recipe in recipes.indices { recipes[recipe].forEachIngredient { distinct.insert(Self.food($0)) } }
        let foods = Array(distinct)
        let analyzed = foods.parallelMap { normalizer.analyze($0).filter(\.namesIngredient).map(\.term) }
        let candidates = Dictionary(uniqueKeysWithValues: zip(foods, analyzed))
        var recipeCounts: [String: Int] = [:]
        for recipe in recipes.indices {
            var terms = Set<String>()
            recipes[recipe].forEachIngredient { terms.formUnion(candidates[Self.food($0)] ?? []) }
            for term in terms { recipeCounts[term, default: 0] += 1 }
        }
        termsByFood = candidates.mapValues { terms in
            terms.filter { normalizer.isFood($0, recipeCount: recipeCounts[$0] ?? 0) }
        }
    }

    /// The page terms of one ingredient line, whole food first.
    public func terms(for ingredient: borrowing Ingredient) -> [String] {
        termsByFood[Self.food(ingredient)] ?? []
    }

    /// What groups a line onto a page: its food, or its text when it has none (`SiteCatalog.samePlace` compares it).
    public static func food(_ ingredient: borrowing Ingredient) -> String { ingredient.food ?? ingredient.text }
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
