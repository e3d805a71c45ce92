import Foundation
import RecipositoryCore

/// Which "recipes with ..." page an ingredient belongs to.
///
/// For now the name lowercased and trimmed; kept behind this one function so that
/// `IngredientNormalizer` (RecipositoryCore/Search) can take its place.
enum IngredientGrouping {
    static func key(for ingredient: Ingredient) -> String? {
        let key = ingredient.name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return key.isEmpty ? nil : key
    }
}
