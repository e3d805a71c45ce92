/// Distinct strings with provisional ids in order of appearance, renumbered in sorted order.
struct StringTable {
    private var ids: [String: Int] = [:]
    private var strings: [String] = []

    mutating func id(of string: String) -> Int {
        if let id = ids[string] { return id }
        ids[string] = strings.count
        strings.append(string)
        return strings.count - 1
    }

    func existingID(of string: String) -> Int? {
        ids[string]
    }

    /// The strings in code point order, and for each provisional id its final one.
    func sorted() -> (strings: [String], finalIDs: [Int]) {
        let order = strings.indices.sorted { strings[$0].utf8.lexicographicallyPrecedes(strings[$1].utf8) }
        var finalIDs = [Int](repeating: 0, count: strings.count)
        for (final, provisional) in order.enumerated() { finalIDs[provisional] = final }
        return (order.map { strings[$0] }, finalIDs)
    }
}
