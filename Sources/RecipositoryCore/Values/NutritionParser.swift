/// Reads one nutrition value per serving (`protein: 4 g`, `calories: 410`) and writes it
/// for schema.org's `NutritionInformation`.
///
/// Names are normalised: `kcal`/`energy` are `calories`, `carbs` is `carbohydrates`,
/// `saturated fat`/`saturated_fat`/`saturatedFatContent` is `saturatedFat`, `fibre` is `fiber`,
/// and so on. A name nobody knows (`potassium`) is kept as written, so a family can track
/// what it likes; it just has no schema.org property.
///
/// A bare number means the nutrient's usual unit: kcal for calories, mg for sodium and
/// cholesterol (300 g of sodium would be fatal, 300 mg is a label value), grams for the rest.
/// `cal` and `Calories` are kcal, as on every food label; kJ is converted to whole kcal.
public enum NutritionParser {
    /// Nil when the text is not a non-negative amount with a unit that fits the nutrient
    /// (`calories: 4 g`, `protein: 300 kcal`, `fat: lots`), so the caller can warn.
    public static func value(name: String, text: String) -> NutritionValue? {
        let nutrient = Nutrient(name: name)
        guard var scanner = ValueScanner(text) else { return nil }
        skipApproximation(&scanner)
        guard let amount = scanner.scanNumber() else { return nil }
        scanner.skipSpaces()
        var unit: NutritionUnit?
        if !scanner.isAtEnd {
            guard let written = scanUnit(&scanner) else { return nil }
            unit = written
        }
        guard scanner.isAtEndIgnoringSpaces else { return nil }
        return nutrient.value(amount: amount, unit: unit)
    }

    /// A number from YAML (`calories: 410`), in the nutrient's usual unit.
    public static func value(name: String, amount: Double) -> NutritionValue? {
        guard amount.isFinite else { return nil }
        return Nutrient(name: name).value(amount: amount, unit: nil)
    }

    /// The normalised name (`carbs` is `carbohydrates`), or nil for a nutrient nobody knows.
    public static func canonicalName(_ name: String) -> String? {
        Nutrient(name: name).canonicalName
    }

    /// schema.org's property: `calories`, `proteinContent`, `fatContent`, ...; nil when unknown.
    public static func schemaOrgProperty(_ name: String) -> String? {
        switch canonicalName(name) {
        case "calories": "calories"
        case "carbohydrates": "carbohydrateContent"
        case let canonical?: canonical + "Content"
        case nil: nil
        }
    }

    /// schema.org's text: `410 calories`, `4 g`, `4.5 g`, `300 mg`.
    public static func schemaOrgValue(_ value: NutritionValue) -> String {
        let amount = formatted(value.amount)
        switch value.unit {
        case nil: return amount
        case "kcal": return "\(amount) calories"
        case "%": return "\(amount)%"
        case let unit?: return "\(amount) \(unit)"
        }
    }
}

private extension NutritionParser {
    enum NutritionUnit {
        case grams, milligrams, micrograms, kilocalories, kilojoules, percent, internationalUnits

        var symbol: String {
            switch self {
            case .grams: "g"
            case .milligrams: "mg"
            case .micrograms: "mcg"
            case .kilocalories: "kcal"
            case .kilojoules: "kJ"
            case .percent: "%"
            case .internationalUnits: "IU"
            }
        }

        var isMass: Bool { self == .grams || self == .milligrams || self == .micrograms }

        static let words: [String: NutritionUnit] = [
            "g": .grams, "gr": .grams, "gram": .grams, "grams": .grams,
            "mg": .milligrams, "milligram": .milligrams, "milligrams": .milligrams,
            "mcg": .micrograms, "µg": .micrograms, "μg": .micrograms, "ug": .micrograms,
            "microgram": .micrograms, "micrograms": .micrograms,
            "kcal": .kilocalories, "kcals": .kilocalories, "cal": .kilocalories, "cals": .kilocalories,
            "calorie": .kilocalories, "calories": .kilocalories, "kilocalorie": .kilocalories,
            "kilocalories": .kilocalories,
            "kj": .kilojoules, "kilojoule": .kilojoules, "kilojoules": .kilojoules,
            "iu": .internationalUnits,
        ]
    }

    /// What a nutrient is measured in decides which units it accepts and what a bare number means.
    enum Measure {
        case energy, grams, milligrams, unknown
    }

    struct Nutrient {
        var canonicalName: String?
        var writtenName: String
        var measure: Measure

