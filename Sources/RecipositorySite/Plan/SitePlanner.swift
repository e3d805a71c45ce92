import RecipositoryCore

/// The plan stage: one renderer, and the list of every output with its inputs (`SitePlan`),
/// from what validation accepted. Pure and cheap: it renders nothing and paints nothing.
enum SitePlanner {
    /// `memo`: a long-lived process's, which keeps the catalog between builds (`BuildMemo.catalog`).
    static func plan(_ check: SiteCheck, memo: BuildMemo? = nil) -> SitePlan {
        let renderer = renderer(check)
        // The copied files and the recipes' Markdown need no page's path: made on the other core
        // while the catalog is grouped, which is most of the plan and much of it on one core.
        let (unpaged, pages) = alongside({ [routes = renderer.routes] in SiteFiles.unpaged(check, routes: routes, memo: memo) }, {
            let make = { SiteCatalog(check.published, normalizer: check.normalizer) }
            return renderer.pages(memo?.catalog(check.published, synonyms: check.config.synonyms, make: make) ?? make())
        })
        // The theme's assets by path: their bytes are made by the render stage, which `check` never runs.
        let others = SiteFiles.files(check, pagePaths: Set(pages.paths), unpaged: unpaged)
        var plan = SitePlan(diagnostics: [], renderer: renderer, pages: pages, assetPaths: check.theme.assetPaths, files: others)
        let claims = claims(plan)
        plan.diagnostics = (pages.diagnostics + (memo?.collisions(claims, find: collisions) ?? collisions(claims))).sorted()
        return plan
    }

    /// The one renderer of what validation accepted: its theme, settings, rows and pictures' sizes.
    static func renderer(_ check: SiteCheck) -> SiteRenderer {
        var renderer = SiteRenderer(theme: check.theme, config: check.config, imageSize: { [sizes = check.pictureSizes] in sizes[$0] })
        renderer.formats = check.formats
        return renderer
    }

    /// Where each output goes and who makes it, the outputs' (`outputs`) in their order: all that
    /// the check for two outputs at one path reads. The outputs with their inputs, made for it,
    /// were the peak of a build's memory (30 MB more at 10,000 recipes); these share the pages' paths.
    static func claims(_ plan: SitePlan) -> [SitePlan.Claim] {
        var claims = plan.pages.jobs.map { SitePlan.Claim(path: $0.path, origin: "the theme") }
        claims += plan.assetPaths.map { SitePlan.Claim(path: $0, origin: SitePlan.assetOrigin) }
        claims += SearchIndexFiles.paths.map { SitePlan.Claim(path: $0, origin: SearchIndexFiles.origin) }
        claims.append(SitePlan.Claim(path: OfflineSite.workerPath, origin: OfflineSite.workerOrigin))
        claims += OfflineSite.pngIconPaths.map { SitePlan.Claim(path: $0, origin: OfflineSite.origin) }
        claims += plan.files.flatMap { file in file.paths.map { SitePlan.Claim(path: $0, origin: file.origin) } }
        return claims
    }

    /// Every output of `plan`, with its inputs: made when asked for, not kept (at 10,000 recipes
    /// they are about 30 MB, which a build would hold while it renders). Nothing in a build reads
    /// the inputs; the check for two outputs at one path reads their `claims`.
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
        let assetOutputs = plan.assetPaths.map { SitePlan.Output(path: $0, origin: SitePlan.assetOrigin, inputs: [.themeFile($0)]) }
        let index = SearchIndexFiles.paths.map { SitePlan.Output(path: $0, origin: SearchIndexFiles.origin, inputs: [.everyRecipe, .settings]) }
        let worker = SitePlan.Output(path: OfflineSite.workerPath, origin: OfflineSite.workerOrigin, inputs: [.everyOutput])
        let icons = OfflineSite.pngIconPaths.map { SitePlan.Output(path: $0, origin: OfflineSite.origin, inputs: [.settings]) }
        let otherOutputs = plan.files.flatMap { file in
            file.paths.map { SitePlan.Output(path: $0, origin: file.origin, inputs: inputs(of: file)) }
        }
        // What the build makes before what it copies, so a collision names the copied file.
        return pageOutputs + assetOutputs + index + [worker] + icons + otherOutputs
    }

    /// Two outputs claiming one path are a diagnostic, never a silent overwrite.
    static func collisions(_ outputs: [SitePlan.Claim]) -> [Diagnostic] {
        var first: [String: String] = [:]
        first.reserveCapacity(outputs.count)
        var diagnostics: [Diagnostic] = []
        for output in outputs {
            // Case-insensitive disks would merge them too; a path with no capital letter is its own key, not a copy.
            let key = output.path.utf8.allSatisfy { $0 < 0x80 && !(0x41...0x5A).contains($0) } ? output.path : output.path.lowercased()
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
        case .bytes, .deflated: file.origin.hasSuffix(".md") ? [.recipe(file.origin)] : [.settings]
        }
    }
}
