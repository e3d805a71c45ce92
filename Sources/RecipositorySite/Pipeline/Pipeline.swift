import Foundation
import RecipositoryCore

/// The program, one stage a call; every command runs these stages, `show` up to validate,
/// `check` and `list` up to plan, `build` all of them:
///
///     load → split front matter → parse → model → validate → plan → index → render → write
///
/// Load reads everything from disk (the recipe files, `recipository.yml`, the site's templates,
/// the pictures' sizes, what is at the output folder); write writes everything. Each stage
/// between is pure: it takes what the stage before made, and problems are diagnostics, not
/// errors. Files are independent until validate, so each goes through split, parse and model on
/// any core, and its parsed tree is gone before the next file's is made. Validate only finds
/// problems; plan makes the one renderer and lists every output with its inputs (`SitePlan`),
/// rendering nothing. Render and write run together: each page is written as soon as it is made,
/// so the site is never whole in memory.
public enum Pipeline {
    /// `check` and `list`: up to plan, whose problems (two outputs at one path) `build` would meet.
    /// The pictures' headers are read (a lying file, a bomb, an unsafe drawing are errors `build`
    /// would meet), never more: nothing is decoded or written.
    public static func check(_ path: String, times: StageTimes = StageTimes()) throws -> SiteCheck {
        let site = try times.measure(.read) { try load(path, for: nil, pictureSizes: true) }
        var check = validate(site, includeDrafts: false, times: times)
        let plan = plan(check, times: times)
        check.result.diagnostics = (check.result.diagnostics + plan.diagnostics).sorted()
        return check
    }

    /// `show`: up to validate.
    public static func show(_ path: String) throws -> SiteCheck {
        validate(try load(path, for: nil), includeDrafts: false, times: StageTimes())
    }

    /// `show` and `list` name one file: a folder, a named pipe or a device is refused in words
    /// (a pipe would be waited on for ever, `/dev/zero` read without end).
    public static func requireRecipeFile(_ path: String) throws {
        switch DirectoryListing.kind(of: path) {
        case .directory:
            throw SiteError(path: path, reason: "this is a folder; name one recipe file (recipository check reads a whole site).")
        case .special:
            throw SiteError(path: path, reason: "this is a named pipe, socket or device, not a recipe file.")
        case .file, .missing, .badName:
            return
        }
    }

