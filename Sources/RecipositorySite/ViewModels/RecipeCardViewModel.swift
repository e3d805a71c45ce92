import RecipositoryCore

/// A recipe in a list: enough to choose it, and a link.
///
/// Lists write `{{{card}}}`, the card already rendered by `partials/recipe-card` (see `ListEntryCache`);
/// the other values are there for the partial itself and for themes that lay cards out inline.
/// Optional values have names of their own (`cardSummary`, not `summary`): Mustache looks a
/// missing name up in the enclosing page, and a related recipe must not show the page's values.
/// Values are computed when asked for, since a cached card asks for none of them. The recipe is
/// referred to by its position in the catalog: ingredient pages list 150,000 cards at 10,000
/// recipes, and a copy of each `Recipe` would cost more than the card.
struct RecipeCardViewModel: TemplateParent {
    private let recipes: [Recipe]
    private let position: Int
    var rootPrefix: String
    var card: String?
    private let routes: Routes
    /// The size of a site picture, so a card's picture is laid out before it loads.
    private let imageSize: (@Sendable (String) -> (width: Int, height: Int)?)?

    /// - Parameter recipes: the catalog's recipes; the card's is at `position`.
    init(_ recipes: [Recipe], position: Int, rootPrefix: String, card: String?, routes: Routes,
         imageSize: (@Sendable (String) -> (width: Int, height: Int)?)? = nil) {
        self.recipes = recipes
        self.position = position
        self.rootPrefix = rootPrefix
        self.card = card
        self.routes = routes
        self.imageSize = imageSize
    }

    init(_ recipes: [Recipe], position: Int, rootPrefix: String, context: RenderContext) {
        self.init(recipes, position: position, rootPrefix: rootPrefix,
                  card: context.lists.entry(for: recipes[position].slug, rootPrefix: rootPrefix)?.card,
                  routes: context.routes, imageSize: context.imageSize)
    }

    /// The cards of a list, in its order.
    static func cards(_ list: RecipeList, rootPrefix: String, context: RenderContext) -> [RecipeCardViewModel] {
        list.indices.map { RecipeCardViewModel(list.all, position: list.position(at: $0), rootPrefix: rootPrefix, context: context) }
    }

    /// Every card of a list, each on a line of its own, as `{{{cards}}}`: one tag for a list that
    /// on ingredient pages holds thousands of recipes, where `{{#recipes}}{{{card}}}` costs two
    /// Mustache lookups and a section per recipe.
    static func lines(of cards: [RecipeCardViewModel]) -> String {
        ListItems.lines(cards) { $0.card ?? "" }
    }

    func child(named name: String) -> Any? {
        switch name {
        case "card": card
        case "title": recipes[position].title
        case "href": SitePath.link(to: routes.recipe(recipes[position].slug), rootPrefix: rootPrefix)
        case "cardSummary": recipes[position].description
        case "cardTime": recipes[position].totalMinutes.map(DurationParser.human(minutes:))
        case "cardHearts": recipes[position].rating.map(HeartsViewModel.init(rating:))
        case "cardDifficulty": recipes[position].difficulty?.label
        // The recipe's own picture, or the first of its gallery; empty alt: the title beside it says it.
        case "cardImage": RecipeImages(recipes[position]).all.first.map {
            ImageViewModel(sitePath: $0, alt: "", rootPrefix: rootPrefix, size: imageSize?($0), role: .card)
        }
        default: nil
        }
    }
}
