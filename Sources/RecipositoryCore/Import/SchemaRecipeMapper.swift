import Foundation

/// One schema.org `Recipe` (from JSON-LD, or microdata read into the same shape) mapped to our
/// fields. Texts keep the page's words: entities decoded, tags dropped, whitespace tidied;
/// amounts are never rewritten. What does not fit is named in `notImported`.
struct SchemaRecipeMapper {
    /// Resolves `{"@id": ...}` references; identity for microdata.
    var resolve: (Any) -> Any = { $0 }
    /// The page's address, for relative picture URLs and as the recipe's `source:`.
    var pageURL: String?
    /// The page's own title, for a recipe without a name.
    var pageTitle: String?
    /// Every recursive reader below counts its steps here (see `GraphWalk`).
    let walk = GraphWalk()

    func map(_ object: [String: Any]) -> ImportedRecipe? {
        walk.reset()
        var used: Set<String> = ["@context", "@type", "@id", "type"]
        func value(_ keys: String...) -> Any? {
            for key in keys {
                used.insert(key)
                if let found = object[key], !(found is NSNull) { return resolve(found) }
            }
            return nil
        }
        guard let title = (value("name", "headline").flatMap(text) ?? pageTitle.map(HTMLText.plain)), !title.isEmpty else { return nil }
        var recipe = ImportedRecipe(title: title)
        recipe.description = value("description").flatMap(text).map { description in
            // Front matter is for a line or two; a page's essay stays on the page.
            guard description.count > Self.longestDescription else { return description }
            recipe.notImported.append("the rest of the description (over \(Self.longestDescription) characters)")
            let cut = description.prefix(Self.longestDescription)
            return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + " …"
        }
        recipe.author = value("author", "creator").flatMap(names)
        recipe.source = pageURL ?? value("url").flatMap(text) ?? value("mainEntityOfPage").flatMap(address)
        _ = value("url", "mainEntityOfPage")
        recipe.date = value("datePublished", "dateCreated").flatMap(text).flatMap(Self.isoDate)

        let categories = value("recipeCategory").map(texts) ?? []
        let cuisines = value("recipeCuisine").map(texts) ?? []
        recipe.category = categories.first
        recipe.cuisine = cuisines.first
        var tags = Array(categories.dropFirst()) + Array(cuisines.dropFirst())
        tags += value("keywords").map { keywords in texts(keywords).flatMap { $0.split(separator: ",").map { HTMLText.tidy(String($0)) } } } ?? []
        recipe.tags = Self.unique(tags.filter { !$0.isEmpty && $0.count <= 60 && $0 != recipe.category && $0 != recipe.cuisine })
        if recipe.tags.count > Self.mostTags {
            recipe.notImported.append("\(recipe.tags.count - Self.mostTags) more keywords")
            recipe.tags.removeLast(recipe.tags.count - Self.mostTags)
        }

        if let yield = value("recipeYield", "yield") { applyYield(yield, to: &recipe) }
        for (key, path) in [("prepTime", \ImportedRecipe.prepMinutes), ("cookTime", \.cookMinutes), ("totalTime", \.totalMinutes)] {
            guard let written = value(key).flatMap(text) else { continue }
            if let minutes = DurationParser.minutes(from: written) {
                recipe[keyPath: path] = minutes
            } else {
                recipe.notImported.append("\(key) `\(written)` (not a time)")
            }
        }
        // Only a web address can be kept: a path the page meant relative to itself, or a
        // `data:` picture, would be a missing picture in our site.
        let pictures = (value("image", "thumbnailUrl").map(urls) ?? []).map(absolute)
        recipe.image = pictures.first { $0.hasPrefix("https://") || $0.hasPrefix("http://") }
        if let first = pictures.first, recipe.image == nil { recipe.notImported.append("picture `\(first.prefix(80))` (not a web address)") }
        if pictures.count > 1 { recipe.notImported.append("\(pictures.count - 1) more picture\(pictures.count == 2 ? "" : "s") (the first is kept)") }
        if let nutrition = value("nutrition") as? [String: Any] { applyNutrition(nutrition, to: &recipe) }
        recipe.diet = (value("suitableForDiet").map(texts) ?? []).map(Self.dietName)

        let ingredients = (value("recipeIngredient", "ingredients").map(ingredientLines)) ?? []
        recipe.ingredientGroups = Self.grouped(ingredients)
        if let instructions = value("recipeInstructions", "instructions") {
            var notes: [String] = []
            recipe.stepSections = stepSections(instructions, notes: &notes)
            recipe.notes += notes
        }
        recipe.equipment = value("tool").map(names(list:)) ?? []
        let left = object.keys.filter { !used.contains($0) && !Self.quietlyDropped.contains($0) }.sorted()
        if !left.isEmpty { recipe.notImported.append(left.joined(separator: ", ")) }
        return recipe
    }
}

