import Mustache
import RecipositoryCore

/// Every recipe, A to Z, under a letter each, with a row of letters to jump with
/// (`recipes/index.html`). Titles starting with a digit or a sign come first, under `#`.
struct AllRecipesViewModel: MustacheParent {
    struct Letter: MustacheParent {
        var letter: String
        var anchor: String
        var cards: [RecipeCardViewModel]

        func child(named name: String) -> Any? {
            switch name {
            case "letter": letter
            case "anchor": anchor
            case "recipes": cards
            case "cards": RecipeCardViewModel.lines(of: cards)
            case "recipeCount": cards.count
            default: nil
            }
        }
    }

    var chrome: PageChrome
    var letters: [Letter]
    var recipeCount: Int

    init(pagePath: String, context: RenderContext) {
        let root = context.root(forPage: pagePath)
        let index = context.index
        chrome = PageChrome(config: context.config, routes: context.routes, root: root, pageTitle: "All recipes, A to Z", metaDescription: nil,
                            canonicalURL: context.absoluteURL(context.routes.allRecipes), jsonLD: nil, pageClass: "page-all-recipes")
        var letters: [Letter] = []
        let cards = RecipeCardViewModel.cards(index.all, rootPrefix: root, context: context)
        for (position, card) in cards.enumerated() {
            let letter = Self.letter(of: index.recipes[position].title)
            if letters.last?.letter != letter {
                letters.append(Letter(letter: letter, anchor: letter == "#" ? "letter-other" : "letter-" + letter.lowercased(),
                                      cards: []))
            }
            letters[letters.count - 1].cards.append(card)
        }
        self.letters = letters
        recipeCount = cards.count
    }

    func child(named name: String) -> Any? {
        switch name {
        case "letters": letters
        case "recipeCount": recipeCount
        case "countLabel": recipeCount == 1 ? "1 recipe" : "\(recipeCount) recipes"
        default: chrome.child(named: name)
        }
    }

    /// The title's first letter, unaccented and in capitals, as the catalog sorts titles; `#` for
    /// anything else.
    static func letter(of title: String) -> String {
        guard let first = SiteCatalog.sortKey(title).unicodeScalars.first(where: { !$0.properties.isWhitespace }),
              first.properties.isAlphabetic else { return "#" }
        return String(first).uppercased()
    }
}
