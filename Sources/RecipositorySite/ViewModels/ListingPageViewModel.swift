import RecipositoryCore

/// A page listing the recipes of one category, cuisine, tag or ingredient.
struct ListingPageViewModel: TemplateParent {
    var chrome: PageChrome
    var term: TaxonomyTerm
    var recipes: [RecipeCardViewModel]
    /// The links to the list's other pages, when it has more than one.
    var pager: PagerViewModel?

    init(_ term: TaxonomyTerm, pagePath: String, paging: Paging? = nil, context: RenderContext) {
        let root = context.root(forPage: pagePath)
        let heading = term.taxonomy.heading(for: term.name)
        let first = context.routes.term(term)
        let shown = paging.map { term.recipes.slice($0.range) } ?? term.recipes
        chrome = PageChrome(config: context.config, routes: context.routes, root: root, pageTitle: PagerViewModel.title(heading, paging),
                            metaDescription: nil, canonicalURL: context.absoluteURL(Routes.page(paging?.number ?? 1, of: first)),
                            jsonLD: ItemListStructuredData.scriptSafeText(name: heading, recipes: shown,
                                                                  rootPrefix: root, context: context),
                            pageClass: "page-listing page-\(term.taxonomy.rawValue)")
        self.term = term
        recipes = RecipeCardViewModel.cards(shown, rootPrefix: root, context: context)
        pager = paging.map { PagerViewModel($0, first: first, root: root) }
    }

    func child(named name: String) -> Any? {
        switch name {
        case "heading": term.taxonomy.heading(for: term.name)
        case "eyebrow": term.taxonomy.eyebrow
        case "termName": term.name
        case "taxonomy": term.taxonomy.rawValue
        case "recipes": recipes
        case "cards": RecipeCardViewModel.lines(of: recipes)
        case "recipeCount": term.recipes.count
        case "countLabel": term.recipes.count == 1 ? "1 recipe" : "\(term.recipes.count) recipes"
        case "pager": pager
        // Categories have a printable cookbook of their own.
        case "cookbookHref": chrome.routes.hasCookbook(for: term.taxonomy)
            ? chrome.root + SitePath.linkTarget(chrome.routes.cookbook(term)) : nil
        default: chrome.child(named: name)
        }
    }
}
