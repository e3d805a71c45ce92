import Foundation
import RecipositoryCore

/// What a long-lived process (`serve`) keeps between builds, so a save of one recipe costs about
/// the work of that recipe:
///
/// - the recipes split, parsed and modelled. The stages are pure, so this is a memo around them,
///   by what they read: a file's split front matter by the file (its display path, content path
///   and bytes, compared whole, never by date) and the site's declared keys; its model by its
///   split and what it asked of what links resolve against (`SiteIndex`, `LinkLookups`): a recipe
///   made, renamed or deleted, or a slug changed, models again only the recipes whose links it
///   changes;
/// - each recipe's energy per serving for the search index (the nutrition estimate is most of
///   the index's time), while its recipe is the one modelled then and the settings the same;
/// - the plan's catalog (`SiteCatalog`), taken with the recipes' new values when no recipe's place
///   in it changed (`SiteCatalog.reused`);
/// - each copied file's outputs (its copy, or a picture's sized copies) by its path, folder, size
///   and the settings' `originals`, and the plan's check for two outputs at one path by every
///   output's path and origin: a save of one recipe changes neither;
/// - the keys of its inputs, pages, articles and cards (`FingerprintCache`), by what each hashed, so
///   only those whose inputs changed are hashed again;
/// - the site it wrote (`ServedSite`): the record and the parts kept, as written, so the next
///   build neither reads them back nor walks the site, and writes into it in place; its record is
///   saved on disk after the pages are told to reload (`saveRecord`).
public final class BuildMemo: @unchecked Sendable {
    struct Entry {
        var file: SourceFile
        var extraKeys: Set<String>
        var split: RecipeCollection.Split
        var modelled: RecipeCollection.Modelled?
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var links: SiteIndex?
    private var servedSite: ServedSite?
    private var pendingSave: (@Sendable () -> Bool)?
    /// Whether the record and parts on disk are the served site's (saved, none pending).
    private var saved = false
    /// The incremental build's keys of the last build, by the bytes they hashed.
    let fingerprints = FingerprintCache()
    /// Each recipe's nutrition estimate by its file as diagnostics name it (`Recipe.sourcePath`),
    /// under `estimateConfig`.
    private var estimates: [String: NutritionEstimate?] = [:]
    private var estimateConfig: SiteConfig?
    /// How many files the last build split, and how many it parsed and modelled (the others were
    /// taken from the memo): what the tests check.
    public private(set) var lastSplit = 0
    public private(set) var lastModelled = 0
    /// How many recipe files the last build read (the others were taken as the one before read them).
    public private(set) var lastRecipesRead = 0
    /// The last build's catalog, the recipes it was made from and the settings' synonyms.
    private var lastCatalog: (input: [Recipe], synonyms: [[String]], catalog: SiteCatalog)?
    /// Whether the last build took its catalog from the one before (`catalog`).
    public private(set) var lastCatalogReused = false
    /// Each copied file's outputs, by its path as diagnostics name it, with what they were made from.
    private var copyOutputs: [String: (folder: URL, size: (width: Int, height: Int)?, originals: Bool, files: [OutputFile])] = [:]
    /// The last plan's outputs, by path and origin, and the collisions found among them.
    private var lastCollisions: (outputs: [SitePlan.Claim], diagnostics: [Diagnostic])?

    public init() {}

    /// Asked once a build has read the sources, before it builds from them: whether a source was
    /// written meanwhile, so that a file may have been read half-written (`SourceWatcher`). The
    /// build is then put off (`SourcesWrittenWhileRead`), before anything is kept of what it read.
    public var writtenWhileRead: (@Sendable () -> Bool)? {
        get { lock.withLock { writtenCheck } }
        set { lock.withLock { writtenCheck = newValue } }
    }
    private var writtenCheck: (@Sendable () -> Bool)?

    /// What the last build left for a save of recipes' text (`RecipeSave`); nil when it built no site in place.
    var last: LastBuild? {
        get { lock.withLock { lastBuild } }
        set { lock.withLock { lastBuild = newValue } }
    }
    private var lastBuild: LastBuild?
    /// Whether the last build was a save built by `RecipeSave`: what the tests check.
    public internal(set) var lastSaveProportional: Bool {
        get { lock.withLock { proportional } }
        set { lock.withLock { proportional = newValue } }
    }
    private var proportional = false
    /// Why the last build was not a save built by `RecipeSave`, in words (`serve --verbose`); nil when it was.
    public internal(set) var lastSaveWhole: String? {
        get { lock.withLock { wholeReason } }
        set { lock.withLock { wholeReason = newValue } }
    }
    private var wholeReason: String?

    /// The site as the last build left it; nil before the first and after a write that failed part way.
    var served: ServedSite? {
        get { lock.withLock { servedSite } }
        set { lock.withLock { servedSite = newValue } }
    }

