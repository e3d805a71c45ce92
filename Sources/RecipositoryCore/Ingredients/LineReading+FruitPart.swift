/// A part of a fruit counted by the fruit: `Juice of 2 lemons`, `Zest and juice of 1 orange`,
/// `finely grated zest of half a lime`. The amount stands in the middle of the line and counts the
/// fruit, so the line scales (`Juice of 4 lemons` for twice the recipe), the list buys lemons, and
/// the juice is weighed by what one fruit yields.
extension LineReading {
    /// The line read from its amount on (`2 lemons`), with `leadingWords` (`Juice of`), or nil when the
    /// line does not start with a part of a fruit followed by `of`/`from` and an amount.
    func withFruitPart(from index: Int) -> IngredientLine? {
        var i = index
        for word in Self.fruitPartPreamble {
            guard scalars.hasWord(word, at: i, end: end) else { continue }
            i = scalars.skippingSpaces(from: i + word.unicodeScalars.count, to: end)
        }
        guard let part = FoodWords.partsOfAFruit.first(where: { scalars.hasWord($0, at: i, end: end) }) else { return nil }
        i = scalars.skippingSpaces(from: i + part.unicodeScalars.count, to: end)
        if scalars.hasWord("and", at: i, end: end) {   // `zest and juice of`
            let second = scalars.skippingSpaces(from: i + 3, to: end)
            guard let other = FoodWords.partsOfAFruit.first(where: { scalars.hasWord($0, at: second, end: end) }) else { return nil }
            i = scalars.skippingSpaces(from: second + other.unicodeScalars.count, to: end)
        }
        guard let link = ["of", "from"].first(where: { scalars.hasWord($0, at: i, end: end) }) else { return nil }
        let wordsEnd = i + link.unicodeScalars.count
        let amountStart = scalars.skippingSpaces(from: wordsEnd, to: end)
        guard amountStart > wordsEnd, case .quantity(let quantity, let quantityEnd) = QuantityScanner(scalars, end: end).scan(at: amountStart),
              quantityEnd < end, scalars[scalars.skippingSpaces(from: quantityEnd, to: end)].isWordLetter
        else { return nil }
        var line = withLeadingQuantity(quantity, from: quantityEnd)
        guard line.unit == nil, line.unitText == nil, line.alternative == nil, !line.name.isEmpty else { return nil }
        line.leadingWords = scalars.string(index..<wordsEnd)
        return line
    }

    /// Words a cook may put before the part: `the finely grated zest of`, `freshly squeezed juice of`.
    static let fruitPartPreamble = ["the", "freshly", "finely", "squeezed", "grated"]
}
