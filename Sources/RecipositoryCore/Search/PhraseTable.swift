/// Names recognised before noise words are dropped, longest first: synonyms ("spring onion" ->
/// "scallion"), atomic names ("bay leaf") and kept compounds ("brown sugar"). Keys and values are
/// normalized: folded, singular words joined by one space.
struct PhraseTable: Sendable {
    struct Entry: Sendable, Equatable {
        /// What the phrase stands for: the synonym group's canonical term, or the phrase itself.
        var canonical: String
        /// Atomic names stay one term; others are also indexed by their last words.
        var isAtomic: Bool
    }

    private(set) var entries: [String: Entry] = [:]
    private var firstWords: Set<String> = []
    private(set) var longestPhrase = 1

    /// Adds or replaces `phrase`, with a spaced twin for hyphenated words (parmigiano-reggiano).
    mutating func set(_ phrase: String, _ entry: Entry, hyphenTwin: Bool = true) {
        store(phrase, entry)
        if hyphenTwin && phrase.contains("-") {
            store(phrase.split(whereSeparator: { $0 == "-" || $0 == " " }).joined(separator: " "), entry)
        }
    }

    mutating func addIfAbsent(_ phrase: String, _ entry: Entry, hyphenTwin: Bool = true) {
        if entries[phrase] == nil { set(phrase, entry, hyphenTwin: hyphenTwin) }
    }

    /// The longest phrase that starts at `start`, and how many words it spans.
    func longestMatch(in words: [String], at start: Int) -> (length: Int, entry: Entry)? {
        guard firstWords.contains(words[start]) else { return nil }
        var length = min(longestPhrase, words.count - start)
        while length >= 1 {
            let key = length == 1 ? words[start] : words[start..<start + length].joined(separator: " ")
            if let entry = entries[key] { return (length, entry) }
            length -= 1
        }
        return nil
    }
}

private extension PhraseTable {
    mutating func store(_ phrase: String, _ entry: Entry) {
        let words = phrase.split(separator: " ")
        guard let first = words.first else { return }
        entries[phrase] = entry
        firstWords.insert(String(first))
        longestPhrase = max(longestPhrase, words.count)
    }
}
