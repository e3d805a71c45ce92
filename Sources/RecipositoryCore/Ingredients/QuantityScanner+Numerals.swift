/// Numerals: digits, decimals, fractions and mixed numbers, each bounded so no arithmetic can overflow.
extension QuantityScanner {
    static let maximumWholeDigits = 9
    static let maximumDecimals = 6
    static let maximumDenominatorDigits = 6
    /// All digits of a decimal, so its numerator stays below 10¹²: any two amounts can then be compared
    /// and added without overflow (numerator × denominator < 10¹⁸).
    static let maximumDecimalDigits = 12

    /// `12`, `1.5`, `1,5`, `1,000`, `.5`, `1/2`, `3⁄4`, `1½`, and with `allowMixed` also `1 1/2`, `1 ½`.
    func numeral(at start: Int, allowMixed: Bool) -> ValueOutcome {
        var (whole, wholeDigits, i) = digits(at: start)
        if wholeDigits > 0, wholeDigits <= 3, whole > 0 {
            // `1,000 g`: a comma before exactly three digits groups thousands; `1,5` is a decimal comma.
            while i < end, scalars[i] == ",", threeDigitsFollow(i + 1) {
                let group = digits(at: i + 1)
                whole = whole * 1000 + group.value
                wholeDigits += 3
                i = group.end
            }
        }
        guard wholeDigits <= Self.maximumWholeDigits else { return failure(from: start) }
        if i + 1 < end, scalars[i] == "." || scalars[i] == ",", scalars[i + 1].isASCIIDigit {
            let decimals = digits(at: i + 1)
            guard decimals.count <= Self.maximumDecimals, wholeDigits + decimals.count <= Self.maximumDecimalDigits,
                  !isNumberJunk(at: decimals.end) else { return failure(from: start) }
            let scale = Self.powerOfTen(decimals.count)
            guard let value = Rational(exactly: whole * scale + decimals.value, scale) else { return failure(from: start) }
            return .value(ScannedValue(value, .other, decimals.end))
        }
        guard wholeDigits > 0 else { return failure(from: start) }
        if i < end, scalars[i].isFractionSlash {
            let denominator = digits(at: i + 1)
            guard denominator.count > 0, denominator.count <= Self.maximumDenominatorDigits, denominator.value > 0,
                  !isNumberJunk(at: denominator.end) else { return failure(from: start) }
            let kind: ValueKind = whole < denominator.value ? .properFraction : .other
            return .value(ScannedValue(Rational(whole, denominator.value), kind, denominator.end))
        }
        if i < end, let fraction = scalars[i].vulgarFraction {
            guard !isNumberJunk(at: i + 1) else { return failure(from: start) }
            guard let value = Rational(whole).adding(Rational(fraction.numerator, fraction.denominator)) else { return failure(from: start) }
            return .value(ScannedValue(value, .other, i + 1))
        }
        if isNumberJunk(at: i) { return failure(from: start) }
        if allowMixed, let mixed = fractionAfterWhole(at: i) {
            guard case .value(let fraction) = mixed else { return mixed }
            // `4 ¼-inch thick steaks` are four steaks a quarter inch thick, not one 4¼ inches thick.
            if whole >= 2, isThickness(at: fraction.end) { return .value(ScannedValue(Rational(whole), .whole, i)) }
            guard let value = Rational(whole).adding(fraction.rational) else { return failure(from: start) }
            return .value(ScannedValue(value, .other, fraction.end))
        }
        return .value(ScannedValue(Rational(whole), .whole, i))
    }

    /// A length and `thick` at `i`: `-inch thick`, ` inch-thick`, `" thick`, ` cm thick`.
    func isThickness(at i: Int) -> Bool {
        var j = i < end && scalars[i].isDash ? i + 1 : skipSpaces(i)
        if let inchEnd = UnitScanner.inchMarkEnd(in: scalars, at: j, end: end) {
            j = inchEnd
        } else {
            // The unit's letters alone: `inch-thick` is no unit token (a hyphen joins words), but is an inch.
            var k = j
            while k < end, scalars[k].isWordLetter { k += 1 }
            guard k > j, UnitTable.unit(forScalars: scalars[j..<k])?.dimension == .length else { return false }
            j = k
        }
        j = j < end && scalars[j].isDash ? j + 1 : skipSpaces(j)
        return scalars.hasWord("thick", at: j, end: end)
    }

    func failure(from start: Int) -> ValueOutcome {
        .notUnderstood(end: numberLikeRunEnd(from: start))
    }

    /// The `1/2` of `1 1/2` or the `½` of `1 ½`; nil when what follows is not a fraction at all.
    func fractionAfterWhole(at i: Int) -> ValueOutcome? {
        let j = skipSpaces(i)
        guard j > i, j < end else { return nil }
        if let fraction = scalars[j].vulgarFraction {
            guard !isNumberJunk(at: j + 1) else { return failure(from: j) }
            return .value(ScannedValue(Rational(fraction.numerator, fraction.denominator), .properFraction, j + 1))
        }
        guard scalars[j].isASCIIDigit else { return nil }
        let top = digits(at: j)
        guard top.end < end, scalars[top.end].isFractionSlash else { return nil }
        guard case .value(let fraction) = numeral(at: j, allowMixed: false) else { return failure(from: j) }
        guard fraction.kind == .properFraction else { return failure(from: j) }   // `1 3/2`
        return .value(fraction)
    }

    /// Digits at `i`: their value (saturated, never overflowing), how many, and where they stop.
    func digits(at i: Int) -> (value: Int, count: Int, end: Int) {
        var value = 0, count = 0, j = i
        while j < end, scalars[j].isASCIIDigit {
            if count < 12 { value = value * 10 + scalars[j].asciiDigitValue }
            count += 1
            j += 1
        }
        return (value, count, j)
    }

    func threeDigitsFollow(_ i: Int) -> Bool {
        guard i + 2 < end else { return false }
        let three = scalars[i].isASCIIDigit && scalars[i + 1].isASCIIDigit && scalars[i + 2].isASCIIDigit
        return three && (i + 3 == end || !scalars[i + 3].isASCIIDigit)
    }

    /// Characters that cannot follow a complete number: `1/2/3`, `1.2.3`, `1//2`, `½2`, `2.`.
    func isNumberJunk(at i: Int) -> Bool {
        guard i < end else { return false }
        let scalar = scalars[i]
        if scalar.isFractionSlash || scalar.isASCIIDigit || scalar.vulgarFraction != nil { return true }
        if scalar == "," { return i + 1 < end && scalars[i + 1].isASCIIDigit }
        if scalar == "." { return !(i + 1 < end && scalars[i + 1].isWordLetter) }
        return false
    }

    /// From `i`, the run of digits, fractions, slashes, dashes, dots and commas: the text to report.
    func numberLikeRunEnd(from i: Int) -> Int {
        var j = i
        while j < end {
            let scalar = scalars[j]
            guard scalar.isASCIIDigit || scalar.vulgarFraction != nil || scalar.isFractionSlash || scalar.isDash
                || scalar == "." || scalar == "," else { break }
            j += 1
        }
        while j > i + 1, scalars[j - 1] == "," { j -= 1 }
        return max(j, min(i + 1, end))
    }

    static func powerOfTen(_ exponent: Int) -> Int {
        var result = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
