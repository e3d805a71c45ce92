import RecipositoryMarkdown

/// Jekyll-style `ingredients:` and `directions:` lists in front matter, read as if they were the
/// body's sections when the body has none. Each value is a line of Markdown, its links as written.
enum JekyllLists {
    static func apply(_ frontMatter: FrontMatter, to recipe: inout Recipe) {
        if recipe.ingredientGroups.isEmpty, !frontMatter.ingredients.isEmpty {
            let items = frontMatter.ingredients.map { line -> Ingredient in
                let parsed = IngredientLineParser.parse(line.value)
                return Ingredient(text: line.value, markdown: inlinePart(line.value), line: parsed, location: line.location)
            }
            recipe.ingredientGroups = [IngredientGroup(title: nil, ingredients: items)]
        }
        if recipe.stepSections.isEmpty, !frontMatter.directions.isEmpty {
            let steps = frontMatter.directions.map {
                Step(text: $0.value, markdown: inlinePart($0.value), location: $0.location)
            }
            recipe.stepSections = [StepSection(title: nil, steps: steps)]
        }
    }

    /// One line of inline Markdown, rendered without the paragraph around it.
    private static func inlinePart(_ line: String) -> MarkdownPart {
        MarkdownPart(pieces: [.inline(Markdown.parse(line).root)])
    }
}
