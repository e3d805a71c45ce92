import RecipositoryCore

/// One file to render: a row of the output table applied to one subject.
struct PageJob: Sendable {
    enum Subject: Sendable {
        case site
        case recipe(Recipe)
        case term(TaxonomyTerm)
    }

    var format: OutputFormat
    var path: String
    var subject: Subject

    /// The root prefix of the recipes this page lists, if it lists any.
    var listRootPrefix: String? {
        switch format.kind {
        case .home, .recipe, .listing: SitePath.rootPrefix(forPage: path)
        case .plain, .notFound, .feed, .sitemap, .search, .cookbook, .recipeMail, .mailMessage: nil
        }
    }

    func render(theme: Theme, context: RenderContext) -> [UInt8] {
        switch (format.kind, subject) {
        case (.mailMessage(let plainTextTemplate), .recipe(let recipe)):
            return RecipeMail.message(recipe, htmlTemplate: format.template, plainTextTemplate: plainTextTemplate,
                                      theme: theme, context: context)
        case (.recipeMail, .recipe(let recipe)) where format.mediaType == "text/plain":
            return Array(RecipeMail.plainText(recipe, template: format.template, theme: theme, context: context).utf8)
        case (.recipeMail, .recipe(let recipe)):
            return Array(RecipeMail.html(recipe, template: format.template, theme: theme, context: context).utf8)
        default:
            return Array((theme.render(format.template, viewModel(context)) ?? "").utf8)
        }
    }
}

private extension PageJob {
    /// The one view model the template sees; templates never see domain types.
    func viewModel(_ context: RenderContext) -> Any {
        switch (format.kind, subject) {
        case (.recipe, .recipe(let recipe)):
            return RecipePageViewModel(recipe, pagePath: path, context: context)
        case (.listing, .term(let term)):
            return ListingPageViewModel(term, pagePath: path, context: context)
        case (.cookbook, .term(let term)):
            return CookbookViewModel(term: term, pagePath: path, context: context)
        case (.cookbook, _):
            return CookbookViewModel(term: nil, pagePath: path, context: context)
        case (.home, _):
            return HomePageViewModel(pagePath: path, context: context)
        case (.search, _):
            return SearchPageViewModel(pagePath: path, context: context)
        case (.feed, _):
            return FeedViewModel(context: context)
        case (.sitemap, _):
            return SitemapViewModel(baseURL: context.config.baseURL ?? "", index: context.index)
        case (.notFound, _):
            return PlainPageViewModel(chrome: chrome(context, root: context.root(forPage: path, absoluteWhenPossible: true),
                                                     pageClass: "page-not-found"))
        default:
            return PlainPageViewModel(chrome: chrome(context, root: context.root(forPage: path),
                                                     pageClass: "page-\(format.name)"))
        }
    }

    func chrome(_ context: RenderContext, root: String, pageClass: String) -> PageChrome {
        PageChrome(config: context.config, root: root, pageTitle: nil, metaDescription: nil,
                   canonicalURL: nil, jsonLD: nil, pageClass: pageClass)
    }
}
