import RecipositoryCore

/// The index stage's files: `search-index.json`, and `search-index.js` made from the same bytes
/// for pages opened from disk, where a browser will not fetch the JSON.
enum SearchIndexFiles {
    static let jsonPath = "search-index.json"
    static let origin = "the search index"
    /// Where the stage writes, known before it runs, so validation can see who else claims them.
    static let paths = [jsonPath, SearchIndexScript.path]

    static func make(_ recipes: [Recipe], config: SiteConfig) -> [OutputFile] {
        let normalizer = IngredientNormalizer(synonyms: config.synonyms)
        let index = SearchIndexBuilder.build(recipes, normalizer: normalizer, urlFor: { Routes.site.recipePage($0.slug) })
        let json = index.jsonBytes()
        return [
            OutputFile(path: jsonPath, contents: .bytes(json), origin: origin),
            OutputFile(path: SearchIndexScript.path, contents: .bytes(SearchIndexScript.wrapping(json)), origin: origin),
        ]
    }
}
