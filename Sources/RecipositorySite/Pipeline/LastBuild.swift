import RecipositoryCore

/// What a long-lived process's last build left for a save of recipes' text (`RecipeSave`): what it
/// read, validated and planned, the render plan's units and context, its keys, and which outputs
/// each recipe reaches (`Reach`, made at the first such save).
struct LastBuild: @unchecked Sendable {
    var options: RecipeSave.Options
    var loaded: SiteLoader.Loaded
    var fileDigests: [String: String]
    var check: SiteCheck
    var catalog: SiteCatalog
    /// The render plan's units, in its order; a term's pages hold the catalog's recipes of the
    /// build that planned them (`RenderPlan.Unit.over` puts the current ones in).
    private(set) var units: [RenderPlan.Unit]
    var context: RenderContext
    var fingerprint: BuildFingerprint
    var keys: BuildFingerprint.Keys
    /// The build's diagnostics, as its summary gave them, and the files left out.
    var diagnostics: [Diagnostic]
    let failed: Set<String>
    private(set) var fileCount: Int

    init(options: BuildOptions, loaded: SiteLoader.Loaded, fileDigests: [String: String], check: SiteCheck, plan: RenderPlan,
         fingerprint: BuildFingerprint, keys: BuildFingerprint.Keys, diagnostics: [Diagnostic], failed: Set<String>, fileCount: Int) {
        self.options = RecipeSave.Options(options)
        (self.loaded, self.fileDigests, self.check, catalog) = (loaded, fileDigests, check, plan.context.index)
        (units, context) = (plan.units, plan.context.renewed(index: plan.context.index, parts: KeptParts()))
        (self.fingerprint, self.keys, self.diagnostics, self.failed, self.fileCount) = (fingerprint, keys, diagnostics, failed, fileCount)
    }

    /// Which outputs each recipe reaches, by catalog position: its own unit (page and mail files)
    /// and each cookbook page holding its article (the unit, the page, the article's place in the
    /// page's keys); and where each recipe is in the lists validation made.
    struct Reach {
        var positions: [String: Int] = [:]
        var published: [String: Int] = [:]
        var results: [String: Int] = [:]
        var units: [Int: Int] = [:]
        var articles: [Int: [(unit: Int, page: String, index: Int)]] = [:]
        /// The units that are no recipe's own files (the lists, the cookbooks, the home page,
        /// search, the feed): what may show a recipe as listed.
        var lists: [Int] = []
        /// The slugs of the recipes left out (with errors, or drafts): a link to one is a diagnostic.
        var unbuilt = Set<String>()
    }

    /// Made once the last whole build's pages are told to reload (`BuildMemo.saveRecord`), or at the
    /// first save; again after a save that moved recipes in title order (`renumber`).
    lazy var reach: Reach = makeReach()

    private func makeReach() -> Reach {
        var reach = Reach()
        // By index throughout: iterating the arrays would copy each whole `Recipe` (30,000 copies
        // at 10,000 recipes were half of the first save's CPU).
        let (recipes, published, results) = (catalog.recipes, check.published, check.result.recipes)
        for position in recipes.indices { reach.positions[recipes[position].sourcePath] = position }
        for index in published.indices { reach.published[published[index].sourcePath] = index }
        for index in results.indices { reach.results[results[index].sourcePath] = index }
        let built = Set(published.indices.map { published[$0].slug })
        reach.unbuilt = Set(results.indices.map { results[$0].slug }.filter { !built.contains($0) })
        for unit in units.indices {
            if case .recipe = units[unit].pages[0].subject {} else { reach.lists.append(unit) }
            for page in units[unit].pages.indices {
                let subject = units[unit].pages[page].subject
                switch (units[unit].pages[page].format.kind, subject) {
                case (_, .recipe(let position)):
                    reach.units[position] = unit
                case (.cookbook, _):
                    let term: TaxonomyTerm? = if case .term(let term) = subject { term } else { nil }
                    let path = units[unit].pages[page].path
                    for (index, place) in CookbookViewModel.bookOrder(term, catalog, paging: units[unit].pages[page].paging).enumerated() {
                        reach.articles[place.position, default: []].append((unit, path, index))
                    }
                default:
                    break
                }
            }
        }
        return reach
    }

