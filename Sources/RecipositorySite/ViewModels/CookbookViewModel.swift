import RecipositoryCore

/// A printable cookbook: a title page, the contents, then each recipe from a new page. The whole
/// collection comes in chapters by category (as on the home page); a category's cookbook is one
/// chapter. Each recipe is the recipe page's own view model, so the cookbook shows the same words.
struct CookbookViewModel: TemplateParent {
    struct Chapter: TemplateParent {
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

    /// One recipe of the book: its number, anchor and title, the recipe already rendered by
    /// `partials/cookbook-recipe` (`article`, what the default theme places), and every name of
    /// the recipe page for themes that place the partial themselves. The page's view model is made
    /// again only if such a name is asked for, so a book of thousands of recipes holds text only.
    struct CookbookRecipe: TemplateParent, Sendable {
        static let articleTemplate = "partials/cookbook-recipe"

        /// The recipe rendered, or a slot the page is written around (`ArticleForm.slot`).
        enum Article: Sendable {
            case text(String)
            case slot(TemplateSlot)
        }

        var number: Int
        var anchor: String
        var title: String
        var article: Article?
        let page: LazyPage
        /// The number given as a slot (`PagePiece`): the article as an incremental build keeps it,
        /// the same for any number in the book.
        var numberAsSlot = false

        func child(named key: String) -> Any? {
            switch key {
            case "number": numberAsSlot ? TemplateSlot(index: 0) : number
            case "anchor": anchor
            case "title": title
            case "article":
                switch article {
                case .text(let text)?: text
                case .slot(let slot)?: slot
                case nil: nil
                }
            default: page.model.child(named: key)
            }
        }
    }

    /// A recipe page's view model, made when first asked for.
    final class LazyPage: @unchecked Sendable {
        private let make: @Sendable () -> RecipePageViewModel
        /// Called once the recipe's article is rendered (`RenderContext.finished`).
        let done: @Sendable () -> Void
        private(set) lazy var model = make()

        init(_ make: @escaping @Sendable () -> RecipePageViewModel, done: @escaping @Sendable () -> Void = {}) {
            self.make = make
            self.done = done
        }

        /// Another, with no model made yet.
        func fresh() -> LazyPage { LazyPage(make, done: done) }
    }

    /// How the recipes' articles reach the page.
    enum ArticleForm {
        /// A slot in the page (`TemplateSlot`); `articles` makes each when the page is written.
        case slot
        /// The article itself, rendered here one at a time.
        case rendered
    }

    /// Every recipe's article in book order, each made when asked for: the page's pieces.
    struct Articles: Sendable {
        fileprivate let entries: [CookbookRecipe]
        fileprivate let theme: Theme

        var count: Int { entries.count }

        /// The article at a position in the book, with the places of its number.
        func article(at position: Int) -> PagePiece {
            CookbookViewModel.articlePiece(entries[position], theme: theme)
        }

        /// The number of the article at a position in the book, as the article shows it.
        func number(at position: Int) -> [UInt8] {
            Array(String(entries[position].number).utf8)
        }
    }

    var chrome: PageChrome
    var heading: String
    /// The site's title above a category's name; nil for the whole collection.
    var subheading: String?
    var chapters: [Chapter]
    let articles: Articles
    /// How many recipes the whole book has, on every page of it.
    var recipeCount: Int
    /// The links to the book's other pages, when it has more than one (`Paging`: a page takes
    /// whole chapters while they fit).
    var pager: PagerViewModel?

    /// Each recipe's article is rendered with the recipe's own names only, one at a time, here
    /// or (`.slot`) when the page is written. A paged book's page holds the recipes of its
    /// range, numbered as in the whole book.
    init(term: TaxonomyTerm?, pagePath: String, paging: Paging? = nil, context: RenderContext, theme: Theme, articles form: ArticleForm) {
        let root = context.root(forPage: pagePath)
        let sitePath = context.routes.cookbook(term)
        heading = term?.name ?? context.config.title
        subheading = term == nil ? nil : context.config.title
        chrome = PageChrome(config: context.config, routes: context.routes, root: root,
                            pageTitle: PagerViewModel.title(term.map { "\($0.name): the cookbook" } ?? "The cookbook", paging),
                            metaDescription: nil, canonicalURL: context.absoluteURL(Routes.page(paging?.number ?? 1, of: sitePath)), jsonLD: nil,
                            pageClass: "page-cookbook")
        var number = 0
        var marks = 0
        var chapters: [Chapter] = []
        for (name, recipes) in Self.chapters(term, context.index) {
            let start = number
            number += recipes.count
            let shown = paging.map { (start..<number).clamped(to: $0.range) } ?? start..<number
            guard paging == nil || !shown.isEmpty else { continue }
            chapters.append(Chapter(name: name, recipes: shown.map { offset in
                marks += 1
                return Self.entry(recipes[offset - start], number: offset + 1, mark: marks - 1, pagePath: pagePath, context: context,
                                  theme: theme, form: form)
            }))
        }
        self.chapters = chapters
        recipeCount = number
        articles = Articles(entries: chapters.flatMap(\.recipes), theme: theme)
        pager = paging.map { PagerViewModel($0, first: sitePath, root: root) }
    }

