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
        if second.isJoined || Unit.sum(Measure(quantity: quantity, unit: unit), second.measure) != nil {
            add(second.measure, to: &line)
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

/// The second part written after the name: `2 cups flour, plus 2 tbsp`, `½ cup sugar +1 tsp`.
extension LineReading {
    /// A `+` or `plus` after the name (outside parentheses) and a measure with its unit, with nothing
    /// after it but a note (`, sifted`, `(for dusting)`): `plus 2 tbsp butter` names another food, so it is
    /// not read. `cut` runs from the comma or space before the joining word to the measure's end.
    func trailingSecondMeasure(in range: Range<Int>) -> (measure: Measure, cut: Range<Int>)? {
        var depth = 0
        for i in range {
            switch scalars[i] {
            case "(": depth += 1
            case ")": depth = max(depth - 1, 0)
            default:
                guard depth == 0, i > range.lowerBound, let joinEnd = joiningWordEnd(at: i, end: range.upperBound),
                      scalars[i - 1].isInlineSpace || scalars[i - 1] == "," else { continue }
                let from = scalars.skippingSpaces(from: joinEnd, to: range.upperBound)
                guard let found = MeasureScanner(scalars, end: range.upperBound).measure(at: from, requireUnit: true) else { continue }
                let after = scalars.skippingSpaces(from: found.end, to: range.upperBound)
                guard after == range.upperBound || scalars[after] == "," || scalars[after] == "(" else { continue }
                var cutStart = i
                while cutStart > range.lowerBound, scalars[cutStart - 1].isInlineSpace { cutStart -= 1 }
                if cutStart > range.lowerBound, scalars[cutStart - 1] == "," { cutStart -= 1 }
                while cutStart > range.lowerBound, scalars[cutStart - 1].isInlineSpace { cutStart -= 1 }
                guard scalars[range.lowerBound..<cutStart].contains(where: \.isWordLetter) else { return nil }
                return (found.measure, cutStart..<found.end)
            }
        }
        return nil
    }

    private func joiningWordEnd(at i: Int, end: Int) -> Int? {
        if scalars[i] == "+" { return i + 1 }
        return scalars.hasWord("plus", at: i, end: end) ? i + 4 : nil
    }

    /// Adds a second part to the line's amount: one amount where both measure the same kind, else `plus`.
    func add(_ second: Measure, to line: inout IngredientLine) {
        guard let unit = line.unit, let quantity = line.quantity else { return }
        if let sum = Unit.sum(Measure(quantity: quantity, unit: unit), second) {
            line.quantity = sum.quantity
            line.unit = sum.unit
            line.alternative = nil   // it measured the first part only
        } else {
            line.plus = second
        }
    }
}