    /// `build`: every stage. A long-lived process (`serve`) passes its `memo`, so the files that did
    /// not change since its last build are not split, parsed or modelled again, and the site it
    /// wrote is taken as it remembers it and written in place; the record of a site written in
    /// place is saved on disk when the caller asks (`BuildMemo.saveRecord`, once the pages are told
    /// to reload), or at the start of the next build.
    public static func build(_ path: String, options: BuildOptions, times: StageTimes = StageTimes(),
                             memo: BuildMemo? = nil) throws -> BuildSummary {
        // The last build's record goes to disk before this build reads or removes it.
        memo?.saveRecord()
        memo?.fingerprints.startBuild()
        var everyKey = false
        defer { memo?.fingerprints.endBuild(complete: everyKey) }
        let reuse = memo?.sourceReuse
        var site = try times.measure(.read) { try load(path, for: options, served: memo?.served, reuse: reuse) }
        // A source written while it was read may have been read empty or half-written (an editor's
        // save in place): nothing is built from it. The memo is as before this build, so the next
        // one, once the file is closed, reads what this one was to read.
        if memo?.writtenWhileRead?() == true { throw SourcesWrittenWhileRead() }
        memo?.read(site.files, digests: site.previous?.fileDigests)
        // A save of recipes' text that no list shows: built in proportion to what it touches.
        if let memo {
            (memo.lastSaveProportional, memo.lastSaveWhole) = (false, nil)
            do {
                if let summary = try RecipeSave.build(&site, options: options, times: times, memo: memo) { return summary }
            } catch {
                // Written part way: the site is built whole again, from no record, as below.
                (memo.served, memo.last) = (nil, nil)
                return try build(path, options: options, times: times, memo: memo)
            }
            memo.last = nil
        }
        // Incremental: every input's key; all equal to the last build's, and its site untouched, and nothing is done.
        let keys = site.previous.map { previous in
            times.measure(.plan) {
                BuildFingerprint(site.files, layout: site.layout, options: options, program: previous.program,
                                 fileDigests: previous.fileDigests, cache: memo?.fingerprints, knownRecipes: previous.recipeKeys)
            }
        }
        if let keys, let previous = site.previous, let cache = previous.cache, cache.site == keys.site, previous.isWhole(cache) {
            // Files hashed that the stat index did not know, or not long enough ago: known to the next build.
            if memo == nil, previous.indexed.hashed > 0 || site.files.picturesIndexed.read > 0 { site.writer.keep(previous.sourceIndex(site.files, recipeKeys: keys.recipes), beside: previous.location) }
            return BuildSummary(recipes: cache.recipes, files: cache.fileCount, diagnostics: cache.diagnostics, leftOut: cache.leftOut,
                                wrote: true, output: site.writer.output, changed: [], rendered: 0, sources: previous.indexed,
                                pictures: site.files.picturesIndexed)
        }
        // A build that starts afresh takes the models the build cache keeps; `serve` keeps its own.
        let models = memo == nil ? site.previous.flatMap { previous in
            keys.map { CachedModels(last: previous.models, program: previous.program, settings: site.files.configText, recipes: $0.recipes) }
        } : nil
        var check = validate(site, includeDrafts: options.includeDrafts, times: times, memo: memo, models: models,
                             listed: memo == nil && site.previous == nil
                                 && options.holdsAsListed ?? Self.holdsAsListed(recipes: site.files.recipes.count))
        let modelCounts = check.models.map { (kept: $0.kept.count, made: $0.made.count) }
        // Held as listed, each recipe file is read again only to be written and modelled again for its own pages.
        if check.listed { times.measure(.model) { check.packSources(&site) } }
        check.config.previewScript = options.previewScript
        let plan = plan(check, times: times, memo: memo)
        check.result.diagnostics = (check.result.diagnostics + plan.diagnostics).sorted()
        let failed = check.result.failedFiles
        guard failed.isEmpty || options.buildAnyway else {
            return BuildSummary(recipes: check.result.recipes.count, files: 0, diagnostics: check.result.diagnostics, leftOut: failed.sorted(),
                                wrote: false, output: site.writer.output)
        }
        let recipes = check.published
        let diagnostics = (check.result.diagnostics + UnbuiltLinks.diagnostics(built: recipes, all: check.result.recipes, failed: failed)).sorted()
        // A plain build lets go of every recipe's list but the published one (see below).
        if memo == nil { check.result.recipes = [] }
        guard !diagnostics.contains(where: { $0.severity == .error && !failed.contains($0.location.file) }) else {
            return BuildSummary(recipes: recipes.count, files: 0, diagnostics: diagnostics, leftOut: failed.sorted(), wrote: false, output: site.writer.output)
        }
        // Incremental: each recipe's energy for the index as the last build worked it out, by its key.
        let energyKeys: [String: String] = keys.map { keys in
            times.measure(.plan) {
                // By index: iterating the list would copy each whole `Recipe`.
                Dictionary(recipes.indices.compactMap { index in
                    keys.energyKey(of: recipes[index]).map { (recipes[index].sourcePath, $0) }
                }, uniquingKeysWith: { first, _ in first })
            }
        } ?? [:]
        let lastEnergies = site.previous?.cache?.energies ?? [:]
        // Each recipe's nutrition estimate, which the index and the pages both show, worked out once:
        // ahead for every recipe whose energy the last build did not give, else when a page shows it.
        // A recipe held as listed is estimated from its whole model (`wholeModels`), which holds its lines.
        let whole = check.wholeModels.map { whole in
            { @Sendable [config = check.config] (recipe: Recipe) -> NutritionEstimate? in NutritionEstimate(whole(recipe.sourcePath) ?? recipe, config: config) }
        }
        let estimates = NutritionEstimates(recipes, config: check.config, times: times, estimate: memo?.estimate(config: check.config) ?? whole,
                                           energies: energyKeys.compactMapValues { key -> Int?? in lastEnergies[key] }, made: check.estimates)
        check.estimates = [:]
        // The search index is one core's work; preparing the pages leaves the other idle. A build
        // that starts afresh keys it (`searchIndexKey`: what it shows of every recipe), and takes
        // the last build's files, read back in load, when the record keys them so.
        let (indexed, rendering) = alongside({ [normalizer = check.normalizer, routes = check.routes, sizes = check.pictureSizes,
                                                config = check.config, keyed = memo == nil ? keys : nil,
                                                previous = memo == nil ? site.previous : nil] in
                                                 times.measure(.index) { () -> (files: [OutputFile], key: String?, kept: Bool) in
                                                     let key = keyed.map { $0.searchIndexKey(recipes) { estimates.kcal(of: $0, config: config) } }
                                                     if let key, let kept = previous?.searchIndex(key: key) { return (kept, key, true) }
                                                     return (SearchIndexFiles.make(recipes, normalizer: normalizer, routes: routes, pictureSizes: sizes,
                                                                                   config: config, estimates: estimates), key, false)
                                                 } },
                                             { render(plan, estimates: estimates, times: times) })
        let index = indexed.files
        // The theme's assets as the render stage published them, first, where the plan lists them.
        let assets = rendering.pages.assets.map { OutputFile(path: $0.path, contents: .bytes($0.bytes), origin: SitePlan.assetOrigin) }
        let files = assets + plan.files + rendering.icons + index
        // What the pages read is in the render plan (its catalog and units). A plain build lets go
        // of the rest before any page is made: the check's lists of every recipe and the plan's
        // list of pages (at 10,000 recipes, about 33 MB it would hold while it renders). `serve`
        // keeps the check for its next save (`LastBuild`).
        let recipeCount = recipes.count
        _ = consume plan
        _ = consume recipes
        if memo == nil { check.published = [] }
        let smallPictures = Set(files.compactMap { file -> String? in
            guard case .picture(_, _, let copies) = file.contents else { return nil }
            return copies.filter { $0.request.format == .webp }.min { $0.request.width < $1.request.width }?.path
        })
        var pages = rendering.pages
        if check.listed { pages.context.models = RecipeModels(remake: remodel(check)) }
        // The recipes whose models the build cache kept are held as listed: their whole models are decoded for their own pages.
        if let whole = check.wholeModels { pages.context.models = RecipeModels(remake: whole) }
        // A previewed site has no service worker: a page it kept would hide the next edit.
        // A collection longer than a page of its lists precaches its shell only (`OfflineSite.worker`).
        // Its shell is worked out only for a site that has one (a pass over every page).
        let shell = options.previewScript == nil && recipeCount > check.config.pageSize ? pages.shellPagePaths : nil
        let worker: ([OfflineSite.Written]) -> [OutputFile] = options.previewScript == nil
            ? { [OfflineSite.worker($0, smallPictures: smallPictures, shell: shell)] } : { _ in [] }
        let fileCount = pages.pagePaths.count + files.count
        // Incremental: the units and copied files whose key and files are the last build's are kept,
        // not rendered, read or compared.
        var kept: [Int: [OfflineSite.Written]] = [:]
        var record: BuildCache.Pending?
        var unitKeys: BuildFingerprint.Keys?
        if let keys, let previous = site.previous {
            // A build that starts afresh takes the recipes' and terms' keys the record holds where they still hold; `serve` keeps its own.
            let rendered = times.measure(.plan) {
                memo == nil ? keys.keys(pages, recorded: previous.cache?.keyed, energies: energyKeys) : keys.keys(pages)
            }
            unitKeys = rendered
            let unitKeys = rendered.units
            // The articles and cards whose keys are the last build's are taken as it made them.
            var parts = previous.parts
            (parts.articles, parts.cards) = (rendered.articles, rendered.cards)
            pages.context.parts = parts
            pages.context.lists = pages.context.lists.keeping(parts)
            var copyKeys = times.measure(.plan) { keys.copies(files, fileDigests: previous.fileDigests) }
            // The search index's files, last in `files`, by its key: kept as the copied files are.
            if let key = indexed.key {
                for position in files.indices.suffix(index.count) {
                    copyKeys[position] = BuildFingerprint.searchIndexFileKey(key, path: files[position].path)
                }
            }
            everyKey = true
            // Render units first, then the files, as the writer counts them.
            let groups = pages.units.map { $0.pages.map(\.path) } + files.map(\.paths)
            let groupKeys = unitKeys.map { Optional($0) } + copyKeys
            kept = previous.kept(groups, keys: groupKeys)
            var cache = BuildCache(site: keys.site, recipes: recipeCount, fileCount: fileCount, diagnostics: diagnostics, leftOut: failed.sorted())
            cache.units = Dictionary(zip(groups, groupKeys).compactMap { group, key in key.map { (group[0], $0) } },
                                     uniquingKeysWith: { first, _ in first })
            cache.keyed = memo == nil ? rendered.memo : nil
            cache.energies = Dictionary(estimates.energiesGiven.compactMap { file, kcal in energyKeys[file].map { ($0, kcal) } },
                                        uniquingKeysWith: { first, _ in first })
            record = BuildCache.Pending(cache: cache, location: previous.location, parts: parts, models: check.models)
            // `serve` reads what its watcher names, and keeps no stat index.
            if memo == nil { record?.sources = previous.sourceIndex(site.files, recipeKeys: keys.recipes) }
            check.models = nil
        }
        // A build that keeps no parts for the next holds each root prefix's cards only while its lists are made.
        if memo == nil, record == nil { pages.lettingGoOfCards() }
        let plannedPages = pages
        let renderUnit: @Sendable (Int) -> [RenderPlan.Page] = { unit in plannedPages.pages(unit: unit, times: times) }
        let madeParts = { plannedPages.context.lists.madeParts() }
        var written: SiteWriter.Written
        do {
            if let previous = site.previous, previous.served, let cache = previous.cache, let record {
                written = try site.writer.writeInPlace(files, units: pages.unitCount, unitPaths: pages.pagePaths, times: times, previous: cache,
                                                       keep: kept, pictureKeys: previous.fileDigests, record: record, finishing: worker,
                                                       madeParts: madeParts, render: renderUnit)
            } else {
                written = try site.writer.write(files, units: pages.unitCount, unitPaths: pages.pagePaths, times: times, keep: kept,
                                                pictureKeys: site.previous?.fileDigests ?? [:], record: record, finishing: worker,
                                                madeParts: madeParts, remember: memo != nil, linked: site.previous?.onDisk,
                                                last: site.previous.flatMap { previous in previous.cache.flatMap { previous.isWhole($0) ? $0 : nil } },
                                                render: renderUnit)
            }
        } catch {
            memo?.served = nil
            // In place, a change the writer cannot make where the site is (a file where a folder
            // now goes, or the reverse) leaves a site half this build's: it is built whole again,
            // into a new tree swapped in as `build` does, from no record.
            if site.previous?.served == true {
                // The build made again keeps its keys for the next; this one's end must not replace them with none.
                everyKey = false
                return try build(path, options: options, times: times, memo: memo)
            }
            throw error
        }
        if let memo {
            written.served?.program = site.previous?.program ?? ""
            memo.served = written.served
            memo.unsaved = written.save
            if written.served != nil, let keys, let unitKeys, let previous = site.previous {
                memo.last = LastBuild(options: options, loaded: site.files, fileDigests: previous.fileDigests, check: check, plan: plannedPages,
                                      fingerprint: keys, keys: unitKeys, diagnostics: diagnostics, failed: failed, fileCount: fileCount)
            }
        } else {
            _ = written.save?()
        }
        if options.endsProcess { ProcessEnd.leave((site, check, plannedPages, keys, unitKeys, kept, record, estimates, energyKeys, files, written)) }
        return BuildSummary(recipes: recipeCount, files: fileCount, diagnostics: diagnostics,
                            leftOut: failed.sorted(), wrote: true, output: site.writer.output, movedAside: written.movedAside,
                            changed: written.changed, rendered: written.rendered, models: modelCounts, sources: site.previous?.indexed,
                            pictures: site.previous.map { _ in site.files.picturesIndexed },
                            searchIndexKept: indexed.key.map { _ in indexed.kept })
    }
}

