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
        case .plain, .notFound, .feed, .sitemap: nil
        }
    }

    func render(theme: Theme, context: RenderContext) -> String {
        theme.render(format.template, viewModel(context)) ?? ""
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
        case (.home, _):
            return HomePageViewModel(pagePath: path, context: context)
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
