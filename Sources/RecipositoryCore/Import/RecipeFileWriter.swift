/// Writes an imported recipe as a recipe file in our format, as a person would write it:
/// front matter with plain scalars where YAML allows, `## Ingredients` with `###` groups,
/// `## Steps` as a numbered list with `###` sections, then equipment and notes.
public enum RecipeFileWriter {
    public static func text(_ recipe: ImportedRecipe) -> String {
        var out = "---\n"
        func field(_ key: String, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            out += "\(key): \(YAMLText.scalar(oneLine(value)))\n"
        }
        func list(_ key: String, _ values: [String]) {
            let values = values.map(oneLine).filter { !$0.isEmpty }
            guard !values.isEmpty else { return }
            out += "\(key): \(YAMLText.flowList(values))\n"
        }
        field("title", recipe.title)
        field("description", recipe.description)
        field("author", recipe.author)
        field("source", recipe.source)
        field("date", recipe.date)
        field("category", recipe.category)
        field("cuisine", recipe.cuisine)
        list("tags", recipe.tags)
        field("servings", recipe.servings)
        field("yield", recipe.yield)
        field("prep", recipe.prepMinutes.map(DurationParser.human(minutes:)))
        field("cook", recipe.cookMinutes.map(DurationParser.human(minutes:)))
        field("total", recipe.totalMinutes.map(DurationParser.human(minutes:)))
        field("image", recipe.image)
        if !recipe.nutrition.isEmpty {
            out += "nutrition:\n"
            for nutrient in recipe.nutrition {
                out += "  \(YAMLText.scalar(nutrient.name)): \(YAMLText.scalar(oneLine(nutrient.text)))\n"
            }
        }
        list("diet", recipe.diet)
        out += "---\n"
        if let body = recipe.body {
            out += "\n" + body.drop(while: { $0 == "\n" })
            if !out.hasSuffix("\n") { out += "\n" }
            return out
        }
        if let intro = recipe.intro, !intro.isEmpty { out += "\n\(intro)\n" }
        if !recipe.ingredientGroups.isEmpty {
            out += "\n## Ingredients\n"
            for group in recipe.ingredientGroups {
                if let title = group.title { out += "\n### \(oneLine(title))\n" }
                out += "\n"
                for line in group.lines { out += "- \(escapedItem(oneLine(line)))\n" }
            }
        }
        if !recipe.stepSections.isEmpty {
            out += "\n## Steps\n"
            for section in recipe.stepSections {
                if let title = section.title { out += "\n### \(oneLine(title))\n" }
                out += "\n"
                for (number, step) in section.lines.enumerated() {
                    let marker = "\(number + 1). "
                    let indent = String(repeating: " ", count: marker.count)
                    let paragraphs = step.split(separator: "\n", omittingEmptySubsequences: true).map { escapedItem(oneLine(String($0))) }
                    out += marker + paragraphs.joined(separator: "\n\n" + indent) + "\n"
                }
            }
        }
        if !recipe.equipment.isEmpty {
            out += "\n## Equipment\n\n"
            for item in recipe.equipment { out += "- \(escapedItem(oneLine(item)))\n" }
        }
        if !recipe.notes.isEmpty {
            out += "\n## Notes\n\n" + recipe.notes.map { escapedItem(oneLine($0)) }.joined(separator: "\n\n") + "\n"
        }
        return out
    }

    /// The file name for a title: our slug, as `recipository new` makes it.
    public static func fileName(_ recipe: ImportedRecipe) -> String {
        Slug.make(recipe.title) + ".md"
    }

    static func oneLine(_ text: String) -> String {
        HTMLText.tidy(text)
    }

    /// Text that Markdown would read as something else at the start of a list item or a
    /// paragraph (`1. `, `# `, `> `, `- `, a table or a fence) gets a backslash.
    static func escapedItem(_ text: String) -> String {
        guard let first = text.first else { return text }
        let second = text.dropFirst().first
        if first == ">" || text.hasPrefix("```") || text.hasPrefix("~~~")
            || ("-+*".contains(first) && (second == " " || second == nil))
            || (first == "#" && text.drop(while: { $0 == "#" }).first.map { $0 == " " } ?? true) {
            return "\\" + text
        }
        let digits = text.prefix(while: \.isNumber)
        if !digits.isEmpty, digits.count <= 9 {
            let after = text.dropFirst(digits.count)
            if let mark = after.first, mark == "." || mark == ")", after.dropFirst().first == " " || after.count == 1 {
                return digits + "\\" + after
            }
        }
        return text
    }
}
