import RecipositoryMarkdown

/// The pure part of the pipeline, named in one place:
/// split front matter -> parse Markdown -> build the typed model -> validate.
/// (Loading comes before it and indexing, rendering and writing after it, in RecipositorySite.)
/// Files are independent until validation, so each stage runs on every core; cmark-gfm parses
/// themselves are serialized inside `Markdown.parse`.
public enum RecipeCollection {
    public struct Result: Sendable {
        /// Every recipe that could be built, in content-path order (broken ones are left out).
        public var recipes: [Recipe]
        /// Sorted by place.
        public var diagnostics: [Diagnostic]
        /// Files that had errors, so a forgiving build can list what it left out.
        public var failedFiles: Set<String>
    }

    public static func check(_ files: [SourceFile], options: CheckOptions, times: StageTimes = StageTimes()) -> Result {
        let sorted = files.sorted { $0.contentPath < $1.contentPath }
        let decoder = FrontMatterDecoder(extraKeys: options.extraKeys)
        let prepared = sorted.parallelMap { file in times.measure(.frontMatter) { prepare(file, decoder: decoder) } }

        var slugs: [String: String] = [:]
        slugs.reserveCapacity(prepared.count)
        for item in prepared { if let slug = item.slug { slugs[item.file.contentPath] = slug } }
        let site = SiteIndex(slugsByContentPath: slugs, contentFiles: options.contentFiles, staticFiles: options.staticFiles)
        let builder = RecipeBuilder(renderHTML: options.renderHTML, site: site)

        let built = prepared.parallelMap { item -> (Recipe?, [Diagnostic]) in
            guard let split = item.split, let frontMatter = item.frontMatter else { return (nil, item.diagnostics) }
            let (document, parseDiagnostics) = times.measure(.markdown) { RecipeBuilder.parseBody(split, path: item.file.path) }
            let (recipe, modelDiagnostics) = times.measure(.model) {
                builder.build(file: item.file, split: split, frontMatter: frontMatter, document: document)
            }
            return (recipe, item.diagnostics + parseDiagnostics + modelDiagnostics)
        }

        return times.measure(.validate) {
            var diagnostics = built.flatMap(\.1)
            let recipes = built.compactMap(\.0)
            diagnostics += CollectionValidator.validate(recipes)
            diagnostics.sort()
            let failed = Set(diagnostics.filter { $0.severity == .error }.map(\.location.file))
            return Result(recipes: recipes, diagnostics: diagnostics, failedFiles: failed)
        }
    }

    private struct Prepared: Sendable {
        var file: SourceFile
        var split: SplitSource?
        var frontMatter: FrontMatter?
        var diagnostics: [Diagnostic]
        /// Found here, on every core, rather than in the serial pass that collects the slugs.
        var slug: String?

        init(file: SourceFile, split: SplitSource? = nil, frontMatter: FrontMatter? = nil, diagnostics: [Diagnostic]) {
            self.file = file
            self.split = split
            self.frontMatter = frontMatter
            self.diagnostics = diagnostics
            self.slug = frontMatter.map { RecipeBuilder.slug(for: file, frontMatter: $0) }
        }
    }

    /// Decode, split and read front matter: everything before cmark sees the body.
    private static func prepare(_ file: SourceFile, decoder: FrontMatterDecoder) -> Prepared {
        let (text, decodeDiagnostics) = SourceText.decode(file)
        guard let text else { return Prepared(file: file, diagnostics: decodeDiagnostics) }
        let (split, splitDiagnostics) = FrontMatterSplitter.split(text, path: file.path)
        guard let split else { return Prepared(file: file, diagnostics: splitDiagnostics) }
        guard let yaml = split.yaml else { return Prepared(file: file, split: split, frontMatter: FrontMatter(), diagnostics: []) }
        // Unreadable YAML says nothing reliable about the recipe: it is reported alone.
        let (frontMatter, yamlDiagnostics) = decoder.read(yaml, firstLine: split.yamlFirstLine, path: file.path)
        return Prepared(file: file, split: split, frontMatter: frontMatter, diagnostics: yamlDiagnostics)
    }
}
