import RecipositoryCore

/// What every page builder may consult: the site settings, the whole collection and image sizes.
struct RenderContext: Sendable {
    var config: SiteConfig
    var index: SiteCatalog
    var routes: Routes
    var imageSize: @Sendable (String) -> (width: Int, height: Int)?
    var lists = ListEntryCache()
    /// Where each letter of the A–Z list starts, for every page of it.
    var alphabet = AllRecipesViewModel.Alphabet([])
    var recipeHTML = RecipeHTMLCache()
    /// Each recipe's whole model for its own pages, where `index` holds them as listed.
    var models = RecipeModels()
    /// Each recipe's nutrition estimate, worked out before the index and the pages.
    var estimates = NutritionEstimates()
    /// How many renderings are still to ask for each recipe's HTML.
    var uses = RecipeUses()
    /// For an incremental build, the cookbooks' articles and the cards the last build made, by key.
    var parts = KeptParts()

    /// This context over `index` (a save's recipes' new values, at the places they had), with
    /// `parts` kept, and its recipes' HTML not yet made nor any estimate held (each is worked out
    /// when asked): the settings, routes, the A–Z list's letters and the lists' cards stay (a save
    /// this is for changes none of them).
    func renewed(index: SiteCatalog, parts: KeptParts) -> RenderContext {
        var context = RenderContext(config: config, index: index, routes: routes, imageSize: imageSize)
        (context.lists, context.alphabet, context.parts) = (lists, alphabet, parts)
        return context
    }

    /// A recipe's nutrition estimate, worked out once for the build (`NutritionEstimates`).
    func estimate(of recipe: Recipe) -> NutritionEstimate? {
        estimates.estimate(of: recipe, config: config)
    }

    /// The whole model of a recipe of `index`, for its own pages and cookbook articles.
    func model(of recipe: Recipe) -> Recipe {
        models.model(of: recipe)
    }

    /// A recipe's parts as HTML for the pages under `rootPrefix`, rendered once per prefix.
    func html(of recipe: Recipe, rootPrefix: String) -> RecipeHTML {
        recipeHTML.html(for: recipe, rootPrefix: rootPrefix, routes: routes, imageSize: imageSize)
    }

    /// One rendering of `recipe` (its own unit, or one cookbook article) is done: after the last,
    /// its HTML and its whole model are let go.
    func finished(_ recipe: Recipe) {
        guard uses.done(recipe.slug) else { return }
        recipeHTML.forget(recipe)
        models.forget(recipe)
    }

    /// Root prefix of a page: relative, except on pages hosts serve at any depth (404).
    func root(forPage path: String, absoluteWhenPossible: Bool = false) -> String {
        if absoluteWhenPossible, let base = config.baseURL, !base.isEmpty {
            return base.hasSuffix("/") ? base : base + "/"
        }
        return SitePath.rootPrefix(forPage: path)
    }

    /// The absolute URL of a site path, when the site has a base URL.
    func absoluteURL(_ sitePath: String) -> String? {
        guard let base = config.baseURL, !base.isEmpty else { return nil }
        return SitePath.absoluteURL(sitePath, baseURL: base)
    }

    /// A link for structured data: absolute when possible, else relative to the page.
    func structuredDataURL(_ sitePath: String, rootPrefix: String) -> String {
        absoluteURL(sitePath) ?? SitePath.link(to: sitePath, rootPrefix: rootPrefix)
    }

    func link(to term: String, in taxonomy: Taxonomy, rootPrefix: String) -> String? {
        guard let slug = index.slug(of: term, in: taxonomy) else { return nil }
        return SitePath.link(to: routes.term(slug, in: taxonomy), rootPrefix: rootPrefix)
    }
}
