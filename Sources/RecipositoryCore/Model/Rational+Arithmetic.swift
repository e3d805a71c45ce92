/// Exact arithmetic that reports overflow instead of trapping. Terms are cancelled before they are
/// multiplied (`a/b · c/d` divides `a` and `d` by their gcd first), so results that fit are found
/// even when the plain cross products would not.
extension Rational {
    public var negated: Rational { Rational(exactlyReduced: -numerator, denominator) }

    public func adding(_ other: Rational) -> Rational? {
        let common = Int(Rational.gcd(denominator.magnitude, other.denominator.magnitude))
        let (left, leftOverflow) = numerator.multipliedReportingOverflow(by: other.denominator / common)
        let (right, rightOverflow) = other.numerator.multipliedReportingOverflow(by: denominator / common)
        let (sum, sumOverflow) = left.addingReportingOverflow(right)
        let (bottom, bottomOverflow) = (denominator / common).multipliedReportingOverflow(by: other.denominator)
        guard !leftOverflow, !rightOverflow, !sumOverflow, !bottomOverflow else { return nil }
        return Rational(exactly: sum, bottom)
    }

    public func subtracting(_ other: Rational) -> Rational? {
        adding(other.negated)
    }

    public func multiplied(by other: Rational) -> Rational? {
        let first = Int(Swift.max(Rational.gcd(numerator.magnitude, other.denominator.magnitude), 1))
        let second = Int(Swift.max(Rational.gcd(other.numerator.magnitude, denominator.magnitude), 1))
        let (top, topOverflow) = (numerator / first).multipliedReportingOverflow(by: other.numerator / second)
        let (bottom, bottomOverflow) = (denominator / second).multipliedReportingOverflow(by: other.denominator / first)
        guard !topOverflow, !bottomOverflow else { return nil }
        return Rational(exactly: top, bottom)
    }

    /// Nil when the result does not fit or `other` is zero.
    public func divided(by other: Rational) -> Rational? {
        guard let reciprocal = Rational(exactly: other.denominator, other.numerator) else { return nil }
        return multiplied(by: reciprocal)
    }

    public static func + (a: Rational, b: Rational) -> Rational {
        a.adding(b) ?? Rational(approximating: a.doubleValue + b.doubleValue)
    }

    public static func - (a: Rational, b: Rational) -> Rational {
        a.subtracting(b) ?? Rational(approximating: a.doubleValue - b.doubleValue)
    }

    public static func * (a: Rational, b: Rational) -> Rational {
        a.multiplied(by: b) ?? Rational(approximating: a.doubleValue * b.doubleValue)
    }

    /// Traps when `b` is zero, as `Int` division does.
    public static func / (a: Rational, b: Rational) -> Rational {
        precondition(b.numerator != 0, "division by zero")
        return a.divided(by: b) ?? Rational(approximating: a.doubleValue / b.doubleValue)
    }

    /// Exact for every pair: the cross products are compared at 128 bits.
    public static func < (a: Rational, b: Rational) -> Bool {
        let left = a.numerator.multipliedFullWidth(by: b.denominator)
        let right = b.numerator.multipliedFullWidth(by: a.denominator)
        return (left.high, left.low) < (right.high, right.low)
    }
}

private extension Rational {
    /// For values already in lowest terms with a numerator of at most `Int.max` in magnitude.
    init(exactlyReduced numerator: Int, _ denominator: Int) {
        self = Rational(exactly: numerator, denominator)!
    }
}
