import Foundation
import RecipositoryCore

/// A save in `serve` that changed only recipes' text, under the same terms: built in proportion
/// to what it touches, from what the last build kept (`LastBuild`), instead of the passes over
/// every recipe and every file of a whole build. Each saved recipe is split, parsed and modelled;
/// its page and mail files, its Markdown and the cookbook pages holding its article are keyed
/// again from the last build's keys, rendered and written in place; when what lists show of it
/// changed (a title, a summary, a time, a rating), so are the recipes naming it as related and
/// each list whose key that changes, and a title that moves it in title order renumbers what is
/// by catalog position first (`SiteCatalog.move`, `LastBuild.renumber`); a category, cuisine or
/// tag changed groups the catalog again and plans the pages again over it (`regroup`: a term's
/// pages made or removed); the search index is made and written where its bytes changed; the
/// record is changed in place. Anything it cannot place (a recipe made, renamed or deleted; a
/// picture, slug, ingredient's food, link or draft changed; an error; a picture, setting or
/// template saved) is nil, its reason in `BuildMemo.lastSaveWhole`: the whole path
/// (`Pipeline.build`), which stays the reference, builds it. Tests hold that the served site is a
/// fresh build's after either.
enum RecipeSave {
    /// The site built for this save, or nil when the save is not one this path can place. What the
    /// last build kept is taken out of `memo` (and `site`) while the save changes it, so it is
    /// changed where it is, not copied: the recipes' lists, the catalog, the keys, the record.
    static func build(_ site: inout Pipeline.Loaded, options: BuildOptions, times: StageTimes, memo: BuildMemo) throws -> BuildSummary? {
        // Why the whole path builds this save, for `serve --verbose`.
        func whole(_ reason: String) -> BuildSummary? {
            memo.lastSaveWhole = reason
            return nil
        }
        // A site with a service worker lists every file's hash in it: only a preview has none.
        // (`site.previous` read field by field: a copy of it would hold the record too.)
        guard options.previewScript != nil, var last = memo.last, last.options == Options(options), site.previous?.served == true,
              site.previous?.cache != nil, memo.served != nil, let fileDigests = site.previous?.fileDigests, let location = site.previous?.location
        else { return whole("nothing kept from a last build written in place") }
        guard let changed = last.changedRecipes(site.files, fileDigests: fileDigests) else {
            return whole("not only recipes' text saved (a recipe made, renamed or deleted, a picture, a setting, a template, another file)")
        }
        // A file saved as it was (an editor's save with no change): nothing to do, and what the last
        // build kept stays for the next save (the whole path, which would find nothing to do too,
        // lets it go, so the save after it would take the whole path).
        guard !changed.isEmpty else {
            last.loaded = site.files
            memo.last = last
            memo.lastSaveProportional = true
            return BuildSummary(recipes: last.check.published.count, files: last.fileCount, diagnostics: last.diagnostics,
                                leftOut: last.failed.sorted(), wrote: true, output: site.writer.output, changed: [], rendered: 0)
        }
        var reach = last.reach
        // Split, parse and model the saved files; each must keep its terms.
        var saved: [(file: SourceFile, position: Int, split: RecipeCollection.Split, modelled: RecipeCollection.Modelled, old: [Diagnostic],
                     change: Change)] = []
        for file in changed {
            guard let position = reach.positions[file.path], let entry = memo.entry(file.contentPath), let oldModel = entry.modelled else {
                return whole("a recipe the last build did not publish saved (\(file.path))")
            }
            let split = times.measure(.frontMatter) { RecipeCollection.splitFrontMatter(file, decoder: FrontMatterDecoder(extraKeys: entry.extraKeys)) }
            let parsed = times.measure(.markdown) { RecipeCollection.parse(split) }
            let modelled = times.measure(.model) { RecipeCollection.model(parsed, builder: RecipeBuilder(site: last.check.links)) }
            guard let recipe = modelled.recipe, !modelled.diagnostics.contains(where: { $0.severity == .error }) else {
                return whole("an error in \(file.path)")
            }
            let change = Self.change(last.catalog.recipes[position], recipe, unbuilt: reach.unbuilt, options: options)
            if case .unplaced(let reason) = change { return whole("\(reason) (\(file.path))") }
            saved.append((file, position, split, modelled, oldModel.diagnostics, change))
        }
        // A new title that moves a recipe in title order renumbers what is by catalog position.
        let byPosition = Dictionary(saved.map { ($0.position, $0.modelled.recipe!) }, uniquingKeysWith: { first, _ in first })
        let retitled = saved.contains { last.catalog.recipes[$0.position].title != $0.modelled.recipe!.title }
        let moving = retitled && !last.catalog.keepsOrder(byPosition)
        // A category, cuisine or tag changed: the catalog is grouped again (and put in title order
        // again, when a title moved too), and the pages planned again over it.
        let regrouping = saved.contains { $0.change == .terms }
        // Ours from here: the last build's values are held here alone, and changed in place.
        let recordSaved = memo.recordSaved
        guard var served = memo.takeServed() else { return whole("nothing kept from a last build written in place") }
        memo.last = nil
        memo.releaseCatalog()
        site.previous?.cache = nil
        memo.remember(saved.map { ($0.split, $0.modelled) })
        // Validate and plan: the recipes' new values where the old ones were, their diagnostics for the old.
        let oldRecipes = saved.map { last.catalog.recipes[$0.position] }
        let entriesBefore = regrouping && !moving ? BuildFingerprint.entries(last.catalog) : nil
        let diagnosticsBefore = last.diagnostics
        var renumbered: [Int]?
        times.measure(.validate) {
            for item in saved {
                let recipe = item.modelled.recipe!
                if let index = reach.published[item.file.path] { last.check.published[index] = recipe }
                if let index = reach.results[item.file.path] { last.check.result.recipes[index] = recipe }
                for diagnostic in item.old { if let index = last.diagnostics.firstIndex(of: diagnostic) { last.diagnostics.remove(at: index) } }
                last.diagnostics += item.modelled.diagnostics
            }
            last.diagnostics.sort()
            last.check.result.diagnostics = last.diagnostics
            if regrouping, moving {
                last.catalog = SiteCatalog(last.check.published, normalizer: last.check.normalizer)
            } else if regrouping {
                last.catalog.regroup(byPosition)
            } else if moving {
                renumbered = last.catalog.move(byPosition)
            } else {
                last.catalog.replace(byPosition)
            }
        }
        // Keys: the saved recipes as listed where that changed, as shown, their articles, and the
        // units holding any of them; after a move, every cookbook page's articles (their numbers).
        var units = Set<Int>()
        let positions = saved.map { regrouping ? last.catalog.position(slug: $0.modelled.recipe!.slug)! : renumbered?[$0.position] ?? $0.position }
        let relisted = zip(saved, positions).filter { $0.0.change != .text }.map(\.1)
        // After a term's change: the pages made (a term's first recipe, a list paged anew) and gone.
        var (added, removed) = ([String](), Set<String>())
        times.measure(.plan) { last.fingerprint.save(changed) }
        let chapters = zip(oldRecipes, saved).contains { $0.category != $1.modelled.recipe!.category }
        if regrouping, !times.measure(.plan, {
            // Keyed from the last build's keys when every recipe kept its place; else all again.
            Self.regroup(&last, served: served, units: &units, added: &added, removed: &removed) { fingerprint, plan, old in
                entriesBefore.map { fingerprint.keys(after: old, plan: plan, saved: positions, entriesBefore: $0, chapters: chapters) }
                    ?? fingerprint.keys(plan)
            }
        }) {
            // Nothing is written yet: the whole path builds it (from no record: what the last build
            // kept is let go), and reports the two outputs at one path.
            return whole("a new term's page where another file is")
        }
        if !regrouping { times.measure(.plan) {
            if let renumbered {
                last.renumber(renumbered)
                reach = last.reach
            }
            let shown = Set(Self.relist(relisted, in: &last) + positions)
            for position in shown {
                last.keys.inputs.shown[position] = last.fingerprint.shownKey(
                    position, catalog: last.catalog, base: last.keys.inputs.base, listed: last.keys.inputs.listed,
                    terms: BuildFingerprint.termEntries(of: position, catalog: last.catalog, shown: true))
                if let own = reach.units[position] { units.insert(own) }
                for article in reach.articles[position] ?? [] {
                    last.keys.articles[article.page]?[article.index] = last.fingerprint.articleKey(shown: last.keys.inputs.shown[position],
                                                                                                  page: article.page)
                    units.insert(article.unit)
                }
            }
            if renumbered != nil {
                for unit in reach.lists {
                    for page in last.units[unit].pages {
                        guard case .cookbook = page.format.kind else { continue }
                        last.keys.articles[page.path] = last.fingerprint.articleKeys(page, catalog: last.catalog, shown: last.keys.inputs.shown)
                    }
                }
            }
            for unit in units {
                last.keys.units[unit] = last.fingerprint.unitKey(last.units[unit].pages, inputs: last.keys.inputs, articles: last.keys.articles)
            }
            // Every list is keyed again, and rendered where its key changed.
            for unit in relisted.isEmpty ? [] : reach.lists where !units.contains(unit) {
                let key = last.fingerprint.unitKey(last.units[unit].pages, inputs: last.keys.inputs, articles: last.keys.articles)
                guard key != last.keys.units[unit] else { continue }
                last.keys.units[unit] = key
                units.insert(unit)
            }
        } }
        // Render and write the units reached, the saved recipes' Markdown and the search index.
        (served.parts.articles, served.parts.cards) = (last.keys.articles, last.keys.cards)
        // The lists' cards of the recipes relisted are made again when a page asks (the others
        // taken from the parts); the A–Z list's letters after a title's change.
        if !relisted.isEmpty { last.context.lists = last.context.lists.over(last.catalog.recipes, keeping: served.parts) }
        if retitled { last.context.alphabet = AllRecipesViewModel.Alphabet(last.catalog.recipes) }
        let check = last.check
        let context = last.context.renewed(index: last.catalog, parts: served.parts)
        let reached = units.sorted().map { last.units[$0].over(last.catalog) }
        let plan = RenderPlan(theme: check.theme, context: context, units: reached, assets: [], diagnostics: [])
        let root = site.writer.output.path
        let made = PartCollector()
        // Before the first file is replaced, the record on disk is marked as being changed, or
        // removed: a save cut off leaves none a build trusts. Changed in place at most so many times
        // (each change a few lines more to read), then saved whole again.
        let inPlace = recordSaved && served.changes < 256 && BuildCache.Change.open(location)
        if !inPlace { _ = unlink(location.path) }
        // The search index shows of a recipe what lists show, its ingredients' names and its energy
        // per serving: made whole again only when a saved recipe changed any of them.
        let indexed = times.measure(.index) {
            !regrouping && relisted.isEmpty && zip(oldRecipes, saved).allSatisfy { Self.sameInIndex($0, $1.modelled.recipe!, config: check.config) }
        }
        try times.measure(.write) { try SiteWriter.makeDirectories(for: added, in: root) }
        let (index, rendered) = alongside({ [normalizer = check.normalizer, routes = check.routes, sizes = check.pictureSizes,
                                              config = check.config, recipes = check.published] in
                                               indexed ? [] : times.measure(.index) {
                                                   SearchIndexFiles.make(recipes, normalizer: normalizer, routes: routes, pictureSizes: sizes,
                                                                         config: config,
                                                                         estimates: NutritionEstimates(recipes, config: config, times: times,
                                                                                                       estimate: memo.estimate(config: config)))
                                               } },
                                           { Result { () throws -> [OfflineSite.Written] in
                                               try reached.indices.flatMap { unit in
                                                   try plan.pages(unit: unit, times: times).map { page in
                                                       try SiteWriter.writePage(page, to: root + "/" + page.path, times: times, reuse: true,
                                                                                inPlace: true, articles: made.add)
                                                   }
                                               }
                                           } })
        let pages = try rendered.get()
        let markdown = zip(saved, positions).map { item, position in
            OutputFile(path: last.markdownPath(of: last.catalog.recipes[position], routes: check.routes), contents: .bytes(item.file.bytes),
                       origin: item.file.path)
        }
        var written = pages
        try times.measure(.write) {
            for file in markdown + index {
                guard case .bytes(let bytes) = file.contents else { continue }
                let rewritten = try SiteWriter.writeFile(bytes, to: root + "/" + file.path, reuse: true, inPlace: true)
                var hash = FileHash()
                hash.add(bytes)
                written.append(OfflineSite.Written(path: file.path, size: bytes.count, hash: hash.value, rewritten: rewritten))
            }
            _ = try SiteWriter.removeStale(removed, keeping: [], in: root)
        }
        // The record changed in place: the units' keys, the files written, the site's key, the new parts.
        var change = BuildCache.Change(site: last.fingerprint.site, diagnostics: last.diagnostics == diagnosticsBefore ? nil : last.diagnostics)
        served.cache.site = last.fingerprint.site
        // Changed in place: the plan's keys the record held are no longer this site's.
        served.cache.keyed = nil
        served.cache.diagnostics = last.diagnostics
        for unit in units {
            let path = last.units[unit].pages[0].path
            served.cache.units[path] = last.keys.units[unit]
            change.units.append((path, last.keys.units[unit]))
        }
        for path in removed.sorted() {
            served.cache.files[path] = nil
            served.cache.units[path] = nil
            change.gone.append(path)
        }
        if served.cache.fileCount != last.fileCount {
            served.cache.fileCount = last.fileCount
            change.summary = (served.cache.recipes, last.fileCount)
        }
        var whole = true
        for file in written {
            let old = served.cache.files[file.path]
            guard let identity = file.rewritten || old == nil ? BuildCache.identity(root + "/" + file.path) : old?.identity else { whole = false; continue }
            let new = BuildCache.File(size: file.size, hash: file.hash, identity: identity)
            guard new != old else { continue }
            served.cache.files[file.path] = new
            change.files.append((file.path, new))
        }
        // Each new part goes after those the parts file holds; the memory keeps it beside them.
        // The cards made again go with the articles.
        if !relisted.isEmpty {
            let kept = served.cache.parts
            for (key, bytes) in context.lists.madeParts(except: { kept[$0] != nil }) { made.add(key, bytes) }
        }
        change.partsFrom = served.cache.partsSize
        for (key, bytes) in made.parts.sorted(by: { $0.key < $1.key }) where served.cache.parts[key] == nil {
            served.cache.parts[key] = served.cache.partsSize..<served.cache.partsSize + bytes.count
            served.cache.partsSize += bytes.count
            served.parts.added[key] = bytes
            change.parts.append((key, bytes))
        }
        served.changes = inPlace ? served.changes + 1 : 0
        memo.served = whole ? served : nil
        memo.unsaved = !whole ? nil : inPlace ? { @Sendable [change] in times.measure(.write) { change.end(location) } }
            : { @Sendable [cache = served.cache, parts = served.parts] in
                times.measure(.write) { PartSink.store(parts, as: cache, at: location) && SiteWriter.store(cache, at: location) }
            }
        last.loaded = site.files
        memo.last = whole ? last : nil
        memo.planned(check.published, synonyms: check.config.synonyms, catalog: last.catalog)
        memo.lastSaveProportional = true
        return BuildSummary(recipes: check.published.count, files: last.fileCount, diagnostics: last.diagnostics, leftOut: last.failed.sorted(),
                            wrote: true, output: site.writer.output, changed: (written.filter(\.rewritten).map(\.path) + removed).sorted(),
                            rendered: pages.count)
    }

