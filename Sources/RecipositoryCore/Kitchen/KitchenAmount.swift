/// An amount of one ingredient in one unit (nil for a count: `2 onions`), as the scaling control,
/// the unit switch and the shopping list work with it. Arithmetic is exact; only `displayed`
/// rounds, for showing. `Templates/assets/kitchen-amounts.js` does the same for the page, and a
/// browser test compares the two.
public struct KitchenAmount: Hashable, Sendable {
    public var quantity: Quantity
    public var unit: Unit?

    public init(_ quantity: Quantity, _ unit: Unit?) {
        self.quantity = quantity
        self.unit = unit
    }

    public func scaled(by factor: Rational) -> KitchenAmount {
        KitchenAmount(quantity.scaled(by: factor), unit)
    }

    /// The same amount in `unit` (of the same dimension), exactly.
    public func expressed(in target: Unit) -> KitchenAmount? {
        guard let unit, unit.dimension == target.dimension, let from = unit.baseAmount, let to = target.baseAmount else { return nil }
        return KitchenAmount(quantity.scaled(by: from / to), target)
    }

    /// In the units a cook would use for this size in `system` (`16 tbsp` is `1 cup`, `1500 g` is
    /// `1.5 kg`); `.asWritten` keeps metric metric and US measures US. Between mass and volume
    /// only with a density (grams per millilitre): metric weighs what US measures by the cup.
    /// Teaspoons and tablespoons stay spoons in metric (up to 4 tbsp): metric kitchens use them too.
    /// Sticks (of butter) are weighed in metric, with `stickGrams`; other counts and containers
    /// (`2 cans`, `3 eggs`) stay as they are.
    public func converted(to system: SiteConfig.Units, density: Rational? = nil, stickGrams: Rational? = nil) -> KitchenAmount {
        if unit == .stick, system == .metric, let stickGrams {
            let grams = quantity.scaled(by: stickGrams)
            return KitchenAmount(grams.scaled(by: Rational(1) / Self.unit(for: grams.low, dimension: .mass, metric: true).baseAmount!),
                                 Self.unit(for: grams.low, dimension: .mass, metric: true))
        }
        guard let unit, let dimension = unit.dimension else { return self }
        let metric: Bool
        switch system {
        case .asWritten: metric = unit.isMetric
        case .metric: metric = true
        case .us: metric = false
        }
        // Spoons are the world's measure: a metric page keeps teaspoons and tablespoons up to 4 tbsp.
        let spoon = metric && (unit == .tsp || unit == .tbsp) && quantity.low * unit.baseAmount! <= Unit.tsp.baseAmount! * Rational(12)
        var target = dimension
        if density != nil, metric != unit.isMetric, !spoon {
            if metric, dimension == .volume { target = .mass }
            // A US page measures by the cup, but past 8 cups of a food lighter than 60 g a cup (leaves,
            // croutons) a cook weighs it: 250 g of cilantro is 9 oz, not 15⅔ cups; 12 cups of flour stay.
            if !metric, dimension == .mass, let density,
               density * Unit.cup.baseAmount! >= Rational(60)
                || quantity.low * unit.baseAmount! / density <= Unit.cup.baseAmount! * Rational(8) { target = .volume }
        }
        guard let size = unit.baseAmount else { return self }
        var base = quantity.scaled(by: size)   // grams, millilitres or millimetres
        if target != dimension, let density {
            base = target == .mass ? base.scaled(by: density) : base.scaled(by: Rational(1) / density)
        }
        // As written, pints, quarts, gallons and fluid ounces stay themselves; and the decilitres and centilitres of a
        // Nordic or French kitchen's jug stay themselves on a metric page too (`1 dl` doubled is `2 dl`, not `200 ml`),
        // from one of them to a litre.
        if (system == .asWritten && [.pint, .quart, .gallon, .flOz].contains(unit))
            || (system != .us && (unit == .dl || unit == .cl) && base.low >= size && base.high < Rational(1000)) {
            return KitchenAmount(base.scaled(by: Rational(1) / unit.baseAmount!), unit)
        }
        var chosen = Self.unit(for: base.low, dimension: target, metric: metric && !spoon)
        if spoon, chosen == .cup { chosen = .tbsp }   // `4 tbsp` stays spoons in metric, never `¼ cup`
        return KitchenAmount(base.scaled(by: Rational(1) / chosen.baseAmount!), chosen)
    }

    /// As the recipe page shows it: a count (no unit, or a counted unit: cloves, cans, sticks)
    /// rounded as a cook says it, `about 5` eggs for 4⅔ (`KitchenRounding.count`); else `displayed`.
    public func shown(wholeOnly: Bool) -> String {
        guard unit?.dimension == nil else { return displayed }
        let low = KitchenRounding.count(quantity.low, wholeOnly: wholeOnly), high = KitchenRounding.count(quantity.high, wholeOnly: wholeOnly)
        // `about 2`, not `about ~2`: one word for an amount that is not exact.
        let rounded = KitchenAmount(Quantity(low: low.value, high: high.value,
                                             approximate: quantity.isApproximate && !low.isAbout && !high.isAbout), unit)
        return (low.isAbout || high.isAbout ? "about " : "") + rounded.displayed
    }

