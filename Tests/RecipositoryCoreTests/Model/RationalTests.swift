import Testing
@testable import RecipositoryCore

@Suite struct RationalTests {
    @Test func normalizesSignAndTerms() {
        #expect(Rational(2, -4) == Rational(-1, 2))
        #expect(Rational(-3, -6).description == "1/2")
        #expect(Rational(0, -5) == Rational(0))
        #expect(Rational(Int.min, 2) == Rational(Int.min / 2))
        #expect(Rational(Int.min, Int.min) == Rational(1))
    }

    @Test func exactInitializerRefusesWhatDoesNotFit() {
        #expect(Rational(exactly: 1, 0) == nil)
        #expect(Rational(exactly: Int.min, 1) == nil)
        #expect(Rational(exactly: Int.min, -1) == nil)
        #expect(Rational(exactly: 1, Int.min) == nil)
        #expect(Rational(exactly: Int.min, 4) == Rational(-(1 << 61)))
        #expect(Rational(exactly: Int.max, -1) == Rational(-Int.max))
    }

    @Test func plainInitializerClampsInsteadOfTrapping() {
        #expect(Rational(Int.min) == Rational(-Int.max))
        #expect(Rational(Int.min, -1) == Rational(Int.max))
        #expect(Rational(1, Int.min) == Rational(0))
    }

    @Test func arithmeticIsExactWhenItFits() {
        #expect(Rational(1, 3) + Rational(1, 6) == Rational(1, 2))
        #expect(Rational(1, 3) - Rational(1, 2) == Rational(-1, 6))
        #expect(Rational(1, 3) * Rational(3) == Rational(1))
        #expect(Rational(3, 4) / Rational(3, 8) == Rational(2))
        // Cancelling first keeps results that fit, though the cross products would not.
        #expect(Rational(Int.max, 3).multiplied(by: Rational(3, Int.max)) == Rational(1))
        #expect(Rational(1, Int.max).adding(Rational(1, Int.max)) == Rational(2, Int.max))
        #expect(Rational(Int.max / 2).adding(Rational(Int.max / 2)) == Rational(Int.max - 1))
    }

    @Test func failableArithmeticReportsOverflow() {
        #expect(Rational(Int.max).adding(Rational(1)) == nil)
        #expect(Rational(-Int.max).subtracting(Rational(2)) == nil)
        #expect(Rational(Int.max).multiplied(by: Rational(2)) == nil)
        #expect(Rational(1, Int.max).multiplied(by: Rational(1, 2)) == nil)
        #expect(Rational(Int.max).divided(by: Rational(1, 2)) == nil)
        #expect(Rational(1).divided(by: Rational(0)) == nil)
        #expect(Rational(1, 999_999_937).adding(Rational(1, 999_999_929)) != nil)
        #expect(Rational(1, 3_037_000_501).adding(Rational(1, 3_037_000_507)) == nil)   // both above √Int.max
    }

    @Test func operatorsApproximateInsteadOfTrapping() {
        #expect(Rational(Int.max) + Rational(Int.max) == Rational(Int.max))
        #expect(Rational(-Int.max) - Rational(Int.max) == Rational(-Int.max))
        #expect(Rational(Int.max) * Rational(-3) == Rational(-Int.max))
        #expect(Rational(Int.max) / Rational(1, 4) == Rational(Int.max))
        let tiny = Rational(1, 3_037_000_501) + Rational(1, 3_037_000_507)
        #expect(abs(tiny.doubleValue - 2 / 3_037_000_504.0) < 1e-6)
    }

    @Test func comparisonIsExactForExtremeValues() {
        #expect(Rational(Int.max - 1, Int.max) < Rational(1))
        #expect(!(Rational(1) < Rational(Int.max - 1, Int.max)))
        #expect(Rational(-Int.max) < Rational(Int.max))
        #expect(Rational(Int.max, Int.max - 1) < Rational(Int.max - 1, Int.max - 2))
        #expect(Rational(1, Int.max) < Rational(1, Int.max - 1))
        #expect(min(Rational(Int.max), Rational(1, Int.max)) == Rational(1, Int.max))
    }

    @Test func parserReportsOverflowingAmountsAsNotUnderstood() {
        // Bounded digits keep real lines far from overflow; long numbers are refused, never trapped on.
        let line = IngredientLineParser.parse("99999999999999999999 1/2 cups flour")
        #expect(line.quantity == nil)
        #expect(line.problems.contains { if case .quantityNotUnderstood = $0 { true } else { false } })
    }
}
