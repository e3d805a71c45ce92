/// The reference search: what the browser's search page does with `search-index.json`, so tests
/// can pin the behaviour the JavaScript must reproduce.
extension SearchIndex {
    /// A query's terms, reading phrases against this index's vocabulary and synonyms (as the
    /// browser does): "yukon gold potatoes, leeks" -> ["yukon gold potato", "leek"].
    /// The words of the difficulties are kept ("easy chicken" -> ["easy", "chicken"]).
    public func queryTerms(_ query: String) -> [String] {
        normalizer.queryTerms(query, phrases: queryPhrases, keeping: Self.levelWords)
    }

    /// Slugs of the recipes that have every term of the query as an ingredient or as the word of
    /// their difficulty, in index order; none for an empty query. A query term in the vocabulary
    /// matches the recipes that list it; one that is not matches the recipes listing any term
    /// that contains it as whole words ("bulgur" finds "bulgur wheat", "maple" finds "maple
    /// syrup"). A term also matches the recipes rated at a level it names (`levels(named:)`).
    public func recipeSlugs(matching query: String) -> [String] {
        recipeSlugs(matching: queryTerms(query).map { TypedQueryReader.Term($0) })
    }

    /// Slugs of the recipes a query finds while it is typed (`TypedQueryReader`), as the page's
    /// ingredients and difficulty words find them: "tom" finds tomatoes, "chick" chicken and
    /// chickpeas.
    public func recipeSlugs(typed query: String) -> [String] {
        recipeSlugs(matching: TypedQueryReader(index: self).terms(query))
    }

    /// Slugs of the recipes that have every term as an ingredient or as the word of their
    /// difficulty. A prefix finds the terms with a word starting with it, what the synonyms
    /// starting with it find, and the levels with a word starting with it.
    public func recipeSlugs(matching terms: [TypedQueryReader.Term]) -> [String] {
        let wanted = terms.map { term in
            term.isPrefix ? (ids: termsStarting(term.text), levels: levels(starting: term.text))
                : (ids: termsMatching(term.text), levels: levels(named: term.text))
        }
        guard !wanted.isEmpty else { return [] }
        return entries.filter { entry in
            let specific = specificTerms(of: entry)
            return wanted.allSatisfy { term in
                specific.contains(where: term.ids.contains) || entry.difficulty.map(term.levels.contains) == true
            }
        }.map(\.slug)
    }

    /// The difficulty levels (1 to 5) whose words contain `term` as whole words: "easy" -> [1, 2]
    /// (Easy, Fairly easy), "hard" -> [4, 5], "fairly easy" -> [2], "chicken" -> [].
    public func levels(named term: String) -> [Int] {
        Self.levelPhrases.indices.filter { " \(Self.levelPhrases[$0]) ".contains(" \(term) ") }.map { $0 + 1 }
    }

    /// The difficulty levels with a word that starts with `prefix`: "eas" -> [1, 2].
    public func levels(starting prefix: String) -> [Int] {
        Self.levelPhrases.indices.filter { " \(Self.levelPhrases[$0])".contains(" \(prefix)") }.map { $0 + 1 }
    }

    /// A recipe's terms without those implied as the tail of another of its terms: what
    /// `search-index.json` lists. Following `termTails` from them gives back every term.
    public func specificTerms(of entry: Entry) -> [Int] {
        let implied = entry.terms.compactMap { termTails[$0] }  // a handful: no hashing needed
        return entry.terms.filter { !implied.contains($0) }
    }

    /// Position of `term` in the vocabulary, by binary search in code point order.
    public func vocabularyIndex(of term: String) -> Int? {
        var low = 0
        var high = vocabulary.count
        while low < high {
            let middle = (low + high) / 2
            if vocabulary[middle].utf8.lexicographicallyPrecedes(term.utf8) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < vocabulary.count && vocabulary[low] == term ? low : nil
    }
}

private extension SearchIndex {

    /// The vocabulary terms a query term finds: the term and every term whose tails lead to it;
    /// for a term not in the vocabulary, every term that has it among its words.
    func termsMatching(_ term: String) -> Set<Int> {
        guard let wanted = vocabularyIndex(of: term) else {
            let padded = " \(term) "
            return Set(vocabulary.indices.filter { " \(vocabulary[$0]) ".contains(padded) })
        }
        return Set(vocabulary.indices.filter { id in
            sequence(first: id, next: { termTails[$0] }).contains(wanted)
        })
    }

    /// The vocabulary terms with a word that starts with `prefix`, and what every synonym with
    /// such a word finds ("aubergin" -> eggplant where eggplant is the canonical name).
    func termsStarting(_ prefix: String) -> Set<Int> {
        let padded = " \(prefix)"
        var found = Set(vocabulary.indices.filter { " \(vocabulary[$0])".contains(padded) })
        for (variant, canonical) in normalizer.synonyms where " \(variant)".contains(padded) {
            found.formUnion(termsMatching(canonical))
        }
        return found
    }
}
