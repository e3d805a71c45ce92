extension Unit {
    /// `1 cup` plus `2 tbsp` as one amount in the smaller unit (18 tbsp), or nil when the two
    /// are not weights or volumes of one system (`1 cup` and `1 pinch`, `1 cup` and `50 ml`).
    /// US and metric are kept apart, so the sum stays an exact fraction in a unit the author used.
    /// Sizes come from the one unit table, `baseAmount` (UnitDimension.swift).
    public static func sum(_ first: Measure, _ second: Measure) -> Measure? {
        guard let a = first.unit, let b = second.unit,
              let kind = a.dimension, kind != .length, kind == b.dimension, a.isMetric == b.isMetric,
              let aSize = a.baseAmount, let bSize = b.baseAmount else { return nil }
        let (smaller, smallerSize) = aSize <= bSize ? (a, aSize) : (b, bSize)
        // Ratios first (a cup is 16 tbsp), so the long US fractions cancel before any amount meets them.
        let (aRatio, bRatio) = (aSize / smallerSize, bSize / smallerSize)
        let (aLow, aHigh) = (first.quantity.low * aRatio, first.quantity.high * aRatio)
        let (bLow, bHigh) = (second.quantity.low * bRatio, second.quantity.high * bRatio)
        return Measure(quantity: Quantity(low: aLow + bLow, high: aHigh + bHigh,
                                          approximate: first.quantity.isApproximate || second.quantity.isApproximate),
                       unit: smaller)
    }
}
