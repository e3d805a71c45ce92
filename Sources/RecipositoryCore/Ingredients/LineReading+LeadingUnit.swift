/// Lines that start with a unit instead of an amount: `Tablespoon of olive oil`, `dash pepper`,
/// `small bunch coriander`, `some slices of bread`.
extension LineReading {
    /// Units that need no `of` to start a line: `pinch salt`, `handful basil`.
    static let unitsStartingALine: Set<Unit> = [.pinch, .dash, .handful, .bunch, .sprig]

    /// Words of an unknown amount before a unit: `some slices of bread`, `a few sprigs of thyme`.
    static let unknownAmounts: [String] = ["some", "a few", "few", "several", "a couple of", "couple of"]

    /// The line read as one unit of what follows (no amount for a plural unit or after `some`),
    /// or nil when it does not start with a unit.
    func withLeadingUnit(from index: Int) -> IngredientLine? {
        var unitStart = index
        var isCounted = true
        for words in Self.unknownAmounts {
            let length = words.unicodeScalars.count
            if unitStart + length < end, scalars.hasWord(words, at: unitStart, end: end),
               scalars[unitStart + length].isInlineSpace {
                unitStart = scalars.skippingSpaces(from: unitStart + length, to: end)
                isCounted = false
                break
            }
        }
        let wordStart = sizeWordBeforeUnit(at: unitStart)?.unitStart ?? unitStart
        guard let found = UnitScanner.match(in: scalars, at: wordStart, end: end, allowMisspelt: false) else { return nil }
        let unit: Unit? = if case .unit(let unit) = found.match { unit } else { nil }
        let isFollowedByOf = skippingOf(from: found.end) != found.end
        guard isFollowedByOf || unit.map(Self.unitsStartingALine.contains) == true else { return nil }
        let afterUnit = scalars.skippingSpaces(from: skippingOf(from: found.end), to: end)
        guard afterUnit < end, scalars[afterUnit].isWordLetter else { return nil }
        if let unit, Self.amountUnits.contains(unit) == false, scalars[found.end - 1] == "s" || scalars[found.end - 1] == "S" {
            isCounted = false   // `slices of bread`, `cloves of garlic`: how many is not said
        }
        var line = withLeadingQuantity(Quantity(Rational(1)), from: unitStart)
        if !isCounted { line.quantity = nil }
        return line
    }
}