extension SchemaRecipeMapper {
    static let longestDescription = 1_000
    static let mostTags = 20

    /// Page data we do not expect to carry over and need not mention.
    static let quietlyDropped: Set<String> = [
        "dateModified", "publisher", "isPartOf", "inLanguage", "interactionStatistic", "isAccessibleForFree",
        "potentialAction", "speakable", "commentCount", "wordCount", "thumbnailUrl", "articleSection",
        "sameAs", "identifier", "copyrightHolder", "copyrightYear", "license", "isBasedOn", "itemprop",
    ]

    /// A single text: a string, a number, the first of a list, or an object's `name`/`text`/`@value`.
    func text(_ value: Any) -> String? {
        guard walk.enter(value) else { return nil }
        defer { walk.leave() }
        switch resolve(value) {
        case let string as String:
            let plain = HTMLText.plain(string)
            return plain.isEmpty ? nil : plain
        case let number as NSNumber: return number.stringValue
        case let list as [Any]: return list.lazy.compactMap(text).first
        case let object as [String: Any]: return (object["name"] ?? object["text"] ?? object["@value"]).flatMap(text)
        default: return nil
        }
    }

    func texts(_ value: Any) -> [String] {
        guard walk.enter(value) else { return [] }
        defer { walk.leave() }
        switch resolve(value) {
        case let list as [Any]: return list.flatMap(texts)
        case let other: return text(other).map { [$0] } ?? []
        }
    }

    /// Authors: `"Rose"`, `{"name": "Rose"}`, a list of either, joined with commas.
    func names(_ value: Any) -> String? {
        let all = Self.unique(texts(value))
        return all.isEmpty ? nil : all.joined(separator: ", ")
    }

    func names(list value: Any) -> [String] { Self.unique(texts(value)) }

    func address(_ value: Any) -> String? {
        guard walk.enter(value) else { return nil }
        defer { walk.leave() }
        switch resolve(value) {
        case let string as String: return string.isEmpty ? nil : string
        case let object as [String: Any]: return (object["@id"] ?? object["url"]).flatMap(address)
        default: return nil
        }
    }

    /// Pictures: `"url"`, `{"url": ...}` / `{"contentUrl": ...}`, or a list of these.
    func urls(_ value: Any) -> [String] {
        guard walk.enter(value) else { return [] }
        defer { walk.leave() }
        switch resolve(value) {
        case let string as String:
            let trimmed = HTMLText.decodeEntities(string).trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? [] : [trimmed]
        case let list as [Any]: return list.flatMap(urls)
        case let object as [String: Any]: return (object["url"] ?? object["contentUrl"] ?? object["@id"]).map(urls) ?? []
        default: return []
        }
    }

    func absolute(_ url: String) -> String {
        if url.hasPrefix("//") { return "https:" + url }
        guard let pageURL, let base = URL(string: pageURL), URL(string: url)?.scheme == nil,
              let resolved = URL(string: url, relativeTo: base) else { return url }
        return resolved.absoluteString
    }

