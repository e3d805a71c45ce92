import RecipositoryCore

/// Turns the typed recipes into the files of the website. Pure: no file system, no clock; the
/// same input gives the same bytes. Pages are rendered in parallel.
public struct SiteRenderer: Sendable {
    public var theme: Theme
    public var config: SiteConfig
    /// The rows of files to make; add one to render a new kind of page.
    public var formats: [OutputFormat] = OutputFormat.defaults
    /// The pixel size of an image given its site path (`pix/pie.webp`), when the pipeline knows it.
    public var imageSize: @Sendable (String) -> (width: Int, height: Int)?

    public init(theme: Theme, config: SiteConfig, imageSize: @escaping @Sendable (String) -> (width: Int, height: Int)?) {
        self.theme = theme
        self.config = config
        self.imageSize = imageSize
    }

    public func render(_ recipes: [Recipe]) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        let theme = self.theme
        var preparing = RenderContext(config: config, index: SiteCatalog(recipes, normalizer: IngredientNormalizer(synonyms: config.synonyms)), imageSize: imageSize)
        let (pages, planDiagnostics) = plan(preparing)
        preparing.lists = ListEntryCache(recipes: preparing.index.recipes, rootPrefixes: Set(pages.compactMap(\.listRootPrefix)),
                                         theme: theme, context: preparing)
        preparing.mailBodies = MailBodyCache(recipes: preparing.index.recipes, formats: formats, theme: theme, context: preparing)
        let context = preparing
        let rendered = ConcurrentMap.map(pages) { page in
            RenderedFile(path: page.path, bytes: page.render(theme: theme, context: context))
        }
        let assets = theme.assets.map { RenderedFile(path: $0.key, bytes: $0.value) }
        let (files, duplicateDiagnostics) = Self.removingDuplicatePaths(rendered + assets)
        return (files, (context.index.diagnostics + planDiagnostics + duplicateDiagnostics).sorted())
    }
}

private extension SiteRenderer {
    /// Every page to render, decided before any rendering starts.
    func plan(_ context: RenderContext) -> ([PageJob], [Diagnostic]) {
        var pages: [PageJob] = []
        var diagnostics: [Diagnostic] = []
        for format in formats where applies(format.requirement) {
            if let missing = format.templates.first(where: { !theme.hasTemplate($0) }) {
                diagnostics.append(.error(
                    "missing-template", "The theme has no template `\(missing)` for the \(format.name) pages.",
                    at: SourceLocation(file: "Templates/\(missing).mustache", line: 1, column: 1)))
                continue
            }
            switch format.kind {
            case .recipe, .recipeMail, .mailMessage:
                pages += context.index.recipes.map {
                    PageJob(format: format, path: format.path(slug: $0.slug), subject: .recipe($0))
                }
            case .listing(let taxonomy), .cookbook(let taxonomy?):
                pages += context.index.terms(taxonomy).map {
                    PageJob(format: format, path: format.path(slug: $0.slug), subject: .term($0))
                }
            case .home, .plain, .notFound, .feed, .sitemap, .search, .cookbook(nil):
                pages.append(PageJob(format: format, path: format.path(), subject: .site))
            }
        }
        return (pages, diagnostics)
    }

    func applies(_ requirement: OutputFormat.Requirement) -> Bool {
        switch requirement {
        case .always: true
        case .publicSiteWithBaseURL: !config.isPrivate && !(config.baseURL ?? "").isEmpty
        }
    }

    /// The first file for each path wins, in table order; later ones are reported.
    static func removingDuplicatePaths(_ files: [RenderedFile]) -> ([RenderedFile], [Diagnostic]) {
        var seen: Set<String> = []
        var kept: [RenderedFile] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            if seen.insert(file.path).inserted {
                kept.append(file)
            } else {
                diagnostics.append(.warning("duplicate-output", "Two pages would be written to `\(file.path)`; only the first is kept.",
                                            at: SourceLocation(file: file.path, line: 1, column: 1)))
            }
        }
        return (kept.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }, diagnostics)
    }
}
