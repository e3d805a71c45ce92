/// Finds the amount of a line that does not start with one, as real collections write it:
/// `pasta: 800g | 1 1/2 lb`, `Lemon juice 1 tbsp`, `Bacon 3.5oz (100g)`, `Garlic cloves 3`,
/// `Sugar (100 g)`, `Paprika, 2 Tsp`.
struct TrailingMeasure: Equatable {
    var measure: Measure
    var alternative: Measure?
    /// The text to cut out of the line to leave the name and notes.
    var range: Range<Int>

    static func find(in scalars: [Unicode.Scalar], _ range: Range<Int>) -> TrailingMeasure? {
        let comma = firstCommaIndex(scalars, range)
        let head = Finder(scalars: scalars, start: range.lowerBound, end: comma)
        if let found = head.afterColon() ?? head.atEnd() ?? head.inParentheses(requireUnit: false) { return found }
        // `Paprika, 2 Tsp`, `Butter, melted, 2 tbsp`: a later comma segment that is only a measure.
        var segmentComma = comma
        while segmentComma < range.upperBound {
            let nextComma = firstCommaIndex(scalars, segmentComma + 1..<range.upperBound)
            if let found = Finder(scalars: scalars, start: segmentComma + 1, end: nextComma).wholeSegment(cutFrom: segmentComma) {
                return found
            }
            segmentComma = nextComma
        }
        return nil
    }

    /// `1 cup flour (2.5 dl)`: parentheses after the name, before any comma, holding only a measure with a unit.
    static func parenthesizedMeasure(in scalars: [Unicode.Scalar], _ range: Range<Int>) -> TrailingMeasure? {
        let head = Finder(scalars: scalars, start: range.lowerBound, end: firstCommaIndex(scalars, range))
        return head.inParentheses(requireUnit: true)
    }
}

private extension TrailingMeasure {
    struct Finder {
        let scalars: [Unicode.Scalar]
        let start: Int
        let end: Int

        var measures: MeasureScanner { MeasureScanner(scalars, end: end) }

        /// `pasta: 800g | 1 1/2 lb`, `Eggs: 3`.
        func afterColon() -> TrailingMeasure? {
            var depth = 0
            for i in start..<end {
                switch scalars[i] {
                case "(": depth += 1
                case ")": depth = max(depth - 1, 0)
                case ":" where depth == 0 && i > start:
                    let from = scalars.skippingSpaces(from: i + 1, to: end)
                    guard let found = measures.measureWithAlternative(at: from, requireUnit: false),
                          onlyParenthesesFollow(found.end) else { return nil }
                    return TrailingMeasure(measure: found.measure, alternative: found.alternative, range: i..<found.end)
                default: break
                }
            }
            return nil
        }

        /// `Lemon juice 1 tbsp`, `Bacon 3.5oz (100g)`, `Salt 1 tsp (optional)`, `Garlic cloves 3`.
        func atEnd() -> TrailingMeasure? {
            var depth = 0
            for i in start..<end {
                let scalar = scalars[i]
                if scalar == "(" { depth += 1 } else if scalar == ")" { depth = max(depth - 1, 0) }
                guard depth == 0, i > start, scalars[i - 1].isInlineSpace,
                      scalar.isASCIIDigit || scalar.vulgarFraction != nil || scalar == "~" else { continue }
                if let found = measures.measureWithAlternative(at: i, requireUnit: false),
                   onlyParenthesesFollow(found.end) || (found.measure.unit == nil && onlySizesFollow(found.end)),
                   found.measure.unit != nil || !followsPreposition(i) {
                    return TrailingMeasure(measure: found.measure, alternative: found.alternative, range: i..<found.end)
                }
            }
            return nil
        }

        /// `Sugar (100 g)`, `Chocolate (70 g) (optional)`, `Cucumber (1)`: the first parentheses holding only a measure.
        func inParentheses(requireUnit: Bool) -> TrailingMeasure? {
            var i = start
            while i < end {
                guard scalars[i] == "(" else { i += 1; continue }
                guard let close = scalars.closingParenthesis(from: i, to: end) else { return nil }
                if i > start, let found = measures.parenthesized(at: i, requireUnit: requireUnit) {
                    return TrailingMeasure(measure: found.measure, alternative: found.alternative, range: i..<found.end)
                }
                i = close + 1
            }
            return nil
        }

        /// `Paprika, 2 Tsp`, `Chickpeas, 400g (drained)`: a note after the comma that is only a measure.
        func wholeSegment(cutFrom comma: Int) -> TrailingMeasure? {
            let from = scalars.skippingSpaces(from: start, to: end)
            guard let found = measures.measureWithAlternative(at: from, requireUnit: false),
                  onlyParenthesesFollow(found.end) else { return nil }
            return TrailingMeasure(measure: found.measure, alternative: found.alternative, range: comma..<found.end)
        }

        /// `Pasta for 4` is not 4 pasta.
        func followsPreposition(_ i: Int) -> Bool {
            var wordStart = i - 1
            while wordStart > start, scalars[wordStart - 1].isInlineSpace { wordStart -= 1 }
            let wordEnd = wordStart
            while wordStart > start, scalars[wordStart - 1].isASCIILetter { wordStart -= 1 }
            return ["for", "of", "from", "per", "to", "with", "into", "in", "serves", "makes"].contains {
                scalars.hasWord($0, at: wordStart, end: wordEnd)
            }
        }

        /// `Onions 2 medium-sized`: the size stays in the name, for the food reader.
        /// Stops at the first other word, so a long line costs no more than its first word.
        func onlySizesFollow(_ i: Int) -> Bool {
            var wordStart = scalars.skippingSpaces(from: i, to: end)
            guard wordStart < end else { return false }
            while wordStart < end {
                var wordEnd = wordStart
                while wordEnd < end, !scalars[wordEnd].isInlineSpace { wordEnd += 1 }
                guard wordEnd - wordStart <= 16,
                      FoodWords.sizes.contains(scalars.string(wordStart..<wordEnd).lowercased()) else { return false }
                wordStart = scalars.skippingSpaces(from: wordEnd, to: end)
            }
            return true
        }

        func onlyParenthesesFollow(_ i: Int) -> Bool {
            var j = scalars.skippingSpaces(from: i, to: end)
            while j < end, scalars[j] == "(", let close = scalars.closingParenthesis(from: j, to: end) {
                j = scalars.skippingSpaces(from: close + 1, to: end)
            }
            return j == end
        }
    }

    /// The first comma outside parentheses (and not a decimal comma), or the end.
    static func firstCommaIndex(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> Int {
        var depth = 0
        for i in range {
            switch scalars[i] {
            case "(": depth += 1
            case ")": depth = max(depth - 1, 0)
            case "," where depth == 0:
                let isDecimal = i > range.lowerBound && i + 1 < range.upperBound
                    && scalars[i - 1].isASCIIDigit && scalars[i + 1].isASCIIDigit
                if !isDecimal { return i }
            default: break
            }
        }
        return range.upperBound
    }
}
