/// Amounts written in two parts: `1 cup plus 2 tbsp`, `⅓ cup + 1½ tablespoons`, `1 lb 2 oz`.
extension LineReading {
    /// The second part right after the first measure's unit (and its alternative), and whether a word
    /// (`plus`, `+`, `and`) joined them.
    func secondMeasure(at i: Int) -> (measure: Measure, isJoined: Bool, end: Int)? {
        var j = scalars.skippingSpaces(from: i, to: end)
        guard j < end else { return nil }
        var isJoined = true
        if scalars[j] == "+" {
            j += 1
        } else if scalars.hasWord("plus", at: j, end: end) {
            j += 4
        } else if scalars.hasWord("and", at: j, end: end) {
            j += 3
        } else {
            isJoined = false
        }
        j = scalars.skippingSpaces(from: j, to: end)
        guard let found = MeasureScanner(scalars, end: end).measure(at: j, requireUnit: true),
              found.measure.unit.map({ Self.amountUnits.contains($0) || isJoined }) == true else { return nil }
        return (found.measure, isJoined, found.end)
    }

    /// Reads a second part after `restStart` into `line`: one amount where both parts measure the same
    /// kind (`1 lb 2 oz` is 18 oz), both parts kept when they do not (`1 cup plus 1 pinch`). Without a
    /// joining word, a second measure of another kind is the alternative (`1 cup 240 ml`).
    /// Returns where the name starts, or nil when there is no second part.
    func readSecondPart(after restStart: Int, into line: inout IngredientLine) -> Int? {
        guard let unit = line.unit, Self.amountUnits.contains(unit), let quantity = line.quantity,
              let second = secondMeasure(at: restStart) else { return nil }
        let first = Measure(quantity: quantity, unit: unit)
        if let sum = Unit.sum(first, second.measure) {
            line.quantity = sum.quantity
            line.unit = sum.unit
            line.alternative = nil   // it measured the first part only
        } else if second.isJoined {
            line.plus = second.measure
        } else if line.alternative == nil {
            line.alternative = second.measure
        } else {
            return nil
        }
        var next = skippingOf(from: second.end)
        if let alternative = MeasureScanner(scalars, end: end).alternative(at: next) {
            if line.plus == nil, line.alternative == nil { line.alternative = alternative.measure }
            next = skippingOf(from: alternative.end)
        }
        return next
    }
}
