import RecipositoryCore

/// Every recipe, A to Z, under a letter each, with a row of letters to jump with
/// (`recipes/index.html`). Titles starting with a digit or a sign come first, under `#`.
struct AllRecipesViewModel: TemplateParent {
    struct Letter: TemplateParent {
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

    /// A letter in the row to jump with: to its heading on this page, or on the page it starts on.
    struct Jump: TemplateParent {
        var letter: String
        var href: String

        func child(named name: String) -> Any? {
            switch name {
            case "letter": letter
            case "href": href
            default: nil
            }
        }
    }

    /// Where each letter starts in the catalog's title order, worked out once for every page of the list.
    struct Alphabet: Sendable {
        let runs: [(letter: String, start: Int)]

        init(_ recipes: [Recipe]) {
            var runs: [(letter: String, start: Int)] = []
            // By index: mapping the recipes would copy each whole `Recipe`.
            for (position, letter) in Array(recipes.indices).parallelMap({ AllRecipesViewModel.letter(of: recipes[$0].title) }).enumerated()
            where runs.last?.letter != letter {
                runs.append((letter, position))
            }
            self.runs = runs
        }
    }

    var chrome: PageChrome
    var letters: [Letter]
    var jumps: [Jump]
    var recipeCount: Int
    var pager: PagerViewModel?

    init(pagePath: String, paging: Paging? = nil, context: RenderContext) {
        let root = context.root(forPage: pagePath)
        let index = context.index
        let first = context.routes.allRecipes
        chrome = PageChrome(config: context.config, routes: context.routes, root: root,
                            pageTitle: PagerViewModel.title("All recipes, A to Z", paging), metaDescription: nil,
                            canonicalURL: context.absoluteURL(Routes.page(paging?.number ?? 1, of: first)), jsonLD: nil,
                            pageClass: "page-all-recipes")
        let shown = paging?.range ?? index.recipes.indices
        let runs = context.alphabet.runs
        var letters: [Letter] = []
        var jumps: [Jump] = []
        for (offset, run) in runs.enumerated() {
            let anchor = run.letter == "#" ? "letter-other" : "letter-" + run.letter.lowercased()
            let end = offset + 1 < runs.count ? runs[offset + 1].start : index.recipes.count
            let onPage = run.start..<end
            if onPage.overlaps(shown) {
                letters.append(Letter(letter: run.letter, anchor: anchor,
                                      cards: RecipeCardViewModel.cards(index.all.slice(onPage.clamped(to: shown)), rootPrefix: root, context: context)))
            }
            // A list of one page, or a letter starting on this one, jumps within it.
            let page = paging == nil || shown.contains(run.start) ? nil : run.start / context.config.pageSize + 1
            jumps.append(Jump(letter: run.letter,
                              href: page.map { SitePath.link(to: Routes.page($0, of: first), rootPrefix: root) + "#" + anchor } ?? "#" + anchor))
        }
        self.letters = letters
        self.jumps = jumps
        recipeCount = index.recipes.count
        pager = paging.map { PagerViewModel($0, first: first, root: root) }
    }

    func child(named name: String) -> Any? {
        switch name {
        case "letters": letters
        case "jumps": jumps
        case "recipeCount": recipeCount
        case "countLabel": recipeCount == 1 ? "1 recipe" : "\(recipeCount) recipes"
        case "pager": pager
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
