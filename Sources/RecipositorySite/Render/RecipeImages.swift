import RecipositoryCore

/// The site paths of a recipe's pictures: the main image, then the gallery without repeats.
/// Unresolved references (a missing file) are left out; validation reports them.
struct RecipeImages {
    var main: String?
    var gallery: [String]

    init(_ recipe: Recipe) {
        main = recipe.image?.resolvedPath
        var seen: Set<String> = main.map { [$0] } ?? []
        gallery = recipe.gallery.compactMap(\.resolvedPath).filter { seen.insert($0).inserted }
    }

    var all: [String] { (main.map { [$0] } ?? []) + gallery }
}
