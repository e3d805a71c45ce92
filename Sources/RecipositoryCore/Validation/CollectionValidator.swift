/// Checks that need the whole collection at once.
public enum CollectionValidator {
    public static func validate(_ recipes: [Recipe]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstBySlug: [String: Recipe] = [:]
        for recipe in recipes {
            if let first = firstBySlug[recipe.slug] {
                diagnostics.append(Diagnostic(.duplicateSlug,
                                              "Two recipes would both live at `recipes/\(recipe.slug)/`; rename one file or set a different `slug:`.",
                                              at: SourceLocation(file: recipe.sourcePath, line: 1, column: 1),
                                              note: "the other one is \(first.sourcePath)"))
            } else {
                firstBySlug[recipe.slug] = recipe
            }
        }
        return diagnostics
    }
}
