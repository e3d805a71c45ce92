import RecipositoryCore

/// Which notes (Tips, Storage...) go beside the steps on paper, under the ingredients, guessed
/// from the text's length at build time, since CSS cannot ask which column is shorter. Where the
/// steps are longer than the ingredients, the notes that fit in the room left under them go there;
/// the rest go below, across the page in two columns. A table always goes below: it needs the
/// width. The guess only needs to be roughly right; on screen both groups simply follow the recipe.
enum PrintLayoutEstimate {
    /// How many of the recipe's free sections, from the first, go beside the steps.
    static func notesBeside(_ recipe: Recipe) -> Int {
        guard !recipe.sections.isEmpty else { return 0 }
        var room = stepsHeight(recipe) - ingredientsHeight(recipe)
        var count = 0
        for section in recipe.sections {
            let height = noteHeight(section, charactersPerLine: 30)
            // A table needs the page's width; asked only of a note that would fit.
            guard height <= room, !section.markdown.hasTable else { break }
            room -= height
            count += 1
        }
        return count
    }
}

private extension PrintLayoutEstimate {
    // Points, from assets/print.css: 12pt type for the recipe, 10pt for notes; a column's width in
    // characters of Arial-like type, A4 and Letter alike (ingredients a third of the page).
    static let ingredientLine = 17.5, stepLine = 16.0, stepGap = 4.0, noteLine = 13.0, heading = 22.0

    static func lines(_ text: String, _ perLine: Int) -> Double {
        Double(max(1, (text.count + perLine - 1) / perLine))
    }

    static func ingredientsHeight(_ recipe: Recipe) -> Double {
        recipe.ingredientGroups.reduce(heading) { total, group in
            total + (group.title == nil ? 0 : heading)
                + group.ingredients.reduce(0) { $0 + lines($1.text, 26) * ingredientLine }
        }
    }

    static func stepsHeight(_ recipe: Recipe) -> Double {
        recipe.stepSections.reduce(heading) { total, section in
            total + (section.title == nil ? 0 : heading)
                + section.steps.reduce(0) { $0 + lines($1.text, 54) * stepLine + stepGap }
        }
    }

    static func noteHeight(_ section: FreeSection, charactersPerLine: Int) -> Double {
        PlainParagraphs.split(section.text).reduce(heading) { $0 + lines($1, charactersPerLine) * noteLine + 3 }
    }
}
