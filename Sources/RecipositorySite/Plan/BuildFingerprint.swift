import RecipositoryCore

/// The keys an incremental build compares with the last build's (`BuildCache`): pure, from what
/// load read and what plan decided. A key holds everything its output can show, so an equal key
/// means the same bytes as a full build would write:
///
/// - `global`: what every page may use: the program (`ProgramIdentity`, which holds the default
///   theme), the build's options, `recipository.yml`, the site's `Templates/`, the site's folders,
///   and every picture's size;
/// - `links`: what a recipe's links resolve against (`SiteIndex`: every recipe's slug by file,
///   the files of `content/` and `static/`), so a recipe made, renamed or deleted re-renders
///   every page;
/// - each recipe's source (`recipe`), and with its terms (the category, cuisine, tags and
///   ingredients it is listed under, with how many recipes each has: its page links them
///   with their counts);
/// - `site`: all of it and the bytes of every other file, so an unchanged site is not even parsed.
///
/// A unit's key: a recipe's page and mail files, its recipe with its terms and the recipes it
/// names as related (their cards); a term's listing or cookbook, its recipes with their terms;
/// any other page (home, A–Z, search, feed, sitemap, the whole cookbook), every recipe, in order.
struct BuildFingerprint: Sendable {
    static let version = "recipository incremental 1"

    let global: String
    let site: String
    /// Each recipe file's key, by its path as diagnostics show it.
    let recipes: [String: String]

    init(_ loaded: SiteLoader.Loaded, layout: SiteLayout, options: BuildOptions, program: String, fileDigests: [String: String]) {
        var global = Fingerprint(Self.version)
        global.add(program)
        global.add([options.includeDrafts, options.buildAnyway].map { $0 ? "1" : "0" }.joined())
        global.add(options.previewScript ?? "")
        global.add(loaded.configText ?? "\u{0}none")
        for folder in [layout.root, layout.content, layout.staticFolder, layout.templates, layout.recipesFolder] { global.add(folder.path) }
        global.add(loaded.templatesFolder ?? "")
        for (path, bytes) in loaded.templateFiles.sorted(by: { $0.key < $1.key }) {
            global.add(path)
            global.add(bytes)
        }
        for (path, size) in loaded.pictureSizes.sorted(by: { $0.key < $1.key }) {
            global.add(path)
            global.add(size.width)
            global.add(size.height)
        }
        for (path, problem) in loaded.pictureProblems.sorted(by: { $0.key < $1.key }) {
            global.add(path)
            global.add("\(problem)")
        }
        self.global = global.value
        recipes = Dictionary(loaded.recipes.parallelMap { file -> (String, String) in
            var recipe = Fingerprint("recipe")
            recipe.add(file.path)
            recipe.add(file.contentPath)
            recipe.add(file.byteCount)
            recipe.add(file.bytes)
            return (file.path, recipe.value)
        }, uniquingKeysWith: { first, _ in first })
        var site = Fingerprint("site")
        site.add(self.global)
        for (path, key) in recipes.sorted(by: { $0.key < $1.key }) {
            site.add(path)
            site.add(key)
        }
        for (kind, files) in [("content", loaded.contentFiles), ("static", loaded.staticFiles)] {
            site.add(kind)
            for path in files.sorted() {
                site.add(path)
                site.add(fileDigests["\(kind)/\(path)"] ?? "")
            }
        }
        for diagnostic in loaded.diagnostics + loaded.templateDiagnostics { site.add("\(diagnostic)") }
        self.site = site.value
    }

    /// Every unit's key, in the render plan's order.
    func units(_ plan: RenderPlan, links: SiteIndex) -> [String] {
        let catalog = plan.context.index
        var linked = Fingerprint("links")
        for (path, slug) in links.slugsByContentPath.sorted(by: { $0.key < $1.key }) {
            linked.add(path)
            linked.add(slug)
        }
        for files in [links.contentFiles, links.staticFiles] {
            linked.add(files.count)
            for path in files.sorted() { linked.add(path) }
        }
        let base = global + linked.value
        // Each recipe with its terms, by catalog position.
        var terms = Array(repeating: [String](), count: catalog.recipes.count)
        for taxonomy in Taxonomy.allCases {
            for term in catalog.terms(taxonomy) {
                let entry = "\(taxonomy.rawValue)\u{0}\(term.name)\u{0}\(term.slug)\u{0}\(term.recipes.count)"
                for index in term.recipes.indices { terms[term.recipes.position(at: index)].append(entry) }
            }
        }
        let listed = Array(catalog.recipes.indices).parallelMap { [terms] position -> String in
            var recipe = Fingerprint("listed recipe")
            // A recipe whose file is not known by that name never matches: it is always rendered.
            recipe.add(recipes[catalog.recipes[position].sourcePath] ?? "unknown \(UInt64.random(in: 0...UInt64.max))")
            for entry in terms[position] { recipe.add(entry) }
            return recipe.value
        }
        var every = Fingerprint("every recipe")
        for key in listed { every.add(key) }
        let everything = every.value
        return plan.units.parallelMap(itemsPerTask: 16) { unit in
            var key = Fingerprint("unit")
            key.add(base)
            for page in unit.pages {
                key.add(page.format.name)
                key.add(page.path)
                switch (page.subject, page.format.kind) {
                case (.recipe(let position), _):
                    key.add(listed[position])
                    for reference in catalog.recipes[position].related {
                        key.add(reference.recipe ?? "")
                        key.add(reference.recipe.flatMap { catalog.position(slug: $0) }.map { listed[$0] } ?? "none")
                    }
                case (.term(let term), _):
                    key.add(term.taxonomy.rawValue)
                    key.add(term.name)
                    key.add(term.slug)
                    for index in term.recipes.indices { key.add(listed[term.recipes.position(at: index)]) }
                case (.site, .plain), (.site, .notFound):
                    break
                case (.site, _):
                    key.add(everything)
                }
            }
            return key.value
        }
    }
}