    /// The amount as shown: rounded as `KitchenRounding` says, written by `QuantityFormatter`,
    /// with the unit after it (`1⅓ cups`, `1.5 kg`, `3`).
    public var displayed: String { displayed(rounding: KitchenRounding.round) }

    func displayed(rounding: (Rational, Unit?) -> Rational) -> String {
        let rounded = Quantity(low: rounding(quantity.low, unit), high: rounding(quantity.high, unit), approximate: quantity.isApproximate)
        if let unit, let (larger, rest) = Self.measuredInTwo(rounded, unit) {
            let first = KitchenAmount(Quantity(larger.quantity, approximate: rounded.isApproximate), larger.unit).displayed(rounding: { value, _ in value })
            return rest > Rational(0) ? first + " + " + KitchenAmount(Quantity(rest), unit).displayed(rounding: { value, _ in value }) : first
        }
        let number = QuantityFormatter.format(rounded, unit: unit)
        guard let unit else { return number }
        return number + " " + KitchenRounding.unitWord(unit, plural: rounded.high > Rational(1))
    }

    /// Spoons a cook would not count out, split as cookbooks write them: past half a cup, whole
    /// quarter cups and the tablespoons left (`18 tbsp` is `1 cup + 2 tbsp`, `10 tbsp` is `½ cup
    /// + 2 tbsp`); past 5 teaspoons, tablespoons and the teaspoons left (`8 tsp` is `2 tbsp + 2
    /// tsp`); no rest left, the larger alone. Only where the rest is whole or half spoons (`6¼ tsp`
    /// stays: `2 tbsp + ¼ tsp` is no measure a cook takes), and never a range; `6 tbsp`, `4 tsp` stay.
    static func measuredInTwo(_ rounded: Quantity, _ unit: Unit) -> (larger: (quantity: Rational, unit: Unit), rest: Rational)? {
        guard rounded.low == rounded.high else { return nil }
        let (larger, each, from): (Unit, Rational, Rational)
        switch unit {
        case .tbsp: (larger, each, from) = (.cup, Rational(4), Rational(8))     // a quarter cup is 4 tbsp
        case .tsp: (larger, each, from) = (.tbsp, Rational(3), Rational(5))     // a tablespoon is 3 tsp
        default: return nil
        }
        guard rounded.low > from else { return nil }
        let times = rounded.low / each
        let whole = times.numerator / times.denominator
        let rest = rounded.low - Rational(whole) * each
        guard (rest * Rational(2)).denominator == 1 else { return nil }
        return ((unit == .tbsp ? Rational(whole, 4) : Rational(whole), larger), rest)
    }
}

extension KitchenAmount {
    /// The unit for `base` grams, millilitres or millimetres (choose by the low end of a range, so
    /// both ends share it).
    static func unit(for base: Rational, dimension: UnitDimension, metric: Bool) -> Unit {
        switch (dimension, metric) {
        case (.mass, true): return base >= Rational(1000) ? .kg : .g
        case (.volume, true): return base >= Rational(1000) ? .l : .ml
        case (.length, true): return .cm
        case (.length, false): return .inch
        case (.mass, false):
            let pounds = base / Unit.lb.baseAmount!
            return pounds >= Rational(1) ? .lb : .oz
        case (.volume, false):
            let teaspoons = base / Unit.tsp.baseAmount!
            let cups = teaspoons / Rational(48), tablespoons = teaspoons / Rational(3)
            if teaspoons >= Rational(12) && [1, 2, 3, 4].contains(cups.denominator) { return .cup }
            if teaspoons >= Rational(3) && [1, 2].contains(tablespoons.denominator) { return .tbsp }
            if teaspoons < Rational(12) && [1, 2, 4, 8].contains(teaspoons.denominator) { return .tsp }   // `4 tsp`, not `1⅓ tbsp`
            if teaspoons < Rational(12) {
                // From the other system (20 ml is 4.06 tsp) as a spoon measures it, to the quarter
                // teaspoon: whole or half tablespoons, else up to 5 teaspoons (`4 tsp`, not `1¼ tbsp`).
                let spooned = KitchenRounding.nearest(teaspoons, step: 4)
                if spooned >= Rational(3) && [1, 2].contains((spooned / Rational(3)).denominator) { return .tbsp }
                if spooned <= Rational(5) { return .tsp }
            }
            return teaspoons >= Rational(12) ? .cup : teaspoons >= Rational(3) ? .tbsp : .tsp
        }
    }
}
