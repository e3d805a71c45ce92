import Mustache
import RecipositoryCore

/// A page listing the recipes of one category, cuisine, tag or ingredient.
struct ListingPageViewModel: MustacheParent {
    var chrome: PageChrome
    var term: TaxonomyTerm
    var recipes: [RecipeCardViewModel]

    init(_ term: TaxonomyTerm, pagePath: String, context: RenderContext) {
        let root = context.root(forPage: pagePath)
        let heading = term.taxonomy.heading(for: term.name)
        chrome = PageChrome(config: context.config, routes: context.routes, root: root, pageTitle: heading,
                            metaDescription: nil, canonicalURL: context.absoluteURL(context.routes.term(term)),
                            jsonLD: ItemListStructuredData.scriptSafeText(name: heading, recipes: term.recipes,
                                                                  rootPrefix: root, context: context),
                            pageClass: "page-listing page-\(term.taxonomy.rawValue)")
        self.term = term
        recipes = RecipeCardViewModel.cards(term.recipes, rootPrefix: root, context: context)
    }

    func child(named name: String) -> Any? {
        switch name {
        case "heading": term.taxonomy.heading(for: term.name)
        case "eyebrow": term.taxonomy.eyebrow
        case "termName": term.name
        case "taxonomy": term.taxonomy.rawValue
        case "recipes": recipes
        case "cards": RecipeCardViewModel.lines(of: recipes)
        case "recipeCount": recipes.count
        case "countLabel": recipes.count == 1 ? "1 recipe" : "\(recipes.count) recipes"
        // Categories have a printable cookbook of their own.
        case "cookbookHref": chrome.routes.hasCookbook(for: term.taxonomy)
            ? chrome.root + SitePath.linkTarget(chrome.routes.cookbook(term)) : nil
        default: chrome.child(named: name)
        }
    }
}
