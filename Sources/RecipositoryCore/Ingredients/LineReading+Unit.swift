/// The unit part of a line: what follows the amount up to the name.
extension LineReading {
    static let postfixUnits: Set<Unit> = [.clove, .sprig, .stalk, .head]

    /// Units that measure an amount rather than count things.
    static let amountUnits: Set<Unit> = [
        .g, .kg, .mg, .ml, .l, .cl, .dl, .tsp, .tbsp, .cup, .flOz, .oz, .lb, .pint, .quart, .gallon,
    ]

    /// Unit, container or misspelt unit, then `of` and an alternative measure; also the size notes before
    /// the unit (`(14 oz)`, `15 oz`, `large`). Nil when there is neither.
    func readUnit(after quantityEnd: Int, of quantity: Quantity,
                  into line: inout IngredientLine) -> (end: Int, notes: [String])? {
        var notes: [String] = []
        let found: (match: UnitScanner.Match, end: Int)
        var wordStart = quantityEnd
        var containerSize: String?
        if let inchEnd = UnitScanner.inchMarkEnd(in: scalars, at: quantityEnd, end: end) {
            found = (.unit(.inch), inchEnd)
        } else {
            var unitStart = scalars.skippingSpaces(from: quantityEnd, to: end)
            if let afterTimes = multiplicationSignEnd(at: unitStart) { unitStart = afterTimes }   // `2 x 400g tins`
            if unitStart < end, scalars[unitStart] == "(",
               let close = scalars.closingParenthesis(from: unitStart, to: end) {
                // `1 (14 oz) can`: the size of each container, kept as a note (see `IngredientLineParser`).
                let afterParenthesis = scalars.skippingSpaces(from: close + 1, to: end)
                if UnitScanner.match(in: scalars, at: afterParenthesis, end: end, allowMisspelt: false) != nil {
                    notes.append(scalars.string(scalars.trimmedRange(unitStart + 1..<close)))
                    unitStart = afterParenthesis
                }
            }
            if unitStart > quantityEnd || countNotWritten, !quantity.isRange, quantity.low.isWhole,
               let size = MeasureScanner(scalars, end: end).measureWithAlternative(at: unitStart, requireUnit: true) {
                // `1 15 oz can`, `2 400g tins`, `1 8oz cream cheese`: the second measure is a size, as above.
                let written = scalars.string(scalars.trimmedRange(unitStart..<size.end))
                notes.append(written)
                containerSize = written
                // `2 1-inch-thick chops`: the name starts at `thick`, as after `1-inch thick`.
                let sizeEnd = UnitScanner.isThicknessJoint(in: scalars, at: size.end, end: end) ? size.end + 1 : size.end
                unitStart = scalars.skippingSpaces(from: sizeEnd, to: end)
            }
            if let sized = sizeWordBeforeUnit(at: unitStart) {
                let word = scalars.string(unitStart..<sized.wordEnd)   // `2 heaped tbsp`, `1 large can`
                notes.append(word)
                line.unitSize = word
                unitStart = sized.unitStart
            }
            // A size before a unit is each container's (`2 x 400g tins`); before a name, each counted piece's
            // (`One 3-inch cinnamon stick`, `2 6-inch flour tortillas`).
            line.containerSize = containerSize
            guard let match = UnitScanner.match(in: scalars, at: unitStart, end: end, allowMisspelt: true) else {
                return notes.isEmpty ? nil : (unitStart, notes)
            }
            found = match
            wordStart = unitStart
        }
        switch found.match {
        case .unit(let unit):
            line.unit = unit
            // `2 tins sardines`: the count keeps the author's word for a can when scaled (`4 tins`).
            let written = scalars.string(wordStart..<found.end)
            if unit.dimension == nil, UnitSpellings.isOtherName(written) { line.unitWord = written }
        case .container(let word): line.unitText = word
        case .misspelt(let word, let suggestion):
            line.unitText = word
            line.problems.append(.unknownUnit(word: word, suggestion: suggestion))
        }
        var restStart = skippingOf(from: found.end)
        let measures = MeasureScanner(scalars, end: end)
        if let alternative = measures.alternative(at: restStart) {
            line.alternative = alternative.measure
            restStart = skippingOf(from: alternative.end)
        }
        return (restStart, notes)
    }

