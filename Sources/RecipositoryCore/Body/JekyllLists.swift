/// Jekyll-style `ingredients:` and `directions:` lists in front matter, read as if they were the
/// body's sections when the body has none.
enum JekyllLists {
    static func apply(_ frontMatter: FrontMatter, to recipe: inout Recipe, renderHTML: Bool) {
        if recipe.ingredientGroups.isEmpty, !frontMatter.ingredients.isEmpty {
            let items = frontMatter.ingredients.map { line -> Ingredient in
                let parsed = IngredientLineParser.parse(line.value)
                return Ingredient(text: line.value, html: renderHTML ? HTMLText.escape(line.value) : "",
                                  quantity: parsed.quantity, unit: parsed.unit, unitText: parsed.unitText,
                                  name: parsed.name, note: parsed.note, isOptional: parsed.isOptional,
                                  alternative: parsed.alternative, location: line.location)
            }
            recipe.ingredientGroups = [IngredientGroup(title: nil, ingredients: items)]
        }
        if recipe.stepSections.isEmpty, !frontMatter.directions.isEmpty {
            let steps = frontMatter.directions.map {
                Step(text: $0.value, html: renderHTML ? HTMLText.escape($0.value) : "", location: $0.location)
            }
            recipe.stepSections = [StepSection(title: nil, steps: steps)]
        }
    }
}

/// Minimal escaping for plain text that becomes HTML outside templates (Jekyll list values).
enum HTMLText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
