/// `search-index.json`: the format is documented at the top of SearchIndex.swift.
extension SearchIndex {
    /// Compact, deterministic JSON: same recipes, same bytes.
    public func jsonBytes() -> [UInt8] {
        let urls = URLAffixes(entries.map(\.url))
        var json = JSONByteWriter(reservingCapacity: 64 + entries.count * 160 + vocabulary.count * 16)
        json.object([
            ("version", { $0.int(Self.formatVersion) }),
            ("vocabulary", { $0.stringArray(vocabulary) }),
            ("tail", { $0.array(termTails) { $0.optionalInt($1) } }),
            ("categories", { $0.stringArray(categories) }),
            ("cuisines", { $0.stringArray(cuisines) }),
            ("tags", { $0.stringArray(tags) }),
            ("urlPrefix", { $0.string(urls.prefix) }),
            ("urlSuffix", { $0.string(urls.suffix) }),
            ("recipes", { writeRecipes(&$0, urls: urls) }),
            ("synonyms", { $0.stringMap(normalizer.synonyms) }),
            ("ignore", { $0.stringArray(IngredientWords.ignored.sorted(by: Self.codePointOrder)) }),
            ("letters", { json in
                json.stringMap(Dictionary(uniqueKeysWithValues: TextFolding.specialLetters.map {
                    (String($0.letter), $0.folded)
                }))
            }),
            ("plural", { $0.value(FoodKey.pluralRules) }),
            ("levels", { $0.stringArray(Self.levelNames) }),
        ])
        return json.bytes
    }
}

private extension SearchIndex {
    static func codePointOrder(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// Column by column: each field is one array with an element per recipe (compresses best).
    func writeRecipes(_ json: inout JSONByteWriter, urls: URLAffixes) {
        // Loops over positions read one field at a time instead of copying whole entries.
        let all = entries.indices
        json.object([
            ("url", { json in json.array(all) { $0.string(urls.middle(of: entries[$1].url)) } }),
            ("title", { json in json.array(all) { $0.string(entries[$1].title) } }),
            ("category", { json in json.array(all) { $0.optionalInt(entries[$1].category) } }),
            ("cuisine", { json in json.array(all) { $0.optionalInt(entries[$1].cuisine) } }),
            ("tags", { json in json.array(all) { $0.intArray(entries[$1].tags) } }),
            ("minutes", { json in json.array(all) { $0.optionalInt(entries[$1].totalMinutes) } }),
            ("difficulty", { json in json.array(all) { $0.optionalInt(entries[$1].difficulty) } }),
            ("kcal", { json in json.array(all) { $0.optionalInt(entries[$1].kcal) } }),
            ("picture", { json in json.array(all) { json, at in
                if let picture = entries[at].picture { json.string(picture.path) } else { json.raw("null") }
            } }),
            ("pictureSize", { json in json.array(all) { json, at in
                if let picture = entries[at].picture, let width = picture.width, let height = picture.height {
                    json.intArray([width, height])
                } else {
                    json.raw("null")
                }
            } }),
            ("terms", { json in json.array(all) { $0.intArray(Self.gaps(specificTerms(of: entries[$1]))) } }),
        ])
    }

    /// Ascending ids as the first id then the gaps: small numbers, fewer bytes.
    static func gaps(_ ascending: [Int]) -> [Int] {
        var previous = 0
        return ascending.map { id in
            defer { previous = id }
            return id - previous
        }
    }
}

/// The prefix and suffix every recipe URL shares ("/recipes/" and "/"), stored once. Cut only
/// before or after a "/" (a suffix may also start at "."), and every URL keeps a non-empty middle.
struct URLAffixes {
    let prefix: String
    let suffix: String

    init(_ urls: [String]) {
        guard let first = urls.first.map(Array.init) else {
            (prefix, suffix) = ("", "")
            return
        }
        let shortest = urls.map(\.count).min()!
        var prefixLength = urls.map { zip(first, $0).prefix { $0 == $1 }.count }.min()!
        while prefixLength > 0 && (first[prefixLength - 1] != "/" || prefixLength >= shortest) {
            prefixLength -= 1
        }
        var suffixLength = urls.map { zip(first.reversed(), $0.reversed()).prefix { $0 == $1 }.count }.min()!
        while suffixLength > 0 && (suffixLength >= shortest - prefixLength || !["/", "."].contains(first[first.count - suffixLength])) {
            suffixLength -= 1
        }
        prefix = String(first.prefix(prefixLength))
        suffix = String(first.suffix(suffixLength))
    }

    func middle(of url: String) -> String {
        String(url.dropFirst(prefix.count).dropLast(suffix.count))
    }
}
