import RecipositoryCore

/// Every file of the site, decided before any is rendered: their paths, so that two files
/// claiming one path are found before anything is written, and units of work that render on
/// their own, in parallel, each handed straight to the writer, so the finished site is never
/// held in memory at once.
public struct RenderPlan: Sendable {
    /// Files rendered together: one recipe's page and mail files (which share the recipe's kitchen
    /// facts, `RecipeKitchen`, and mail text, `RecipeMail`), or one other page.
    struct Unit: Sendable {
        var pages: [PageJob]
        /// About how much work the unit is, so the largest lists start first and no core waits at the end.
        var weight: Int
    }

    let theme: Theme
    var context: RenderContext
    let units: [Unit]
    /// Theme files copied as they are (`assets/style.css`).
    public let assets: [RenderedFile]
    /// Problems found while planning: a missing template, a recipe or page that cannot be written.
    public let diagnostics: [Diagnostic]

    public var unitCount: Int { units.count }

    /// The path of every page the units make.
    public var pagePaths: [String] { units.flatMap { $0.pages.map(\.path) } }

    /// The pages a large collection's service worker fetches when it installs (`OfflineSite.worker`):
    /// the home page, search, the shopping list and the 404 page, not the recipes, lists or cookbooks.
    var shellPagePaths: Set<String> {
        Set(units.flatMap(\.pages).filter {
            switch $0.format.kind {
            case .home, .search, .plain, .notFound: true
            default: false
            }
        }.map(\.path))
    }

    /// One page of a unit, rendered but for the pieces it makes as it is written (a cookbook's
    /// articles, see `PageBody`).
    public struct Page: Sendable {
        public let path: String
        let body: PageBody

        /// Hands the page's bytes to `emit` in order; its keyed pieces (a cookbook's articles in
        /// an incremental build) also to `keyed`, with their keys.
        public func write(_ emit: ([UInt8]) throws -> Void) rethrows { try body.write(emit) }

        func write(_ emit: ([UInt8]) throws -> Void, keyed: ((String, [UInt8]) -> Void)?) rethrows {
            try body.write(emit, keyed: keyed)
        }
    }

    /// The pages of one unit. Pure, and safe to call from any thread. Each page's time, its
    /// pieces' included, is counted in `times` under `render`, and apart by output format
    /// (`recipe`, `email-text`).
    public func pages(unit index: Int, times: StageTimes? = nil) -> [Page] {
        let pages = units[index].pages
        // The recipe's whole model (a plain build's catalog holds it as listed).
        let recipe = pages.first?.recipe(in: context.index).map(context.model(of:))
        let kitchen = recipe.map { RecipeKitchen($0, context: context) }
        let mail = kitchen.map { RecipeMail($0, theme: theme, context: context) }
        let made = pages.map { page in
            let render = { page.render(theme: theme, context: context, kitchen: kitchen, mail: mail) }
            guard let times else { return Page(path: page.path, body: render()) }
            let body = times.measure(.render, part: page.format.name, render)
                .measuringPieces { times.measure(.render, part: page.format.name, $0) }
            return Page(path: page.path, body: body)
        }
        // A recipe's own files are made whole above (only cookbooks make pieces as they are written).
        if let recipe {
            context.finished(recipe)
        } else {
            for page in pages { if let prefix = page.listRootPrefix { context.lists.placed(rootPrefix: prefix) } }
        }
        return made
    }

    /// For a build that keeps no parts for the next (not `serve`, not an incremental build): the
    /// lists' cards at each root prefix are let go once the last list placing them is made. The
    /// lists come grouped by root prefix, so about one prefix's cards are held at a time, not
    /// every prefix's to the end (at 10,000 recipes each is on three or four).
    func lettingGoOfCards() {
        var pages: [String: Int] = [:]
        for page in units.flatMap(\.pages) {
            if case .recipe = page.subject { continue }
            if let prefix = page.listRootPrefix { pages[prefix, default: 0] += 1 }
        }
        context.lists.letGo(after: pages)
    }

    /// The files of one unit, each whole.
    public func render(unit index: Int, times: StageTimes? = nil) -> [RenderedFile] {
        pages(unit: index, times: times).map { RenderedFile(path: $0.path, bytes: $0.body.bytes) }
    }
}

