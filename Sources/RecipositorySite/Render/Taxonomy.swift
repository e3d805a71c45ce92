import RecipositoryCore

/// The ways recipes are grouped into listing pages.
public enum Taxonomy: String, CaseIterable, Sendable {
    case category, cuisine, tag, ingredient

    /// The small label above a term page's heading; none where the heading says it all.
    var eyebrow: String? {
        switch self {
        case .category: "Category"
        case .cuisine: "Cuisine"
        case .tag: "Tag"
        case .ingredient: nil
        }
    }

    /// The heading of a term page: `Desserts`, or `Recipes with leeks`.
    func heading(for name: String) -> String {
        self == .ingredient ? "Recipes with \(name)" : name
    }

    /// The names of the terms a recipe belongs to (duplicates possible; the index removes them).
    /// Of the recipe at `position`, read field by field: a copy of the whole `Recipe` retains some forty references.
    func names(of position: Int, in recipes: [Recipe], ingredients: IngredientGrouping) -> [String] {
        switch self {
        case .category: recipes[position].category.map { [$0] } ?? []
        case .cuisine: recipes[position].cuisine.map { [$0] } ?? []
        case .tag: recipes[position].tags
        case .ingredient: ingredients.keys(of: recipes[position])
        }
    }
}

/// One term of a taxonomy (`Desserts`) and its recipes in title order.
struct TaxonomyTerm: Sendable {
    var taxonomy: Taxonomy
    var name: String
    var slug: String
    var recipes: RecipeList
}