    /// After a save that moved recipes in title order (`SiteCatalog.move`, already done to
    /// `catalog`), what is by catalog position follows them: the units' recipes and terms (taken
    /// from the catalog), each recipe's keys as listed and as shown and its cards' keys (moved with
    /// it), the render context's catalog, and the reach. What each recipe is keyed by stays its
    /// own: only the keys of what lists them in order change (`RecipeSave` keys them again).
    mutating func renumber(_ renumbered: [Int]) {
        var terms: [String: TaxonomyTerm] = [:]
        for taxonomy in Taxonomy.allCases {
            for term in catalog.terms(taxonomy) { terms[BuildFingerprint.termName(term)] = term }
        }
        for unit in units.indices {
            for page in units[unit].pages.indices {
                switch units[unit].pages[page].subject {
                case .recipe(let position): units[unit].pages[page].subject = .recipe(renumbered[position])
                case .term(let term): units[unit].pages[page].subject = .term(terms[BuildFingerprint.termName(term)] ?? term)
                case .site: break
                }
            }
        }
        func moved(_ keys: [String]) -> [String] {
            var moved = keys
            for old in keys.indices { moved[renumbered[old]] = keys[old] }
            return moved
        }
        keys.inputs.listed = moved(keys.inputs.listed)
        keys.inputs.shown = moved(keys.inputs.shown)
        keys.cards = keys.cards.mapValues(moved)
        context = context.renewed(index: catalog, parts: context.parts)
        reach = makeReach()
    }

    /// After a save that changed recipes' terms (`catalog` grouped again, and in title order again):
    /// the render plan's units made again over it (a term's pages made or gone, a list paged anew),
    /// their context, every key (each recipe's by its new place), the count of files, and the reach.
    mutating func regroup(_ plan: RenderPlan, keys: BuildFingerprint.Keys, fileCount: Int) {
        units = plan.units
        context = plan.context.renewed(index: catalog, parts: context.parts)
        (self.keys, self.fileCount) = (keys, fileCount)
        reach = makeReach()
    }

    /// Every key of this build made afresh from its plan (not from the last build's): what the keys
    /// kept and changed by saves must equal (`IncrementalBuildTests`).
    var freshKeys: BuildFingerprint.Keys {
        let plan = RenderPlan(theme: check.theme, context: context.renewed(index: catalog, parts: context.parts), units: units, assets: [],
                              diagnostics: [])
        return fingerprint.keys(plan)
    }

    /// The recipe files whose bytes changed since this build read them, when nothing else did
    /// (the same recipe files, settings, templates, other files and their hashes, pictures'
    /// sizes): none when nothing did; nil when anything else changed.
    func changedRecipes(_ now: SiteLoader.Loaded, fileDigests: [String: String]) -> [SourceFile]? {
        let was = loaded
        // Read from this build's read with only recipe files read again: those are all that can differ.
        if let derived = now.derived, derived.from == was.id {
            let changed = derived.recipes.filter { now.recipes[$0].byteCount != was.recipes[$0].byteCount || now.recipes[$0].bytes != was.recipes[$0].bytes }
            return changed.map { now.recipes[$0] }
        }
        guard now.recipes.count == was.recipes.count, now.configText == was.configText, now.templatesFolder == was.templatesFolder,
              now.templateFiles == was.templateFiles, now.contentFiles == was.contentFiles, now.staticFiles == was.staticFiles,
              now.diagnostics == was.diagnostics, now.templateDiagnostics == was.templateDiagnostics, !now.followedLinks, !was.followedLinks,
              now.pictureSizes.count == was.pictureSizes.count,
              now.pictureSizes.allSatisfy({ path, size in was.pictureSizes[path].map { $0 == size } ?? false }),
              now.pictureProblems.count == was.pictureProblems.count,
              now.pictureProblems.allSatisfy({ path, problem in was.pictureProblems[path].map { "\($0)" == "\(problem)" } ?? false }),
              fileDigests == self.fileDigests else { return nil }
        var changed: [SourceFile] = []
        for (new, old) in zip(now.recipes, was.recipes) {
            guard new.path == old.path, new.contentPath == old.contentPath else { return nil }
            if new.byteCount != old.byteCount || new.bytes != old.bytes { changed.append(new) }
        }
        return changed
    }

    /// Where a recipe's Markdown is written, beside its page (`SiteFiles`).
    func markdownPath(of recipe: Recipe, routes: Routes) -> String {
        routes.recipeFolder(recipe.slug) + ShareLinksViewModel.sourceFileName(slug: recipe.slug)
    }

}

extension RenderPlan.Unit {
    /// The unit with its pages' terms over `catalog`'s recipes (a save changes their values, not their places).
    func over(_ catalog: SiteCatalog) -> RenderPlan.Unit {
        var unit = self
        for index in unit.pages.indices {
            if case .term(var term) = unit.pages[index].subject {
                term.recipes = term.recipes.over(catalog.recipes)
                unit.pages[index].subject = .term(term)
            }
        }
        return unit
    }
}
