import RecipositoryCore
import RecipositoryPictures

/// The validate stage's site-wide half, after the recipes' own (`RecipeCollection.validate`):
/// the configuration's and the theme's problems, files nobody uses, and two outputs claiming
/// one path, which `check` finds as `build` does. Pure: it works on what load read.
enum SiteValidation {
    static func run(layout: SiteLayout, loaded: SiteLoader.Loaded, config: SiteConfig, configDiagnostics: [Diagnostic],
                    result: RecipeCollection.Result, includeDrafts: Bool) -> SiteCheck {
        var result = result
        let failed = result.failedFiles
        let published = result.recipes.filter { !failed.contains($0.sourcePath) && (includeDrafts || !$0.isDraft) }
        let (theme, themeDiagnostics) = loaded.templatesFolder.map { Theme.make(overriding: loaded.templateFiles, displayRoot: $0) }
            ?? (Theme.builtIn, [])
        // The pictures the pages show with their size (those of `image:` and `gallery:`).
        let shown = Set(published.flatMap { r in ([r.image].compactMap { $0 } + r.gallery).compactMap(\.file) })
        let sizes = loaded.pictureSizes.filter { shown.contains($0.key) }
        var renderer = SiteRenderer(theme: theme, config: config, imageSize: { sizes[$0] })
        // A file the site puts in `static/` itself (its own robots.txt) replaces the one the build would make.
        renderer.formats.removeAll { $0.yieldsToStaticFile && loaded.staticFiles.contains($0.pathPattern) }
        // One ingredient folding (synonyms included) for the pages and the search index.
        let normalizer = IngredientNormalizer(synonyms: config.synonyms)
        let pages = renderer.pages(SiteCatalog(published, normalizer: normalizer))
        let assets = theme.assets.sorted { $0.key < $1.key }.map { OutputFile(path: $0.key, contents: .bytes($0.value), origin: "the theme") }
        let others = files(published, config: config, loaded: loaded, layout: layout, routes: renderer.routes, pagePaths: Set(pages.paths))

        var diagnostics = loaded.diagnostics + configDiagnostics + loaded.templateDiagnostics + themeDiagnostics + pages.diagnostics
        diagnostics += unpublished(loaded, recipes: result.recipes) { loaded.display(layout.content.appendingPathComponent($0)) }
        let publishedPictures = loaded.staticFiles.union(referencedFiles(published).intersection(loaded.contentFiles))
        diagnostics += PictureChecks.diagnostics(loaded.pictureProblems, published: publishedPictures) {
            loaded.display((loaded.staticFiles.contains($0) ? layout.staticFolder : layout.content).appendingPathComponent($0))
        }
        // Every file the build writes, what the build makes before what it copies, so the
        // diagnostic names the copied file.
        diagnostics += collisions(pages.paths.map { ($0, "the theme") } + assets.map { ($0.path, $0.origin) }
            + SearchIndexFiles.paths.map { ($0, SearchIndexFiles.origin) } + [(OfflineSite.workerPath, OfflineSite.workerOrigin)]
            + others.flatMap { file in file.paths.map { ($0, file.origin) } })
        result.diagnostics = (result.diagnostics + diagnostics).sorted()
        if let single = layout.singleFile {
            let path = loaded.display(single)
            result.recipes = result.recipes.filter { $0.sourcePath == path }
            result.diagnostics = result.diagnostics.filter { $0.location.file == path }
        }
        return SiteCheck(layout: layout, loaded: loaded, config: config, result: result, published: published,
                         theme: theme, formats: renderer.formats, pages: pages, normalizer: normalizer, pictureSizes: sizes, files: assets + others)
    }