    /// What a saved recipe changed that other pages may show.
    enum Change: Equatable {
        /// Nothing lists show: its own files and its articles alone can change.
        case text
        /// What lists show of it (`BuildFingerprint.asListed`: a title, a summary, a time, a
        /// rating), under the same terms: the lists, its card, the recipes naming it as related too
        /// (and, for a title that moves it, what is by its place in title order).
        case listed
        /// Its category, cuisine or tags (the same slug and ingredients' foods): the catalog grouped
        /// again, the pages planned again, and every page whose key that changes (`regroup`).
        case terms
        /// What this path cannot place, in words.
        case unplaced(String)
    }

    /// How `new` differs from `old` in what other pages and the site's checks show; `unplaced` when
    /// this path cannot place it: its slug and ingredients' foods (its category, cuisine and tags
    /// may change: `terms`; its title too, where `SiteCatalog.keepsOrder` says it keeps its
    /// place), the files it uses (what is published and the
    /// pictures' checks), its links to recipes left out (a diagnostic), and whether it is a draft
    /// must be the same.
    static func change(_ old: Recipe, _ new: Recipe, unbuilt: Set<String>, options: BuildOptions) -> Change {
        func listed(_ recipe: Recipe) -> String {
            var key = Fingerprint("listed recipe")
            BuildFingerprint.asListed(recipe, into: &key)
            return key.value
        }
        func files(_ recipe: Recipe) -> [String?] {
            [recipe.image?.file] + (recipe.gallery + recipe.bodyImages + recipe.links).map(\.file)
        }
        func unbuiltLinks(_ recipe: Recipe) -> Bool {
            (recipe.links + recipe.related).contains { $0.recipe.map(unbuilt.contains) ?? false }
        }
        guard old.sourcePath == new.sourcePath, old.slug == new.slug, SiteCatalog.sameFoods(old, new) else {
            return .unplaced("a slug or an ingredient's food changed")
        }
        guard files(old) == files(new) else { return .unplaced("a picture or a linked file changed") }
        guard !unbuiltLinks(old), !unbuiltLinks(new) else { return .unplaced("a link to a recipe left out") }
        guard options.includeDrafts || !new.isDraft else { return .unplaced("made a draft") }
        guard SiteCatalog.sameTerms(old, new) else { return .terms }
        return old.title == new.title && listed(old) == listed(new) ? .text : .listed
    }

