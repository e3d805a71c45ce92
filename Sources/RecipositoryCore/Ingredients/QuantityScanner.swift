/// Reads the amount at a position of a line: `2`, `1.5`, `1,5`, `1 1/2`, `1½`, `3⁄4`, `2-3`, `2 to 3`,
/// `~150`, `about 2`, `a`, `one`, `half`, `a dozen`, `1 and a half`.
///
/// Every number is bounded (at most 9 whole digits, 6 decimals, 12 digits in all, denominators below a
/// million), so building, comparing or adding the `Rational`s can never overflow; anything longer is
/// reported as not understood. Sums and products still go through `Rational`'s failable arithmetic,
/// so a line that did overflow would be reported the same way rather than approximated.
struct QuantityScanner {
    enum Outcome: Equatable {
        /// Nothing number-like here (or a percentage, which is never an amount).
        case none
        /// `end` is where the text after the amount starts (just after the `-` of `2-inch`).
        case quantity(Quantity, end: Int)
        /// Number-like but unreadable; `end` closes the offending text.
        case notUnderstood(end: Int)
    }

    let scalars: [Unicode.Scalar]
    let end: Int

    init(_ scalars: [Unicode.Scalar], end: Int) {
        self.scalars = scalars
        self.end = end
    }

    func scan(at start: Int) -> Outcome {
        var i = start
        var approximate = false
        if let afterPrefix = approximationPrefixEnd(at: i) {
            approximate = true
            i = afterPrefix
        }
        let first: ScannedValue
        switch value(at: i) {
        case .none: return .none
        case .notUnderstood(let failure): return .notUnderstood(end: failure)
        case .value(let scanned): first = scanned
        }
        var low = first, high = first
        var cursor = first.end
        if first.kind == .whole, let half = andFraction(after: cursor) {
            guard let sum = first.rational.adding(half.rational) else { return .notUnderstood(end: numberLikeRunEnd(from: i)) }
            low = ScannedValue(sum, .other, half.end)
            high = low
            cursor = half.end
        }
        let next = skipSpaces(cursor)
        if next < end, scalars[next].isDash {
            let afterDash = skipSpaces(next + 1)
            let joined = Quantity(low: low.rational, high: high.rational, approximate: approximate)
            if next == cursor, afterDash == next + 1, afterDash < end, scalars[afterDash].isWordLetter {
                return .quantity(joined, end: afterDash)   // `2-inch`, `8-ounce`: the hyphen joins amount and unit
            }
            switch value(at: afterDash) {
            case .none:
                // `3 - inch piece`: a spaced hyphen before a unit is still only a joint.
                if case .unit? = UnitScanner.match(in: scalars, at: afterDash, end: end, allowMisspelt: false)?.match {
                    return .quantity(joined, end: afterDash)
                }
                return .notUnderstood(end: numberLikeRunEnd(from: next))
            case .notUnderstood(let failure): return .notUnderstood(end: failure)
            case .value(let second):
                if low.kind == .whole, low.rational == high.rational, second.kind == .properFraction {
                    // `1-1/2` is 1½
                    guard let sum = low.rational.adding(second.rational) else { return .notUnderstood(end: numberLikeRunEnd(from: i)) }
                    low = ScannedValue(sum, .other, second.end)
                    high = low
                } else {
                    high = second
                }
                cursor = second.end
            }
        } else if isRangeWord(at: next) {
            if case .value(let second) = value(at: skipSpaces(next + 2)) {
                high = second
                cursor = second.end
            }
        }
        var afterAmount = skipSpaces(cursor)
        if afterAmount < end, scalars[afterAmount] == "%" { return .none }
        var lowValue = min(low.rational, high.rational), highValue = max(low.rational, high.rational)
        if afterAmount > cursor, scalars.hasWord("dozen", at: afterAmount, end: end) {
            // `2 dozen`, `1-2 dozen`, `½ dozen`
            guard let low = lowValue.multiplied(by: Rational(12)), let high = highValue.multiplied(by: Rational(12)) else {
                return .notUnderstood(end: numberLikeRunEnd(from: i))
            }
            (lowValue, highValue) = (low, high)
            cursor = afterAmount + 5
            afterAmount = skipSpaces(cursor)
        }
        if highValue < Rational(1), let afterArticle = articleEnd(at: afterAmount) {
            cursor = afterArticle   // `½ an onion`, `1/2 a lemon`
        }
        return .quantity(Quantity(low: lowValue, high: highValue, approximate: approximate), end: cursor)
    }
}

