import RecipositoryCore

/// Each recipe as it appears in lists, prepared once per page depth and reused by every list:
/// its card (`partials/recipe-card`) and its `ListItem` for the page's JSON-LD. With ingredient
/// and tag pages a recipe is listed a dozen times or more, so this is most of what makes
/// 10,000 recipes fast.
struct ListEntryCache: Sendable {
    static let cardTemplate = "partials/recipe-card"

    struct Entry: Sendable {
        /// The rendered card, without its final newline (the list puts each card on its own line).
        var card: String?
        /// The `ListItem` JSON split around its position: `{"@type":"ListItem","name":"…","position":` and `,"url":"…"}`.
        var itemHead: String
        var itemTail: String
    }

    /// Entries by root prefix, then by slug.
    private let entries: [String: [String: Entry]]

    /// No entries: lists fall back to their partial and encode items themselves.
    init() { entries = [:] }

    init(recipes: [Recipe], rootPrefixes: Set<String>, theme: Theme, context: RenderContext) {
        let hasCard = theme.hasTemplate(Self.cardTemplate)
        let jobs = rootPrefixes.sorted().flatMap { prefix in recipes.indices.map { (prefix: prefix, position: $0) } }
        let prepared = jobs.parallelMap { job in
            let card = hasCard
                ? theme.render(Self.cardTemplate, RecipeCardViewModel(recipes, position: job.position, rootPrefix: job.prefix, card: nil, routes: context.routes,
                                                                          imageSize: context.imageSize))
                    .map(Trimming.finalNewline)
                : nil
            let url = context.structuredDataURL(context.routes.recipe(recipes[job.position].slug), rootPrefix: job.prefix)
            return Entry(card: card,
                         itemHead: #"{"@type":"ListItem","name":"# + JSONValue.string(recipes[job.position].title).scriptSafeText
                             + #","position":"#,
                         itemTail: #","url":"# + JSONValue.string(url).scriptSafeText + "}")
        }
        var entries: [String: [String: Entry]] = [:]
        for (job, entry) in zip(jobs, prepared) {
            entries[job.prefix, default: [:]][recipes[job.position].slug] = entry
        }
        self.entries = entries
    }

    func entry(for slug: String, rootPrefix: String) -> Entry? {
        entries[rootPrefix]?[slug]
    }
}