extension Pipeline {
    /// What load read, and for a build where it writes.
    public struct Loaded: Sendable {
        public var layout: SiteLayout
        public var files: SiteLoader.Loaded
        var writer: SiteWriter
        /// For an incremental build: the last build's record, the site on disk, the other files' hashes.
        var previous: PreviousBuild?
    }

    /// Load: every read from disk. For a build, the pictures' sizes too, and the output folder is
    /// refused before anything is made when it is unsafe to replace.
    public static func load(_ path: String, for build: BuildOptions?, pictureSizes: Bool = false) throws -> Loaded {
        try load(path, for: build, pictureSizes: pictureSizes, served: nil)
    }

    /// `served`: the site at the output as a long-lived process remembers writing it, taken as it
    /// is (not read back) when the output is still a site and the build is incremental. `reuse`:
    /// what it read of the sources, taken for the files not changed since.
    static func load(_ path: String, for build: BuildOptions?, pictureSizes: Bool = false, served: ServedSite?,
                     reuse: SourceReuse? = nil) throws -> Loaded {
        let layout = try SiteLayout.locate(path)
        let writer = SiteWriter(output: URL(fileURLWithPath: build?.output ?? layout.defaultOutput.path), force: build?.force ?? false,
                                pictureCache: layout.singleFile == nil ? layout.root : nil, incremental: build?.incremental ?? false)
        if build != nil { try writer.checkSafe(site: layout) }
        let remembered = served != nil && writer.occupant == .site
        // The stat index of the build before, read first: it gives the pictures' sizes too.
        let indexed = build?.incremental == true && layout.singleFile == nil && !remembered
        let index = indexed ? SourceIndex.read(SourceIndex.location(beside: BuildCache.location(site: layout.root, output: writer.output))) : nil
        let files = try SiteLoader(layout: layout).load(pictureSizes: build != nil || pictureSizes, reuse: reuse,
                                                        index: indexed ? (index, ProgramIdentity.read()) : nil)
        let previous: PreviousBuild? = if build?.incremental != true || layout.singleFile != nil {
            nil
        } else if let served, remembered {
            PreviousBuild.remembered(served, layout: layout, loaded: files, writer: writer, reuse: reuse)
        } else {
            PreviousBuild.read(layout: layout, loaded: files, writer: writer, reuse: reuse, index: index)
        }
        return Loaded(layout: layout, files: files, writer: writer, previous: previous)
    }