extension QuantityScanner {
    enum ValueKind { case whole, properFraction, other }

    struct ScannedValue {
        var rational: Rational
        var kind: ValueKind
        var end: Int

        init(_ rational: Rational, _ kind: ValueKind, _ end: Int) {
            self.rational = rational
            self.kind = kind
            self.end = end
        }
    }

    enum ValueOutcome {
        case none
        case value(ScannedValue)
        case notUnderstood(end: Int)
    }

    /// One number (no range): numerals, vulgar fractions, number words.
    func value(at i: Int) -> ValueOutcome {
        guard i < end else { return .none }
        let scalar = scalars[i]
        if scalar.isASCIIDigit || (scalar == "." && i + 1 < end && scalars[i + 1].isASCIIDigit) {
            return numeral(at: i, allowMixed: true)
        } else if let fraction = scalar.vulgarFraction {
            if isNumberJunk(at: i + 1) { return .notUnderstood(end: numberLikeRunEnd(from: i)) }
            return .value(ScannedValue(Rational(fraction.numerator, fraction.denominator), .properFraction, i + 1))
        } else if scalar.isASCIILetter {
            return NumberWords.value(in: self, at: i)
        } else {
            return .none
        }
    }

    func skipSpaces(_ i: Int) -> Int { scalars.skippingSpaces(from: i, to: end) }

    /// The end of the ASCII word at `i` when it stands alone (followed by a space or the end).
    func wordEnd(at i: Int) -> Int? {
        var j = i
        while j < end, scalars[j].isASCIILetter { j += 1 }
        guard j > i, j == end || scalars[j].isInlineSpace else { return nil }
        return j
    }

    /// After an amount below one, `a`/`an` and `of a` are only grammar: `½ an onion`, `3/4 of a cup`.
    func articleEnd(at i: Int) -> Int? {
        if scalars.hasWord("of", at: i, end: end) {
            let article = skipSpaces(i + 2)
            guard article > i + 2, let afterArticle = plainArticleEnd(at: article) else { return nil }
            return afterArticle
        }
        return plainArticleEnd(at: i)
    }

    private func plainArticleEnd(at i: Int) -> Int? {
        guard let wordEnd = wordEnd(at: i), wordEnd < end else { return nil }
        let length = wordEnd - i
        guard (length == 1 && scalars.hasWord("a", at: i, end: end))
            || (length == 2 && scalars.hasWord("an", at: i, end: end)) else { return nil }
        return skipSpaces(wordEnd)
    }
}

private extension QuantityScanner {
    /// `and a half`, `and half`, `and 1/2`, `and ½` after a whole number.
    func andFraction(after i: Int) -> ScannedValue? {
        let j = skipSpaces(i)
        guard j > i, scalars.hasWord("and", at: j, end: end) else { return nil }
        var k = skipSpaces(j + 3)
        if scalars.hasWord("a", at: k, end: end) { k = skipSpaces(k + 1) }
        if scalars.hasWord("half", at: k, end: end) { return ScannedValue(Rational(1, 2), .properFraction, k + 4) }
        guard k < end, scalars[k].isASCIIDigit || scalars[k].vulgarFraction != nil,
              case .value(let fraction) = value(at: k), fraction.kind == .properFraction else { return nil }
        return fraction
    }

    /// `~`, `≈`, `about`, `approx.`, `approximately`, `around`, `roughly`, `circa`, `ca.` and the spaces after.
    func approximationPrefixEnd(at i: Int) -> Int? {
        guard i < end else { return nil }
        if scalars[i] == "~" || scalars[i] == "\u{2248}" { return skipSpaces(i + 1) }
        var j = i
        while j < end, scalars[j].isASCIILetter { j += 1 }
        guard j > i, j - i <= 13 else { return nil }
        let word = String(asciiLowercased: scalars[i..<j]) ?? ""
        guard NumberWords.approximations.contains(word) else { return nil }
        if j < end, scalars[j] == "." { j += 1 }
        guard j < end, scalars[j].isInlineSpace else { return nil }
        return skipSpaces(j)
    }

    /// `to` or `or` as a whole word, as in `2 to 3`, `two or three`.
    func isRangeWord(at i: Int) -> Bool {
        guard i + 2 < end, scalars[i + 2].isInlineSpace else { return false }
        return scalars.hasWord("to", at: i, end: end) || scalars.hasWord("or", at: i, end: end)
    }
}