    /// After a save that changed recipes' terms, with `last.catalog` grouped again: the pages planned
    /// again over it (a term's first recipe makes its pages, an emptied term's go, a list may be
    /// paged anew), their keys (`keyed`, from the fingerprint, the plan and the last build's keys),
    /// and the units whose key is not the record's added to `units`; the pages made and gone in
    /// `added` and `removed`. False, with nothing changed, when a new page would go where another
    /// file is (two outputs at one path, which the whole path reports).
    private static func regroup(_ last: inout LastBuild, served: ServedSite, units: inout Set<Int>, added: inout [String], removed: inout Set<String>,
                                keyed: (BuildFingerprint, RenderPlan, BuildFingerprint.Keys) -> BuildFingerprint.Keys) -> Bool {
        let check = last.check
        let pages = SitePlanner.renderer(check).pages(last.catalog)
        var context = last.context.renewed(index: last.catalog, parts: KeptParts())
        context.lists = ListEntryCache(recipes: last.catalog.recipes, rootPrefixes: Set(pages.jobs.compactMap(\.listRootPrefix)),
                                       theme: check.theme, context: context)
        let plan = RenderPlan(pages: pages.jobs, assets: [], theme: check.theme, context: context, diagnostics: [])
        let before = Set(last.units.lazy.flatMap { $0.pages.lazy.map(\.path) })
        let after = plan.pagePaths
        added = after.filter { !before.contains($0) }
        guard !added.contains(where: { served.cache.files[$0] != nil }) else { return false }
        removed = before.subtracting(after)
        let keys = keyed(last.fingerprint, plan, last.keys)
        last.regroup(plan, keys: keys, fileCount: last.fileCount + added.count - removed.count)
        for unit in last.units.indices where served.cache.units[last.units[unit].pages[0].path] != keys.units[unit] { units.insert(unit) }
        return true
    }

