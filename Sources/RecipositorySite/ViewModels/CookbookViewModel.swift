import Mustache
import RecipositoryCore

/// A printable cookbook: a title page, the contents, then each recipe from a new page. The whole
/// collection comes in chapters by category (as on the home page); a category's cookbook is one
/// chapter. Each recipe is the recipe page's own view model, so the cookbook shows the same words.
struct CookbookViewModel: MustacheParent {
    struct Chapter: MustacheParent {
        var name: String?
        var recipes: [CookbookRecipe]

        func child(named key: String) -> Any? {
            switch key {
            case "chapterName": name
            case "recipes": recipes
            default: nil
            }
        }
    }

    /// One recipe of the book: its number and anchor, then every name of the recipe page.
    struct CookbookRecipe: MustacheParent {
        var number: Int
        var anchor: String
        var page: RecipePageViewModel

        func child(named key: String) -> Any? {
            switch key {
            case "number": number
            case "anchor": anchor
            default: page.child(named: key)
            }
        }
    }

    var chrome: PageChrome
    var heading: String
    /// The site's title above a category's name; nil for the whole collection.
    var subheading: String?
    var chapters: [Chapter]

    init(term: TaxonomyTerm?, pagePath: String, context: RenderContext) {
        let root = context.root(forPage: pagePath)
        let sitePath = term.map { "cookbook/\(SitePath.encodeSegment($0.slug))/" } ?? "cookbook/"
        heading = term?.name ?? context.config.title
        subheading = term == nil ? nil : context.config.title
        chrome = PageChrome(config: context.config, root: root, pageTitle: term.map { "\($0.name): the cookbook" } ?? "The cookbook",
                            metaDescription: nil, canonicalURL: context.absoluteURL(sitePath), jsonLD: nil,
                            pageClass: "page-cookbook")
        var number = 0
        chapters = Self.chapters(term, context.index).map { name, recipes in
            Chapter(name: name, recipes: recipes.map { recipe in
                number += 1
                return CookbookRecipe(number: number, anchor: "recipe-" + SitePath.encodeSegment(recipe.slug),
                                      page: RecipePageViewModel(recipe, pagePath: pagePath, context: context, standalone: false))
            })
        }
    }

    func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "subheading": subheading
        case "chapters": chapters
        case "hasChapterNames": chapters.contains { $0.name != nil }
        case "recipes": chapters.flatMap(\.recipes)
        case "hasRecipes": chapters.contains { !$0.recipes.isEmpty }
        case "countLabel": Self.countLabel(chapters.reduce(0) { $0 + $1.recipes.count })
        default: chrome.child(named: name)
        }
    }
}

private extension CookbookViewModel {
    /// The home page's order: categories by name, then the recipes without one.
    static func chapters(_ term: TaxonomyTerm?, _ index: SiteCatalog) -> [(String?, [Recipe])] {
        if let term { return [(nil, term.recipes)] }
        var chapters: [(String?, [Recipe])] = index.terms(.category).map { ($0.name, $0.recipes) }
        let uncategorized = index.recipes.filter { recipe in
            recipe.category.map { index.slug(of: $0, in: .category) == nil } ?? true
        }
        if !uncategorized.isEmpty { chapters.append(("Other recipes", uncategorized)) }
        return chapters
    }

    static func countLabel(_ count: Int) -> String { count == 1 ? "1 recipe" : "\(count) recipes" }
}
