/// What a unit measures, and its exact size in that dimension's base (grams, millilitres,
/// millimetres), so amounts convert and add up exactly.
/// US measures are the legal definitions: 1 lb = 453.59237 g, 1 oz = 1/16 lb,
/// 1 US fl oz = 29.5735295625 ml, 1 inch = 25.4 mm; cups, spoons, pints, quarts and gallons follow.
public enum UnitDimension: String, Hashable, Sendable {
    case mass, volume, length
}

extension Unit {
    public var dimension: UnitDimension? {
        switch self {
        case .g, .kg, .mg, .oz, .lb: return .mass
        case .ml, .l, .cl, .dl, .tsp, .tbsp, .cup, .flOz, .pint, .quart, .gallon: return .volume
        case .inch, .cm: return .length
        default: return nil
        }
    }

    /// How many grams, millilitres or millimetres one of this unit is; nil for counts and containers.
    public var baseAmount: Rational? {
        switch self {
        case .mg: return Rational(1, 1000)
        case .g: return Rational(1)
        case .kg: return Rational(1000)
        case .lb: return Rational(45_359_237, 100_000)
        case .oz: return Rational(45_359_237, 1_600_000)
        case .ml: return Rational(1)
        case .cl: return Rational(10)
        case .dl: return Rational(100)
        case .l: return Rational(1000)
        case .flOz: return Self.fluidOunce
        case .tsp: return Self.fluidOunce * Rational(1, 6)
        case .tbsp: return Self.fluidOunce * Rational(1, 2)
        case .cup: return Self.fluidOunce * Rational(8)
        case .pint: return Self.fluidOunce * Rational(16)
        case .quart: return Self.fluidOunce * Rational(32)
        case .gallon: return Self.fluidOunce * Rational(128)
        case .cm: return Rational(10)
        case .inch: return Rational(254, 10)
        default: return nil
        }
    }

    /// US customary, as opposed to metric; counts and containers are neither.
    public var isUSCustomary: Bool { dimension != nil && !isMetric }

    static let fluidOunce = Rational(295_735_295_625, 10_000_000_000)
}
