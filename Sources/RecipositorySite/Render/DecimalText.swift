import RecipositoryCore

/// Decimal strings for machine-read attributes and JSON: exact when the fraction terminates
/// (`1/8` is `0.125`), else rounded to four places (`1/3` is `0.3333`). Never exponent notation.
enum DecimalText {
    static func of(_ value: Rational, maxFractionDigits: Int = 4) -> String {
        let negative = value.numerator < 0
        let numerator = abs(value.numerator)
        let (whole, remainder) = numerator.quotientAndRemainder(dividingBy: value.denominator)
        var digits: [Int] = []
        var rest = remainder
        while rest != 0 && digits.count < maxFractionDigits + 1 {
            rest *= 10
            digits.append(rest / value.denominator)
            rest %= value.denominator
        }
        var wholePart = whole
        if digits.count > maxFractionDigits {
            // Round half up on the first dropped digit, carrying as far as needed.
            let roundUp = digits.removeLast() >= 5
            if roundUp {
                var index = digits.count - 1
                while index >= 0 {
                    digits[index] += 1
                    if digits[index] < 10 { break }
                    digits[index] = 0
                    index -= 1
                }
                if index < 0 { wholePart += 1 }
            }
        }
        while digits.last == 0 { digits.removeLast() }
        let fraction = digits.isEmpty ? "" : "." + digits.map(String.init).joined()
        let sign = negative && (wholePart != 0 || !digits.isEmpty) ? "-" : ""
        return sign + String(wholePart) + fraction
    }

    /// A Double with at most `digits` fraction digits and no trailing zeros (`410`, `4.5`).
    static func of(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        let scale = (0..<digits).reduce(1) { acc, _ in acc * 10 }
        let scaled = (value * Double(scale)).rounded()
        guard abs(scaled) < 9e15 else { return String(Int(value.rounded())) }
        return of(Rational(Int(scaled), scale), maxFractionDigits: digits)
    }
}
