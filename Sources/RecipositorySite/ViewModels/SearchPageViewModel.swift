import RecipositoryCore

/// The search page. The search itself runs in the browser (`assets/search.js` over
/// `search-index.js`); the page also links every category, cuisine and ingredient page, which is
/// all it offers when JavaScript is off.
struct SearchPageViewModel: TemplateParent {
    var chrome: PageChrome
    var categories: [TermLinkViewModel]
    var cuisines: [TermLinkViewModel]
    var ingredients: [TermLinkViewModel]
    /// The difficulty filter's choices: the levels the collection's recipes have, easiest first.
    var difficulties: [DifficultyChoice]

    init(pagePath: String, context: RenderContext) {
        let root = context.root(forPage: pagePath)
        chrome = PageChrome(config: context.config, routes: context.routes, root: root, pageTitle: "Search", metaDescription: nil,
                            canonicalURL: context.absoluteURL("search/"), jsonLD: nil, pageClass: "page-search")
        categories = HomePageViewModel.links(context.index.terms(.category), root, context.routes)
        cuisines = HomePageViewModel.links(context.index.terms(.cuisine), root, context.routes)
        ingredients = HomePageViewModel.links(context.index.terms(.ingredient), root, context.routes)
        difficulties = Set(context.index.recipes.compactMap { $0.difficulty?.level })
            .sorted().map(DifficultyChoice.init(level:))
    }

    func child(named name: String) -> Any? {
        switch name {
        case "categories": categories
        case "hasCategories": !categories.isEmpty
        case "cuisines": cuisines
        case "hasCuisines": !cuisines.isEmpty
        case "ingredients": ingredients
        case "hasIngredients": !ingredients.isEmpty
        case "difficulties": difficulties
        case "hasDifficulties": !difficulties.isEmpty
        case "searchIndexHref": chrome.root + "search-index.js"
        default: chrome.child(named: name)
        }
    }
}

/// "At most this hard": `Medium or easier` finds the easy, fairly easy and medium recipes. `word`
/// is the level's own word, which the results show.
struct DifficultyChoice: TemplateParent {
    var level: Int

    func child(named name: String) -> Any? {
        let word = Difficulty(level: level).label
        switch name {
        case "level": return level
        case "word": return word
        case "choice": return level == 1 ? word : "\(word) or easier"
        default: return nil
        }
    }
}
