/// Gathers the ingredient terms of many recipes. Each distinct ingredient name is normalized once:
/// collections repeat "salt" and "olive oil" thousands of times.
struct TermCollector {
    /// The collected vocabulary, in code point order, with each term's facts as final ids.
    struct Vocabulary {
        var terms: [String]
        var namesIngredient: [Bool]
        var tails: [Int?]
    }

    let normalizer: IngredientNormalizer
    private var table = StringTable()
    private var namesIngredient: [Bool] = []
    private var tails: [String?] = []
    private var idsByName: [String: [Int]] = [:]

    init(normalizer: IngredientNormalizer) {
        self.normalizer = normalizer
    }

    /// Provisional term ids of a recipe's ingredients, without repeats.
    mutating func ids(of recipe: Recipe) -> [Int] {
        var recipeIDs: [Int] = []
        for food in IngredientPages.foods(of: recipe) {
            for id in ids(ofName: food) where !recipeIDs.contains(id) { recipeIDs.append(id) }
        }
        return recipeIDs
    }

    /// The vocabulary, and for each provisional id its final one.
    func sortedVocabulary() -> (vocabulary: Vocabulary, finalIDs: [Int]) {
        let (terms, finalIDs) = table.sorted()
        var vocabulary = Vocabulary(terms: terms, namesIngredient: .init(repeating: false, count: terms.count),
                                    tails: .init(repeating: nil, count: terms.count))
        for (provisional, final) in finalIDs.enumerated() {
            vocabulary.namesIngredient[final] = namesIngredient[provisional]
            vocabulary.tails[final] = tails[provisional].map { finalIDs[table.existingID(of: $0)!] }
        }
        return (vocabulary, finalIDs)
    }
}

private extension TermCollector {
    mutating func ids(ofName name: String) -> [Int] {
        if let ids = idsByName[name] { return ids }
        let ids = normalizer.analyze(name).map { term in
            let id = table.id(of: term.term)
            if id == namesIngredient.count {
                namesIngredient.append(false)
                tails.append(term.tail)
            }
            namesIngredient[id] = namesIngredient[id] || term.namesIngredient
            // One tail per term whatever the recipes' order: the same words nearly always split the
            // same way, and when they do not, the first in code point order wins.
            if let tail = term.tail, let known = tails[id], tail.utf8.lexicographicallyPrecedes(known.utf8) {
                tails[id] = tail
            }
            return id
        }
        idsByName[name] = ids
        return ids
    }
}