extension RenderPlan {
    /// Groups `pages` (in table order, one per path) into units, heaviest first.
    init(pages: [PageJob], assets: [RenderedFile], theme: Theme, context: RenderContext, diagnostics: [Diagnostic]) {
        // Each unit's pages in an array made at its size: grown a page at a time, a recipe's four
        // were three arrays made and let go (of one, two and four pages), in the arenas a large
        // build's peak is set in, as the search index is made beside it.
        var unitOfPage: [Int] = []
        unitOfPage.reserveCapacity(pages.count)
        var sizes: [Int] = []
        var unitOfRecipe: [Int: Int] = [:]
        for page in pages {
            if case .recipe(let position) = page.subject {
                if let index = unitOfRecipe[position] {
                    unitOfPage.append(index)
                    sizes[index] += 1
                    continue
                }
                unitOfRecipe[position] = sizes.count
            }
            unitOfPage.append(sizes.count)
            sizes.append(1)
        }
        var units = sizes.map { size in
            var pages: [PageJob] = []
            pages.reserveCapacity(size)
            return Unit(pages: pages, weight: 0)
        }
        for (page, unit) in zip(pages, unitOfPage) { units[unit].pages.append(page) }
        for index in units.indices {
            units[index].weight = units[index].pages.reduce(0) { $0 + Self.weight(of: $1, context: context) }
        }
        let book = BookPlaces(context.index)
        var context = context
        context.uses = RecipeUses(book.uses(units.map(\.pages), catalog: context.index))
        // The pages that show no recipe's HTML (lists, the home page) first, grouped by the root
        // prefix of their cards (`lettingGoOfCards`), heaviest first within each; then
        // the cookbooks' pages and the recipes' own units in book order, each recipe's unit after
        // the pages holding its articles, so each recipe's HTML is let go soon
        // after they are made (`RecipeUses`), not kept from the first cookbook to the last recipe
        // page. Stable: ties keep table order, so the plan is the same on every run.
        let keys = units.map { book.order(of: $0.pages[0], weight: $0.weight) }
        self.units = units.indices.sorted { (keys[$0].0, keys[$0].1, keys[$0].2, $0) < (keys[$1].0, keys[$1].1, keys[$1].2, $1) }.map { units[$0] }
        self.theme = theme
        self.context = context
        self.assets = assets
        self.diagnostics = diagnostics
    }

    /// Rough cost in recipe-page renders: a cookbook renders each of its recipes in full, a
    /// list only places each recipe's ready-made card.
    static func weight(of page: PageJob, context: RenderContext) -> Int {
        switch (page.format.kind, page.subject) {
        case (.cookbook, .term(let term)): 1 + term.recipes.count
        case (.cookbook, _): 1 + context.index.recipes.count
        case (.listing, .term(let term)): 1 + term.recipes.count / 20
        case (.home, _): 1 + context.index.recipes.count / 20
        default: 1
        }
    }
}

/// Where each recipe is in the whole cookbook's order (`CookbookViewModel.bookOrder`), and the
/// recipes of each cookbook page: the render plan's order, and how many renderings ask for each
/// recipe (`RecipeUses`).
private struct BookPlaces {
    /// The whole book, by catalog position.
    let book: [Int]
    /// By catalog position.
    let offset: [Int]

    init(_ catalog: SiteCatalog) {
        book = CookbookViewModel.bookOrder(nil, catalog).map(\.position)
        var offset = Array(repeating: 0, count: catalog.recipes.count)
        for (place, position) in book.enumerated() { offset[position] = place }
        self.offset = offset
    }

    /// The catalog positions of the recipes a cookbook page holds, in book order.
    func recipes(of page: PageJob) -> [Int] {
        switch page.subject {
        case .term(let term):
            (page.paging?.range ?? term.recipes.indices).map { term.recipes.position(at: $0) }
        case .site:
            Array(book[page.paging?.range ?? book.indices])
        case .recipe:
            []
        }
    }

    /// A unit's place, by its first page (a recipe's unit is its files alone).
    func order(of page: PageJob, weight: Int) -> (Int, Int, Int) {
        switch (page.format.kind, page.subject) {
        case (.cookbook, _): (1, recipes(of: page).first.map { offset[$0] } ?? 0, 0)
        case (_, .recipe(let position)): (1, offset[position], 1)
        default: (0, page.listRootPrefix.map { $0.utf8.count } ?? -1, -weight)
        }
    }

    /// By slug, how many renderings ask for each recipe: its own unit, and one article in each
    /// cookbook page holding it.
    func uses(_ units: [[PageJob]], catalog: SiteCatalog) -> [String: Int] {
        var counts: [String: Int] = [:]
        for pages in units {
            if case .recipe(let position)? = pages.first?.subject {
                counts[catalog.recipes[position].slug, default: 0] += 1
                continue
            }
            for page in pages {
                guard case .cookbook = page.format.kind else { continue }
                for position in recipes(of: page) { counts[catalog.recipes[position].slug, default: 0] += 1 }
            }
        }
        return counts
    }
}
