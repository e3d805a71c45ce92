import RecipositoryMarkdown

/// based.cooking's metadata bullets before the ingredients (`- ⏲️ Prep time: 10 min`,
/// `- 🍽️ Servings: 4`): a list whose every item is `Label: value` with a known label.
struct BodyMetadata {
    var prepMinutes: Int?
    var cookMinutes: Int?
    var totalMinutes: Int?
    var servings: Servings?

    private enum Field { case prep, cook, total, servings }

    private static let labels: [String: Field] = [
        "prep": .prep, "prep time": .prep, "preparation": .prep, "preparation time": .prep, "prep time active": .prep,
        "cook": .cook, "cook time": .cook, "cooking time": .cook, "bake time": .cook, "baking time": .cook,
        "total": .total, "total time": .total, "time": .total, "ready in": .total,
        "servings": .servings, "serves": .servings, "yield": .servings, "yields": .servings, "makes": .servings,
        "portions": .servings,
    ]

    enum Outcome { case notMetadata, consumed, readButKeep }

    /// Reads `block` if it is such a list. A list with labels of its own as well (`⏳ Soaking:
    /// overnight`) still fills what it can, but stays in the intro so nothing is lost.
    mutating func read(_ block: MarkdownNode, source: BodySource, diagnostics: inout [Diagnostic]) -> Outcome {
        guard case .list = block.kind, !block.children.isEmpty else { return .notMetadata }
        var entries: [(Field, String, MarkdownNode)] = []
        var unknownLabels = 0
        for item in block.children {
            let words = item.inlineText
            guard let colon = words.firstIndex(of: ":") else { return .notMetadata }
            guard let field = Self.labels[Self.labelWords(words[..<colon])] else {
                unknownLabels += 1
                continue
            }
            entries.append((field, Trimming.whitespace(words[words.index(after: colon)...]), item))
        }
        guard entries.count > unknownLabels else { return .notMetadata }
        for (field, value, item) in entries {
            let ok: Bool
            switch field {
            case .prep: prepMinutes = DurationParser.minutes(from: value); ok = prepMinutes != nil
            case .cook: cookMinutes = DurationParser.minutes(from: value); ok = cookMinutes != nil
            case .total: totalMinutes = DurationParser.minutes(from: value); ok = totalMinutes != nil
            case .servings: servings = ServingsParser.parse(value); ok = servings != nil
            }
            if !ok {
                diagnostics.append(Diagnostic(.badMetadata, "The value `\(value)` was not understood as a time or a number of servings.",
                                              at: source.location(of: item)))
            }
        }
        return unknownLabels == 0 ? .consumed : .readButKeep
    }

    /// The label's words, lowercased, without emoji or other symbols.
    private static func labelWords(_ label: Substring) -> String {
        LetterWords.of(label)
    }
}
