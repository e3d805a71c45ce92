import Mustache
import RecipositoryCore

/// A recipe in a list: enough to choose it, and a link.
///
/// Lists write `{{{card}}}`, the card already rendered by `partials/recipe-card` (see `ListEntryCache`);
/// the other values are there for the partial itself and for themes that lay cards out inline.
/// Optional values have names of their own (`cardSummary`, not `summary`): Mustache looks a
/// missing name up in the enclosing page, and a related recipe must not show the page's values.
/// Values are computed when asked for, since a cached card asks for none of them.
struct RecipeCardViewModel: MustacheParent {
    var recipe: Recipe
    var rootPrefix: String
    var card: String?

    init(_ recipe: Recipe, rootPrefix: String, card: String?) {
        self.recipe = recipe
        self.rootPrefix = rootPrefix
        self.card = card
    }

    init(_ recipe: Recipe, rootPrefix: String, context: RenderContext) {
        self.init(recipe, rootPrefix: rootPrefix, card: context.lists.entry(for: recipe.slug, rootPrefix: rootPrefix)?.card)
    }

    /// Every card of a list, each on a line of its own, as `{{{cards}}}`: one tag for a list that
    /// on ingredient pages holds thousands of recipes, where `{{#recipes}}{{{card}}}` costs two
    /// Mustache lookups and a section per recipe.
    static func lines(of cards: [RecipeCardViewModel]) -> String {
        var text = ""
        for card in cards {
            text += card.card ?? ""
            text += "\n"
        }
        return text
    }

    func child(named name: String) -> Any? {
        switch name {
        case "card": card
        case "title": recipe.title
        case "href": SitePath.link(to: RecipePaths.sitePath(of: recipe.slug), rootPrefix: rootPrefix)
        case "cardSummary": recipe.description
        case "cardTime": recipe.totalMinutes.map(DurationText.human(minutes:))
        case "cardHearts": recipe.rating.map(HeartsViewModel.init(rating:))
        default: nil
        }
    }
}
