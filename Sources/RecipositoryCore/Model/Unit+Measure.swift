/// What a unit measures, and how many of the smallest unit of its kind it holds, exactly:
/// a cup is 48 teaspoons, a pound 16 ounces, a litre 1000 millilitres.
/// US and metric units are kept apart, so sums within a kind stay exact fractions.
public enum MeasureKind: Hashable, Sendable {
    /// Counted in teaspoons.
    case usVolume
    /// Counted in millilitres.
    case metricVolume
    /// Counted in ounces.
    case usWeight
    /// Counted in milligrams.
    case metricWeight
}

extension Unit {
    /// The kind of amount and the unit's size in the smallest unit of that kind; nil for counts,
    /// containers and pinches (`can`, `clove`, `pinch`).
    public var measure: (kind: MeasureKind, size: Int)? {
        switch self {
        case .tsp: (.usVolume, 1)
        case .tbsp: (.usVolume, 3)
        case .flOz: (.usVolume, 6)
        case .cup: (.usVolume, 48)
        case .pint: (.usVolume, 96)
        case .quart: (.usVolume, 192)
        case .gallon: (.usVolume, 768)
        case .ml: (.metricVolume, 1)
        case .cl: (.metricVolume, 10)
        case .dl: (.metricVolume, 100)
        case .l: (.metricVolume, 1000)
        case .oz: (.usWeight, 1)
        case .lb: (.usWeight, 16)
        case .mg: (.metricWeight, 1)
        case .g: (.metricWeight, 1000)
        case .kg: (.metricWeight, 1_000_000)
        default: nil
        }
    }

    /// `1 cup` plus `2 tbsp` as one amount in the smaller unit (18 tbsp), or nil when the two
    /// measure different kinds of amount (`1 cup` and `1 pinch`, `1 cup` and `50 ml`).
    public static func sum(_ first: Measure, _ second: Measure) -> Measure? {
        guard let a = first.unit, let b = second.unit, let aSize = a.measure, let bSize = b.measure,
              aSize.kind == bSize.kind else { return nil }
        let smaller = aSize.size <= bSize.size ? a : b
        let unitSize = Rational(smaller.measure!.size)
        let inSmaller = { (quantity: Quantity, size: Int) -> (Rational, Rational) in
            (quantity.low * Rational(size) / unitSize, quantity.high * Rational(size) / unitSize)
        }
        let (aLow, aHigh) = inSmaller(first.quantity, aSize.size)
        let (bLow, bHigh) = inSmaller(second.quantity, bSize.size)
        return Measure(quantity: Quantity(low: aLow + bLow, high: aHigh + bHigh,
                                          approximate: first.quantity.isApproximate || second.quantity.isApproximate),
                       unit: smaller)
    }
}
