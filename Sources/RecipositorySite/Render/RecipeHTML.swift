import Foundation
import RecipositoryCore
import RecipositoryMarkdown

/// A recipe's Markdown parts as HTML for the pages at one depth (one root prefix): what its page,
/// the cookbooks at that depth and its mail show. Empty text where a part is empty.
struct RecipeHTML: Sendable {
    var story: String
    var ingredientPictures: String
    /// By group, then line, as in the recipe; the name in its span (`IngredientViewModel`).
    var ingredients: [[String]]
    /// By section, then step, as in the recipe.
    var steps: [[String]]
    var sections: [String]

    /// - Parameter other: the recipe's HTML at another depth, if made: a part with no internal
    ///   link or picture (most) reads the same at every depth, so its HTML is taken from there.
    init(_ recipe: Recipe, renderer: PartHTML, other: RecipeHTML? = nil) {
        func html(_ part: MarkdownPart, _ made: String?, spans: [InlineSpan] = []) -> String {
            if let made, part.targets.isEmpty { return made }
            return renderer.html(part, spans: spans)
        }
        story = html(recipe.story, other?.story)
        ingredientPictures = html(recipe.ingredientPictures, other?.ingredientPictures)
        ingredients = recipe.ingredientGroups.enumerated().map { group, content in
            content.ingredients.enumerated().map { line, ingredient in
                html(ingredient.markdown, other?.ingredients[group][line], spans: IngredientViewModel.spans(of: ingredient))
            }
        }
        steps = recipe.stepSections.enumerated().map { section, content in
            content.steps.enumerated().map { number, step in html(step.markdown, other?.steps[section][number]) }
        }
        sections = recipe.sections.enumerated().map { index, section in html(section.markdown, other?.sections[index]) }
    }
}

/// Each recipe's HTML, made once per root prefix when a page first asks for it and kept until
/// its last rendering is done (`RecipeUses`): a recipe's page and a category's cookbook (both two folders deep) share one rendering,
/// and the whole cookbook (one folder deep) renders again only the parts with internal links or
/// pictures. Pages render on many threads; two asking at once may both render, to the same text.
final class RecipeHTMLCache: @unchecked Sendable {
    private let lock = NSLock()
    /// By slug, then root prefix.
    private var made: [String: [String: RecipeHTML]] = [:]

    func html(for recipe: Recipe, rootPrefix: String, routes: Routes,
              imageSize: @escaping (String) -> (width: Int, height: Int)?) -> RecipeHTML {
        let known = lock.withLock { made[recipe.slug] }
        if let found = known?[rootPrefix] { return found }
        let html = RecipeHTML(recipe, renderer: PartHTML(rootPrefix: rootPrefix, routes: routes, imageSize: imageSize),
                              other: known?.values.first)
        lock.withLock { made[recipe.slug, default: [:]][rootPrefix] = html }
        return html
    }

    /// The recipes whose HTML is kept, by slug (for the tests of when it is let go).
    var keptSlugs: Set<String> { lock.withLock { Set(made.keys) } }

    /// Lets go of the recipe's HTML (`RecipeUses`: no page will ask for it again).
    func forget(_ recipe: Recipe) {
        lock.withLock { made[recipe.slug] = nil }
    }
}
