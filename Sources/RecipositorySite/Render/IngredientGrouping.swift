import RecipositoryCore

/// Which "recipes with ..." pages an ingredient line belongs to: the search normalizer's terms of its
/// food that are foods (`IngredientPages`), so the pages and the search agree ("light brown sugar" is
/// on the page for sugar; "spring onions" on the one for scallion) and no fragment gets a page.
struct IngredientGrouping: Sendable {
    private let pages: IngredientPages

    init(_ recipes: [Recipe], normalizer: IngredientNormalizer) {
        pages = IngredientPages(recipes, normalizer: normalizer)
    }

    /// The keys of each of the recipe's lines, in order.
    func keys(of recipe: Recipe) -> [String] {
        IngredientPages.foods(of: recipe).flatMap(pages.terms(forFood:))
    }
}
