import RecipositoryMarkdown

/// Jekyll-style `ingredients:` and `directions:` lists in front matter, read as if they were the
/// body's sections when the body has none. Each value is a line of Markdown, rendered by cmark.
enum JekyllLists {
    static func apply(_ frontMatter: FrontMatter, to recipe: inout Recipe, renderHTML: Bool) {
        if recipe.ingredientGroups.isEmpty, !frontMatter.ingredients.isEmpty {
            let items = frontMatter.ingredients.map { line -> Ingredient in
                let parsed = IngredientLineParser.parse(line.value)
                return Ingredient(text: line.value, html: renderHTML ? inlineHTML(line.value) : "", line: parsed,
                                  location: line.location)
            }
            recipe.ingredientGroups = [IngredientGroup(title: nil, ingredients: items)]
        }
        if recipe.stepSections.isEmpty, !frontMatter.directions.isEmpty {
            let steps = frontMatter.directions.map {
                Step(text: $0.value, html: renderHTML ? inlineHTML($0.value) : "", location: $0.location)
            }
            recipe.stepSections = [StepSection(title: nil, steps: steps)]
        }
    }

    /// cmark's HTML of one line of inline Markdown, without the paragraph around it.
    private static func inlineHTML(_ line: String) -> String {
        let document = Markdown.parse(line)
        var html = document.html(of: document.root)
        while html.hasSuffix("\n") { html.removeLast() }
        if html.hasPrefix("<p>"), html.hasSuffix("</p>") { html = String(html.dropFirst(3).dropLast(4)) }
        return html
    }
}