    func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "subheading": subheading
        case "chapters": chapters
        case "hasChapterNames": chapters.contains { $0.name != nil }
        case "recipes": chapters.flatMap(\.recipes)
        case "hasRecipes": chapters.contains { !$0.recipes.isEmpty }
        case "countLabel": Self.countLabel(recipeCount)
        case "pager": pager
        default: chrome.child(named: name)
        }
    }
}

private extension CookbookViewModel {
    /// `mark`: the article's place on this page, for its slot.
    static func entry(_ recipe: Recipe, number: Int, mark: Int, pagePath: String, context: RenderContext, theme: Theme,
                      form: ArticleForm) -> CookbookRecipe {
        let anchor = "recipe-" + SitePath.encodeSegment(recipe.slug)
        // The recipe's whole model, made when the article is (a plain build's catalog holds it as listed).
        let page = LazyPage({
            let recipe = context.model(of: recipe)
            return RecipePageViewModel(recipe, pagePath: pagePath, context: context, kitchen: RecipeKitchen(recipe, context: context), share: nil)
        },
                            done: { context.finished(recipe) })
        var entry = CookbookRecipe(number: number, anchor: anchor, title: recipe.title, article: nil, page: page)
        switch form {
        case .slot: entry.article = .slot(TemplateSlot(index: mark))
        case .rendered: entry.article = article(entry, theme: theme).map(CookbookRecipe.Article.text)
        }
        return entry
    }

    /// Rendered with a page model of its own, let go afterwards: the book keeps only the text.
    /// The book places each article on a line of its own, so the article's last newline goes.
    static func article(_ entry: CookbookRecipe, theme: Theme) -> String? {
        let rendering = CookbookRecipe(number: entry.number, anchor: entry.anchor, title: entry.title, article: nil,
                                       page: entry.page.fresh())
        defer { entry.page.done() }
        return theme.render(CookbookRecipe.articleTemplate, rendering).map(Trimming.finalNewline)
    }

    /// The article rendered with its number as a slot wherever the template shows it, then put in:
    /// the same bytes as `article` (a number prints as its digits, which no escaping changes; a
    /// section on it runs once either way), and without the number the same for every place in
    /// the book. The article's last newline goes, as there.
    static func articlePiece(_ entry: CookbookRecipe, theme: Theme) -> PagePiece {
        var rendering = CookbookRecipe(number: entry.number, anchor: entry.anchor, title: entry.title, article: nil,
                                       page: entry.page.fresh())
        rendering.numberAsSlot = true
        defer { entry.page.done() }
        guard let output = theme.renderWithSlots(CookbookRecipe.articleTemplate, rendering) else { return PagePiece([]) }
        var runs = output.runsAroundEverySlot
        let filling = Array(String(entry.number).utf8)
        // `Trimming.finalNewline`: a final CRLF (one Character) stays.
        let last = runs[runs.count - 1]
        let before = last.count > 1 ? last[last.count - 2] : runs.count > 1 ? filling.last : nil
        if last.last == UInt8(ascii: "\n"), before != UInt8(ascii: "\r") { runs[runs.count - 1].removeLast() }
        return PagePiece(runs: runs, filling: filling)
    }

}

extension CookbookViewModel {
    /// The home page's order: categories by name, then the recipes without one.
    static func chapters(_ term: TaxonomyTerm?, _ index: SiteCatalog) -> [(String?, RecipeList)] {
        if let term { return [(nil, term.recipes)] }
        var chapters: [(String?, RecipeList)] = index.terms(.category).map { ($0.name, $0.recipes) }
        if !index.uncategorized.isEmpty { chapters.append(("Other recipes", index.uncategorized)) }
        return chapters
    }

    static func countLabel(_ count: Int) -> String { count == 1 ? "1 recipe" : "\(count) recipes" }
}

extension CookbookViewModel {
    /// Every recipe of the book by catalog position, in book order, each with its place in the
    /// book; of a paged book's page, those of its range: what an incremental build keys each
    /// article by (`BuildFingerprint`).
    static func bookOrder(_ term: TaxonomyTerm?, _ index: SiteCatalog, paging: Paging? = nil) -> [(offset: Int, position: Int)] {
        let book = chapters(term, index).flatMap { _, recipes in recipes.indices.map { recipes.position(at: $0) } }
        return (paging?.range ?? book.indices).map { ($0, book[$0]) }
    }
}
