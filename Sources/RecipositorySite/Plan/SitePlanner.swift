import RecipositoryCore

/// The plan stage: one renderer, and the list of every output with its inputs (`SitePlan`),
/// from what validation accepted. Pure and cheap: it renders nothing and paints nothing.
enum SitePlanner {
    /// `memo`: a long-lived process's, which keeps the catalog between builds (`BuildMemo.catalog`).
    static func plan(_ check: SiteCheck, memo: BuildMemo? = nil) -> SitePlan {
        var renderer = SiteRenderer(theme: check.theme, config: check.config, imageSize: { [sizes = check.pictureSizes] in sizes[$0] })
        renderer.formats = check.formats
        let make = { SiteCatalog(check.published, normalizer: check.normalizer) }
        let catalog = memo?.catalog(check.published, synonyms: check.config.synonyms, make: make) ?? make()
        let pages = renderer.pages(catalog)
        let assets = check.theme.assets.sorted { $0.key < $1.key }.map {
            OutputFile(path: $0.key, contents: .bytes($0.value), origin: "the theme")
        }
        let others = SiteFiles.files(check, routes: renderer.routes, pagePaths: Set(pages.paths), memo: memo)
        var plan = SitePlan(diagnostics: [], renderer: renderer, pages: pages, files: assets + others, assetCount: assets.count)
        let outputs = plan.outputs
        plan.diagnostics = (pages.diagnostics + (memo?.collisions(outputs, find: collisions) ?? collisions(outputs))).sorted()
        return plan
    }

    /// Every output of `plan`, with its inputs: made when asked for, not kept, since only the
    /// check for two outputs at one path and the tests read them (at 10,000 recipes they are
    /// 17 MB, which a build would otherwise hold while it renders).
    static func outputs(_ plan: SitePlan) -> [SitePlan.Output] {
        let (pages, catalog) = (plan.pages, plan.pages.catalog)
        // The pages of a paged list share one array of its inputs: each page's own would hold every
        // recipe of the list once a page.
        var last: (key: String, inputs: [SitePlan.Input])?
        let pageOutputs = pages.jobs.map { job -> SitePlan.Output in
            let key: String? = if case .term(let term) = job.subject { job.format.name + "/" + term.slug } else { nil }
            if let key, let last, last.key == key { return SitePlan.Output(path: job.path, origin: "the theme", inputs: last.inputs) }
            let made: [SitePlan.Input] = switch job.subject {
            case .recipe(let position): [.recipe(catalog.recipes[position].sourcePath)]
            case .term(let term): term.recipes.indices.map { .recipe(term.recipes.sourcePath(at: $0)) }
            case .site: [.everyRecipe]
            }
            let inputs = made + job.format.templates.map { .template($0) } + [.templates, .settings]
            if let key { last = (key, inputs) }
            return SitePlan.Output(path: job.path, origin: "the theme", inputs: inputs)
        }
        let (assets, others) = (plan.files.prefix(plan.assetCount), plan.files.dropFirst(plan.assetCount))
        let assetOutputs = assets.map { SitePlan.Output(path: $0.path, origin: $0.origin, inputs: [.themeFile($0.path)]) }
        let index = SearchIndexFiles.paths.map { SitePlan.Output(path: $0, origin: SearchIndexFiles.origin, inputs: [.everyRecipe, .settings]) }
        let worker = SitePlan.Output(path: OfflineSite.workerPath, origin: OfflineSite.workerOrigin, inputs: [.everyOutput])
        let icons = OfflineSite.pngIconPaths.map { SitePlan.Output(path: $0, origin: OfflineSite.origin, inputs: [.settings]) }
        let otherOutputs = others.flatMap { file in
            file.paths.map { SitePlan.Output(path: $0, origin: file.origin, inputs: inputs(of: file)) }
        }
        // What the build makes before what it copies, so a collision names the copied file.
        return pageOutputs + assetOutputs + index + [worker] + icons + otherOutputs
    }

    /// Two outputs claiming one path are a diagnostic, never a silent overwrite.
    static func collisions(_ outputs: [SitePlan.Output]) -> [Diagnostic] {
        var first: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for output in outputs {
            let key = output.path.lowercased()  // case-insensitive disks would merge them too
            if let earlier = first[key] {
                diagnostics.append(Diagnostic(.outputCollision,
                                              "Two things would be written to `\(output.path)`; the site would lose one of them.",
                                              at: SourceLocation(file: output.origin, line: 1, column: 1),
                                              note: "the other comes from \(earlier)"))
            } else {
                first[key] = output.origin
            }
        }
        return diagnostics
    }

    /// A made file's inputs: a recipe's Markdown is its recipe, a copy its source, the rest the settings.
    private static func inputs(of file: OutputFile) -> [SitePlan.Input] {
        switch file.contents {
        case .copy, .picture: [.file(file.origin)]
        case .bytes: file.origin.hasSuffix(".md") ? [.recipe(file.origin)] : [.settings]
        }
    }
}
