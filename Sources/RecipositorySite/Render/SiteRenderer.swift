import RecipositoryCore

/// Turns the typed recipes into the files of the website. Pure: no file system, no clock; the
/// same input gives the same bytes. Pages are rendered in parallel.
public struct SiteRenderer: Sendable {
    public var theme: Theme
    public var config: SiteConfig
    /// The rows of files to make; add one to render a new kind of page.
    public var formats: [OutputFormat] = OutputFormat.defaults
    /// Every URL, from `formats`.
    public var routes: Routes { Routes(formats) }
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
        plan(pages(catalog(recipes)))
    }

    /// The collection as the pages see it: sorted, grouped into terms, one recipe per page.
    func catalog(_ recipes: [Recipe]) -> SiteCatalog {
        SiteCatalog(recipes, normalizer: IngredientNormalizer(synonyms: config.synonyms))
    }

    /// Every page to render, decided before any rendering starts.
    func pages(_ catalog: SiteCatalog) -> PlannedPages {
        var pages: [PageJob] = []
        var diagnostics: [Diagnostic] = []
        for format in formats where applies(format.requirement) {
            if let missing = format.templates.first(where: { !theme.hasTemplate($0) }) {
                diagnostics.append(Diagnostic(
                    .missingTemplate, "The theme has no template `\(missing)` for the \(format.name) pages.",
                    at: SourceLocation(file: "Templates/\(missing).mustache", line: 1, column: 1)))
                continue
            }
            let row = PageJob.Row(format)
            switch format.kind {
            case .recipe, .recipeMail, .mailMessage:
                // By position: iterating the recipes would copy each whole `Recipe` for each format.
                pages += catalog.recipes.indices.map {
                    PageJob(row: row, path: format.path(slug: catalog.recipes[$0].slug), subject: .recipe($0))
                }
            case .listing(let taxonomy), .cookbook(let taxonomy?):
                pages += catalog.terms(taxonomy).flatMap {
                    paged(PageJob(row: row, path: format.path(slug: $0.slug), subject: .term($0)), catalog)
                }
            case .allRecipes, .cookbook(nil):
                pages += paged(PageJob(row: row, path: format.path(), subject: .site), catalog)
            case .home, .plain, .notFound, .feed, .sitemap, .search:
                pages.append(PageJob(row: row, path: format.path(), subject: .site))
            }
        }
        return PlannedPages(catalog: catalog, jobs: pages, diagnostics: (catalog.diagnostics + diagnostics).sorted())
    }

    /// The plan of `pages` (see `pages(_:)`), with what many of them share prepared; `estimates`,
    /// the recipes' nutrition estimates where the pipeline worked them out.
    func plan(_ pages: PlannedPages, estimates: NutritionEstimates = NutritionEstimates()) -> RenderPlan {
        var context = RenderContext(config: config, index: pages.catalog, routes: routes, imageSize: imageSize)
        context.estimates = estimates
        let assets = theme.assets.sorted { $0.key < $1.key }.map { RenderedFile(path: $0.key, bytes: $0.value) }
        if pages.jobs.contains(where: { $0.format.kind == .allRecipes }) {
            context.alphabet = AllRecipesViewModel.Alphabet(context.index.recipes)
        }
        context.lists = ListEntryCache(recipes: context.index.recipes, rootPrefixes: Set(pages.jobs.compactMap(\.listRootPrefix)),
                                       theme: theme, context: context)
        return RenderPlan(pages: pages.jobs, assets: assets, theme: theme, context: context, diagnostics: pages.diagnostics)
    }

    /// The whole site in memory, sorted by path: for tests and small sites (`build` streams the plan).
    public func render(_ recipes: [Recipe]) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        let plan = plan(recipes)
        let files = Array(0..<plan.unitCount).parallelMap(itemsPerTask: 1) { plan.render(unit: $0) }.flatMap { $0 } + plan.assets
        return (files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }, plan.diagnostics)
    }
}

private extension SiteRenderer {
    /// A list or cookbook longer than `page_size`, as its pages (`Paging`); one that fits, as it is.
    func paged(_ job: PageJob, _ catalog: SiteCatalog) -> [PageJob] {
        let term: TaxonomyTerm? = if case .term(let term) = job.subject { term } else { nil }
        let groups: [Int] = switch job.format.kind {
        case .cookbook: CookbookViewModel.chapters(term, catalog).map(\.1.count)
        default: [term?.recipes.count ?? catalog.recipes.count]
        }
        guard let pages = Paging.pages(groups: groups, size: config.pageSize) else { return [job] }
        return pages.map { page in
            var job = job
            job.path = Routes.pageFile(page.number, of: job.path)
            job.paging = page
            return job
        }
    }

    func applies(_ requirement: OutputFormat.Requirement) -> Bool {
        switch requirement {
        case .always: true
        case .publicSiteWithBaseURL: !config.isPrivate && !(config.baseURL ?? "").isEmpty
        case .privateSite: config.isPrivate
        }
    }
}

/// Every page of the site, planned but not rendered: what validation checks for two outputs at
/// one path, and what the render plan is made from.
struct PlannedPages: Sendable {
    var catalog: SiteCatalog
    var jobs: [PageJob]
    /// A missing template, a recipe whose page another recipe has.
    var diagnostics: [Diagnostic]

    var paths: [String] { jobs.map(\.path) }
}
