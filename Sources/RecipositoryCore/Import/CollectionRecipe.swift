import Foundation

/// A recipe file from another Markdown collection, read with our own front matter reader:
/// Jekyll/Chowdown (`ingredients:` and `directions:` lists in the front matter) becomes our
/// sections; a Hugo or based.cooking file, already in our sections, keeps its body as written.
public enum CollectionRecipe {
    public struct Outcome: Sendable {
        public var recipe: ImportedRecipe?
        public var problem: String?
    }

    /// `name` is the file's name without its extension, the title when nothing else gives one.
    public static func read(_ text: String, name: String) -> Outcome {
        let (split, splitProblems) = FrontMatterSplitter.split(text, path: name)
        guard let split, !splitProblems.contains(where: { $0.severity == .error }) else {
            return Outcome(problem: "its front matter is not closed (`---` at the top, never ended)")
        }
        var frontMatter = FrontMatter()
        if let yaml = split.yaml {
            let (decoded, diagnostics) = FrontMatterDecoder().read(yaml, firstLine: split.yamlFirstLine, path: name)
            guard let decoded else {
                let error = diagnostics.last { $0.severity == .error }
                return Outcome(problem: "its front matter is not valid YAML (line \(error?.location.line ?? 1): \(error?.message ?? ""))")
            }
            frontMatter = decoded
        }
        var body = split.body
        var title = frontMatter.title?.value
        if title == nil, let heading = firstHeading(body) {
            title = heading.text
            body.removeSubrange(heading.range)
        }
        var recipe = ImportedRecipe(title: title ?? name)
        recipe.fileSlug = Slug.make(frontMatter.slug?.value ?? name)
        recipe.description = frontMatter.description
        recipe.author = frontMatter.author
        recipe.source = frontMatter.source
        recipe.date = frontMatter.date?.description
        recipe.category = frontMatter.category
        recipe.cuisine = frontMatter.cuisine
        recipe.tags = frontMatter.tags
        recipe.servings = frontMatter.servings?.text
        recipe.yield = frontMatter.yield?.text
        recipe.prepMinutes = frontMatter.prepMinutes
        recipe.cookMinutes = frontMatter.cookMinutes
        recipe.totalMinutes = frontMatter.totalMinutes
        recipe.image = frontMatter.image?.value
        recipe.nutrition = frontMatter.nutrition.map { value in
            ImportedRecipe.Nutrient(name: value.name, text: NutritionParser.schemaOrgValue(value).replacingOccurrences(of: " calories", with: " kcal"))
        }
        recipe.diet = frontMatter.diet
        if !frontMatter.gallery.isEmpty { recipe.notImported.append("gallery (\(frontMatter.gallery.count) pictures)") }
        let others = frontMatter.extra.keys.sorted()
        if !others.isEmpty { recipe.notImported.append(others.joined(separator: ", ")) }

        let trimmedBody = body.trimmingCharacters(in: .whitespacesAndNewlines)
        if frontMatter.ingredients.isEmpty, frontMatter.directions.isEmpty {
            recipe.body = trimmedBody.isEmpty ? nil : trimmedBody + "\n"
        } else {
            recipe.ingredientGroups = SchemaRecipeMapper.grouped(frontMatter.ingredients.map { HTMLText.tidy($0.value) })
            let steps = frontMatter.directions.map { SchemaRecipeMapper.withoutNumber(HTMLText.tidy($0.value)) }
            recipe.stepSections = steps.isEmpty ? [] : [ImportedRecipe.Group(lines: steps)]
            recipe.intro = trimmedBody.isEmpty ? nil : trimmedBody
        }
        return Outcome(recipe: recipe)
    }

    /// The first `# Title` line of the body, as our format reads a title.
    static func firstHeading(_ body: String) -> (text: String, range: Range<String.Index>)? {
        var start = body.startIndex
        while start < body.endIndex {
            let end = body[start...].firstIndex(of: "\n") ?? body.endIndex
            let line = body[start..<end]
            if line.hasPrefix("# ") {
                let text = HTMLText.tidy(String(line.dropFirst(2)).trimmingCharacters(in: CharacterSet(charactersIn: "# ")))
                let next = end < body.endIndex ? body.index(after: end) : end
                return text.isEmpty ? nil : (text, start..<next)
            }
            if line.hasPrefix("## ") { return nil }
            start = end < body.endIndex ? body.index(after: end) : end
        }
        return nil
    }
}
