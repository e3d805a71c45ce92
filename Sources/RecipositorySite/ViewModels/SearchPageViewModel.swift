import Mustache

/// The search page. The search itself runs in the browser (`assets/search.js` over
/// `search-index.js`); the page also links every category, cuisine and ingredient page, which is
/// all it offers when JavaScript is off.
struct SearchPageViewModel: MustacheParent {
    var chrome: PageChrome
    var categories: [TermLinkViewModel]
    var cuisines: [TermLinkViewModel]
    var ingredients: [TermLinkViewModel]

    init(pagePath: String, context: RenderContext) {
        let root = context.root(forPage: pagePath)
        chrome = PageChrome(config: context.config, root: root, pageTitle: "Search", metaDescription: nil,
                            canonicalURL: context.absoluteURL("search/"), jsonLD: nil, pageClass: "page-search")
        categories = HomePageViewModel.links(context.index.terms(.category), root)
        cuisines = HomePageViewModel.links(context.index.terms(.cuisine), root)
        ingredients = HomePageViewModel.links(context.index.terms(.ingredient), root)
    }

    func child(named name: String) -> Any? {
        switch name {
        case "categories": categories
        case "hasCategories": !categories.isEmpty
        case "cuisines": cuisines
        case "hasCuisines": !cuisines.isEmpty
        case "ingredients": ingredients
        case "hasIngredients": !ingredients.isEmpty
        case "searchIndexHref": chrome.root + "search-index.js"
        default: chrome.child(named: name)
        }
    }
}
