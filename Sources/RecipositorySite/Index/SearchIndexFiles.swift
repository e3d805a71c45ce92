import RecipositoryCore
import RecipositoryPictures

/// The index stage's files: `search-index.json`, and `search-index.js` made from the same bytes
/// for pages opened from disk, where a browser will not fetch the JSON.
enum SearchIndexFiles {
    static let jsonPath = "search-index.json"
    static let origin = "the search index"
    /// Where the stage writes, known before it runs, so validation can see who else claims them.
    static let paths = [jsonPath, SearchIndexScript.path]

    static func make(_ recipes: [Recipe], normalizer: IngredientNormalizer, routes: Routes,
                     pictureSizes: [String: (width: Int, height: Int)], config: SiteConfig,
                     estimates: NutritionEstimates = NutritionEstimates()) -> [OutputFile] {
        let json = index(recipes, normalizer: normalizer, routes: routes, pictureSizes: pictureSizes, config: config,
                         estimates: estimates).jsonBytes()
        return [
            OutputFile(path: jsonPath, contents: .bytes(json), origin: origin),
            OutputFile(path: SearchIndexScript.path, contents: .bytes(SearchIndexScript.wrapping(json)), origin: origin),
        ]
    }

    /// The index of the published recipes: each with its page and the picture its card shows
    /// (its own, else the first of its gallery), sized where the picture's size is known.
    /// `normalizer` is the one the pages were planned with (`SiteCheck.normalizer`); `config` the
    /// site's settings, whose `estimate_nutrition` and `densities` the energy per serving follows;
    /// `estimates`, the recipes' nutrition estimates where the pipeline worked them out.
    static func index(_ recipes: [Recipe], normalizer: IngredientNormalizer, routes: Routes,
                      pictureSizes: [String: (width: Int, height: Int)], config: SiteConfig,
                      estimates: NutritionEstimates = NutritionEstimates()) -> SearchIndex {
        SearchIndexBuilder.build(
            recipes, normalizer: normalizer,
            pictureFor: { recipe in
                RecipeImages(recipe).all.first.map { path in
                    let size = pictureSizes[path]
                    // A result's picture is a card's 5.5 rem square: the narrowest copy is plenty.
                    if let size, let format = PictureFiles.format(path) {
                        let copies = PictureCopies(path: path, format: format, width: size.width)
                        let width = copies.widths.min() ?? size.width
                        return SearchIndex.Picture(path: SitePath.encodePath(copies.url(width: width, format: .webp)), width: width,
                                                   height: PictureVariants.height(of: size, at: width))
                    }
                    return SearchIndex.Picture(path: SitePath.encodePath(path), width: size?.width, height: size?.height)
                }
            },
            config: config,
            kcalFor: { recipe in estimates.kcal(of: recipe, config: config) },
            urlFor: { routes.recipePage($0.slug) })
    }
}
