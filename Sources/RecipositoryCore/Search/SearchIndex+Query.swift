/// The reference search: what the browser's search page does with `search-index.json`, so tests
/// can pin the behaviour the JavaScript must reproduce.
extension SearchIndex {
    /// A query's terms, reading phrases against this index's vocabulary and synonyms (as the
    /// browser does): "yukon gold potatoes, leeks" -> ["yukon gold potato", "leek"].
    public func queryTerms(_ query: String) -> [String] {
        normalizer.queryTerms(query, phrases: queryPhrases)
    }

    /// Slugs of the recipes that have every ingredient of the query, in index order; none for an
    /// empty query. A query term in the vocabulary matches the recipes that list it; one that is
    /// not matches the recipes listing any term that contains it as whole words ("bulgur" finds
    /// "bulgur wheat", "maple" finds "maple syrup").
    public func recipeSlugs(matching query: String) -> [String] {
        let wanted = queryTerms(query).map(termsMatching)
        guard !wanted.isEmpty else { return [] }
        return entries.filter { entry in
            let specific = specificTerms(of: entry)
            return wanted.allSatisfy { ids in specific.contains(where: ids.contains) }
        }.map(\.slug)
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
}