    /// `2 garlic cloves` → unit clove, name `garlic`; `3 whole cloves` stays 3 cloves (the spice):
    /// a word that only describes is not the food the unit counts.
    /// `2 celery ribs` too: a rib of celery is its stalk (`ribs` alone is no unit: `beef short ribs` are meat).
    func movePostfixUnit(from name: inout ArraySlice<Unicode.Scalar>, into line: inout IngredientLine) {
        guard let lastSpace = name.lastIndex(of: " "), lastSpace > name.startIndex,
              let unit = UnitTable.unit(forScalars: name[(lastSpace + 1)...]) ?? Self.celeryRib(name, lastSpace: lastSpace),
              Self.postfixUnits.contains(unit),
              !FoodWords.describesOnly(String(scalars: name[..<lastSpace])) else { return }
        line.unit = unit
        line.unitAfterName = String(scalars: name[(lastSpace + 1)...])
        name = name[..<lastSpace]
    }

    /// `celery rib(s)`: the stalk, as `2 ribs celery` is weighed.
    static func celeryRib(_ name: ArraySlice<Unicode.Scalar>, lastSpace: ArraySlice<Unicode.Scalar>.Index) -> Unit? {
        // Most names' last word is no rib: no String made for them.
        guard let first = name[(lastSpace + 1)...].first, first == "r" || first == "R", name.endIndex - lastSpace <= 5 else { return nil }
        let word = String(scalars: name[(lastSpace + 1)...]).lowercased()
        let before = String(scalars: name[..<lastSpace]).lowercased()
        return (word == "rib" || word == "ribs") && (before == "celery" || before.hasSuffix(" celery")) ? .stalk : nil
    }

    /// How full a measure is: `2 heaped tbsp`, `Scant 2 cups` (before its amount too).
    static let measureSizes: Set<String> = ["heaping", "heaped", "level", "scant", "generous", "rounded"]
    static let sizeWords: Set<String> = measureSizes.union(["small", "medium", "large", "big", "good", "whole", "full"])

    /// A size word directly before a unit describes the unit: `2 heaped tbsp`, `a small handful`.
    /// Before anything else (`3 large onions`) it stays in the name.
    func sizeWordBeforeUnit(at i: Int) -> (wordEnd: Int, unitStart: Int)? {
        guard let wordEnd = wordEnd(at: i, in: Self.sizeWords) else { return nil }
        let unitStart = scalars.skippingSpaces(from: wordEnd, to: end)
        guard UnitScanner.match(in: scalars, at: unitStart, end: end, allowMisspelt: false) != nil else { return nil }
        return (wordEnd, unitStart)
    }

    /// `Scant 2 cups broth`, `a scant 1/2 cup milk`, `generous 1/4 cup oil`: a measure's size word (after `a`)
    /// before its amount is the measure's, as in `2 scant cups`: `unitSize` (lowercase) and `unitSizeFirst`, so
    /// the page scales it in its own unit where the author put the word (`scant 4 cups`) and converts it not.
    /// Nil where no measure follows (`Generous 2 onions` is read as any other line).
    func withSizeBeforeAmount(from i: Int) -> IngredientLine? {
        let wordStart = scalars.hasWord("a", at: i, end: end) ? scalars.skippingSpaces(from: i + 1, to: end) : i
        guard let wordEnd = wordEnd(at: wordStart, in: Self.measureSizes),
              case .quantity(let quantity, let quantityEnd) = QuantityScanner(scalars, end: end).scan(at: scalars.skippingSpaces(from: wordEnd, to: end))
        else { return nil }
        var line = withLeadingQuantity(quantity, from: quantityEnd)
        guard let unit = line.unit, Self.amountUnits.contains(unit), line.unitSize == nil,
              let word = String(asciiLowercased: scalars[wordStart..<wordEnd]) else { return nil }
        (line.unitSize, line.unitSizeFirst) = (word, true)
        line.note = [word, line.note].compactMap { $0 }.joined(separator: "; ")
        return line
    }