    /// Ingredient lines, each one line of the page's text; a list, or one string of lines.
    func ingredientLines(_ value: Any) -> [String] {
        guard walk.enter(value) else { return [] }
        defer { walk.leave() }
        switch resolve(value) {
        case let string as String: return HTMLText.lines(string)
        case let list as [Any]: return list.flatMap(ingredientLines)
        case let other: return text(other).map { [$0] } ?? []
        }
    }

    /// Lines like `For the sauce:` (no digit, ending in a colon) start a group, as a cook
    /// writes `### For the sauce`.
    static func grouped(_ lines: [String]) -> [ImportedRecipe.Group] {
        var groups: [ImportedRecipe.Group] = []
        var current = ImportedRecipe.Group(lines: [])
        for line in lines {
            if line.hasSuffix(":"), line.count <= 60, !line.contains(where: \.isNumber) {
                if !current.lines.isEmpty || current.title != nil { groups.append(current) }
                current = ImportedRecipe.Group(title: String(line.dropLast()).trimmingCharacters(in: .whitespaces), lines: [])
            } else {
                current.lines.append(line)
            }
        }
        if !current.lines.isEmpty || current.title != nil { groups.append(current) }
        return groups.filter { !$0.lines.isEmpty }
    }

    /// Steps from every shape sites use: one string (of lines or HTML), a list of strings,
    /// `HowToStep`s (`text`, else `name`), `HowToSection`s with their own steps, `ItemList`s,
    /// and `HowToTip`s, which become notes. An object with an `@id` is read once: a section
    /// that lists itself, or sections that each list the next ten times (exponential as a
    /// tree), give each section once.
    func stepSections(_ value: Any, notes: inout [String]) -> [ImportedRecipe.Group] {
        var read = Set<String>()
        return stepSections(value, notes: &notes, read: &read)
    }

    private func stepSections(_ value: Any, notes: inout [String], read: inout Set<String>) -> [ImportedRecipe.Group] {
        var sections: [ImportedRecipe.Group] = []
        var loose = ImportedRecipe.Group(lines: [])
        func flushLoose() {
            if !loose.lines.isEmpty { sections.append(loose) }
            loose = ImportedRecipe.Group(lines: [])
        }
        func visit(_ value: Any) {
            guard walk.enter(value) else { return }
            defer { walk.leave() }
            let value = resolve(value)
            if let id = (value as? [String: Any])?["@id"] as? String, !read.insert(id).inserted { return }
            switch value {
            case let string as String:
                loose.lines += HTMLText.lines(string).map(Self.withoutNumber)
            case let list as [Any]:
                for item in list { visit(item) }
            case let object as [String: Any]:
                let types = JSONLDGraph.types(object)
                let items = object["itemListElement"] ?? object["steps"] ?? object["step"]
                if types.contains("HowToSection") || (items != nil && !types.contains("HowToStep")) {
                    flushLoose()
                    var inner: [ImportedRecipe.Group] = []
                    var innerNotes: [String] = []
                    if let items { inner = stepSections(items, notes: &innerNotes, read: &read) }
                    notes += innerNotes
                    let title = object["name"].flatMap(text)
                    let lines = inner.flatMap(\.lines)
                    if !lines.isEmpty { sections.append(ImportedRecipe.Group(title: title, lines: lines)) }
                } else if types.contains("HowToTip") {
                    if let tip = (object["text"] ?? object["name"]).flatMap(text) { notes.append(tip) }
                } else if let step = (object["text"] ?? object["name"] ?? object["description"]) {
                    let lines = HTMLText.lines((step as? String) ?? text(step) ?? "")
                    if !lines.isEmpty { loose.lines.append(Self.withoutNumber(lines.joined(separator: " "))) }
                }
            case let number as NSNumber:
                loose.lines.append(number.stringValue)
            default:
                break
            }
        }
        visit(value)
        flushLoose()
        return sections.map { section in
            var section = section
            section.lines = section.lines.filter { !$0.isEmpty }
            return section
        }.filter { !$0.lines.isEmpty }
    }

