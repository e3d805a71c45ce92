/// The canonical units of the format contract. The raw value is the canonical symbol.
public enum Unit: String, CaseIterable, Hashable, Sendable, Codable {
    case g, kg, mg, ml, l, cl, dl
    case tsp, tbsp, cup
    case flOz = "fl oz"
    case oz, lb, pint, quart, gallon
    case pinch, dash, clove, can, package, stick, slice, bunch, sprig, handful, piece
    case jar, bottle, head, leaf, stalk, drop, sheet, inch, cm

    public var symbol: String { rawValue }

    /// Metric units show decimals; cups and spoons show kitchen fractions.
    public var isMetric: Bool {
        switch self {
        case .g, .kg, .mg, .ml, .l, .cl, .dl, .cm: return true
        default: return false
        }
    }
}