    /// The search index `build` writes for the site at `path`, without building it (the browser
    /// tests compare the page's search with this one).
    public static func searchIndex(_ path: String) throws -> SearchIndex {
        let check = validate(try load(path, for: nil, pictureSizes: true), includeDrafts: false)
        return SearchIndexFiles.index(check.published, normalizer: check.normalizer, routes: check.routes, pictureSizes: check.pictureSizes,
                                        config: check.config)
    }

    /// Split front matter → parse → model → validate: pure, from what load read; with a `memo`,
    /// only the files it does not hold as they are now are split, parsed and modelled; with
    /// `models`, only those whose model the build cache does not hold under its key.
    public static func validate(_ site: Loaded, includeDrafts: Bool, times: StageTimes = StageTimes(), memo: BuildMemo? = nil) -> SiteCheck {
        validate(site, includeDrafts: includeDrafts, times: times, memo: memo, models: nil)
    }

    /// Whether a plain build of this many recipes holds each as listed: a collection of 20,000 or more. Held as listed, a
    /// build keeps some 9 MB less a 1,000 recipes (peak 659 -> 384 MB at 30,000) but models each recipe again for its own
    /// pages, at a quarter more CPU and two fifths more wall time (10,000: 17.9 -> 22.9 CPU-s, 9.6 -> 13.7 s); a family's collection,
    /// far under it, keeps its whole models and its speed.
    static func holdsAsListed(recipes: Int) -> Bool { recipes >= 20_000 }

