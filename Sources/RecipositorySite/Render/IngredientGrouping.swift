import RecipositoryCore

/// Which "recipes with ..." pages an ingredient line belongs to: the search normalizer's terms of its food,
/// so the pages and the search agree ("light brown sugar" is on the pages for light brown sugar,
/// brown sugar and sugar; "spring onions" on the one for scallion). Each distinct name is
/// normalized once, on every core: collections repeat "salt" and "olive oil" thousands of times.
struct IngredientGrouping: Sendable {
    private let keysByName: [String: [String]]

    init(_ recipes: [Recipe], normalizer: IngredientNormalizer) {
        let names = Array(Set(recipes.flatMap { $0.ingredients.map(Self.name) }))
        keysByName = Dictionary(uniqueKeysWithValues: zip(names, names.parallelMap { normalizer.terms(for: $0) }))
    }

    func keys(for ingredient: Ingredient) -> [String] {
        keysByName[Self.name(ingredient)] ?? []
    }

    static func name(_ ingredient: Ingredient) -> String { ingredient.food ?? ingredient.text }
}
