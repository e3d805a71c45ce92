/// An exact fraction, always stored in lowest terms with a positive denominator and a numerator
/// of at most `Int.max` in magnitude (so negating never overflows).
/// Quantities are rationals so that ⅓ cup times 3 is exactly 1 cup.
///
/// Never traps on overflow: `init?(exactly:_:)` and the `adding`, `subtracting`, `multiplied`
/// and `divided` methods return nil when the exact result does not fit in `Int`; the plain
/// initializer and the operators then fall back to the nearest value `approximating` can hold.
/// Only a zero denominator (or dividing by zero) traps, as it does for `Int`.
public struct Rational: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let numerator: Int
    public let denominator: Int

    public init(_ numerator: Int, _ denominator: Int = 1) {
        precondition(denominator != 0, "denominator must not be zero")
        self = Rational(exactly: numerator, denominator)
            ?? Rational(approximating: Double(numerator) / Double(denominator))
    }

    /// Nil when `denominator` is zero or the fraction in lowest terms does not fit
    /// (`Int.min / -1`, `1 / Int.min`).
    public init?(exactly numerator: Int, _ denominator: Int) {
        guard denominator != 0 else { return nil }
        // Magnitudes as UInt: `Int.min` has no positive Int, and `abs` would trap on it.
        let divisor = Swift.max(Rational.gcd(numerator.magnitude, denominator.magnitude), 1)
        let top = numerator.magnitude / divisor, bottom = denominator.magnitude / divisor
        guard top <= UInt(Int.max), bottom <= UInt(Int.max) else { return nil }
        let negative = (numerator < 0) != (denominator < 0)
        self.init(reduced: negative ? -Int(top) : Int(top), Int(bottom))
    }

    /// The value nearest to `value` with a denominator of at most 2²⁰, clamped to ±`Int.max`
    /// (0 for NaN): what an operator returns when the exact result does not fit.
    public init(approximating value: Double) {
        let scale = Double(Rational.approximationScale)
        guard !value.isNaN else { self.init(reduced: 0, 1); return }
        if abs(value) * scale < 9e18 {
            let scaled = Int((value * scale).rounded())
            self = Rational(exactly: scaled, Rational.approximationScale)!
        } else {
            let bound = Double(Int.max)   // rounds up to 2⁶³, which no Int holds
            self.init(reduced: abs(value) >= bound ? (value < 0 ? -Int.max : Int.max) : Int(value.rounded()), 1)
        }
    }

    private init(reduced numerator: Int, _ denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }

    public var doubleValue: Double { Double(numerator) / Double(denominator) }
    public var isWhole: Bool { denominator == 1 }

    public var description: String {
        denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
    }

    static let approximationScale = 1 << 20

    static func gcd(_ a: UInt, _ b: UInt) -> UInt {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
