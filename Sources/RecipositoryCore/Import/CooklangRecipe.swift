import Foundation
import RecipositoryMarkdown

/// A Cooklang `.cook` file (https://cooklang.org/docs/spec/) as one of our recipes: `@ingredient{qty%unit}(note)`
/// marks become the ingredient list (`125 g plain flour`) and plain names in the steps; `#cookware{}`
/// the equipment; `~{25%minutes}` the time written out; `== Section ==` step sections (and
/// ingredient groups); `> notes`; `-- comments` and `[- blocks -]` dropped; metadata from YAML
/// front matter or `>> key: value` lines.
public enum CooklangRecipe {
    public static func read(_ text: String, name: String) -> ImportedRecipe {
        var metadata: [(key: String, value: String)] = []
        var body = withoutBlockComments(text.replacingOccurrences(of: "\r\n", with: "\n"))
        if body.hasPrefix("---\n"), let end = body.range(of: "\n---\n", range: body.index(body.startIndex, offsetBy: 3)..<body.endIndex)
            ?? body.range(of: "\n---", options: .anchored, range: body.index(body.startIndex, offsetBy: 3)..<body.endIndex) {
            // `---\n---\n`: an empty front matter, whose closing line is found where the YAML would start.
            let yamlStart = body.index(body.startIndex, offsetBy: 4)
            let yaml = end.lowerBound > yamlStart ? String(body[yamlStart..<end.lowerBound]) : ""
            metadata += yamlPairs(yaml)
            body = String(body[end.upperBound...])
        }
        var sections: [ImportedRecipe.Group] = []
        var ingredientGroups: [ImportedRecipe.Group] = []
        var section = ImportedRecipe.Group(lines: [])
        var ingredients = ImportedRecipe.Group(lines: [])
        // Looked up in sets: a list's `contains` made 100,000 distinct ingredients take 17 s.
        var ingredientsSeen = Set<String>()
        var equipment: [String] = []
        var equipmentSeen = Set<String>()
        var notes: [String] = []
        var paragraph: [String] = []

        func endStep() {
            // A comment cut out of a sentence leaves a space before its full stop.
            var step = HTMLText.tidy(paragraph.joined(separator: " "))
            for mark in [".", ",", ";", "!", "?"] { step = step.replacingOccurrences(of: " " + mark, with: mark) }
            if !step.isEmpty { section.lines.append(step) }
            paragraph = []
        }
        func startSection(_ title: String?) {
            endStep()
            if !section.lines.isEmpty || section.title != nil { sections.append(section) }
            if !ingredients.lines.isEmpty { ingredientGroups.append(ingredients) }
            section = ImportedRecipe.Group(title: title, lines: [])
            ingredients = ImportedRecipe.Group(title: title, lines: [])
            ingredientsSeen = []
        }

        for rawLine in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = withoutLineComment(String(rawLine)).trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                endStep()
            } else if line.hasPrefix(">>") {
                let pair = line.dropFirst(2).split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if pair.count == 2 { metadata.append((pair[0], pair[1])) }
            } else if line.hasPrefix(">") {
                endStep()
                let note = HTMLText.tidy(String(line.dropFirst()))
                if !note.isEmpty { notes.append(note) }
            } else if line.hasPrefix("=") {
                let title = line.trimmingCharacters(in: CharacterSet(charactersIn: "= "))
                startSection(title.isEmpty ? nil : title)
            } else {
                let marked = readMarks(line)
                paragraph.append(marked.text)
                for item in marked.ingredients where ingredientsSeen.insert(item).inserted { ingredients.lines.append(item) }
                for item in marked.cookware where equipmentSeen.insert(item).inserted { equipment.append(item) }
            }
        }
        startSection(nil)

        var recipe = ImportedRecipe(title: name)
        recipe.fileSlug = Slug.make(name)
        recipe.stepSections = sections.filter { !$0.lines.isEmpty }
        recipe.ingredientGroups = ingredientGroups
        if recipe.ingredientGroups.count == 1 { recipe.ingredientGroups[0].title = nil }
        recipe.equipment = equipment
        recipe.notes = notes
        apply(metadata, to: &recipe)
        return recipe
    }
}

extension CooklangRecipe {
    struct MarkedLine {
        var text = ""
        var ingredients: [String] = []
        var cookware: [String] = []
    }

