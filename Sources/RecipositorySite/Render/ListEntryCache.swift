import Foundation
import RecipositoryCore

/// Each recipe as it appears in lists, made once per page depth the first time a page asks for
/// it and reused by every list: its card (`partials/recipe-card`) and its `ListItem` for the
/// page's JSON-LD. With ingredient and tag pages a recipe is listed a dozen times or more, so this
/// is most of what makes 10,000 recipes fast; made when asked for, so an incremental build that
/// renders a few pages makes only their recipes' cards.
struct ListEntryCache: Sendable {
    static let cardTemplate = "partials/recipe-card"

    struct Entry: Sendable {
        /// The rendered card, without its final newline (the list puts each card on its own line).
        var card: String?
        /// The `ListItem` JSON split around its position: `{"@type":"ListItem","name":"…","position":` and `,"url":"…"}`.
        var itemHead: String
        var itemTail: String
    }

    private let made: Made?

    /// No entries: lists fall back to their partial and encode items themselves.
    init() { made = nil }

    /// Entries for the pages at `rootPrefixes` (pages elsewhere fall back as above).
    init(recipes: [Recipe], rootPrefixes: Set<String>, theme: Theme, context: RenderContext) {
        made = Made(recipes: recipes, rootPrefixes: rootPrefixes.sorted(), theme: theme, context: context)
    }

    func entry(for slug: String, rootPrefix: String) -> Entry? {
        made?.entry(for: slug, rootPrefix: rootPrefix)
    }

    /// The entries made so far, by root prefix and catalog position. Pages render on many
    /// threads; two asking at once may both make an entry, the same one.
    private final class Made: @unchecked Sendable {
        let recipes: [Recipe]
        let positions: [String: Int]
        let prefixes: [String: Int]
        let hasCard: Bool
        let theme: Theme
        let context: RenderContext
        private let lock = NSLock()
        private var slots: [[Entry?]]

        init(recipes: [Recipe], rootPrefixes: [String], theme: Theme, context: RenderContext) {
            self.recipes = recipes
            positions = Dictionary(recipes.enumerated().map { ($1.slug, $0) }, uniquingKeysWith: { _, last in last })
            prefixes = Dictionary(uniqueKeysWithValues: rootPrefixes.enumerated().map { ($1, $0) })
            hasCard = theme.hasTemplate(ListEntryCache.cardTemplate)
            self.theme = theme
            self.context = context
            slots = Array(repeating: Array(repeating: nil, count: recipes.count), count: rootPrefixes.count)
        }

        func entry(for slug: String, rootPrefix: String) -> Entry? {
            guard let prefix = prefixes[rootPrefix], let position = positions[slug] else { return nil }
            if let found = lock.withLock({ slots[prefix][position] }) { return found }
            let entry = make(position, rootPrefix: rootPrefix)
            lock.withLock { slots[prefix][position] = entry }
            return entry
        }

        private func make(_ position: Int, rootPrefix: String) -> Entry {
            let card = hasCard
                ? theme.render(ListEntryCache.cardTemplate, RecipeCardViewModel(recipes, position: position, rootPrefix: rootPrefix, card: nil,
                                                                                routes: context.routes, imageSize: context.imageSize))
                    .map(Trimming.finalNewline)
                : nil
            let url = context.structuredDataURL(context.routes.recipe(recipes[position].slug), rootPrefix: rootPrefix)
            return Entry(card: card,
                         itemHead: #"{"@type":"ListItem","name":"# + JSONValue.string(recipes[position].title).scriptSafeText
                             + #","position":"#,
                         itemTail: #","url":"# + JSONValue.string(url).scriptSafeText + "}")
        }
    }
}
