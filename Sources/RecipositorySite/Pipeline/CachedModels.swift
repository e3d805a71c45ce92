import RecipositoryCore

/// The split, parse and model stages of a build that starts afresh from the build cache (`build
/// --incremental`): each recipe's model is the last build's (`ModelCache`, read in load) when its
/// key is there, and only the other recipes are split, parsed and modelled; this build's models go
/// to the writer, which keeps them beside the record for the next. A long-lived process (`serve`)
/// keeps its models in memory instead (`BuildMemo`).
struct CachedModels: Sendable {
    var last: ModelCache
    /// The program's identity and the settings' text, which every model's key holds.
    var program: String
    var settings: String?
    /// Each recipe file's key (`BuildFingerprint.recipe`), by its path as diagnostics show it.
    var recipes: [String: String]

    /// `RecipeCollection.splitFrontMatter`, `.parse` and `.model` of each file, or its model as the
    /// last build kept it. A file whose model is kept is not split: the slug links resolve against
    /// is kept with the model (`ModelCache.slug`). A kept model is taken when the site's index
    /// (`links`, made from those slugs and the split files') answers what it asked as the last
    /// build's did (`LinkLookups.hold`): a recipe made, renamed or deleted models again only the
    /// recipes whose links it changes. A kept model is read as listed (`ModelCache.listedModel`),
    /// its whole model decoded only when a page asks for it (`wholeModels`); a model made is whole.
    func model(_ files: [SourceFile], decoder: FrontMatterDecoder, contentFiles: Set<String>, staticFiles: Set<String>,
               times: StageTimes) -> (modelled: [RecipeCollection.Modelled], next: ModelCache.Next, links: SiteIndex, listed: [String: String]) {
        let found = files.parallelMap { file -> (key: String, slug: String??) in
            let key = ModelCache.key(program: program, settings: settings, recipe: recipes[file.path] ?? BuildFingerprint.recipe(file, cache: nil))
            return (key, times.measure(.frontMatter) { last.slug(key) })
        }
        // Only the files with no model kept are split to find their slugs.
        let unkept = files.indices.filter { found[$0].slug == nil }
        let split = Dictionary(uniqueKeysWithValues: zip(unkept, unkept.parallelMap { index in
            times.measure(.frontMatter) { RecipeCollection.splitFrontMatter(files[index], decoder: decoder) }
        }))
        var slugs: [String: String] = [:]
        slugs.reserveCapacity(files.count)
        for index in files.indices {
            if let slug = found[index].slug ?? split[index]?.slug { slugs[files[index].contentPath] = slug }
        }
        let links = SiteIndex(slugsByContentPath: slugs, contentFiles: contentFiles, staticFiles: staticFiles)
        let builder = RecipeBuilder(site: links)
        let results = Array(files.indices).parallelMap { index -> (modelled: RecipeCollection.Modelled, key: String, made: [UInt8]?) in
            let (file, key) = (files[index], found[index].key)
            if found[index].slug != nil,
               let kept = times.measure(.model, { last.listedModel(key).flatMap { $0.lookups.hold(in: links, from: file.contentPath) ? $0 : nil } }) {
                return (kept, key, nil)
            }
            let item = split[index] ?? times.measure(.frontMatter) { RecipeCollection.splitFrontMatter(file, decoder: decoder) }
            let parsed = times.measure(.markdown) { RecipeCollection.parse(item) }
            let modelled = times.measure(.model) { RecipeCollection.model(parsed, builder: builder) }
            return (modelled, key, times.measure(.model) { ModelCache.entry(of: modelled, slug: item.slug) })
        }
        var next = ModelCache.Next(last: last)
        var listed: [String: String] = [:]
        for result in results {
            if let made = result.made { next.made[result.key] = made } else { next.kept.append(result.key) }
            if result.made == nil, let recipe = result.modelled.recipe { listed[recipe.sourcePath] = result.key }
        }
        return (results.map(\.modelled), next, links, listed)
    }

    /// The whole model of each recipe held as listed (`listed`: its key, by its file), decoded from
    /// the models file when a page asks for it; made again from its file (`remake`) should its bytes
    /// not read. Nil for a recipe held whole (a model made by this build).
    static func wholeModels(_ last: ModelCache, listed: [String: String],
                            remake: @escaping @Sendable (String) -> Recipe?) -> @Sendable (String) -> Recipe? {
        { path in listed[path].flatMap { key in last.model(key)?.recipe ?? remake(path) } }
    }
}
