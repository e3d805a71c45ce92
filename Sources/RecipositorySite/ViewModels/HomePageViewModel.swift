import Mustache
import RecipositoryCore

/// The home page: every recipe alphabetically, grouped by category, and the ways in
/// (cuisines, tags, ingredients, search).
struct HomePageViewModel: MustacheParent {
    /// One category and its recipes; recipes without a category come last, under `Other recipes`.
    struct CategoryGroup: MustacheParent {
        var name: String
        var anchor: String
        var href: String?
        var recipes: [RecipeCardViewModel]

        func child(named key: String) -> Any? {
            switch key {
            case "name": name
            case "anchor": anchor
            case "hasPage": href != nil
            case "categoryHref": href
            case "recipes": recipes
            case "cards": RecipeCardViewModel.lines(of: recipes)
            default: nil
            }
        }
    }

    var chrome: PageChrome
    var categories: [CategoryGroup]
    var cuisines: [TermLinkViewModel]
    var tags: [TermLinkViewModel]
    var ingredients: [TermLinkViewModel]
    var recipeCount: Int

    init(pagePath: String, context: RenderContext) {
        let root = context.root(forPage: pagePath)
        let index = context.index
        chrome = PageChrome(config: context.config, root: root, pageTitle: nil, metaDescription: nil,
                            canonicalURL: context.absoluteURL(""),
                            jsonLD: ItemListStructuredData.scriptSafeText(name: context.config.title, recipes: index.all,
                                                                  rootPrefix: root, context: context),
                            pageClass: "page-home")
        var groups = index.terms(.category).map { term in
            CategoryGroup(name: term.name, anchor: "category-" + term.slug,
                          href: SitePath.link(to: term.sitePath, rootPrefix: root),
                          recipes: RecipeCardViewModel.cards(term.recipes, rootPrefix: root, context: context))
        }
        if !index.uncategorized.isEmpty {
            groups.append(CategoryGroup(name: "Other recipes", anchor: "category-none", href: nil,
                                        recipes: RecipeCardViewModel.cards(index.uncategorized, rootPrefix: root, context: context)))
        }
        categories = groups
        cuisines = Self.links(index.terms(.cuisine), root)
        tags = Self.links(index.terms(.tag), root)
        ingredients = Self.links(index.terms(.ingredient), root)
        recipeCount = index.recipes.count
    }

    func child(named name: String) -> Any? {
        switch name {
        case "categories": categories
        case "hasCuisines": !cuisines.isEmpty
        case "cuisines": cuisines
        case "hasTags": !tags.isEmpty
        case "tags": tags
        case "hasIngredients": !ingredients.isEmpty
        case "ingredients": ingredients
        case "ingredientCount": ingredients.count
        case "recipeCount": recipeCount
        case "hasRecipes": recipeCount > 0
        case "cookbookHref": chrome.root + "cookbook/index.html"
        default: chrome.child(named: name)
        }
    }

    static func links(_ terms: [TaxonomyTerm], _ root: String) -> [TermLinkViewModel] {
        terms.map { TermLinkViewModel(name: $0.name, href: SitePath.link(to: $0.sitePath, rootPrefix: root),
                                      count: $0.recipes.count) }
    }
}
