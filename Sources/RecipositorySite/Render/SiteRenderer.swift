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

    /// Decides every file of the site and prepares what many pages share (the recipe cards).
    /// Every recipe given gets its pages: the caller leaves out drafts unless they are asked for.
    public func plan(_ recipes: [Recipe]) -> RenderPlan {
        var preparing = RenderContext(config: config, index: SiteCatalog(recipes, normalizer: IngredientNormalizer(synonyms: config.synonyms)), imageSize: imageSize)
        let (planned, planDiagnostics) = plan(preparing)
        let assets = theme.assets.sorted { $0.key < $1.key }.map { RenderedFile(path: $0.key, bytes: $0.value) }
        let (pages, keptAssets, duplicateDiagnostics) = Self.removingDuplicatePaths(planned, assets)
        preparing.lists = ListEntryCache(recipes: preparing.index.recipes, rootPrefixes: Set(pages.compactMap(\.listRootPrefix)),
                                         theme: theme, context: preparing)
        return RenderPlan(pages: pages, assets: keptAssets, theme: theme, context: preparing,
                          diagnostics: (preparing.index.diagnostics + planDiagnostics + duplicateDiagnostics).sorted())
    }

    /// The whole site in memory, sorted by path: for tests and small sites (`build` streams the plan).
    public func render(_ recipes: [Recipe]) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        let plan = plan(recipes)
        let files = Array(0..<plan.unitCount).parallelMap(itemsPerTask: 1) { plan.render(unit: $0) }.flatMap { $0 } + plan.assets
        return (files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }, plan.diagnostics)
    }
}

private extension SiteRenderer {
    /// Every page to render, decided before any rendering starts.
    func plan(_ context: RenderContext) -> ([PageJob], [Diagnostic]) {
        var pages: [PageJob] = []
        var diagnostics: [Diagnostic] = []
        for format in formats where applies(format.requirement) {
            if let missing = format.templates.first(where: { !theme.hasTemplate($0) }) {
                diagnostics.append(Diagnostic(
                    .missingTemplate, "The theme has no template `\(missing)` for the \(format.name) pages.",
                    at: SourceLocation(file: "Templates/\(missing).mustache", line: 1, column: 1)))
                continue
            }
            switch format.kind {
            case .recipe, .recipeMail, .mailMessage:
                pages += context.index.recipes.enumerated().map {
                    PageJob(format: format, path: format.path(slug: $1.slug), subject: .recipe($0))
                }
            case .listing(let taxonomy), .cookbook(let taxonomy?):
                pages += context.index.terms(taxonomy).map {
                    PageJob(format: format, path: format.path(slug: $0.slug), subject: .term($0))
                }
            case .home, .allRecipes, .plain, .notFound, .feed, .sitemap, .search, .cookbook(nil):
                pages.append(PageJob(format: format, path: format.path(), subject: .site))
            }
        }
        return (pages, diagnostics)
    }

    func applies(_ requirement: OutputFormat.Requirement) -> Bool {
        switch requirement {
        case .always: true
        case .publicSiteWithBaseURL: !config.isPrivate && !(config.baseURL ?? "").isEmpty
        case .privateSite: config.isPrivate
        }
    }

    /// The first file for each path wins, in table order, pages before assets; later ones are reported.
    static func removingDuplicatePaths(_ pages: [PageJob], _ assets: [RenderedFile]) -> ([PageJob], [RenderedFile], [Diagnostic]) {
        var seen: Set<String> = []
        var diagnostics: [Diagnostic] = []
        func keep(_ path: String) -> Bool {
            if seen.insert(path).inserted { return true }
            diagnostics.append(Diagnostic(.duplicateOutput, "Two pages would be written to `\(path)`; only the first is kept.",
                                          at: SourceLocation(file: path, line: 1, column: 1)))
            return false
        }
        let keptPages = pages.filter { keep($0.path) }
        let keptAssets = assets.filter { keep($0.path) }
        return (keptPages, keptAssets, diagnostics)
    }
}
