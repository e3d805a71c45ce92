/// Writes an amount for cooks: kitchen fractions (`1½`, `⅓`) for cups, spoons, counts and no unit;
/// decimals (`1.5`, `250`) for metric units; `2–3` for ranges and `~150` when approximate.
/// The unit itself is not written; it only decides the style.
public enum QuantityFormatter {
    public static func format(_ quantity: Quantity, unit: Unit?) -> String {
        let metric = unit?.isMetric ?? false
        var text = quantity.isApproximate ? "~" : ""
        text += format(quantity.low, metric: metric)
        if quantity.isRange { text += "\u{2013}" + format(quantity.high, metric: metric) }
        return text
    }
}

private extension QuantityFormatter {
    static let glyphs: [Rational: String] = [
        Rational(1, 2): "½", Rational(1, 3): "⅓", Rational(2, 3): "⅔", Rational(1, 4): "¼", Rational(3, 4): "¾",
        Rational(1, 5): "⅕", Rational(2, 5): "⅖", Rational(3, 5): "⅗", Rational(4, 5): "⅘", Rational(1, 6): "⅙",
        Rational(5, 6): "⅚", Rational(1, 8): "⅛", Rational(3, 8): "⅜", Rational(5, 8): "⅝", Rational(7, 8): "⅞",
    ]

    static func format(_ value: Rational, metric: Bool) -> String {
        if value.numerator < 0 { return "-" + format(Rational(0) - value, metric: metric) }
        if value.isWhole { return String(value.numerator) }
        if metric { return decimal(value) }
        let whole = value.numerator / value.denominator
        let part = Rational(value.numerator % value.denominator, value.denominator)
        guard let glyph = glyphs[part] else { return decimal(value) }   // `1/16`: no kitchen fraction fits
        return whole == 0 ? glyph : String(whole) + glyph
    }

    /// Exact when the value has at most three decimals (`12.25`); otherwise rounded to what a scale
    /// shows: whole numbers from 100, one decimal from 10, two below.
    static func decimal(_ value: Rational) -> String {
        let places = exactDecimalPlaces(value.denominator)
            ?? (value.numerator >= 100 * value.denominator ? 0 : value.numerator >= 10 * value.denominator ? 1 : 2)
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let (scaled, overflow) = value.numerator.multipliedReportingOverflow(by: scale)
        let (halfUp, overflowAgain) = scaled.addingReportingOverflow(value.denominator / 2)
        guard !overflow, !overflowAgain else { return String(value.doubleValue) }
        let rounded = halfUp / value.denominator   // value is positive here
        let whole = rounded / scale
        var fraction = rounded % scale
        var digits = places
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        guard digits > 0 else { return String(whole) }
        let fractionText = String(fraction)
        return String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }

    /// 0…3 when the denominator divides 1000, else nil.
    static func exactDecimalPlaces(_ denominator: Int) -> Int? {
        var scale = 1
        for places in 0...3 {
            if scale % denominator == 0 { return places }
            scale *= 10
        }
        return nil
    }
}
