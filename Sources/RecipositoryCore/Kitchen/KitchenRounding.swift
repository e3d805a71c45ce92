/// How scaled and converted amounts are rounded for showing (the exact value is kept for sums):
/// metric to what a scale or jug shows (whole grams and millilitres from 10, tenths below,
/// hundredths of a kilogram or litre); US measures and counts to the nearest eighth or third,
/// whichever is closer (never to nothing: at least ⅛).
public enum KitchenRounding {
    public static func round(_ value: Rational, unit: Unit?) -> Rational {
        guard value > Rational(0) else { return value }
        switch unit {
        case .kg?, .l?: return nearest(value, step: 100)
        case .g?, .ml?, .cm?, .mg?, .cl?, .dl?: return value >= Rational(10) ? nearest(value, step: 1) : nearest(value, step: 10)
        default:
            let eighths = nearest(value, step: 8), thirds = nearest(value, step: 3)
            let best = distance(thirds, value) < distance(eighths, value) ? thirds : eighths
            return best > Rational(0) ? best : Rational(1, 8)
        }
    }

    /// A shopping list's metric weights and volumes, rounded as cooks round them
    /// (kitchen-conventions.md): grams to 1 below 20, to 5 below 100, to 10 below 500, to 25 below
    /// 1,000; kilograms to 0.05; millilitres to 5 below 100, to 10 below 500, to 25 below 1,000;
    /// litres to 0.1. Other units round as `round` does.
    public static func shopping(_ value: Rational, unit: Unit?) -> Rational {
        guard value > Rational(0) else { return value }
        func to(_ step: Int) -> Rational { nearest(value / Rational(step), step: 1) * Rational(step) }
        switch unit {
        case .g?:
            if value < Rational(20) { return value < Rational(1) ? round(value, unit: unit) : to(1) }
            return value < Rational(100) ? to(5) : value < Rational(500) ? to(10) : to(25)
        case .ml?:
            if value < Rational(5) { return round(value, unit: unit) }
            return value < Rational(100) ? to(5) : value < Rational(500) ? to(10) : to(25)
        case .kg?: return nearest(value, step: 20)
        case .l?: return nearest(value, step: 10)
        default: return round(value, unit: unit)
        }
    }

    /// What a shopping list buys of a count: whole things, rounded up (`4⅔ eggs` are 5 eggs).
    public static func countToBuy(_ value: Rational) -> Rational {
        let (whole, rest) = value.numerator.quotientAndRemainder(dividingBy: value.denominator)
        return Rational(rest > 0 ? whole + 1 : whole)
    }

    /// `value` to the nearest 1/`step`, halves rounded up.
    static func nearest(_ value: Rational, step: Int) -> Rational {
        let scaled = value * Rational(step)
        let (whole, rest) = scaled.numerator.quotientAndRemainder(dividingBy: scaled.denominator)
        let up = Rational(rest, scaled.denominator) >= Rational(1, 2) ? 1 : 0
        return Rational(whole + up, step)
    }

    static func distance(_ a: Rational, _ b: Rational) -> Rational {
        a < b ? b - a : a - b
    }

    /// The unit as written after an amount: symbols stay (`g`, `tbsp`), words take a plural (`cups`, `cans`).
    public static func unitWord(_ unit: Unit, plural: Bool) -> String {
        guard plural, pluralWords.contains(unit) else { return unit.symbol }
        switch unit {
        case .pinch, .dash, .bunch: return unit.symbol + "es"
        case .leaf: return "leaves"
        default: return unit.symbol + "s"
        }
    }

    static let pluralWords: Set<Unit> = [.cup, .pint, .quart, .gallon, .pinch, .dash, .clove, .can, .package, .stick, .slice,
                                         .bunch, .sprig, .handful, .piece, .jar, .bottle, .head, .leaf, .stalk, .drop, .sheet]
}
