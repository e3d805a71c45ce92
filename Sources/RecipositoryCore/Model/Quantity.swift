/// An amount as written: one value (`2`), a range (`2-3`), possibly approximate (`~150`, `about 2`).
public struct Quantity: Hashable, Sendable {
    public var low: Rational
    public var high: Rational
    public var isApproximate: Bool

    public init(_ value: Rational, approximate: Bool = false) {
        self.init(low: value, high: value, approximate: approximate)
    }

    public init(low: Rational, high: Rational, approximate: Bool = false) {
        self.low = low
        self.high = high
        self.isApproximate = approximate
    }

    public var isRange: Bool { low != high }
    /// A range's middle (`2-4 tbsp` is 3), as the estimate and the list count it.
    public var middle: Rational { (low + high) / Rational(2) }

    public func scaled(by factor: Rational) -> Quantity {
        Quantity(low: low * factor, high: high * factor, approximate: isApproximate)
    }
}

/// A second way of measuring the same ingredient: `1 pound (500 g)`, `100 g / ½ cup`.
public struct Measure: Hashable, Sendable {
    public var quantity: Quantity
    public var unit: Unit?

    public init(quantity: Quantity, unit: Unit?) {
        self.quantity = quantity
        self.unit = unit
    }
}
