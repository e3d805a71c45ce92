import RecipositoryMarkdown

/// Reads the `## Ingredients` section: `###` sub-headings and label items (`- Spices:` with a
/// nested list) start groups; every list item is an ingredient; a paragraph ending in `:` names
/// the next group; any other paragraph line is read as an ingredient, so nothing is dropped.
struct IngredientSectionReader {
    let walk: BodyWalk
    var diagnostics: [Diagnostic] = []
    private var groups: [IngredientGroup] = []

    init(walk: BodyWalk) {
        self.walk = walk
    }

    mutating func read(_ blocks: [MarkdownNode]) -> [IngredientGroup] {
        for block in blocks {
            switch block.kind {
            case .heading:
                startGroup(Trimming.whitespace(block.inlineText))
            case .list:
                readList(block)
            case .paragraph:
                let words = Trimming.whitespace(block.inlineText)
                if words.hasSuffix(":"), !words.dropLast().contains(":") {
                    startGroup(Trimming.whitespace(String(words.dropLast())))
                } else {
                    append(block, plain: words)
                }
            default:
                append(block)
            }
        }
        return groups.filter { !$0.ingredients.isEmpty || $0.title != nil }.map { group in
            IngredientGroup(title: group.title, ingredients: group.ingredients.trimmed())
        }
    }

    private mutating func startGroup(_ title: String) {
        if let last = groups.last, last.ingredients.isEmpty, last.title != nil { groups.removeLast() }
        groups.append(IngredientGroup(title: title.isEmpty ? nil : title, ingredients: []))
    }

    private mutating func readList(_ list: MarkdownNode) {
        for item in list.children {
            let paragraph = item.children.first { $0.kind == .paragraph }
            let nested = item.children.filter { if case .list = $0.kind { true } else { false } }
            let words = paragraph.map { Trimming.whitespace($0.inlineText) } ?? ""
            if !nested.isEmpty, words.hasSuffix(":") || paragraph == nil {
                // A label item: its nested list is a group of its own, then the outer group goes on.
                let outer = groups.last?.title
                startGroup(Trimming.whitespace(String(words.dropLast(words.hasSuffix(":") ? 1 : 0))))
                for inner in nested { readList(inner) }
                groups.append(IngredientGroup(title: outer, ingredients: []))
                continue
            }
            if let paragraph { append(paragraph, plain: words) }
            for inner in nested { readList(inner) }
        }
    }

    /// `plain` is the node's trimmed inline text when the caller already has it.
    private mutating func append(_ node: MarkdownNode, plain known: String? = nil) {
        if groups.isEmpty { groups.append(IngredientGroup(title: nil, ingredients: [])) }
        let plain = known ?? Trimming.whitespace(node.inlineText)
        guard !plain.isEmpty else { return }
        let line = IngredientLineParser.parse(plain)
        let location = walk.source.location(of: node)
        for problem in line.problems {
            switch problem {
            case .unknownUnit(let word, let suggestion):
                diagnostics.append(Diagnostic(.unknownUnit, "`\(word)` is not a unit Recipository knows.",
                                              at: location, note: suggestion.map { "did you mean `\($0.symbol)`?" }))
            case .quantityNotUnderstood(let text):
                diagnostics.append(Diagnostic(.quantityNotUnderstood,
                                              "The amount `\(text)` was not understood; the line is shown as written.", at: location))
            }
        }
        let ingredient = Ingredient(text: walk.source.text(of: node), markdown: walk.inlinePart(node), line: line,
                                    location: location)
        groups[groups.count - 1].ingredients.append(ingredient)
    }
}
