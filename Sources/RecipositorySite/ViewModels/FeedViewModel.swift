import RecipositoryCore

/// The Atom feed: the newest recipes by their date in the content (never the clock).
struct FeedViewModel: TemplateParent {
    struct Entry: TemplateParent {
        var id: String
        var title: String
        var href: String
        var updated: String
        var summary: String?
        var author: String

        func child(named name: String) -> Any? {
            switch name {
            case "id": id
            case "title": title
            case "href": href
            case "updated": updated
            case "entrySummary": summary
            case "entryAuthor": author
            default: nil
            }
        }
    }

    var title: String
    var subtitle: String?
    var id: String
    var siteHref: String
    var selfHref: String?
    var updated: String
    var author: String
    var language: String
    var entries: [Entry]

    init(context: RenderContext) {
        let config = context.config
        title = config.title
        subtitle = config.description
        author = config.author ?? config.title
        language = config.language
        siteHref = context.absoluteURL("") ?? "index.html"
        selfHref = context.absoluteURL("feed.xml")
        id = context.absoluteURL("") ?? Self.tagURI("")
        // By catalog position: a pair with each `Recipe` copied was 19 MB at 10,000 recipes.
        let recipes = context.index.recipes
        let dated = recipes.indices.compactMap { position in Self.feedDate(of: recipes[position]).map { (position, $0) } }
            .sorted { ($0.1, recipes[$1.0].slug) > ($1.1, recipes[$0.0].slug) }
            .prefix(max(config.feedLimit, 0))
        entries = dated.map { position, date in
            let recipe = recipes[position]
            let path = context.routes.recipe(recipe.slug)
            return Entry(id: context.absoluteURL(path) ?? Self.tagURI(path), title: recipe.title,
                         href: context.absoluteURL(path) ?? SitePath.link(to: path, rootPrefix: ""),
                         updated: Self.timestamp(date), summary: recipe.description,
                         author: recipe.author ?? config.author ?? config.title)
        }
        // Atom requires `updated`; without any dated recipe a fixed date keeps the bytes stable.
        updated = dated.first.map { Self.timestamp($0.1) } ?? "2000-01-01T00:00:00Z"
    }

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "subtitle": subtitle
        case "id": id
        case "siteHref": siteHref
        case "selfHref": selfHref
        case "updated": updated
        case "author": author
        case "lang": language
        case "entries": entries
        default: nil
        }
    }
}

private extension FeedViewModel {
    /// The recipe's own date; undated recipes are not in the feed (cooking an old recipe again
    /// does not make it new).
    static func feedDate(of recipe: Recipe) -> RecipeDate? { recipe.date }

    static func timestamp(_ date: RecipeDate) -> String { "\(date.description)T00:00:00Z" }

    /// A stable Atom id for sites without a base URL (RFC 4151 tag URI).
    static func tagURI(_ path: String) -> String { "tag:recipository,2000:" + path }
}
