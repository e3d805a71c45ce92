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

    /// Reads `block` if it is such a list; returns false (and changes nothing) otherwise.
    mutating func read(_ block: MarkdownNode, source: BodySource, diagnostics: inout [Diagnostic]) -> Bool {
        guard case .list = block.kind, !block.children.isEmpty else { return false }
        var entries: [(Field, String, MarkdownNode)] = []
        for item in block.children {
            let words = item.inlineText
            guard let colon = words.firstIndex(of: ":") else { return false }
            let label = Self.labelWords(words[..<colon])
            guard let field = Self.labels[label] else { return false }
            entries.append((field, String(words[words.index(after: colon)...]).trimmingSpaces, item))
        }
        for (field, value, item) in entries {
            let ok: Bool
            switch field {
            case .prep: prepMinutes = DurationParser.minutes(from: value); ok = prepMinutes != nil
            case .cook: cookMinutes = DurationParser.minutes(from: value); ok = cookMinutes != nil
            case .total: totalMinutes = DurationParser.minutes(from: value); ok = totalMinutes != nil
            case .servings: servings = ServingsParser.parse(value); ok = servings != nil
            }
            if !ok {
                diagnostics.append(.warning("bad-metadata", "The value `\(value)` was not understood as a time or a number of servings.",
                                            at: source.location(of: item)))
            }
        }
        return true
    }

    /// The label's words, lowercased, without emoji or other symbols.
    private static func labelWords(_ label: Substring) -> String {
        label.lowercased().unicodeScalars
            .filter { $0.properties.isAlphabetic || $0 == " " }
            .split(separator: " ")
            .map { String(String.UnicodeScalarView($0)) }
            .joined(separator: " ")
    }
}
