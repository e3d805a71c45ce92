/// Which of the food reader's word lists (`FoodWords`) a word's key is in, found by one lookup:
/// the reader asked each list in turn, some six to ten hashes of the same key a word, and
/// hashing strings was the largest part of reading a line's food. The lists stay the words' one
/// spelling; this table is made from them (`WordClassTests` holds every key to the lists' answers).
struct WordClass: OptionSet, Sendable {
    let rawValue: UInt32

    static let size = WordClass(rawValue: 1 << 0)
    static let sizeJoiner = WordClass(rawValue: 1 << 1)
    static let preparation = WordClass(rawValue: 1 << 2)
    static let manner = WordClass(rawValue: 1 << 3)
    static let filler = WordClass(rawValue: 1 << 4)
    static let measureBeforeOf = WordClass(rawValue: 1 << 5)
    static let container = WordClass(rawValue: 1 << 6)
    static let hotKind = WordClass(rawValue: 1 << 7)
    static let dryKind = WordClass(rawValue: 1 << 8)
    static let sizedKind = WordClass(rawValue: 1 << 9)
    static let choiceWord = WordClass(rawValue: 1 << 10)
    static let connector = WordClass(rawValue: 1 << 11)
    /// The first word of a kept phrase (`FoodWords.keptPhrases`).
    static let startsKeptPhrase = WordClass(rawValue: 1 << 12)
    /// The first word of a brand (`FoodWords.brands`).
    static let startsBrand = WordClass(rawValue: 1 << 13)

    /// The classes of `key`; none for a word in no list.
    static func of(_ key: String) -> WordClass {
        byKey[key] ?? []
    }

    /// The classes of each word, in order.
    static func of(_ words: [Word]) -> [WordClass] {
        words.map { of($0.key) }
    }

    /// Each list's class, as the lists spell their words.
    static let lists: [(WordClass, Set<String>)] = [
        (.size, FoodWords.sizes), (.sizeJoiner, FoodWords.sizeJoiners), (.preparation, FoodWords.preparations),
        (.manner, FoodWords.manners), (.filler, FoodWords.fillers), (.measureBeforeOf, FoodWords.measuresBeforeOf),
        (.container, FoodWords.containers), (.hotKind, FoodWords.hotKinds), (.dryKind, FoodWords.dryKinds),
        (.sizedKind, FoodWords.sizedKinds), (.choiceWord, FoodWords.choiceWords), (.connector, FoodWords.connectors),
        (.startsKeptPhrase, Set(FoodWords.keptPhrases.map { $0[0] })), (.startsBrand, Set(FoodWords.brands.map { $0[0] })),
    ]

    private static let byKey: [String: WordClass] = {
        var table: [String: WordClass] = [:]
        for (wordClass, words) in lists {
            for word in words { table[word, default: []].insert(wordClass) }
        }
        return table
    }()
}
