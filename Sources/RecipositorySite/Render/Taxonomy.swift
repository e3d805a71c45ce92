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
    func names(of recipe: borrowing Recipe, ingredients: IngredientGrouping) -> [String] {
        switch self {
        case .category: recipe.category.map { [$0] } ?? []
        case .cuisine: recipe.cuisine.map { [$0] } ?? []
        case .tag: recipe.tags
        case .ingredient:
            {
                var names: [String] = []
                recipe.forEachIngredient { names += ingredients.keys(for: $0) }
                return names
            }()
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
