import RecipositoryCore

/// The parse and model stages of a build that starts afresh from the build cache (`build
/// --incremental`): each recipe's model is the last build's (`ModelCache`, read in load) when its
/// key is there, and only the other recipes are parsed and modelled; this build's models go to the
/// writer, which keeps them beside the record for the next. A long-lived process (`serve`) keeps
/// its models in memory instead (`BuildMemo`).
struct CachedModels: Sendable {
    var last: ModelCache
    /// The program's identity and the settings' text, which every model's key holds.
    var program: String
    var settings: String?
    /// Each recipe file's key (`BuildFingerprint.recipe`), by its path as diagnostics show it.
    var recipes: [String: String]

    /// `RecipeCollection.parse` and `.model` of each file, or its model as the last build kept it.
    /// A kept model is taken when `links` answers what it asked of the site's index as the last
    /// build's did (`LinkLookups.hold`): a recipe made, renamed or deleted models again only the
    /// recipes whose links it changes.
    func model(_ split: [RecipeCollection.Split], links: SiteIndex,
               times: StageTimes) -> (modelled: [RecipeCollection.Modelled], next: ModelCache.Next) {
        let builder = RecipeBuilder(site: links)
        let results = split.parallelMap { item -> (modelled: RecipeCollection.Modelled, key: String, made: [UInt8]?) in
            let key = ModelCache.key(program: program, settings: settings,
                                     recipe: recipes[item.file.path] ?? BuildFingerprint.recipe(item.file, cache: nil))
            if let kept = times.measure(.model, { last.model(key).flatMap { $0.lookups.hold(in: links, from: item.file.contentPath) ? $0 : nil } }) {
                return (kept, key, nil)
            }
            let parsed = times.measure(.markdown) { RecipeCollection.parse(item) }
            let modelled = times.measure(.model) { RecipeCollection.model(parsed, builder: builder) }
            return (modelled, key, times.measure(.model) { ModelCache.bytes(of: modelled) })
        }
        var next = ModelCache.Next(last: last)
        for result in results {
            if let made = result.made { next.made[result.key] = made } else { next.kept.append(result.key) }
        }
        return (results.map(\.modelled), next)
    }
}
