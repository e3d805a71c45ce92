/// Reduces ingredient names and search queries to the same terms, so "2 Spring Onions, sliced"
/// on a recipe and "scallion" in the search box meet.
///
/// Steps, each also done by the browser from the data in `search-index.json`:
/// 1. fold: lowercase and strip accents ("Crème Fraîche" -> "creme fraiche");
/// 2. split into words, dropping numbers, parenthesised text and (for ingredients) the note after
///    a comma; `/` and `|` read as "or", `&` and `+` as "and";
/// 3. singularize each word ("tomatoes" -> "tomato", "leaves" -> "leaf", "hummus" stays);
/// 4. match known phrases, longest first: synonyms map to their canonical term
///    ("spring onion" -> "scallion"), atomic names stay whole ("bay leaf"), kept compounds protect
///    their words ("hot sauce");
/// 5. drop the remaining noise words: units, amounts, preparation, size and state ("large",
///    "finely", "chopped", "unsalted").
///
/// An ingredient line then yields its compound and every shorter tail ("light brown sugar",
/// "brown sugar", "sugar"); a query yields one term per ingredient it names.
public struct IngredientNormalizer: Sendable {
    let phrases: PhraseTable
    /// Variant -> canonical term, for every synonym that is not itself canonical.
    let synonyms: [String: String]
    /// Every known food, normalized: which terms get an ingredient page (`IngredientPages`).
    let foods: Set<String>

    /// - Parameter synonyms: the site's own groups of names for one ingredient (`SiteConfig.synonyms`);
    ///   the first name of a group is its canonical term. They extend the built-in groups.
    public init(synonyms: [[String]] = []) {
        self = synonyms.isEmpty ? Self.builtIn : IngredientNormalizer(computing: synonyms)
    }

    /// Without site synonyms, as most sites are: the built-in tables are made once, not on every
    /// call (a build makes two normalizers, the pipeline fuzzer two per input: 42% of its time).
    private static let builtIn = IngredientNormalizer(computing: [])

    private init(computing synonyms: [[String]]) {
        let normalize: ([String]) -> [String] = { $0.map(Self.normalizedPhrase) }
        let canonicalOf = SynonymGroups.canonicalTerms(
            builtIn: KnownPhrases.synonymGroups.map(normalize), site: synonyms.map(normalize))
        let atomic = Set(KnownPhrases.atomicPhrases.map(Self.normalizedPhrase))

        var phrases = PhraseTable()
        for phrase in atomic {
            phrases.set(phrase, .init(canonical: phrase, isAtomic: true))
        }
        for phrase in KnownPhrases.compounds.map(Self.normalizedPhrase) {
            phrases.addIfAbsent(phrase, .init(canonical: phrase, isAtomic: false))
        }
        for (variant, canonical) in canonicalOf {
            phrases.set(variant, .init(canonical: canonical, isAtomic: atomic.contains(canonical)))
        }
        self.phrases = phrases
        self.synonyms = phrases.entries.filter { $0.key != $0.value.canonical }.mapValues(\.canonical)
        self.foods = Self.normalizedFoods(synonyms: self.synonyms, extra: synonyms.flatMap { $0 })
    }

    /// The search terms of one ingredient, whole compound first: "2 cloves garlic, minced" ->
    /// ["garlic"]; "light brown sugar" -> ["light brown sugar", "brown sugar", "sugar"].
    public func terms(for ingredientName: String) -> [String] {
        analyze(ingredientName).map(\.term)
    }

    /// One word or name, folded, singularized and mapped through the synonyms, without dropping
    /// anything: "Tomatoes" -> "tomato", "Courgettes" -> "zucchini", "Crème" -> "creme".
    public func normalize(word: String) -> String {
        let phrase = Self.normalizedPhrase(word)
        return phrases.entries[phrase]?.canonical ?? phrase
    }

    /// The ingredients named in a search query, in order, without repeats:
    /// "Chicken  Tomatoes" -> ["chicken", "tomato"], "spring onions, brown sugar" -> ["scallion", "brown sugar"].
    public func queryTerms(_ query: String) -> [String] {
        queryTerms(query, phrases: phrases)
    }
}

extension IngredientNormalizer {
    /// `terms(for:)` with, for each term, whether it names an ingredient (for ingredient pages).
    func analyze(_ ingredientName: String) -> [IngredientTerm] {
        let words = Self.words(in: ingredientName, comma: .endsName)
        var expansion = IngredientTermExpansion()
        expansion.addIngredients(from: pieces(of: words))
        return expansion.terms
    }

    /// Query terms, matching phrases of `phrases` (the search index adds its vocabulary).
    /// - Parameter keeping: words kept as terms although ingredient lines drop them (the search
    ///   box keeps the difficulty words: "medium" is a size in a line, a rating in a search).
    func queryTerms(_ query: String, phrases: PhraseTable, keeping: Set<String> = []) -> [String] {
        let words = Self.words(in: query, comma: .separates)
        var terms: [String] = []
        var index = 0
        while index < words.count {
            if let match = phrases.longestMatch(in: words, at: index) {
                if !terms.contains(match.entry.canonical) { terms.append(match.entry.canonical) }
                index += match.length
                continue
            }
            let word = words[index]
            if (!IngredientWords.ignored.contains(word) || keeping.contains(word)) && !terms.contains(word) { terms.append(word) }
            index += 1
        }
        return terms
    }

    static func words(in text: String, comma: IngredientTokenizer.CommaRule) -> [String] {
        IngredientTokenizer.words(in: TextFolding.fold(text), comma: comma).map(Singularizer.singular)
    }

    /// Folded, singular words joined by one space: the form of every table key.
    static func normalizedPhrase(_ text: String) -> String {
        words(in: text, comma: .separates).joined(separator: " ")
    }
}

private extension IngredientNormalizer {
    /// Words with known phrases replaced: atomic names become one piece, other phrases their
    /// canonical words, protected from being dropped as noise.
    func pieces(of words: [String]) -> [IngredientTermExpansion.Piece] {
        var pieces: [IngredientTermExpansion.Piece] = []
        pieces.reserveCapacity(words.count)
        var index = 0
        while index < words.count {
            if let match = phrases.longestMatch(in: words, at: index) {
                if match.entry.isAtomic {
                    pieces.append(.init(text: match.entry.canonical, isProtected: true, isAtomic: true))
                } else {
                    for word in match.entry.canonical.split(separator: " ") {
                        pieces.append(.init(text: String(word), isProtected: true))
                    }
                }
                index += match.length
            } else {
                pieces.append(.init(text: words[index]))
                index += 1
            }
        }
        return pieces
    }
}