    /// The keys of the recipes at `positions` as listed, which a save changed, made again with
    /// what holds them: their cards, the keys of the terms they are under, every recipe as listed.
    /// Returns the recipes whose page shows one of them as related, whose keys as shown change too.
    private static func relist(_ positions: [Int], in last: inout LastBuild) -> [Int] {
        guard !positions.isEmpty else { return [] }
        let base = last.keys.inputs.base
        let prefixes = Array(last.keys.cards.keys)
        for position in positions {
            let terms = BuildFingerprint.termEntries(of: position, catalog: last.catalog)
            last.keys.inputs.listed[position] = last.fingerprint.listedKey(position, catalog: last.catalog, terms: terms)
            for prefix in prefixes {
                last.keys.cards[prefix]?[position] = last.fingerprint.cardKey(base: base, listed: last.keys.inputs.listed[position], prefix: prefix)
            }
        }
        for taxonomy in Taxonomy.allCases {
            for term in last.catalog.terms(taxonomy) where positions.contains(where: { term.recipes.holds(position: $0) }) {
                last.keys.inputs.terms[BuildFingerprint.termName(term)] = last.fingerprint.termKey(term, listed: last.keys.inputs.listed)
            }
        }
        last.keys.inputs.everything = BuildFingerprint.everything(last.keys.inputs.listed)
        // By index: iterating the recipes would copy each whole `Recipe`.
        let slugs = Set(positions.map { last.catalog.recipes[$0].slug })
        let recipes = last.catalog.recipes
        return recipes.indices.filter { position in recipes[position].related.contains { $0.recipe.map(slugs.contains) ?? false } }
    }

