import Foundation
import RecipositoryCore

/// `recipository build`: the whole pipeline, named in one place.
/// load -> split front matter -> parse -> build typed model -> validate   (SiteCheck)
///      -> index -> render -> write                                       (here)
/// Everything between loading and writing is pure; only the loader and the writer touch the disk.
public struct SiteBuild: Sendable {
    public struct Options: Sendable {
        public var output: String?
        /// Build even when some recipes have errors: those recipes are left out and listed.
        public var buildAnyway = false
        public var includeDrafts = false
        /// Build into a folder a build did not make, moving it aside to `DIR.previous` first.
        public var force = false

        public init(output: String? = nil, buildAnyway: Bool = false, includeDrafts: Bool = false, force: Bool = false) {
            self.output = output
            self.buildAnyway = buildAnyway
            self.includeDrafts = includeDrafts
            self.force = force
        }
    }

    public struct Summary: Sendable {
        public var recipes: Int
        public var files: Int
        public var diagnostics: [Diagnostic]
        /// Recipe files left out because of their errors (only with `buildAnyway`).
        public var leftOut: [String]
        public var wrote: Bool
        public var output: URL
        /// Where the folder that was at the output went, when `force` took it over.
        public var movedAside: URL? = nil
    }

    public static func run(path: String, options: Options, times: StageTimes = StageTimes()) throws -> Summary {
        let check = try SiteCheck.run(path: path, renderHTML: true, times: times)
        let output = URL(fileURLWithPath: options.output ?? check.layout.defaultOutput.path)
        let writer = SiteWriter(output: output, force: options.force)
        try writer.checkSafe(site: check.layout)

        var diagnostics = check.result.diagnostics
        let failed = check.result.failedFiles
        guard failed.isEmpty || options.buildAnyway else {
            return Summary(recipes: check.result.recipes.count, files: 0, diagnostics: diagnostics, leftOut: [], wrote: false, output: output)
        }
        let recipes = Self.recipes(of: check, options: options)
        diagnostics += UnbuiltLinks.diagnostics(built: recipes, all: check.result.recipes, failed: failed)

        // The search index and the list of files to copy are one core's work; the render plan's
        // catalog leaves the other idle.
        let ((index, sources, copied), (plan, themeDiagnostics)) = alongside({ [config = check.config] in
            (times.measure(.index) { searchIndexFiles(recipes, config: config) }, recipeSources(recipes, check: check), copies(check, recipes: recipes))
        }, { renderPlan(recipes, check: check, times: times) })
        diagnostics += themeDiagnostics + plan.diagnostics

        let pagePaths = plan.pagePaths
        var files = plan.assets.map { OutputFile(path: $0.path, contents: .bytes($0.bytes), origin: "the theme") }
        files += index
        files.append(KitchenDataScript.file(check.config))
        files += OfflineSite.files(config: check.config)
        // A recipe's file goes beside its page, so none for a recipe whose page another took.
        let pages = Set(pagePaths)
        files += sources.filter { pages.contains($0.page) }.map(\.file)
        files += copied
        diagnostics += SiteWriter.collisions(pagePaths.map { ($0, "the theme") } + files.map { ($0.path, $0.origin) })
        diagnostics.sort()
        guard !diagnostics.contains(where: { $0.severity == .error && !failed.contains($0.location.file) }) else {
            return Summary(recipes: recipes.count, files: 0, diagnostics: diagnostics, leftOut: failed.sorted(), wrote: false, output: output)
        }
        // Render and write are one pass: each unit's files are written as soon as they are made.
        let movedAside = try writer.write(files, units: plan.unitCount, unitPaths: pagePaths, times: times,
                                          finishing: { [OfflineSite.worker($0)] }) { unit in
            plan.pages(unit: unit, times: times)
        }
        return Summary(recipes: recipes.count, files: pagePaths.count + files.count, diagnostics: diagnostics,
                       leftOut: failed.sorted(), wrote: true, output: output, movedAside: movedAside)
    }
}

extension SiteBuild {
    /// The recipes that get pages: drafts only when asked for, and none with errors (which only
    /// a build told to go on anyway gets as far as).
    public static func recipes(of check: SiteCheck, options: Options) -> [Recipe] {
        let failed = check.result.failedFiles
        return check.result.recipes.filter { !failed.contains($0.sourcePath) && (options.includeDrafts || !$0.isDraft) }
    }

