import RecipositoryCore

/// Links from the recipes being built to recipes that are not: a draft (without `--drafts`) or a
/// recipe left out for its errors. `check` finds such a link fine, since the file is there, but the
/// built page would lead nowhere (and a related recipe would quietly go missing), so the build
/// says so where the link is written.
enum UnbuiltLinks {
    static func diagnostics(built: [Recipe], all: [Recipe], failed: Set<String>) -> [Diagnostic] {
        let builtSlugs = Set(built.map(\.slug))
        var why: [String: String] = [:]
        for recipe in all where !builtSlugs.contains(recipe.slug) {
            why[recipe.slug] = failed.contains(recipe.sourcePath) ? "has errors and was left out" : "is a draft"
        }
        guard !why.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for recipe in built {
            for (reference, isRelated) in recipe.links.map({ ($0, false) }) + recipe.related.map({ ($0, true) }) {
                guard let slug = reference.recipe, let reason = why[slug] else { continue }
                let outcome = isRelated ? "so it is missing from the related recipes" : "so on the site the link leads nowhere"
                diagnostics.append(Diagnostic(
                    .linkToUnbuilt, "This links to the recipe `\(slug)`, which \(reason), \(outcome).",
                    at: reference.location,
                    note: reason == "is a draft" ? "build with --drafts to include drafts, or publish it" : nil))
            }
        }
        return diagnostics
    }
}
