import RecipositoryCore

/// The home page: every recipe alphabetically, grouped by category, and the ways in
/// (cuisines, tags, ingredients, search).
struct HomePageViewModel: TemplateParent {
    /// One category and its recipes; recipes without a category come last, under `Other recipes`.
    /// Its cards are made when a template asks for them: the page shows a few of each section
    /// (`cards`), and a card made for every recipe of the collection was held by the lists' cache
    /// until the page was written (92 MB at 100,000 recipes).
    struct CategoryGroup: TemplateParent {
        var name: String
        var anchor: String
        var href: String?
        var list: RecipeList
        var root: String
        var context: RenderContext

        /// Every recipe's card, for a site's template that lists them all.
        var recipes: [RecipeCardViewModel] { RecipeCardViewModel.cards(list, rootPrefix: root, context: context) }

        func child(named key: String) -> Any? {
            switch key {
            case "name": name
            case "anchor": anchor
            case "hasPage": href != nil
            case "categoryHref": href
            case "recipes": recipes
            case "cards": RecipeCardViewModel.lines(of: RecipeCardViewModel.cards(
                list.slice(0..<min(list.count, HomePageViewModel.cardsPerSection)), rootPrefix: root, context: context))
            case "hasMore": list.count > HomePageViewModel.cardsPerSection
            case "recipeCount": list.count
            default: nil
            }
        }
    }

    /// A recipe in the "Made recently" or "Not made in a while" strip, from `cooked:`.
    struct MadeEntry: TemplateParent {
        var title: String
        var href: String
        /// The recipe's folder from the site root (`recipes/pie/`): the browser's "I made this"
        /// taps are kept under it.
        var sitePath: String
        var date: RecipeDate
        var language: String

        func child(named name: String) -> Any? {
            switch name {
            case "title": title
            case "href": href
            case "sitePath": sitePath
            case "date": date.description
            case "dateText": DateText.words(date, language: language)
            default: nil
            }
        }
    }

    /// A home page stays short: a few cards per category, each section ending with a link to all.
    static let cardsPerSection = 6
    /// Recipes in each of the "made" strips, and in "Newest" when there are no categories.
    static let stripLength = 4

    var chrome: PageChrome
    var categories: [CategoryGroup]
    var cuisines: [TermLinkViewModel]
    var tags: [TermLinkViewModel]
    var ingredients: [TermLinkViewModel]
    var recipeCount: Int
    var madeRecently: [MadeEntry]
    var notMadeInAWhile: [MadeEntry]
    /// The newest recipes, when the collection has no categories to show instead.
    var newest: [RecipeCardViewModel]

    init(pagePath: String, context: RenderContext) {
        let root = context.root(forPage: pagePath)
        let index = context.index
        chrome = PageChrome(config: context.config, routes: context.routes, root: root, pageTitle: nil, metaDescription: nil,
                            canonicalURL: context.absoluteURL(""),
                            // Every recipe while they fit on one page of the A–Z list; past that, that first page's.
                            jsonLD: ItemListStructuredData.scriptSafeText(name: context.config.title,
                                                                  recipes: index.all.slice(0..<min(index.recipes.count, context.config.pageSize)),
                                                                  rootPrefix: root, context: context),
                            pageClass: "page-home")
        var groups = index.terms(.category).map { term in
            CategoryGroup(name: term.name, anchor: "category-" + term.slug,
                          href: SitePath.link(to: context.routes.term(term), rootPrefix: root),
                          list: term.recipes, root: root, context: context)
        }
        if !groups.isEmpty, !index.uncategorized.isEmpty {
            groups.append(CategoryGroup(name: "Other recipes", anchor: "category-none", href: nil,
                                        list: index.uncategorized, root: root, context: context))
        }
        categories = groups
        newest = !groups.isEmpty ? [] : index.recipes.indices
            .filter { index.recipes[$0].date != nil }
            .sorted { (index.recipes[$0].date!, $1) > (index.recipes[$1].date!, $0) }
            .prefix(Self.cardsPerSection)
            .map { RecipeCardViewModel(index.recipes, position: $0, rootPrefix: root, context: context) }
        let made = index.recipes.compactMap { recipe -> MadeEntry? in
            guard let last = recipe.cooked.map(\.date).max() else { return nil }
            let path = context.routes.recipe(recipe.slug)
            return MadeEntry(title: recipe.title, href: SitePath.link(to: path, rootPrefix: root), sitePath: path,
                             date: last, language: context.config.language)
        }
        // Newest first; the same day in title order (the catalog's), so the page is the same each build.
        let byDate = made.enumerated().sorted { ($0.element.date, $1.offset) > ($1.element.date, $0.offset) }.map(\.element)
        madeRecently = Array(byDate.prefix(Self.stripLength))
        notMadeInAWhile = Array(byDate.dropFirst(Self.stripLength).reversed().prefix(Self.stripLength))
        cuisines = Self.links(index.terms(.cuisine), root, context.routes)
        tags = Self.links(index.terms(.tag), root, context.routes)
        ingredients = Self.links(index.terms(.ingredient), root, context.routes)
        recipeCount = index.recipes.count
    }

    func child(named name: String) -> Any? {
        switch name {
        case "categories": categories
        case "hasCuisines": !cuisines.isEmpty
        case "cuisines": cuisines
        case "hasTags": !tags.isEmpty
        case "tags": tags
        case "tagCount": tags.count
        case "hasIngredients": !ingredients.isEmpty
        case "ingredients": ingredients
        case "ingredientCount": ingredients.count
        case "recipeCount": recipeCount
        case "hasRecipes": recipeCount > 0
        case "cookbookHref": chrome.root + SitePath.linkTarget(chrome.routes.cookbook(nil))
        case "hasCategories": !categories.isEmpty
        case "hasNewest": !newest.isEmpty
        case "newestCards": RecipeCardViewModel.lines(of: newest)
        case "madeRecently": madeRecently
        case "notMadeInAWhile": notMadeInAWhile
        case "hasMadeRecently": !madeRecently.isEmpty
        case "hasNotMadeInAWhile": !notMadeInAWhile.isEmpty
        default: chrome.child(named: name)
        }
    }

    static func links(_ terms: [TaxonomyTerm], _ root: String, _ routes: Routes) -> [TermLinkViewModel] {
        terms.map { TermLinkViewModel(name: $0.name, href: SitePath.link(to: routes.term($0), rootPrefix: root),
                                      count: $0.recipes.count) }
    }
}
