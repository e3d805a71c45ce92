/// How the search box reads a query while it is typed, as `search-query.js` does (all but its
/// typo repair): a word the site does not know is the start of one it knows ("chic"), and so is
/// the last word while a longer known word starts with it, even when it is a word itself or a
/// noise word ("tom" finds Tom Yam and tomatoes, "on" onions, "but" butter). The last word is
/// not being typed when a separator ends it ("salt,"), and is compared as typed, not made
/// singular ("pers" may become persimmon, "eggs" not eggplant). A prefix takes the words before
/// it along while together they begin a known name ("spring oni").
public struct TypedQueryReader: Sendable {
    /// A term of a search: a whole term, or the start of words still being typed.
    public struct Term: Hashable, Sendable, CustomStringConvertible {
        public var text: String
        public var isPrefix: Bool

        public init(_ text: String, isPrefix: Bool = false) {
            self.text = text
            self.isPrefix = isPrefix
        }

        public var description: String { isPrefix ? "\(text)…" : text }
    }

    private let phrases: PhraseTable
    /// Every word of the site's ingredients, synonyms, titles, tags, categories, cuisines and
    /// difficulties, sorted by code point: the page's dictionary.
    private let knownWords: [String]
    private let known: Set<String>
    /// The known names (synonyms and vocabulary), sorted: a typed phrase must begin one.
    private let phraseKeys: [String]

    public init(index: SearchIndex) {
        phrases = index.queryPhrases
        let titled = { (text: String) in
            IngredientTokenizer.words(in: TextFolding.fold(text), comma: .separates, keepingParentheses: true)
                .map(Singularizer.singular)
        }
        var words = Set<String>()
        for term in index.vocabulary { words.formUnion(term.split(separator: " ").map(String.init)) }
        for (variant, canonical) in index.normalizer.synonyms {
            words.formUnion((variant + " " + canonical).split(separator: " ").map(String.init))
        }
        for text in index.entries.map(\.title) + index.tags + index.categories + index.cuisines + SearchIndex.levelNames {
            words.formUnion(titled(text))
        }
        words.subtract(["and", "or"])
        known = words
        knownWords = words.sorted(by: Self.codePointOrder)
        phraseKeys = Array(Set(index.normalizer.synonyms.keys).union(index.vocabulary)).sorted(by: Self.codePointOrder)
    }

    /// The terms of `query`, as the page's `QueryReader.read(q, {levels: true})` gives them.
    public func terms(_ query: String) -> [Term] {
        let typed = IngredientTokenizer.words(in: TextFolding.fold(query), comma: .separates)
        let last = typed.count - 1
        let typing = last >= 0 && Self.endsInWord(query)
        let marked = typed.indices.map { mark(Singularizer.singular(typed[$0]), typedAs: typing && $0 == last ? typed[$0] : nil) }
        let end = startOfTypedPhrase(marked)
        var terms = phraseTerms(Array(marked[..<end]))
        if end < marked.count { terms.append(Term(marked[end...].map(\.text).joined(separator: " "), isPrefix: true)) }
        var unique: [Term] = []
        for term in terms where !unique.contains(term) { unique.append(term) }
        if unique.isEmpty {
            // All noise words: searched as they are ("fried" is a tag).
            for word in marked.map(\.text) where word != "and" && word != "or" && !unique.contains(Term(word)) {
                unique.append(Term(word))
            }
        }
        return unique
    }
}

private extension TypedQueryReader {
    /// `typedAs`: the last word as typed (not made singular), while it is being typed.
    func mark(_ word: String, typedAs: String?) -> Term {
        if let typedAs, startsLongerWord(typedAs) { return Term(typedAs, isPrefix: true) }
        if IngredientWords.ignored.contains(word) || known.contains(word) { return Term(word) }
        return Term(word, isPrefix: knownWords.dropFirst(firstFrom(word, in: knownWords)).first.map { Self.begins($0, with: word) } == true)
    }

    func startsLongerWord(_ prefix: String) -> Bool {
        var at = firstFrom(prefix, in: knownWords)
        if at < knownWords.count && knownWords[at] == prefix { at += 1 }
        return at < knownWords.count && Self.begins(knownWords[at], with: prefix)
    }

    /// How many words come before the phrase being typed (all of them when none is).
    func startOfTypedPhrase(_ marked: [Term]) -> Int {
        let last = marked.count - 1
        guard last >= 0, marked[last].isPrefix else { return marked.count }
        for before in stride(from: min(phrases.longestPhrase - 1, last), through: 1, by: -1) {
            let run = marked[(last - before)...]
            if run.dropLast().contains(where: \.isPrefix) { continue }
            let typed = run.map(\.text).joined(separator: " ")
            let at = firstFrom(typed, in: phraseKeys)
            if at < phraseKeys.count && Self.begins(phraseKeys[at], with: typed) { return last - before }
        }
        return last
    }

    /// Known names, longest first, to their canonical term; prefixes as typed; noise words
    /// dropped but the difficulty words.
    func phraseTerms(_ marked: [Term]) -> [Term] {
        var terms: [Term] = []
        var index = 0
        while index < marked.count {
            if marked[index].isPrefix {
                terms.append(marked[index])
                index += 1
                continue
            }
            let complete = marked[index...].prefix { !$0.isPrefix }.map(\.text)
            if let match = phrases.longestMatch(in: complete, at: 0) {
                terms.append(Term(match.entry.canonical))
                index += match.length
                continue
            }
            let word = marked[index].text
            if !IngredientWords.ignored.contains(word) || SearchIndex.levelWords.contains(word) { terms.append(Term(word)) }
            index += 1
        }
        return terms
    }

    /// The place of the first of `sorted` that is not before `text`.
    func firstFrom(_ text: String, in sorted: [String]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if Self.codePointOrder(sorted[middle], text) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `startsWith` as JavaScript reads it: scalar by scalar, not by grapheme.
    static func begins(_ text: String, with prefix: String) -> Bool {
        text.unicodeScalars.starts(with: prefix.unicodeScalars)
    }

    static func codePointOrder(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    /// Whether the text ends in a word (spaces aside): a letter or digit, or a hyphen or an
    /// apostrophe inside it ("all-" is on its way to all-purpose).
    static func endsInWord(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last(where: { !$0.properties.isWhitespace }) else { return false }
        return IngredientTokenizer.isWordScalar(last) || IngredientTokenizer.joinsWord(last)
    }
}
