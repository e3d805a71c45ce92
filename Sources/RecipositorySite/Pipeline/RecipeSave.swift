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
    /// The site built for this save, or nil when the save is not one this path can place.
    static func build(_ site: Pipeline.Loaded, options: BuildOptions, times: StageTimes, memo: BuildMemo) throws -> BuildSummary? {
        // A site with a service worker lists every file's hash in it: only a preview has none.
        guard options.previewScript != nil, var last = memo.last, last.options == Options(options), let previous = site.previous, previous.served,
              let record = previous.cache, let served = memo.served,
              let changed = last.changedRecipes(site.files, fileDigests: previous.fileDigests) else { return nil }
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
        memo.remember(saved.map { ($0.split, $0.modelled) })
        // Validate and plan: the recipes' new values where the old ones were, their diagnostics for the old.
        let (check, catalog, diagnostics) = times.measure(.validate) { () -> (SiteCheck, SiteCatalog, [Diagnostic]) in
            var check = last.check
            var diagnostics = last.diagnostics
            for item in saved {
                let recipe = item.modelled.recipe!
                if let index = reach.published[item.file.path] { check.published[index] = recipe }
                if let index = reach.results[item.file.path] { check.result.recipes[index] = recipe }
                for diagnostic in item.old { if let index = diagnostics.firstIndex(of: diagnostic) { diagnostics.remove(at: index) } }
                diagnostics += item.modelled.diagnostics
            }
            diagnostics.sort()
            check.result.diagnostics = diagnostics
            let catalog = last.catalog.replacing(Dictionary(saved.map { ($0.position, $0.modelled.recipe!) }, uniquingKeysWith: { first, _ in first }))
            return (check, catalog, diagnostics)
        }
        memo.planned(check.published, synonyms: check.config.synonyms, catalog: catalog)
        // Keys: the saved recipes as shown, their articles, and the units holding either.
        let fingerprint = times.measure(.plan) { last.fingerprint.saving(changed, loaded: site.files, fileDigests: previous.fileDigests) }
        var keys = last.keys
        var units = Set<Int>()
        times.measure(.plan) {
            for item in saved {
                keys.inputs.shown[item.position] = fingerprint.shownKey(item.position, catalog: catalog, base: keys.inputs.base,
                                                                        listed: keys.inputs.listed)
                if let own = reach.units[item.position] { units.insert(own) }
                for article in reach.articles[item.position] ?? [] {
                    keys.articles[article.page]?[article.index] = fingerprint.articleKey(shown: keys.inputs.shown[item.position],
                                                                                          page: article.page, offset: article.offset)
                    units.insert(article.unit)
                }
            }
            for unit in units { keys.units[unit] = fingerprint.unitKey(last.units[unit].pages, inputs: keys.inputs, articles: keys.articles) }
        }
        // Render and write the units reached, the saved recipes' Markdown and the search index.
        var parts = served.parts
        (parts.articles, parts.cards) = (keys.articles, keys.cards)
        let context = last.context.renewed(index: catalog, parts: parts)
        let reached = units.sorted().map { last.units[$0].over(catalog) }
        let plan = RenderPlan(theme: check.theme, context: context, units: reached, assets: [], diagnostics: [])
        let root = site.writer.output.path
        let made = PartCollector()
        // The record on disk goes before the first file is replaced: a save cut off leaves none.
        _ = unlink(previous.location.path)
        // The search index shows of a recipe its place (kept), its ingredients' names and its
        // energy per serving: made whole again only when a saved recipe changed either.
        let indexed = times.measure(.index) {
            saved.allSatisfy { Self.sameInIndex(last.catalog.recipes[$0.position], $0.modelled.recipe!, config: check.config) }
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
            OutputFile(path: last.markdownPath(of: catalog.recipes[item.position], routes: check.routes), contents: .bytes(item.file.bytes),
                       origin: item.file.path)
        }
        var written = pages
        try times.measure(.write) {
            for file in markdown + index {
                guard case .bytes(let bytes) = file.contents else { continue }
                let rewritten = try SiteWriter.writeFile(bytes, to: root + "/" + file.path, reuse: true, inPlace: true)
                var hash = ContentHash()
                hash.add(bytes)
                written.append(OfflineSite.Written(path: file.path, size: bytes.count, hash: hash.value, rewritten: rewritten))
            }
        }
        // The record changed in place: the units' keys, the files written, the site's key.
        var cache = record
        (cache.site, cache.diagnostics) = (fingerprint.site, diagnostics)
        for unit in units { cache.units[last.units[unit].pages[0].path] = keys.units[unit] }
        var whole = true
        for file in written {
            let identity = file.rewritten ? BuildCache.identity(root + "/" + file.path) : record.files[file.path]?.identity
            guard let identity, record.files[file.path] != nil else { whole = false; continue }
            cache.files[file.path] = BuildCache.File(size: file.size, hash: file.hash, identity: identity)
        }
        parts.added.merge(made.parts.filter { parts.ranges[$0.key] == nil }) { kept, _ in kept }
        let location = previous.location
        memo.served = whole ? ServedSite(cache: cache, parts: parts, program: served.program) : nil
        memo.unsaved = whole ? { @Sendable [cache, parts] in
            times.measure(.write) {
                var cache = cache
                if let placed = PartSink.store(parts, at: location) {
                    (cache.parts, cache.partsSize) = (placed.ranges, placed.size)
                } else {
                    (cache.parts, cache.partsSize) = ([:], 0)
                }
                _ = SiteWriter.store(cache, at: location)
            }
        } : nil
        last.saved(site.files, fileDigests: previous.fileDigests, check: check, catalog: catalog, fingerprint: fingerprint, keys: keys,
                   diagnostics: diagnostics)
        memo.last = whole ? last : nil
        memo.lastSaveProportional = true
        return BuildSummary(recipes: check.published.count, files: last.fileCount, diagnostics: diagnostics, leftOut: last.failed.sorted(),
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