    /// The site as the last build left it, taken out (the memo holds none until it is given back),
    /// so the taker is its only holder and changes it in place.
    func takeServed() -> ServedSite? {
        lock.withLock {
            defer { servedSite = nil }
            return servedSite
        }
    }

    /// What the last build read of the sources, and the paths changed since; nil changes: any may have.
    private var lastRead: (loaded: SiteLoader.Loaded, digests: [String: String])?
    private var changedSinceRead: Set<String>?
    /// The paths reported since the running build took what changed (`sourceReuse`); nil: any may
    /// have. A file saved again while that build loads may have been read before the save: it stays
    /// changed for the next build, even when the build was reading it already.
    private var reportedSinceTaken: Set<String>? = []
    /// Whether a watcher reports every change (`sourcesChanged` before each build); until one does,
    /// every build reads every file.
    private var watched = false

    /// The paths a watcher saw change (`SourceWatcher`) before a build, added to those since the
    /// last read; nil: any may have (the next build reads every file).
    public func sourcesChanged(_ paths: Set<String>?) {
        lock.withLock {
            watched = true
            if let paths {
                changedSinceRead?.formUnion(paths)
                reportedSinceTaken?.formUnion(paths)
            } else {
                (changedSinceRead, reportedSinceTaken) = (nil, nil)
            }
        }
    }

    /// What the next load may take instead of reading: nil when every file is to be read. Taken by
    /// a build, once, before it loads.
    var sourceReuse: SourceReuse? {
        lock.withLock {
            reportedSinceTaken = []
            guard let lastRead, let changedSinceRead else { return nil }
            return SourceReuse(loaded: lastRead.loaded, digests: lastRead.digests, changed: changedSinceRead)
        }
    }

    /// A load read the sources as they are now: what changed before it took them was read; what
    /// was reported since is still to be read.
    func read(_ loaded: SiteLoader.Loaded, digests: [String: String]?) {
        lock.withLock {
            lastRecipesRead = loaded.readCount
            guard watched, let digests else { (lastRead, changedSinceRead) = (nil, nil); return }
            lastRead = (loaded, digests)
            changedSinceRead = reportedSinceTaken
        }
    }

    /// The record and parts of the site last written in place, not yet on disk (`SiteWriter.Written.save`);
    /// nil when they are (a site written whole saves them as it is swapped in).
    var unsaved: (@Sendable () -> Bool)? {
        get { lock.withLock { pendingSave } }
        set { lock.withLock { (pendingSave, saved) = (newValue, newValue == nil) } }
    }

    /// Whether the record and parts on disk are the served site's, as a save of recipes' text can
    /// change them in place (`BuildCache.Change`).
    var recordSaved: Bool { lock.withLock { saved && pendingSave == nil } }

    /// Saves on disk the record of the site last written in place, for the next process (`build
    /// --incremental`, the next `serve`); until then there is none there, so a process that dies
    /// first leaves the next build no record to trust.
    public func saveRecord() {
        let save = lock.withLock { () -> (@Sendable () -> Bool)? in
            defer { pendingSave = nil }
            return pendingSave
        }
        if let save {
            let done = save()
            lock.withLock { saved = done }
        }
        fingerprints.letGo()
        // What a save of recipes' text needs first, made now rather than when the save comes.
        lock.withLock { _ = lastBuild?.reach }
    }

    /// Split front matter, as `RecipeCollection.splitFrontMatter`, for the files that changed.
    func split(_ files: [SourceFile], decoder: FrontMatterDecoder, times: StageTimes) -> [RecipeCollection.Split] {
        let known = lock.withLock { entries }
        var count = 0
        let split = files.parallelMap { file -> RecipeCollection.Split in
            if let entry = known[file.contentPath], entry.extraKeys == decoder.extraKeys, entry.file == file { return entry.split }
            return times.measure(.frontMatter) { RecipeCollection.splitFrontMatter(file, decoder: decoder) }
        }
        lock.withLock {
            var next: [String: Entry] = [:]
            next.reserveCapacity(split.count)
            for item in split {
                let file = item.file
                if let entry = entries[file.contentPath], entry.extraKeys == decoder.extraKeys, entry.file == file {
                    next[file.contentPath] = entry
                } else {
                    count += 1
                    next[file.contentPath] = Entry(file: file, extraKeys: decoder.extraKeys, split: item, modelled: nil)
                }
            }
            entries = next
            lastSplit = count
        }
        return split
    }