    /// Every page the site's recipes make, planned but not rendered, and the theme's diagnostics.
    /// `run` renders and writes it; the benchmark renders it alone.
    public static func renderPlan(_ recipes: [Recipe], check: SiteCheck, times: StageTimes) -> (RenderPlan, [Diagnostic]) {
        let (theme, themeDiagnostics) = Theme.load(siteTemplatesDirectory: templatesFolder(check.layout))
        let sizes = imageSizes(for: recipes, layout: check.layout)
        var renderer = SiteRenderer(theme: theme, config: check.config, imageSize: { sizes[$0] })
        renderer.formats.removeAll { $0.yieldsToStaticFile && check.loaded.staticFiles.contains($0.pathPattern) }
        let plan = times.measure(.render) { [renderer] in renderer.plan(recipes) }
        return (plan, themeDiagnostics)
    }
}

private extension SiteBuild {
    static func templatesFolder(_ layout: SiteLayout) -> String? {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: layout.templates.path, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue ? layout.templates.path : nil
    }

    /// Sizes of every picture the recipes show, keyed by site path, read from the file headers.
    /// Read on every core: a collection can have thousands of pictures.
    static func imageSizes(for recipes: [Recipe], layout: SiteLayout) -> [String: (width: Int, height: Int)] {
        let paths = Array(Set(recipes.flatMap { r in ([r.image].compactMap { $0 } + r.gallery).compactMap(\.resolvedPath) }))
        let read = paths.parallelMap { path -> (width: Int, height: Int)? in
            let inStatic = layout.staticFolder.appendingPathComponent(path)
            let url = FileManager.default.fileExists(atPath: inStatic.path) ? inStatic : layout.content.appendingPathComponent(path)
            return ImageSize.read(url)
        }
        var sizes: [String: (width: Int, height: Int)] = [:]
        for (path, size) in zip(paths, read) { sizes[path] = size }
        return sizes
    }

    /// `search-index.json`, and `search-index.js` made from the same bytes for pages opened from
    /// disk, where a browser will not fetch the JSON.
    static func searchIndexFiles(_ recipes: [Recipe], config: SiteConfig) -> [OutputFile] {
        let normalizer = IngredientNormalizer(synonyms: config.synonyms)
        let index = SearchIndexBuilder.build(recipes, normalizer: normalizer, urlFor: { SiteIndex.recipePath(slug: $0.slug) + "index.html" })
        let json = index.jsonBytes()
        return [
            OutputFile(path: "search-index.json", contents: .bytes(json), origin: "the search index"),
            OutputFile(path: SearchIndexScript.path, contents: .bytes(SearchIndexScript.wrapping(json)), origin: "the search index"),
        ]
    }

    /// Each recipe's Markdown exactly as written, beside its page (`recipes/<slug>/<slug>.md`), for
    /// the page's "Share the recipe file" link, with the path of that page: only pages that were
    /// made get one (a draft or a second recipe with the same slug has none).
    static func recipeSources(_ recipes: [Recipe], check: SiteCheck) -> [(page: String, file: OutputFile)] {
        let sources = Dictionary(check.loaded.recipes.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var written = Set<String>()
        return recipes.indices.sorted { recipes[$0].sourcePath < recipes[$1].sourcePath }.compactMap { position in
            let recipe = recipes[position]
            let folder = SiteIndex.recipePath(slug: recipe.slug)
            guard let bytes = sources[recipe.sourcePath], written.insert(recipe.slug).inserted else { return nil }
            return (folder + "index.html", OutputFile(path: folder + ShareLinksViewModel.sourceFileName(slug: recipe.slug),
                                                      contents: .bytes(bytes), origin: recipe.sourcePath))
        }
    }

    /// `static/` is copied as it is (Hugo's convention: the site's deliberate public folder); of
    /// `content/`, only the files the built recipes use (pictures, linked files), at the same
    /// paths: notes, drafts' pictures and anything else left there are not published.
    static func copies(_ check: SiteCheck, recipes: [Recipe]) -> [OutputFile] {
        let layout = check.layout
        let staticFiles = check.loaded.staticFiles.sorted().map {
            OutputFile(path: $0, contents: .copy(from: layout.staticFolder.appendingPathComponent($0)), origin: "static/\($0)")
        }
        let used = referencedFiles(recipes)
        let contentFiles = check.loaded.contentFiles.filter { used.contains($0) && !$0.lowercased().hasSuffix(".md") }.sorted().map {
            OutputFile(path: $0, contents: .copy(from: layout.content.appendingPathComponent($0)), origin: "content/\($0)")
        }
        return staticFiles + contentFiles
    }
}

extension SiteBuild {
    /// Every site file the recipes point at: pictures, gallery, pictures and links in the text.
    public static func referencedFiles(_ recipes: [Recipe]) -> Set<String> {
        var used = Set<String>()
        for recipe in recipes {
            for reference in [recipe.image].compactMap({ $0 }) + recipe.gallery + recipe.bodyImages + recipe.links {
                if let path = reference.resolvedPath { used.insert(path) }
            }
        }
        return used
    }
}
