import RecipositoryCore

/// One file to render: a row of the output table applied to one subject.
struct PageJob: Sendable {
    enum Subject: Sendable {
        case site
        /// A recipe, by its position in the catalog's `recipes` (a copy per page would be large).
        case recipe(Int)
        /// Boxed: the term (56 bytes) inline widened every page's job to 120 bytes (80 boxed), a
        /// recipe's too, and a build holds two of each to its end (the plan's and its unit's): at
        /// 100,000 recipes, some 400,000 pages.
        indirect case term(TaxonomyTerm)
    }

    /// The row's one copy, which every page of it shares: a recipe has four to six pages, each
    /// held to the end of the build, and the row is about a hundred bytes.
    final class Row: Sendable {
        let format: OutputFormat
        init(_ format: OutputFormat) { self.format = format }
    }

    private let row: Row
    var format: OutputFormat { row.format }
    var path: String
    var subject: Subject
    /// Which page of its list (or volume of its cookbook) this is, when the list is paged.
    var paging: Paging? = nil

    init(row: Row, path: String, subject: Subject) {
        self.row = row
        self.path = path
        self.subject = subject
    }

    /// The root prefix of the recipes this page lists, if it lists any.
    var listRootPrefix: String? {
        switch format.kind {
        case .home, .recipe, .listing, .allRecipes: SitePath.rootPrefix(forPage: path)
        case .plain, .notFound, .feed, .sitemap, .search, .cookbook, .recipeMail, .mailMessage: nil
        }
    }

    /// The recipe this page is about, when it is one of a recipe's own files.
    func recipe(in catalog: SiteCatalog) -> Recipe? {
        if case .recipe(let position) = subject { return catalog.recipes[position] }
        return nil
    }

    /// - Parameters:
    ///   - kitchen: the kitchen facts of the page's recipe, and `mail` its mail forms, shared by
    ///     that recipe's files; nil for a page that is not one of a recipe's own.
    func render(theme: Theme, context: RenderContext, kitchen: RecipeKitchen? = nil, mail: RecipeMail?) -> PageBody {
        switch (format.kind, mail) {
        case (.mailMessage(let plainTextTemplate), let mail?):
            return PageBody(mail.message(htmlTemplate: format.template, plainTextTemplate: plainTextTemplate))
        case (.recipeMail, let mail?) where format.mediaType == "text/plain":
            return PageBody(Array(mail.plainText(template: format.template).utf8))
        case (.recipeMail, let mail?):
            return PageBody(Array(mail.html(template: format.template).utf8))
        case (.cookbook, _):
            return cookbook(theme: theme, context: context)
        default:
            return PageBody(Array((theme.render(format.template, viewModel(context, theme: theme, kitchen: kitchen, mail: mail)) ?? "").utf8))
        }
    }
}

private extension PageJob {
    /// A cookbook is rendered with a slot for each article, and the articles are made one at a
    /// time as the page is written around the slots; a theme that does not place each article
    /// once, in order, as `{{{article}}}`, gets the page whole.
    func cookbook(theme: Theme, context: RenderContext) -> PageBody {
        let term: TaxonomyTerm? = if case .term(let term) = subject { term } else { nil }
        if theme.hasTemplate(CookbookViewModel.CookbookRecipe.articleTemplate) {
            let book = CookbookViewModel(term: term, pagePath: path, paging: paging, context: context, theme: theme, articles: .slot)
            if let runs = theme.renderWithSlots(format.template, book)?.runs(aroundSlots: book.articles.count) {
                let articles = book.articles
                // Incremental: each article the last build made with the same key is taken as it is.
                // Its number, which the key leaves out, is put in at the places the article kept.
                if let keys = context.parts.articles[path], keys.count == articles.count {
                    let kept = context.parts
                    return PageBody(runs: runs, keys: keys, pieces: { position in
                        kept.part(keys[position]).flatMap { PagePiece(kept: $0, filling: articles.number(at: position)) }
                            ?? articles.article(at: position)
                    })
                }
                return PageBody(runs: runs, pieces: { articles.article(at: $0) })
            }
        }
        let book = CookbookViewModel(term: term, pagePath: path, paging: paging, context: context, theme: theme, articles: .rendered)
        return PageBody(Array((theme.render(format.template, book) ?? "").utf8))
    }
}

private extension PageJob {
    /// The one view model the template sees; templates never see domain types.
    func viewModel(_ context: RenderContext, theme: Theme, kitchen: RecipeKitchen?, mail: RecipeMail?) -> Any {
        switch (format.kind, subject) {
        case (.recipe, .recipe(let position)):
            let recipe = kitchen?.recipe ?? context.model(of: context.index.recipes[position])
            return RecipePageViewModel(recipe, pagePath: path, context: context, kitchen: kitchen ?? RecipeKitchen(recipe, context: context),
                                       share: mail.map(ShareLinksViewModel.init))
        case (.listing, .term(let term)):
            return ListingPageViewModel(term, pagePath: path, paging: paging, context: context)
        case (.home, _):
            return HomePageViewModel(pagePath: path, context: context)
        case (.allRecipes, _):
            return AllRecipesViewModel(pagePath: path, paging: paging, context: context)
        case (.search, _):
            return SearchPageViewModel(pagePath: path, context: context)
        case (.feed, _):
            return FeedViewModel(context: context)
        case (.sitemap, _):
            return SitemapViewModel(baseURL: context.config.baseURL ?? "", index: context.index, routes: context.routes)
        case (.notFound, _):
            return NotFoundPageViewModel(chrome: chrome(context, root: context.root(forPage: path, absoluteWhenPossible: true),
                                                        pageClass: "page-not-found"))
        default:
            return PlainPageViewModel(chrome: chrome(context, root: context.root(forPage: path),
                                                     pageClass: "page-\(format.name)"))
        }
    }

    func chrome(_ context: RenderContext, root: String, pageClass: String) -> PageChrome {
        PageChrome(config: context.config, routes: context.routes, root: root, pageTitle: nil, metaDescription: nil,
                   canonicalURL: nil, jsonLD: nil, pageClass: pageClass)
    }
}