    /// `1. Preheat`, `Step 2: Stir` lose their number: our list numbers the steps.
    static func withoutNumber(_ step: String) -> String {
        var rest = Substring(step)
        if rest.lowercased().hasPrefix("step ") {
            let afterWord = rest.dropFirst(5)
            let digits = afterWord.prefix(while: \.isNumber)
            if !digits.isEmpty {
                rest = afterWord.dropFirst(digits.count)
                rest = rest.drop(while: { $0 == ":" || $0 == "." || $0 == ")" || $0 == " " || $0 == "-" || $0 == "–" })
                return rest.isEmpty ? step : String(rest)
            }
        }
        let digits = rest.prefix(while: \.isNumber)
        if !digits.isEmpty, digits.count <= 2 {
            let after = rest.dropFirst(digits.count)
            if let mark = after.first, mark == "." || mark == ")", after.dropFirst().first == " " {
                let text = after.dropFirst(2)
                if !text.isEmpty { return String(text) }
            }
        }
        return step
    }

    /// `recipeYield`: a number or `4 servings` are servings; `1 loaf`, `24 cookies` a yield;
    /// a list (`["4", "4 servings"]`) gives its most telling entry.
    func applyYield(_ value: Any, to recipe: inout ImportedRecipe) {
        let entries = Self.unique(texts(value))
        let servingWords: Set<String> = ["serving", "servings", "people", "persons", "person", "portions", "portion", "serves"]
        func isServings(_ text: String) -> Bool {
            text.lowercased().split(whereSeparator: { !$0.isLetter }).allSatisfy { servingWords.contains(String($0)) }
        }
        var servings: String?
        var yield: String?
        for entry in entries {
            if isServings(entry) {
                if servings == nil { servings = entry }
            } else if yield == nil {
                yield = entry
            }
        }
        for (text, path) in [(servings, \ImportedRecipe.servings), (yield, \.yield)] {
            guard let text else { continue }
            if ServingsParser.parse(text) != nil {
                recipe[keyPath: path] = text
            } else {
                recipe.notImported.append("recipeYield `\(text)` (no number of servings in it)")
            }
        }
    }

    /// `{"calories": "410 kcal", "proteinContent": "4 g"}` -> `calories: 410 kcal`, `protein: 4 g`;
    /// values our nutrition reader would not understand are reported instead.
    func applyNutrition(_ nutrition: [String: Any], to recipe: inout ImportedRecipe) {
        for key in nutrition.keys.sorted() where !key.hasPrefix("@") {
            guard let written = text(nutrition[key]!) else { continue }
            var name = key.hasSuffix("Content") ? String(key.dropLast(7)) : key
            if let canonical = NutritionParser.canonicalName(key) { name = canonical }
            if key == "servingSize" {
                recipe.notImported.append("nutrition servingSize `\(written)`")
            } else if NutritionParser.value(name: name, text: written) != nil {
                recipe.nutrition.append(.init(name: name, text: written))
            } else {
                recipe.notImported.append("nutrition \(key) `\(written)`")
            }
        }
    }

    /// `https://schema.org/GlutenFreeDiet` -> `gluten-free`.
    static func dietName(_ value: String) -> String {
        var name = String(value.split(separator: "/").last ?? Substring(value))
        if name.hasSuffix("Diet") { name.removeLast(4) }
        var out = ""
        for character in name {
            if character.isUppercase, !out.isEmpty { out += "-" }
            out += character.lowercased()
        }
        return out
    }

    /// `2019-11-28T10:00:00+01:00` -> `2019-11-28`; nil for a date our reader would refuse.
    static func isoDate(_ text: String) -> String? {
        let prefix = String(text.prefix(10))
        let parts = prefix.split(separator: "-")
        guard prefix.count == 10, parts.count == 3, parts.allSatisfy({ $0.allSatisfy(\.isNumber) }),
              DateParser.parse(prefix) != nil else { return nil }
        return prefix
    }

    static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0.lowercased()).inserted }
    }
}
