/// The recipes in a web page or a schema.org JSON file: pure, no I/O. JSON-LD first, wherever
/// the page puts it; microdata when the page has no JSON-LD recipe.
public enum WebPageRecipes {
    public struct Outcome: Sendable {
        public var recipes: [ImportedRecipe] = []
        /// Why there are none, in words for the cook (nil when recipes were found).
        public var problem: String?
    }

    /// `address` is where the page was fetched from (after redirects, normalised; nil for a saved
    /// file). A fetched page's `source:` is that address, never what the page says of itself: a
    /// `<link rel="canonical">` naming another recipe's source would otherwise make `--update`
    /// rewrite that recipe, or a real import be skipped. A saved file has only its canonical link.
    public static func fromHTML(_ html: String, address: String? = nil) -> Outcome {
        guard HTMLDocument.looksLikeHTML(html) else {
            return Outcome(problem: "this is not an HTML page")
        }
        let document = HTMLDocument(html)
        let blocks = document.all("script").filter { index in
            (document.elements[index].attributes["type"] ?? "").lowercased().contains("ld+json")
        }.map { document.innerHTML(document.elements[$0]) }
        let graph = JSONLDGraph(blocks: blocks)
        let source = address ?? document.canonicalURL.map { absolute($0, base: nil) }
        let pageTitle = document.meta(property: "og:title")
            ?? document.all("title").first.map { document.innerHTML(document.elements[$0]) }
        var mapper = SchemaRecipeMapper(resolve: graph.resolve, pageURL: source, pageTitle: pageTitle)
        var objects = graph.recipes()
        var recipes = objects.compactMap(mapper.map)
        if recipes.isEmpty {
            mapper.resolve = { $0 }
            objects = Microdata.items(in: document).filter(JSONLDGraph.isRecipe)
            recipes = objects.compactMap(mapper.map)
        }
        if !recipes.isEmpty { return Outcome(recipes: distinctSources(recipes, objects: address == nil ? objects : [])) }
        if graph.brokenBlocks > 0 {
            return Outcome(problem: "no recipe data could be read: \(graph.brokenBlocks == 1 ? "its JSON-LD block is" : "\(graph.brokenBlocks) JSON-LD blocks are") broken JSON")
        }
        return Outcome(problem: "no recipe data (no schema.org Recipe in JSON-LD or microdata)")
    }

    /// A `.json` file of schema.org JSON-LD (an object, a list, or a `@graph`).
    public static func fromJSON(_ text: String) -> Outcome {
        let graph = JSONLDGraph(blocks: [text])
        if graph.brokenBlocks > 0 { return Outcome(problem: "this is broken JSON") }
        let mapper = SchemaRecipeMapper(resolve: graph.resolve, pageURL: nil, pageTitle: nil)
        let recipes = graph.recipes().compactMap(mapper.map)
        return recipes.isEmpty ? Outcome(problem: "no recipe data (no schema.org Recipe in it)") : Outcome(recipes: recipes)
    }

    /// Several recipes on one page each need their own `source:` (it is how a later import
    /// knows them): a saved page's recipes their own `url` when they differ, else (and always
    /// for a fetched page, whose own words are not trusted to name addresses) the page with `#title`.
    static func distinctSources(_ recipes: [ImportedRecipe], objects: [[String: Any]]) -> [ImportedRecipe] {
        guard recipes.count > 1 else { return recipes }
        let base = recipes[0].source
        let own = objects.map { ($0["url"] as? String).map { absolute($0, base: base) } }
        let distinct = own.count == recipes.count && own.allSatisfy { $0 != nil } && Set(own.compactMap { $0 }).count == own.count
        return recipes.enumerated().map { index, recipe in
            var recipe = recipe
            if distinct {
                recipe.source = own[index]
            } else if let source = recipe.source {
                recipe.source = source.split(separator: "#", maxSplits: 1).first.map(String.init).map { $0 + "#" + Slug.make(recipe.title) }
            }
            return recipe
        }
    }

    static func absolute(_ url: String, base: String?) -> String {
        SchemaRecipeMapper(pageURL: base).absolute(url)
    }
}