        init(name: String) {
            writtenName = Trimming.whitespace(name)
            var compact = ""
            for scalar in name.unicodeScalars where !(ValueScanner.isSpace(scalar) || scalar == "_" || ValueScanner.isDash(scalar)) {
                compact.unicodeScalars.append(scalar)
            }
            compact = compact.lowercased()
            if compact.hasSuffix("content"), compact.count > 7 { compact.removeLast(7) }
            canonicalName = Self.canonicalNames[compact]
            switch canonicalName {
            case "calories": measure = .energy
            case "sodium", "cholesterol": measure = .milligrams
            case nil: measure = .unknown
            default: measure = .grams
            }
        }

        func value(amount: Double, unit: NutritionUnit?) -> NutritionValue? {
            guard amount >= 0 else { return nil }
            let name = canonicalName ?? writtenName
            switch (measure, unit) {
            case (.energy, nil), (.energy, .kilocalories?):
                return NutritionValue(name: name, amount: amount, unit: "kcal")
            case (.energy, .kilojoules?):
                return NutritionValue(name: name, amount: (amount / 4.184).rounded(), unit: "kcal")
            case (.grams, nil):
                return NutritionValue(name: name, amount: amount, unit: "g")
            case (.milligrams, nil):
                return NutritionValue(name: name, amount: amount, unit: "mg")
            case (.grams, let unit?) where unit.isMass, (.milligrams, let unit?) where unit.isMass:
                return NutritionValue(name: name, amount: amount, unit: unit.symbol)
            case (.unknown, let unit):
                return NutritionValue(name: name, amount: amount, unit: unit?.symbol)
            default:
                return nil
            }
        }

        /// Written forms, lowercased without spaces, `_`, `-` or a trailing `Content`.
        static let canonicalNames: [String: String] = [
            "calories": "calories", "calorie": "calories", "kcal": "calories", "cal": "calories",
            "energy": "calories",
            "carbohydrates": "carbohydrates", "carbohydrate": "carbohydrates", "carbs": "carbohydrates",
            "carb": "carbohydrates", "totalcarbohydrates": "carbohydrates",
            "totalcarbohydrate": "carbohydrates", "totalcarbs": "carbohydrates",
            "protein": "protein", "proteins": "protein",
            "fat": "fat", "fats": "fat", "totalfat": "fat",
            "saturatedfat": "saturatedFat", "saturatedfats": "saturatedFat", "satfat": "saturatedFat",
            "saturated": "saturatedFat",
            "transfat": "transFat", "transfats": "transFat",
            "unsaturatedfat": "unsaturatedFat", "unsaturatedfats": "unsaturatedFat",
            "fiber": "fiber", "fibre": "fiber", "fibers": "fiber", "fibres": "fiber",
            "dietaryfiber": "fiber", "dietaryfibre": "fiber",
            "sugar": "sugar", "sugars": "sugar", "totalsugar": "sugar", "totalsugars": "sugar",
            "sodium": "sodium",
            "cholesterol": "cholesterol",
        ]
    }

    static func skipApproximation(_ scanner: inout ValueScanner) {
        while true {
            scanner.skipSpaces()
            if scanner.skip("~") || scanner.skip("≈") || scanner.skip("<") { continue }
            guard scanner.skipAnyPhrase([["approximately"], ["approx"], ["about"], ["around"], ["ca"], ["less", "than"]]) != nil
            else { return }
            scanner.skip(".")
        }
    }

    /// A unit word (`g`, `mg`, `µg`, `kcal`), or `%`; a trailing dot is allowed.
    static func scanUnit(_ scanner: inout ValueScanner) -> NutritionUnit? {
        if scanner.skip("%") { return .percent }
        guard let word = scanner.scanWord(), let unit = NutritionUnit.words[word] else { return nil }
        scanner.skip(".")
        return unit
    }

    /// At most two decimals, no trailing zeros, no locale: `4`, `4.5`, `0.25`.
    static func formatted(_ amount: Double) -> String {
        guard amount.isFinite else { return "0" }
        let hundredths = (amount * 100).rounded()
        guard abs(hundredths) < 1e17 else { return "\(amount)" }
        let whole = Int(hundredths)
        let sign = whole < 0 ? "-" : ""
        let integerPart = abs(whole) / 100
        let fraction = abs(whole) % 100
        if fraction == 0 { return "\(sign)\(integerPart)" }
        if fraction % 10 == 0 { return "\(sign)\(integerPart).\(fraction / 10)" }
        return "\(sign)\(integerPart).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
