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
        var recipes = mapped(&objects, with: mapper)
        if recipes.isEmpty {
            mapper.resolve = { $0 }
            objects = Microdata.items(in: document).filter(JSONLDGraph.isRecipe)
            recipes = mapped(&objects, with: mapper)
        }
        if !recipes.isEmpty { return Outcome(recipes: distinctSources(recipes, objects: address == nil ? objects : [])) }
        if graph.brokenBlocks > 0 { return Outcome(problem: "no recipe data could be read: " + brokenBlocks(graph)) }
        return Outcome(problem: "no recipe data (no schema.org Recipe in JSON-LD or microdata)")
    }

    /// A `.json` file of schema.org JSON-LD (an object, a list, or a `@graph`).
    public static func fromJSON(_ text: String) -> Outcome {
        let graph = JSONLDGraph(blocks: [text])
        if graph.tooDeepBlocks > 0 { return Outcome(problem: "this JSON is nested deeper than \(JSONLDGraph.deepestJSON) levels, which no recipe needs") }
        if graph.brokenBlocks > 0 { return Outcome(problem: "this is broken JSON") }
        let mapper = SchemaRecipeMapper(resolve: graph.resolve, pageURL: nil, pageTitle: nil)
        var objects = graph.recipes()
        let recipes = mapped(&objects, with: mapper)
        return recipes.isEmpty ? Outcome(problem: "no recipe data (no schema.org Recipe in it)") : Outcome(recipes: recipes)
    }

    /// At most this many recipes are taken from one page or file: a cookbook's index page has a
    /// few dozen; 20,000 JSON-LD blocks on one page would be 20,000 files from one command.
    public static let mostRecipes = 50

    /// The first `mostRecipes` objects that are recipes, mapped; the rest counted on the first.
    static func mapped(_ objects: inout [[String: Any]], with mapper: SchemaRecipeMapper) -> [ImportedRecipe] {
        var recipes: [ImportedRecipe] = []
        var kept: [[String: Any]] = []
        var more = 0
        for object in objects {
            guard recipes.count < mostRecipes else {
                more += 1
                continue
            }
            if let recipe = mapper.map(object) {
                recipes.append(recipe)
                kept.append(object)
            }
        }
        objects = kept
        if more > 0 { recipes[0].notImported.append("\(more) more recipe\(more == 1 ? "" : "s") on this page (at most \(mostRecipes) are taken from one page)") }
        return recipes
    }

    static func brokenBlocks(_ graph: JSONLDGraph) -> String {
        let count = graph.brokenBlocks
        let subject = count == 1 ? "its JSON-LD block is" : "\(count) JSON-LD blocks are"
        if graph.tooDeepBlocks == count { return "\(subject) nested deeper than \(JSONLDGraph.deepestJSON) levels, which no recipe needs" }
        if graph.tooDeepBlocks > 0 { return "\(subject) broken JSON or nested deeper than \(JSONLDGraph.deepestJSON) levels" }
        return "\(subject) broken JSON"
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
