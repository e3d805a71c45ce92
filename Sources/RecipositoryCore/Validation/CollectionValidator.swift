/// Checks that need the whole collection at once.
public enum CollectionValidator {
    public static func validate(_ recipes: [Recipe]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The first recipe's file by slug; by position, as a copy of each whole `Recipe` costs some forty retains.
        var firstBySlug: [String: String] = [:]
        for recipe in recipes.indices {
            let (slug, path) = (recipes[recipe].slug, recipes[recipe].sourcePath)
            if let first = firstBySlug[slug] {
                diagnostics.append(Diagnostic(.duplicateSlug,
                                              "Two recipes would both live at `recipes/\(slug)/`; rename one file or set a different `slug:`.",
                                              at: SourceLocation(file: path, line: 1, column: 1),
                                              note: "the other one is \(first)"))
            } else {
                firstBySlug[slug] = path
            }
        }
        return diagnostics
    }
}
