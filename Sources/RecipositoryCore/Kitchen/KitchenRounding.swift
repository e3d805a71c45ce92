/// How scaled and converted amounts are rounded for showing, as cooks write them
/// (kitchen-conventions.md; the exact value is kept for sums): grams to 1 below 20, to 5 below
/// 500 (`225 g` butter, not 226), then to 10 or to a 25 less than 5 away, kilograms to 0.05;
/// millilitres to 5 below 100, then to 10 or to a 25 less than 5 away (a cup is `240 ml`, two
/// `475 ml`), litres to 0.1. US cups to the nearest quarter or third, spoons to a quarter (an eighth below ½ tsp),
/// ounces to ½, pounds to ¼; counts to the nearest eighth or third (never to nothing).
/// One rule for the recipe page and the shopping list alike (the same butter reads the same
/// grams on both); the list then buys counted things whole (`countToBuy`).
public enum KitchenRounding {
    public static func round(_ value: Rational, unit: Unit?) -> Rational {
        guard value > Rational(0) else { return value }
        func to(_ step: Int) -> Rational { nearest(value / Rational(step), step: 1) * Rational(step) }
        // To 10, but to the 25 line of a jug or a scale where one is less than 5 away: `475 ml` (a
        // pint, 2 cups), a cup `240 ml`, 630 g (315 g twice) not 625.
        let tenOrJug = distance(to(25), value) < Rational(5) ? to(25) : to(10)
        switch unit {
        case .g?:
            if value < Rational(20) { return value < Rational(1) ? nearest(value, step: 10) : to(1) }
            return value < Rational(500) ? to(5) : tenOrJug
        case .ml?:
            if value < Rational(5) { return nearest(value, step: 10) }
            return value < Rational(100) ? to(5) : tenOrJug
        case .kg?: return nearest(value, step: 20)
        case .l?: return nearest(value, step: 10)
        // A length as the steps' lengths are written (kitchen-steps.js, cooking-and-shopping.md): from 1 cm to the ½ cm,
        // whole centimetres from 10 (`2 inch` ginger is `5 cm`, not `5.1 cm`); in inches ⅛ below 1, ¼ below 2, ½ below 4,
        // whole above.
        case .cm?: return value < Rational(1) ? nearest(value, step: 10) : value < Rational(10) ? nearest(value, step: 2) : nearest(value, step: 1)
        case .inch?:
            let step = value < Rational(1) ? 8 : value < Rational(2) ? 4 : value < Rational(4) ? 2 : 1
            return nearestOf(value, steps: [step])
        case .mg?, .cl?, .dl?: return value >= Rational(10) ? nearest(value, step: 1) : nearest(value, step: 10)
        case .cup?: return nearestOf(value, steps: [4, 3])
        case .tbsp?: return nearestOf(value, steps: [4])
        case .tsp?: return value < Rational(1, 2) ? nearestOf(value, steps: [8]) : nearestOf(value, steps: [4])
        case .oz?, .flOz?: return nearestOf(value, steps: [2])
        case .lb?: return nearestOf(value, steps: [4])
        default: return nearestOf(value, steps: [8, 3])
        }
    }

    /// The nearest multiple of 1/step for the closest of `steps` (never nothing: at least the smallest step).
    static func nearestOf(_ value: Rational, steps: [Int]) -> Rational {
        let candidates = steps.map { nearest(value, step: $0) }
        let best = candidates.min { distance($0, value) < distance($1, value) }!
        return best > Rational(0) ? best : Rational(1, steps.max()!)
    }

    /// A count of whole things the scale left awkward (`4⅔ eggs`, `1⅓ dashes`), as a cook says it:
    /// what is not cut (`wholeOnly`: eggs, cloves, pinches) to the nearest whole, at least
    /// one; the rest (onions, lemons, sticks of butter, cans) to the nearest half, at least a half.
    /// `isAbout` when that changed the number: "about 5 eggs".
    public static func count(_ value: Rational, wholeOnly: Bool) -> (value: Rational, isAbout: Bool) {
        guard value > Rational(0) else { return (value, false) }
        let step = wholeOnly ? 1 : 2
        let rounded = max(nearest(value, step: step), Rational(1, step))
        return (rounded, rounded != value)
    }

    /// What a shopping list buys of a count: whole things, rounded up (`4⅔ eggs` are 5 eggs).
    public static func countToBuy(_ value: Rational) -> Rational {
        let (whole, rest) = value.numerator.quotientAndRemainder(dividingBy: value.denominator)
        return Rational(rest > 0 ? whole + 1 : whole)
    }

    /// Things counted whole and never cut: by their unit (`3 cloves`, `2 pinches`), or with no unit by
    /// the food (`eggs`, `egg yolks`, `bay leaves`, `cardamom pods`, `whole cloves`). Not a can, jar,
    /// bottle or packet: half of one is used and the rest kept (`½ can (14.5 oz) diced tomatoes`, as
    /// cookbooks halve a recipe), where `about 1 can` would double it; the list still buys it whole.
    public static func isCountedWhole(unit: Unit?, food: String?) -> Bool {
        if let unit { return wholeUnits.contains(unit) }
        guard let last = FoodKey.mergeKey(food ?? "").split(separator: " ").last else { return false }
        return wholeFoods.contains(String(last))
    }

    static let wholeUnits: Set<Unit> = [.pinch, .dash, .drop, .clove, .sprig, .leaf, .sheet, .slice, .handful]
    static let wholeFoods: Set<String> = ["egg", "yolk", "white", "leaf", "pod", "clove", "anise", "peppercorn", "berry", "tortilla"]

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

    /// A container word no unit table knows, for a count of it (`2 envelopes`, `2 boxes`, `2 glasses`;
    /// one of the author's `2 bowls` halved is `1 bowl`); a word not of letters stays. `containerWord` in kitchen-amounts.js.
    public static func containerWord(_ word: String, plural: Bool) -> String {
        let lower = word.lowercased()
        guard !lower.isEmpty, lower.allSatisfy({ $0 >= "a" && $0 <= "z" }) else { return word }
        // `2 loaves`, `1 loaf`: a word that changes its f.
        if let (one, many) = irregularContainers.first(where: { lower == $0.one || lower == $0.many }) {
            return String(word.prefix(2)) + String((plural ? many : one).dropFirst(2))
        }
        guard plural else {
            if ["sses", "xes", "ches", "shes"].contains(where: { lower.hasSuffix($0) }) { return String(word.dropLast(2)) }
            if lower.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
            return lower.hasSuffix("s") && !lower.hasSuffix("ss") ? String(word.dropLast()) : word
        }
        if lower.hasSuffix("s") && !lower.hasSuffix("ss") { return word }
        if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return word + "es" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return String(word.dropLast()) + "ies" }
        return word + "s"
    }

    /// Container words whose plural is not made by an ending (kitchen-amounts.js has the same).
    static let irregularContainers: [(one: String, many: String)] = [("loaf", "loaves")]

    static let pluralWords: Set<Unit> = [.cup, .pint, .quart, .gallon, .pinch, .dash, .clove, .can, .package, .stick, .slice,
                                         .bunch, .sprig, .handful, .piece, .jar, .bottle, .head, .leaf, .stalk, .drop, .sheet]
}