    /// `400g tin chopped tomatoes`, `14 oz can diced tomatoes`, `500ml carton passata`: British and American
    /// authors leave out the `1` of `1 400g tin`; read as written with it, one container of that size (it was 400 g of
    /// fresh tomatoes, and doubled an `800g tin`). Only a whole weight or volume, and only before a container's word.
    func withContainerSizeFirst(from i: Int) -> IngredientLine? {
        let measures = MeasureScanner(scalars, end: end)
        guard i < end, scalars[i].isASCIIDigit, let size = measures.measureWithAlternative(at: i, requireUnit: true),
              let unit = size.measure.unit, unit.dimension == .mass || unit.dimension == .volume, !size.measure.quantity.isRange,
              // A whole number only: `1 1/4 oz (7g) packet gelatin` is one ¼-ounce packet as often as 1¼ ounces.
              size.measure.quantity.low.isWhole,
              let found = UnitScanner.match(in: scalars, at: scalars.skippingSpaces(from: size.end, to: end), end: end, allowMisspelt: false),
              // A food after the container: based.cooking's kombucha `5l (1 gallon) jar` is the jar itself.
              scalars.skippingSpaces(from: found.end, to: end) < end
        else { return nil }
        switch found.match {
        case .unit(let container) where Self.soldIn.contains(container): break
        case .container(let word) where FoodWords.containers.contains(word.lowercased()): break
        default: return nil   // `250g cubes paneer` is paneer in cubes
        }
        var reading = self
        reading.countNotWritten = true
        return reading.withLeadingQuantity(Quantity(Rational(1)), from: i)
    }

    /// The units a food is sold in by the container.
    static let soldIn: Set<Unit> = [.can, .jar, .bottle, .package]

    /// The end of a word of `words` (folded as units are) at `i`, a space after it; nil for any other word.
    func wordEnd(at i: Int, in words: Set<String>) -> Int? {
        var wordEnd = i
        while wordEnd < end, scalars[wordEnd].isASCIILetter { wordEnd += 1 }
        guard wordEnd > i, wordEnd - i <= 8, wordEnd < end, scalars[wordEnd].isInlineSpace,
              let key = UnitTable.lookupKey(scalars[i..<wordEnd]), words.contains(key) else { return nil }
        return wordEnd
    }

    /// `x` or `×` between a count and a size: `2 x 400g tins`, `2x 2 quart dishes`.
    func multiplicationSignEnd(at i: Int) -> Int? {
        guard i + 1 < end, scalars[i] == "x" || scalars[i] == "X" || scalars[i] == "\u{00D7}",
              scalars[i + 1].isInlineSpace else { return nil }
        let next = scalars.skippingSpaces(from: i + 1, to: end)
        return next < end && scalars[next].isASCIIDigit ? next : nil
    }

    static func startsWithOf(_ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard name.count > 3 else { return false }
        let start = name.startIndex
        return name[start].lowercasedASCII == "o" && name[start + 1].lowercasedASCII == "f" && name[start + 2] == " "
    }

    /// `of` after a unit is grammar: `1 cup of flour`, `a pinch of salt`.
    func skippingOf(from i: Int) -> Int {
        let j = scalars.skippingSpaces(from: i, to: end)
        guard j + 2 < end, scalars.hasWord("of", at: j, end: end), scalars[j + 2].isInlineSpace else { return i }
        return j + 2
    }
}
