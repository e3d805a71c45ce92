import Foundation

/// Reading the kitchen tables' values from `recipository.yml`.
enum KitchenConfig {
    /// `120`, `120 g per cup`, `120 g/cup` (grams per US cup) or `1.42 g/ml`, `1.42 g per ml`; nil otherwise.
    static func gramsPerCup(_ text: String) -> Rational? {
        let words = text.lowercased().replacingOccurrences(of: "/", with: " per ").split(separator: " ").map(String.init)
        guard let first = words.first, let number = decimal(first), number > Rational(0) else { return nil }
        switch Array(words.dropFirst()) {
        case [], ["g", "per", "cup"], ["grams", "per", "cup"]: return number
        case ["g", "per", "ml"], ["grams", "per", "ml"]: return number * Unit.cup.baseAmount!
        default: return nil
        }
    }

    /// `120`, `1.42` as an exact fraction.
    static func decimal(_ text: String) -> Rational? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = Int(parts[0]), parts[0].allSatisfy(\.isNumber) else { return nil }
        guard parts.count == 2 else { return Rational(whole) }
        let fraction = parts[1]
        guard !fraction.isEmpty, fraction.count <= 6, fraction.allSatisfy(\.isNumber), let digits = Int(fraction) else { return nil }
        var scale = 1
        for _ in fraction { scale *= 10 }
        return Rational(whole * scale + digits, scale)
    }
}