    /// `listed`: each recipe is held as listed (`Recipe.listed`) once it is modelled, its whole model
    /// made again for its own pages (`remodel`): a plain build's of a large collection (`holdsAsListed`).
    static func validate(_ site: Loaded, includeDrafts: Bool, times: StageTimes, memo: BuildMemo?, models: CachedModels?,
                         listed: Bool = false) -> SiteCheck {
        let (layout, loaded) = (site.layout, site.files)
        let (config, extraKeys, configDiagnostics) = loaded.configText.map {
            SiteConfigDecoder.decode($0, path: loaded.display(layout.config))
        } ?? (SiteConfig(), [], [])
        let decoder = FrontMatterDecoder(extraKeys: extraKeys)
        let files = RecipeCollection.sorted(loaded.recipes)
        let cached = models.map {
            $0.model(files, decoder: decoder, contentFiles: loaded.contentFiles, staticFiles: loaded.staticFiles, times: times)
        }
        let links: SiteIndex
        var modelled: [RecipeCollection.Modelled]
        var estimates: [String: NutritionEstimate?] = [:]
        if let cached {
            (links, modelled) = (cached.links, cached.modelled)
        } else {
            // Held as listed, each file's text is split again as it is modelled: not a copy of every recipe held meanwhile.
            let split = memo?.split(files, decoder: decoder, times: times) ?? files.parallelMap { file in
                times.measure(.frontMatter) {
                    let split = RecipeCollection.splitFrontMatter(file, decoder: decoder)
                    return listed ? RecipeCollection.lettingGoOfText(split) : split
                }
            }
            links = RecipeCollection.siteIndex(split, contentFiles: loaded.contentFiles, staticFiles: loaded.staticFiles)
            let builder = RecipeBuilder(site: links)
            if let memo {
                modelled = memo.model(split, links: links, times: times)
            } else {
                let made = split.parallelMap { file -> (RecipeCollection.Modelled, NutritionEstimate??) in
                    let file = listed ? times.measure(.frontMatter) { RecipeCollection.withText(file) } : file
                    let parsed = times.measure(.markdown) { RecipeCollection.parse(file) }
                    var modelled = times.measure(.model) { RecipeCollection.model(parsed, builder: builder) }
                    guard listed, let recipe = modelled.recipe else { return (modelled, nil) }
                    // Held as listed, its lines' foods only: its nutrition estimate is made first, from the whole model.
                    let estimate: NutritionEstimate?? = NutritionEstimates.isShown(recipe)
                        ? .some(times.measure(.index) { NutritionEstimate(recipe, config: config) }) : nil
                    modelled.recipe = recipe.listed
                    return (modelled, estimate)
                }
                modelled = made.map(\.0)
                estimates = Dictionary(made.compactMap { modelled, estimate in
                    estimate.flatMap { estimate in modelled.recipe.map { ($0.sourcePath, estimate) } }
                }, uniquingKeysWith: { first, _ in first })
            }
            // Each file's text split from its front matter is let go once the models are made (a
            // local is otherwise held to the end of the function: at 10,000 recipes, a copy of every
            // recipe's text).
            _ = consume split
        }
        // Each modelled file's result is let go once validation took its recipe.
        let result = times.measure(.validate) { RecipeCollection.validate(taking: &modelled) }
        _ = consume modelled
        var check = SiteValidation.run(layout: layout, loaded: loaded, config: config, configDiagnostics: configDiagnostics,
                                       result: result, includeDrafts: includeDrafts)
        (check.links, check.models) = (links, cached?.next)
        (check.decoder, check.listed, check.estimates) = (decoder, listed && cached == nil && memo == nil, estimates)
        if let cached, !cached.listed.isEmpty {
            check.wholeModels = CachedModels.wholeModels(cached.next.last, listed: cached.listed, remake: remodel(check))
        }
        return check
    }

