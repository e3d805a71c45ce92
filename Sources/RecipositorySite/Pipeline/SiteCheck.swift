import Foundation
import RecipositoryCore

/// What the stages up to validation made: `show` stops here, `check` and `list` go on to plan,
/// `build` to plan, index, render and write.
public struct SiteCheck: Sendable {
    public var layout: SiteLayout
    public var loaded: SiteLoader.Loaded
    public var config: SiteConfig
    /// Every recipe built and every problem found so far, sorted by place.
    public var result: RecipeCollection.Result
    /// The recipes that get pages: none with errors, drafts only when asked for.
    public var published: [Recipe]
    let theme: Theme
    /// The output-format rows the site's pages come from (the default table, less a file the
    /// site's `static/` makes itself), and so its URLs.
    let formats: [OutputFormat]
    public var routes: Routes { Routes(formats) }
    /// The one ingredient folding of the pages and the search index.
    let normalizer: IngredientNormalizer
    /// The sizes of the pictures the pages show at their size (`image:`, `gallery:`, the text's).
    let pictureSizes: [String: (width: Int, height: Int)]
    /// What the recipes' links were resolved against, part of an incremental build's keys.
    var links = SiteIndex()
    /// How the recipes' front matter was read (the site's own keys), to model a recipe again (`Pipeline.remodel`).
    var decoder = FrontMatterDecoder()
    /// Whether the recipes are held as listed (`Recipe.listed`): a plain build's.
    var listed = false
    /// The nutrition estimates of recipes held as listed, by file, made from their whole models
    /// where anything shows them (`NutritionEstimates.isShown`).
    var estimates: [String: NutritionEstimate?] = [:]
    /// The recipe files held deflated once modelled, their bytes in `loaded` let go: a build that
    /// holds its recipes as listed (`packSources`).
    var packed: PackedSources?
    /// This build's models, for the writer to keep in the build cache (`CachedModels`).
    var models: ModelCache.Next?
    /// The whole model of a recipe held as listed from the build cache, by its file (`CachedModels.wholeModels`):
    /// a build that starts afresh reads the models it keeps as listed; nil for a recipe held whole.
    var wholeModels: (@Sendable (String) -> Recipe?)?
}

/// What `build` is asked to do.
public struct BuildOptions: Sendable {
    public var output: String?
    /// Build even when some recipes have errors: those recipes are left out and listed.
    public var buildAnyway = false
    public var includeDrafts = false
    /// Build into a folder a build did not make, moving it aside to `DIR.previous` first.
    public var force = false
    /// Start from the previous site at the output and write only the files whose bytes change
    /// (`PreviousTree`); the summary then names them.
    public var incremental = false
    /// For `serve`: pages load the reload script from this address, and no service worker is
    /// written (a cached page must never hide an edit).
    public var previewScript: String?
    /// The process exits once the build returns (`recipository build`): what the build holds is
    /// left to the process's end rather than released piece by piece (`ProcessEnd`).
    public var endsProcess = false
    /// Whether a plain build holds its recipes as listed whatever their number (`Pipeline.holdsAsListed`
    /// otherwise decides): for the tests, which show a small site built so is the same site.
    var holdsAsListed: Bool?

    public init(output: String? = nil, buildAnyway: Bool = false, includeDrafts: Bool = false, force: Bool = false,
                incremental: Bool = false, previewScript: String? = nil, endsProcess: Bool = false) {
        self.endsProcess = endsProcess
        self.output = output
        self.buildAnyway = buildAnyway
        self.includeDrafts = includeDrafts
        self.force = force
        self.incremental = incremental
        self.previewScript = previewScript
    }
}

/// What `build` did.
public struct BuildSummary: Sendable {
    public var recipes: Int
    public var files: Int
    public var diagnostics: [Diagnostic]
    /// Recipe files with errors: left out with `buildAnyway`, else the reason nothing was built.
    public var leftOut: [String]
    public var wrote: Bool
    public var output: URL
    /// Where the folder that was at the output went, when `force` took it over.
    public var movedAside: URL? = nil
    /// For an incremental build, the files whose bytes changed, appeared or went.
    public var changed: [String]? = nil
    /// How many pages (and mail files) were rendered; an incremental build keeps the others from
    /// the previous site.
    public var rendered: Int? = nil
    /// For a build that starts afresh from the build cache: how many recipes' models it took from
    /// the cache, and how many it parsed and modelled.
    public var models: (kept: Int, made: Int)? = nil
    /// For an incremental build: how many source files the stat index gave a key or hash
    /// (`SourceIndex`), and how many were hashed.
    public var sources: (taken: Int, hashed: Int)? = nil
    /// For an incremental build: how many pictures' sizes the stat index gave, and how many were read.
    public var pictures: (taken: Int, read: Int)? = nil
    /// For a build that starts afresh from the build cache: whether the search index's files were
    /// the last build's (nothing they show changed: `BuildFingerprint.searchIndexKey`) or made.
    public var searchIndexKept: Bool? = nil
    /// Errors in no recipe (the site's files, settings or theme): `buildAnyway` cannot leave them out.
    public var outsideRecipes: Int {
        let failed = Set(leftOut)
        return diagnostics.count { $0.severity == .error && !failed.contains($0.location.file) }
    }
}