    /// One line of a step: marks replaced by their names, the ingredients and cookware collected.
    static func readMarks(_ line: String) -> MarkedLine {
        var out = MarkedLine()
        let scalars = Array(line)
        // Where the next `}` and `)` are, from each place: found once, so a line of marks that
        // never close is read in one pass instead of one search to the end per mark.
        var nextBrace = [Int?](repeating: nil, count: scalars.count + 1)
        var nextParenthesis = [Int?](repeating: nil, count: scalars.count + 1)
        for position in stride(from: scalars.count - 1, through: 0, by: -1) {
            nextBrace[position] = scalars[position] == "}" ? position : nextBrace[position + 1]
            nextParenthesis[position] = scalars[position] == ")" ? position : nextParenthesis[position + 1]
        }
        var index = 0
        while index < scalars.count {
            let character = scalars[index]
            guard character == "@" || character == "#" || character == "~", index + 1 < scalars.count,
                  scalars[index + 1].isLetter || scalars[index + 1].isNumber || "{&?-+_".contains(scalars[index + 1]) else {
                out.text.append(character)
                index += 1
                continue
            }
            var cursor = index + 1
            var isReference = false
            while cursor < scalars.count, "&?-+".contains(scalars[cursor]) {
                if scalars[cursor] == "&" { isReference = true }
                cursor += 1
            }
            // A name of several words runs to a `{` met before any other mark; one word otherwise.
            var name = ""
            var amount: String?
            if let brace = scalars[cursor...].firstIndex(where: { "{@#~".contains($0) }), scalars[brace] == "{",
               let close = nextBrace[brace] {
                name = String(scalars[cursor..<brace]).trimmingCharacters(in: .whitespaces)
                if name.contains(where: { $0.isPunctuation && $0 != "-" && $0 != "'" && $0 != "_" }) && name.contains(" ") {
                    name = ""
                } else {
                    amount = String(scalars[(brace + 1)..<close])
                    cursor = close + 1
                }
            }
            if amount == nil {
                let end = scalars[cursor...].firstIndex(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) ?? scalars.count
                name = String(scalars[cursor..<end])
                cursor = end
            }
            var note: String?
            if character == "@", cursor < scalars.count, scalars[cursor] == "(", let close = nextParenthesis[cursor] {
                note = String(scalars[(cursor + 1)..<close]).trimmingCharacters(in: .whitespaces)
                cursor = close + 1
            }
            let (quantity, unit) = splitAmount(amount ?? "")
            switch character {
            case "@":
                out.text += name
                if !isReference, !name.isEmpty {
                    let line = [quantity, unit, name].filter { !$0.isEmpty }.joined(separator: " ")
                    out.ingredients.append(note.map { "\(line), \($0)" } ?? line)
                }
            case "#":
                out.text += name
                if !name.isEmpty { out.cookware.append(name) }
            default:
                let time = [quantity, unit].filter { !$0.isEmpty }.joined(separator: " ")
                out.text += time.isEmpty ? name : time
            }
            index = cursor
        }
        return out
    }

    /// `125%g` -> (`125`, `g`); `2` -> (`2`, ``); a fixed-scale `*` is dropped.
    static func splitAmount(_ amount: String) -> (String, String) {
        let parts = amount.split(separator: "%", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let quantity = (parts.first ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "* "))
        return (quantity, parts.count > 1 ? parts[1] : "")
    }

    static func withoutLineComment(_ line: String) -> String {
        guard let range = line.range(of: "--") else { return line }
        return String(line[..<range.lowerBound])
    }

    static func withoutBlockComments(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "[-") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "-]") else { return out }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// The top-level `key: value` pairs of YAML front matter, lists joined with commas.
    static func yamlPairs(_ yaml: String) -> [(key: String, value: String)] {
        guard case .mapping(let pairs, _)? = YAMLReader.read(yaml, firstLine: 1, path: "").root else { return [] }
        return pairs.compactMap { pair in
            guard let key = pair.key.scalar?.string else { return nil }
            switch pair.value {
            case .scalar(let scalar, _): return (key, scalar.string)
            case .sequence(let items, _): return (key, items.compactMap { $0.scalar?.string }.joined(separator: ", "))
            case .mapping(let inner, _):
                // `source: {name, url}` as cooklang-rs writes it.
                let url = inner.first { $0.key.scalar?.string == "url" }?.value.scalar?.string
                return url.map { (key, $0) }
            }
        }
    }

    static func apply(_ metadata: [(key: String, value: String)], to recipe: inout ImportedRecipe) {
        var unknown: [String] = []
        for (rawKey, value) in metadata where !value.isEmpty {
            let key = rawKey.lowercased().replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
            let list = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            switch key {
            case "title", "name": recipe.title = value
            case "description", "introduction": recipe.description = value
            case "author", "source.author": recipe.author = value
            case "source", "source.url", "url": recipe.source = value
            case "tags": recipe.tags = list
            case "course", "category": recipe.category = list.first
            case "cuisine": recipe.cuisine = value
            case "diet": recipe.diet = list
            case "date": recipe.date = SchemaRecipeMapper.isoDate(value)
            case "image", "images", "picture": recipe.image = list.first
            case "servings", "serves", "yield":
                guard ServingsParser.parse(value) != nil else { unknown.append(rawKey); continue }
                if key == "yield" { recipe.yield = value } else { recipe.servings = value }
            case "prep time", "time.prep":
                if let minutes = DurationParser.minutes(from: value) { recipe.prepMinutes = minutes } else { unknown.append(rawKey) }
            case "cook time", "time.cook":
                if let minutes = DurationParser.minutes(from: value) { recipe.cookMinutes = minutes } else { unknown.append(rawKey) }
            case "time required", "time", "total time", "duration":
                if let minutes = DurationParser.minutes(from: value) { recipe.totalMinutes = minutes } else { unknown.append(rawKey) }
            default: unknown.append(rawKey)
            }
        }
        if !unknown.isEmpty { recipe.notImported.append(unknown.joined(separator: ", ")) }
    }
}
