import RecipositoryCore

/// Which "recipes with ..." pages an ingredient line belongs to: the search normalizer's terms,
/// so the pages and the search agree ("light brown sugar" is on the pages for light brown sugar,
/// brown sugar and sugar; "spring onions" on the one for scallion).
enum IngredientGrouping {
    static func keys(for ingredient: Ingredient, normalizer: IngredientNormalizer) -> [String] {
        normalizer.terms(for: ingredient.name)
    }
}
