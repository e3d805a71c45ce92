/// `check` run on a recipe file import is about to write, with the same readers and limits
/// (256 KB a file, 64 KB of front matter, nesting, tables, paragraphs): a file `check` would
/// refuse is not written. What depends on the rest of the site (a link to a recipe, a picture in
/// `static/`) is left to `check` of the whole site.
public enum ImportedFileCheck {
    static let siteCodes: Set<DiagnosticCode> = [.brokenLink, .brokenRelated, .missingImage, .duplicateSlug, .outputCollision]

    /// The first error `check` would give the text, or nil.
    public static func firstError(_ text: String, contentPath: String) -> Diagnostic? {
        let file = SourceFile(path: contentPath, contentPath: contentPath, bytes: Array(text.utf8))
        return RecipeCollection.check([file], options: CheckOptions()).diagnostics
            .first { $0.severity == .error && !siteCodes.contains($0.code) }
    }
}
