/// Reads a measure (amount and unit, `310 g`, `½ cup`, `8-ounce`) and the alternative measure that may
/// follow a unit: `(500 g)`, `/ ½ cup`, `| 240 ml`.
struct MeasureScanner {
    let scalars: [Unicode.Scalar]
    let end: Int
    let quantities: QuantityScanner

    init(_ scalars: [Unicode.Scalar], end: Int) {
        self.scalars = scalars
        self.end = end
        self.quantities = QuantityScanner(scalars, end: end)
    }

    /// An amount and, when `requireUnit`, a known unit right after it.
    func measure(at i: Int, requireUnit: Bool) -> (measure: Measure, end: Int)? {
        guard case .quantity(let quantity, let quantityEnd) = quantities.scan(at: i) else { return nil }
        if let inchEnd = UnitScanner.inchMarkEnd(in: scalars, at: quantityEnd, end: end) {
            return (Measure(quantity: quantity, unit: .inch), inchEnd)
        }
        let unitStart = scalars.skippingSpaces(from: quantityEnd, to: end)
        if let found = UnitScanner.match(in: scalars, at: unitStart, end: end, allowMisspelt: false),
           case .unit(let unit) = found.match {
            return (Measure(quantity: quantity, unit: unit), found.end)
        }
        return requireUnit ? nil : (Measure(quantity: quantity, unit: nil), quantityEnd)
    }

    /// A measure that fills the parentheses opening at `open` (spaces aside): `(310 g)`, `(~4oz)`, `(1)`,
    /// `(300 g | 10 oz)`.
    func parenthesized(at open: Int, requireUnit: Bool) -> (measure: Measure, alternative: Measure?, end: Int)? {
        guard open < end, scalars[open] == "(", let close = scalars.closingParenthesis(from: open, to: end) else {
            return nil
        }
        let inner = MeasureScanner(scalars, end: close)
        let start = scalars.skippingSpaces(from: open + 1, to: close)
        guard let found = inner.measureWithAlternative(at: start, requireUnit: requireUnit),
              scalars.skippingSpaces(from: found.end, to: close) == close else { return nil }
        return (found.measure, found.alternative, close + 1)
    }

    /// `(500 g)`, `/ ½ cup`, `| 240 ml`, `or 400 grams` at `i` (spaces before allowed); always with a unit.
    func alternative(at i: Int) -> (measure: Measure, end: Int)? {
        let start = scalars.skippingSpaces(from: i, to: end)
        guard start < end else { return nil }
        if scalars[start] == "(" {
            return parenthesized(at: start, requireUnit: true).map { ($0.measure, $0.end) }
        }
        let measureStart: Int
        if scalars[start] == "/" || scalars[start] == "|" {
            measureStart = start + 1
        } else if scalars.hasWord("or", at: start, end: end), start + 2 < end, scalars[start + 2].isInlineSpace {
            measureStart = start + 2
        } else {
            return nil
        }
        return measure(at: scalars.skippingSpaces(from: measureStart, to: end), requireUnit: true)
    }

    /// A measure followed by its optional alternative: `1 kg / 2 lbs`, `3.5oz (100g)`.
    func measureWithAlternative(at i: Int, requireUnit: Bool) -> (measure: Measure, alternative: Measure?, end: Int)? {
        guard let first = measure(at: i, requireUnit: requireUnit) else { return nil }
        guard first.measure.unit != nil, let second = alternative(at: first.end) else {
            return (first.measure, nil, first.end)
        }
        return (first.measure, second.measure, second.end)
    }
}