    /// Two files claiming one path are a diagnostic, never a silent overwrite.
    static func collisions(_ outputs: [(path: String, origin: String)]) -> [Diagnostic] {
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

    /// A file in `content/` that no recipe uses is not published (only `static/` is copied
    /// whole): said once per file, so nobody wonders where it went.
    static func unpublished(_ loaded: SiteLoader.Loaded, recipes: [Recipe], show: (String) -> String) -> [Diagnostic] {
        let used = referencedFiles(recipes)
        return loaded.contentFiles.filter { !used.contains($0) && !$0.lowercased().hasSuffix(".md") }.sorted().map { path in
            Diagnostic(.unpublishedFile, "No recipe uses this file, so it is not published; to publish it as it is, move it to `static/`.",
                       at: SourceLocation(file: show(path), line: 1, column: 1))
        }
    }

    /// Every site file the recipes point at: pictures, gallery, pictures and links in the text.
    static func referencedFiles(_ recipes: [Recipe]) -> Set<String> {
        var used = Set<String>()
        for recipe in recipes {
            for reference in [recipe.image].compactMap({ $0 }) + recipe.gallery + recipe.bodyImages + recipe.links {
                if let path = reference.file { used.insert(path) }
            }
        }
        return used
    }
}

private extension SiteValidation {
    /// The files that are neither pages, theme assets nor the search index: the kitchen tables,
    /// the web manifest and icon, each recipe's Markdown and the copied files.
    static func files(_ recipes: [Recipe], config: SiteConfig, loaded: SiteLoader.Loaded, layout: SiteLayout,
                      routes: Routes, pagePaths: Set<String>) -> [OutputFile] {
        var files = [KitchenDataScript.file(config)]
        files += OfflineSite.files(config: config)
        // A recipe's file goes beside its page, so none for a recipe whose page another took.
        files += recipeSources(recipes, loaded: loaded, routes: routes).filter { pagePaths.contains($0.page) }.map(\.file)
        files += copies(recipes, config: config, loaded: loaded, layout: layout)
        return files
    }

    /// Each recipe's Markdown exactly as written, beside its page (`recipes/<slug>/<slug>.md`), for
    /// the page's "Share the recipe file" link, with the path of that page: only pages that were
    /// made get one (a draft or a second recipe with the same slug has none).
    static func recipeSources(_ recipes: [Recipe], loaded: SiteLoader.Loaded, routes: Routes) -> [(page: String, file: OutputFile)] {
        let sources = Dictionary(loaded.recipes.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var written = Set<String>()
        return recipes.indices.sorted { recipes[$0].sourcePath < recipes[$1].sourcePath }.compactMap { position in
            let recipe = recipes[position]
            let folder = routes.recipeFolder(recipe.slug)
            guard let bytes = sources[recipe.sourcePath], written.insert(recipe.slug).inserted else { return nil }
            return (folder + "index.html", OutputFile(path: folder + ShareLinksViewModel.sourceFileName(slug: recipe.slug),
                                                      contents: .bytes(bytes), origin: recipe.sourcePath))
        }
    }

    /// `static/` is copied as it is (Hugo's convention: the site's deliberate public folder); of
    /// `content/`, only the files the built recipes use (pictures, linked files), at the same
    /// paths: notes, drafts' pictures and anything else left there are not published.
    /// A JPEG, PNG or WebP is not copied: it is published in sized copies with no metadata (its
    /// own path holds one at most `PictureSettings.widths.max()` wide, in its own format), and
    /// the original too only when the site asks (`pictures: {originals: true}`).
    static func copies(_ recipes: [Recipe], config: SiteConfig, loaded: SiteLoader.Loaded, layout: SiteLayout) -> [OutputFile] {
        let used = referencedFiles(recipes)
        let sources = loaded.staticFiles.sorted().map { ($0, layout.staticFolder, "static/\($0)") }
            + loaded.contentFiles.filter { used.contains($0) && !$0.lowercased().hasSuffix(".md") }.sorted().map {
                ($0, layout.content, "content/\($0)")
            }
        return sources.flatMap { path, folder, origin -> [OutputFile] in
            let url = folder.appendingPathComponent(path)
            guard let format = PictureFiles.format(path) else { return [OutputFile(path: path, contents: .copy(from: url), origin: origin)] }
            guard let size = loaded.pictureSizes[path] else { return [] }
            let copies = PictureCopies(path: path, format: format, width: size.width)
            let made = OutputFile(path: path, contents: .picture(from: url, format: format,
                                                                 files: copies.files(includingOwnPath: !config.publishesOriginalPictures)),
                                  origin: origin)
            return config.publishesOriginalPictures ? [OutputFile(path: path, contents: .copy(from: url), origin: origin), made] : [made]
        }
    }
}
