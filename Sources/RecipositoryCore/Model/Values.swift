/// A calendar date as written in content (never the clock), so output stays reproducible.
public struct RecipeDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// ISO 8601, `2026-11-22`.
    public var description: String {
        let m = month < 10 ? "0\(month)" : "\(month)"
        let d = day < 10 ? "0\(day)" : "\(day)"
        return "\(year)-\(m)-\(d)"
    }

    public static func < (a: Self, b: Self) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }
}

/// How many the recipe makes: `4`, `4-6`, `1 loaf (12 slices)`.
public struct Servings: Hashable, Sendable {
    /// People or pieces as a number range, when there is one.
    public var low: Int?
    public var high: Int?
    /// The text as written.
    public var text: String

    public init(low: Int?, high: Int?, text: String) {
        self.low = low
        self.high = high
        self.text = text
    }
}

/// 1 (easy) to 5 (hard).
public struct Difficulty: Hashable, Sendable {
    public var level: Int

    public init(level: Int) {
        self.level = level
    }

    public var label: String {
        switch level {
        case ...1: return "Easy"
        case 2: return "Fairly easy"
        case 3: return "Medium"
        case 4: return "Fairly hard"
        default: return "Hard"
        }
    }
}

/// One time the family made the recipe.
public struct CookedEntry: Hashable, Sendable {
    public var date: RecipeDate
    public var note: String?
    public var rating: Double?
    public var servings: Int?

    public init(date: RecipeDate, note: String? = nil, rating: Double? = nil, servings: Int? = nil) {
        self.date = date
        self.note = note
        self.rating = rating
        self.servings = servings
    }
}

/// One nutrition value per serving: `protein: 4 g`.
public struct NutritionValue: Hashable, Sendable {
    /// The key as normalised (`calories`, `protein`, `fat`, `carbohydrates`, ...).
    public var name: String
    public var amount: Double
    public var unit: String?

    public init(name: String, amount: Double, unit: String?) {
        self.name = name
        self.amount = amount
        self.unit = unit
    }
}

/// A front matter value nobody knows, kept for templates.
public indirect enum ExtraValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case list([ExtraValue])
    case map([String: ExtraValue])
    case null
}