    /// A recipe's whole model made again from its file (by its path, `Recipe.sourcePath`), by the
    /// same stages with the same index of links as in `validate`, for the pages of a build that
    /// held it as listed; pure, from the bytes load read.
    static func remodel(_ check: SiteCheck) -> @Sendable (String) -> Recipe? {
        let files = Dictionary(check.loaded.recipes.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let (decoder, builder, packed) = (check.decoder, RecipeBuilder(site: check.links), check.packed)
        return { path in
            files[path].flatMap { file in
                var file = file
                // Held deflated (`SiteCheck.packSources`), the file's bytes are inflated for as long as it is modelled.
                if let packed { file.bytes = packed[path]?.madeBytes ?? [] }
                return RecipeCollection.model(RecipeCollection.parse(RecipeCollection.splitFrontMatter(file, decoder: decoder)),
                                              builder: builder).recipe
            }
        }
    }

    /// Plan: the one renderer and every output with its inputs, rendering nothing.
    public static func plan(_ check: SiteCheck, times: StageTimes = StageTimes()) -> SitePlan {
        plan(check, times: times, memo: nil)
    }

    /// With a `memo`, the catalog of the last build is taken when no recipe's place in it changed.
    static func plan(_ check: SiteCheck, times: StageTimes, memo: BuildMemo?) -> SitePlan {
        times.measure(.plan) { SitePlanner.plan(check, memo: memo) }
    }

    /// Render, from the plan: what many pages share prepared (the recipe cards), each page made as
    /// the writer asks for it; the PNG icons painted. `estimates`: the recipes' nutrition
    /// estimates, where the caller has worked them out (the others are worked out when shown).
    public static func render(_ plan: SitePlan, times: StageTimes) -> (pages: RenderPlan, icons: [OutputFile]) {
        render(plan, estimates: NutritionEstimates(), times: times)
    }

    static func render(_ plan: SitePlan, estimates: NutritionEstimates, times: StageTimes) -> (pages: RenderPlan, icons: [OutputFile]) {
        times.measure(.render) { (plan.renderer.plan(plan.pages, estimates: estimates), OfflineSite.pngIcons(config: plan.renderer.config)) }
    }
}

/// A build of `serve` put off: a source was written while it was read (`BuildMemo.writtenWhileRead`).
public struct SourcesWrittenWhileRead: Error {}

