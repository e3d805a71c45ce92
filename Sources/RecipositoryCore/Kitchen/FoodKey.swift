/// How a food's name finds its row in the density and aisle tables: folded (lowercase, no
/// accents), then the whole name, then shorter and shorter endings of it (`unsalted butter` →
/// `butter`; `peanut butter` has a row of its own, found first), each also with its last word
/// made singular (`onions` → `onion`); failing those, the first word
/// (`chicken thighs` → `chicken`). `kitchen-amounts.js` looks up the same way.
public enum FoodKey {
    public static func of(_ food: String) -> String {
        TextFolding.fold(food).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    public static func lookup<Value>(_ food: String, in table: [String: Value]) -> Value? {
        let key = of(food)
        let words = key.split(separator: " ")
        guard let last = words.last else { return nil }
        // Each ending is the rest of the key (its words one space apart), and every ending's last
        // word is the key's: made singular once, not joined again for each ending.
        let singularLast = Singularizer.singular(String(last))
        for word in words {
            if let found = table[String(key[word.startIndex...])] { return found }
            if let found = table[String(key[word.startIndex..<last.startIndex]) + singularLast] { return found }
        }
        return table[String(words[0])] ?? table[Singularizer.singular(String(words[0]))]
    }

    /// The key the shopping list merges on: folded, last word singular (`Onions` and `onion` meet).
    public static func mergeKey(_ food: String) -> String {
        // `of`'s words, split once: not joined into its key and split again.
        let words = TextFolding.fold(food).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let last = words.last else { return "" }
        return (words.dropLast().map(String.init) + [Singularizer.singular(String(last))]).joined(separator: " ")
    }
}

extension FoodKey {
    /// The plural rules as the browser reads them: the search index's `plural` and `kitchen-data.js`.
    public static var pluralRules: JSONValue {
        func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }
        return .object([
            "irregular": .object(Singularizer.irregular.mapValues(JSONValue.string)),
            "invariant": strings(Singularizer.invariant.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }),
            "singularEndings": strings(Singularizer.singularEndings),
            "suffixes": .array(Singularizer.suffixRules.map { strings([$0.plural, $0.singular]) }),
            "minLength": .int(Singularizer.minimumLength),
        ])
    }
}