    /// Parse and model, as `RecipeCollection.parse` and `.model`, for the files split again, and
    /// those whose links resolve otherwise now.
    func model(_ split: [RecipeCollection.Split], links: SiteIndex, times: StageTimes) -> [RecipeCollection.Modelled] {
        let builder = RecipeBuilder(site: links)
        let (known, sameLinks) = lock.withLock { (entries, self.links.map { Self.same($0, links) } ?? false) }
        let modelled = split.parallelMap { item -> (RecipeCollection.Modelled, fresh: Bool) in
            // Other links (a recipe made, renamed or deleted): kept where they answer its questions as before.
            if let kept = known[item.file.contentPath]?.modelled, sameLinks || kept.lookups.hold(in: links, from: item.file.contentPath) {
                return (kept, false)
            }
            let parsed = times.measure(.markdown) { RecipeCollection.parse(item) }
            return (times.measure(.model) { RecipeCollection.model(parsed, builder: builder) }, true)
        }
        lock.withLock {
            for (item, result) in zip(split, modelled) {
                entries[item.file.contentPath]?.modelled = result.0
                if result.fresh { estimates[item.file.path] = nil }
            }
            self.links = links
            lastModelled = modelled.count { $0.fresh }
        }
        return modelled.map(\.0)
    }

    /// A recipe file as it was split and modelled, when the memo holds one.
    func entry(_ contentPath: String) -> Entry? {
        lock.withLock { entries[contentPath] }
    }

    /// The files of a save, split and modelled by `RecipeSave`: kept as `split` and `model` keep theirs.
    func remember(_ saved: [(split: RecipeCollection.Split, modelled: RecipeCollection.Modelled)]) {
        lock.withLock {
            for (split, modelled) in saved {
                let file = split.file
                guard let extraKeys = entries[file.contentPath]?.extraKeys else { continue }
                entries[file.contentPath] = Entry(file: file, extraKeys: extraKeys, split: split, modelled: modelled)
                estimates[file.path] = nil
            }
            (lastSplit, lastModelled) = (saved.count, saved.count)
        }
    }

    /// Lets go of the last catalog and its recipes while a save built by `RecipeSave` changes them
    /// in place (`planned` gives them back).
    func releaseCatalog() {
        lock.withLock { lastCatalog = nil }
    }

    /// The catalog a save built by `RecipeSave` planned with, as `catalog` keeps its own.
    func planned(_ recipes: [Recipe], synonyms: [[String]], catalog: SiteCatalog) {
        lock.withLock {
            lastCatalog = (recipes, synonyms, catalog)
            lastCatalogReused = true
        }
    }

    /// The plan's catalog of `recipes`: the last build's with the recipes' new values when the
    /// settings' synonyms (which group the ingredients) are the same and no recipe's place in it
    /// changed, else `make`'s.
    func catalog(_ recipes: [Recipe], synonyms: [[String]], make: () -> SiteCatalog) -> SiteCatalog {
        let last = lock.withLock { lastCatalog }
        let reused = last.flatMap { $0.synonyms == synonyms ? $0.catalog.reused(from: $0.input, for: recipes) : nil }
        let catalog = reused ?? make()
        lock.withLock {
            lastCatalog = (recipes, synonyms, catalog)
            lastCatalogReused = reused != nil
        }
        return catalog
    }

    /// The outputs of the file `origin` of `folder` (`SiteFiles`): the last build's when it was
    /// the same file with the same size and the same `originals`, else `make`'s.
    func copies(of origin: String, in folder: URL, size: (width: Int, height: Int)?, originals: Bool,
                make: () -> [OutputFile]) -> [OutputFile] {
        if let kept = lock.withLock({ copyOutputs[origin] }), kept.folder == folder, kept.originals == originals,
           kept.size?.width == size?.width, kept.size?.height == size?.height {
            return kept.files
        }
        let files = make()
        lock.withLock { copyOutputs[origin] = (folder, size, originals, files) }
        return files
    }

    /// Two outputs at one path (`SitePlanner.collisions`): the last build's finding when every
    /// output has the path and origin it had then (what the finding reads), else `find`'s.
    func collisions(_ outputs: [SitePlan.Claim], find: ([SitePlan.Claim]) -> [Diagnostic]) -> [Diagnostic] {
        let last = lock.withLock { lastCollisions }
        if let last, last.outputs == outputs {
            return last.diagnostics
        }
        let found = find(outputs)
        lock.withLock { lastCollisions = (outputs, found) }
        return found
    }

    /// `NutritionEstimate` under `config`, kept while the settings stay the same: compared once a
    /// build, not once a recipe (they hold the whole food table).
    func estimate(config: SiteConfig) -> @Sendable (Recipe) -> NutritionEstimate? {
        lock.withLock { if estimateConfig != config { (estimates, estimateConfig) = ([:], config) } }
        return { [self] recipe in
            if let known = lock.withLock({ estimates[recipe.sourcePath] }) { return known }
            let estimate = NutritionEstimate(recipe, config: config)
            lock.withLock { estimates[recipe.sourcePath] = .some(estimate) }
            return estimate
        }
    }

    /// Every field a link's resolution reads (`slugs` is made from the first).
    static func same(_ a: SiteIndex, _ b: SiteIndex) -> Bool {
        a.slugsByContentPath == b.slugsByContentPath && a.contentFiles == b.contentFiles && a.staticFiles == b.staticFiles
    }
}
