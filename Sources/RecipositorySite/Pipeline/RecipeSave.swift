import Foundation
import RecipositoryCore

/// A save in `serve` that changed only recipes' text, in ways no list shows: built in proportion
/// to what it touches, from what the last build kept (`LastBuild`), instead of the passes over
/// every recipe and every file of a whole build. Each saved recipe is split, parsed and modelled;
/// its page and mail files, its Markdown and the cookbook pages holding its article are keyed
/// again from the last build's keys, rendered and written in place; the search index is made and
/// written where its bytes changed; the record is changed in place. Anything it cannot place (a
/// recipe made, renamed or deleted; a title, summary, time, picture, category, tag, ingredient's
/// food, link or draft changed; an error; a picture, setting or template saved) is nil: the
/// whole path (`Pipeline.build`), which stays the reference, builds it. Tests hold that the served
/// site is a fresh build's after either.
enum RecipeSave {
    /// The site built for this save, or nil when the save is not one this path can place. What the
    /// last build kept is taken out of `memo` (and `site`) while the save changes it, so it is
    /// changed where it is, not copied: the recipes' lists, the catalog, the keys, the record.
    static func build(_ site: inout Pipeline.Loaded, options: BuildOptions, times: StageTimes, memo: BuildMemo) throws -> BuildSummary? {
        // A site with a service worker lists every file's hash in it: only a preview has none.
        // (`site.previous` read field by field: a copy of it would hold the record too.)
        guard options.previewScript != nil, var last = memo.last, last.options == Options(options), site.previous?.served == true,
              site.previous?.cache != nil, memo.served != nil, let fileDigests = site.previous?.fileDigests, let location = site.previous?.location,
              let changed = last.changedRecipes(site.files, fileDigests: fileDigests) else { return nil }
        let reach = last.reach
        // Split, parse and model the saved files; each must keep its place, as lists show it.
        var saved: [(file: SourceFile, position: Int, split: RecipeCollection.Split, modelled: RecipeCollection.Modelled, old: [Diagnostic])] = []
        for file in changed {
            guard let position = reach.positions[file.path], let entry = memo.entry(file.contentPath), let oldModel = entry.modelled else { return nil }
            let split = times.measure(.frontMatter) { RecipeCollection.splitFrontMatter(file, decoder: FrontMatterDecoder(extraKeys: entry.extraKeys)) }
            let parsed = times.measure(.markdown) { RecipeCollection.parse(split) }
            let modelled = times.measure(.model) { RecipeCollection.model(parsed, builder: RecipeBuilder(site: last.check.links)) }
            guard let recipe = modelled.recipe, Self.samePlace(last.catalog.recipes[position], recipe, unbuilt: reach.unbuilt, options: options),
                  !modelled.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
            saved.append((file, position, split, modelled, oldModel.diagnostics))
        }
        // Ours from here: the last build's values are held here alone, and changed in place.
        let recordSaved = memo.recordSaved
        guard var served = memo.takeServed() else { return nil }
        memo.last = nil
        memo.releaseCatalog()
        site.previous?.cache = nil
        memo.remember(saved.map { ($0.split, $0.modelled) })
        // Validate and plan: the recipes' new values where the old ones were, their diagnostics for the old.
        let oldRecipes = saved.map { last.catalog.recipes[$0.position] }
        let diagnosticsBefore = last.diagnostics
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
            last.catalog.replace(Dictionary(saved.map { ($0.position, $0.modelled.recipe!) }, uniquingKeysWith: { first, _ in first }))
        }
        // Keys: the saved recipes as shown, their articles, and the units holding either.
        var units = Set<Int>()
        times.measure(.plan) {
            last.fingerprint.save(changed)
            for item in saved {
                last.keys.inputs.shown[item.position] = last.fingerprint.shownKey(item.position, catalog: last.catalog, base: last.keys.inputs.base,
                                                                                  listed: last.keys.inputs.listed)
                if let own = reach.units[item.position] { units.insert(own) }
                for article in reach.articles[item.position] ?? [] {
                    last.keys.articles[article.page]?[article.index] = last.fingerprint.articleKey(shown: last.keys.inputs.shown[item.position],
                                                                                                  page: article.page, offset: article.offset)
                    units.insert(article.unit)
                }
            }
            for unit in units {
                last.keys.units[unit] = last.fingerprint.unitKey(last.units[unit].pages, inputs: last.keys.inputs, articles: last.keys.articles)
            }
        }
        // Render and write the units reached, the saved recipes' Markdown and the search index.
        (served.parts.articles, served.parts.cards) = (last.keys.articles, last.keys.cards)
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
        // The search index shows of a recipe its place (kept), its ingredients' names and its
        // energy per serving: made whole again only when a saved recipe changed either.
        let indexed = times.measure(.index) {
            zip(oldRecipes, saved).allSatisfy { Self.sameInIndex($0, $1.modelled.recipe!, config: check.config) }
        }
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
        let markdown = saved.map { item in
            OutputFile(path: last.markdownPath(of: last.catalog.recipes[item.position], routes: check.routes), contents: .bytes(item.file.bytes),
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
        }
        // The record changed in place: the units' keys, the files written, the site's key, the new parts.
        var change = BuildCache.Change(site: last.fingerprint.site, diagnostics: last.diagnostics == diagnosticsBefore ? nil : last.diagnostics)
        served.cache.site = last.fingerprint.site
        served.cache.diagnostics = last.diagnostics
        for unit in units {
            let path = last.units[unit].pages[0].path
            served.cache.units[path] = last.keys.units[unit]
            change.units.append((path, last.keys.units[unit]))
        }
        var whole = true
        for file in written {
            guard let old = served.cache.files[file.path],
                  let identity = file.rewritten ? BuildCache.identity(root + "/" + file.path) : old.identity else { whole = false; continue }
            let new = BuildCache.File(size: file.size, hash: file.hash, identity: identity)
            guard new != old else { continue }
            served.cache.files[file.path] = new
            change.files.append((file.path, new))
        }
        // Each new part goes after those the parts file holds; the memory keeps it beside them.
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
                            wrote: true, output: site.writer.output, changed: written.filter(\.rewritten).map(\.path).sorted(),
                            rendered: pages.count)
    }

    /// Whether `new` shows in every list, term page, feed and the site's checks as `old` did, so
    /// only its own files and its articles can change: its place in the catalog, what lists show of
    /// it, the files it uses (what is published and the pictures' checks), its links to recipes
    /// left out (a diagnostic), and whether it is a draft.
    static func samePlace(_ old: Recipe, _ new: Recipe, unbuilt: Set<String>, options: BuildOptions) -> Bool {
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
        return SiteCatalog.samePlace(old, new) && listed(old) == listed(new) && files(old) == files(new)
            && !unbuiltLinks(old) && !unbuiltLinks(new) && (options.includeDrafts || !new.isDraft)
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
