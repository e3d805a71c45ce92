import Foundation
import RecipositoryCore

/// Which "recipes with ..." pages an ingredient line belongs to.
///
/// For now one page per name, lowercased and trimmed. Kept behind this one function so that
/// `IngredientNormalizer` can take its place: `normalizer.terms(for: ingredient.name)` gives the
/// compound and its shorter tails ("light brown sugar", "brown sugar", "sugar"), one page each.
enum IngredientGrouping {
    static func keys(for ingredient: Ingredient) -> [String] {
        let key = ingredient.name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return key.isEmpty ? [] : [key]
    }
}
