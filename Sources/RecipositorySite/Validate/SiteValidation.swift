import RecipositoryCore
import RecipositoryPictures

/// The validate stage's site-wide half, after the recipes' own (`RecipeCollection.validate`):
/// the configuration's and the theme's problems, files nobody uses, pictures that cannot be
/// published. Diagnostics only: the plan stage (`SitePlanner`) decides the outputs. Pure: it works
/// on what load read.
enum SiteValidation {
    static func run(layout: SiteLayout, loaded: SiteLoader.Loaded, config: SiteConfig, configDiagnostics: [Diagnostic],
                    result: RecipeCollection.Result, includeDrafts: Bool) -> SiteCheck {
        var result = result
        let failed = result.failedFiles
        // When every recipe is published (nearly always) the list is shared, not copied recipe by recipe.
        let recipes = result.recipes
        let publishes = { (position: Int) in !failed.contains(recipes[position].sourcePath) && (includeDrafts || !recipes[position].isDraft) }
        let published = recipes.indices.allSatisfy(publishes) ? recipes : recipes.indices.filter(publishes).map { recipes[$0] }
        let (theme, themeDiagnostics) = loaded.templatesFolder.map { Theme.make(overriding: loaded.templateFiles, displayRoot: $0) }
            ?? (Theme.builtIn, [])
        // The pictures the pages show with their size (`image:`, `gallery:` and those in the text).
        let shown = Set(published.flatMap { r in ([r.image].compactMap { $0 } + r.gallery + r.bodyImages).compactMap(\.file) })
        let sizes = loaded.pictureSizes.filter { shown.contains($0.key) }
        // A file the site puts in `static/` itself (its own robots.txt) replaces the one the build would make.
        let formats = OutputFormat.defaults.filter { !($0.yieldsToStaticFile && loaded.staticFiles.contains($0.pathPattern)) }
        // One ingredient folding (synonyms included) for the pages and the search index.
        let normalizer = IngredientNormalizer(synonyms: config.synonyms)

        var diagnostics = loaded.diagnostics + configDiagnostics + loaded.templateDiagnostics + themeDiagnostics
        diagnostics += unpublished(loaded, recipes: result.recipes) { loaded.display(layout.content.appendingPathComponent($0)) }
        let publishedPictures = loaded.staticFiles.union(referencedFiles(published).intersection(loaded.contentFiles))
        diagnostics += PictureChecks.diagnostics(loaded.pictureProblems, published: publishedPictures) {
            loaded.display((loaded.staticFiles.contains($0) ? layout.staticFolder : layout.content).appendingPathComponent($0))
        }
        result.diagnostics = (result.diagnostics + diagnostics).sorted()
        if let single = layout.singleFile {
            let path = loaded.display(single)
            result.recipes = result.recipes.filter { $0.sourcePath == path }
            result.diagnostics = result.diagnostics.filter { $0.location.file == path }
        }
        return SiteCheck(layout: layout, loaded: loaded, config: config, result: result, published: published,
                         theme: theme, formats: formats, normalizer: normalizer, pictureSizes: sizes)
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
        // Each list gone through where it is: joining them made three arrays a recipe, every save.
        func use(_ references: [Reference]) {
            for reference in references { if let path = reference.file { used.insert(path) } }
        }
        // By position: iterating would copy each whole `Recipe`.
        for recipe in recipes.indices {
            if let path = recipes[recipe].image?.file { used.insert(path) }
            use(recipes[recipe].gallery)
            use(recipes[recipe].bodyImages)
            use(recipes[recipe].links)
        }
        return used
    }
}