    /// Whether the search index shows `new` as it showed `old`, which has the same place
    /// (`samePlace`): the names its ingredients' terms are read from, and its energy per serving.
    static func sameInIndex(_ old: Recipe, _ new: Recipe, config: SiteConfig) -> Bool {
        func names(_ recipe: Recipe) -> [String] { recipe.ingredientGroups.flatMap { $0.ingredients.map { $0.food ?? $0.text } } }
        return names(old) == names(new) && SearchIndexBuilder.kcal(of: old, config: config) == SearchIndexBuilder.kcal(of: new, config: config)
    }

    /// What the build was asked that a save must ask the same.
    struct Options: Equatable {
        var output: String?
        var buildAnyway: Bool
        var includeDrafts: Bool
        var previewScript: String?

        init(_ options: BuildOptions) {
            (output, buildAnyway, includeDrafts, previewScript) = (options.output, options.buildAnyway, options.includeDrafts, options.previewScript)
        }
    }
}

/// The articles a save's pages made, by key, for the parts kept beside the record.
private final class PartCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [String: [UInt8]] = [:]

    func add(_ key: String, _ bytes: [UInt8]) {
        lock.withLock { if made[key] == nil { made[key] = bytes } }
    }

    var parts: [String: [UInt8]] { lock.withLock { made } }
}
