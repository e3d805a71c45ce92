/// The spelling data behind `UnitTable`, built once.
enum UnitSpellings {
    /// Lowercase, dot-free, space-free spelling → unit.
    static let units: [String: Unit] = {
        var table: [String: Unit] = [:]
        for (unit, words) in spellings {
            for word in words { table[word] = unit }
        }
        return table
    }()

    /// Other English words for a counted unit that an author's count keeps: a British tin is a can, a
    /// packet or pack a package. Not abbreviations (`pkg`) nor misspellings (`handfull`), which the page
    /// writes in the unit's own name.
    static let otherNames: Set<String> = ["tin", "tins", "packet", "packets", "pack", "packs"]

    /// Whether `word` (any case) is one of `otherNames`.
    static func isOtherName(_ word: String) -> Bool {
        otherNames.contains(word.lowercased())
    }

    /// Words one keyboard slip from a unit spelling that are ordinary words, never typos (`spice` is not `slice`).
    /// Found by running the typo check over every word of the based.cooking corpus and a list of foods.
    static let ordinaryWords: Set<String> = [
        "cane", "clover", "drip", "drips", "gala", "gallo", "gaps", "hear", "leave", "pits", "point", "punch",
        "sliced", "slide", "spice", "spices", "stock", "stocks", "stuck",
    ]

    /// The unit a misspelt (lowercase, dot-free) word is probably meant to be: one keyboard slip away
    /// from a spelling with the same first letter, or up to two edits for long words (`tablspon`).
    static func closestUnit(to key: String) -> Unit? {
        let word = Array(key)
        guard (4...16).contains(word.count), word.allSatisfy({ $0.isASCII && $0.isLowercase }),
              let candidates = suggestionSpellings[word[0]] else { return nil }
        for candidate in candidates where KeyboardTypo.isSingleTypo(word, of: candidate.letters) {
            return candidate.unit
        }
        guard word.count >= 8 else { return nil }
        for candidate in candidates where candidate.letters.count >= 8 {
            if EditDistance.distance(key, candidate.spelling, limit: 2) <= 2 { return candidate.unit }
        }
        return nil
    }
}

private extension UnitSpellings {
    /// Spellings long enough to be worth comparing against (`oz` or `tin` would match `of`, `thin`),
    /// in alphabetical order and grouped by first letter, since a typo keeps the first letter.
    static let suggestionSpellings: [Character: [(spelling: String, letters: [Character], unit: Unit)]] =
        Dictionary(grouping: units.sorted { $0.key < $1.key }.filter { $0.key.count >= 4 }) { $0.key.first! }
            .mapValues { $0.map { (spelling: $0.key, letters: Array($0.key), unit: $0.value) } }

    static let spellings: [(Unit, [String])] = [
        (.g, ["g", "gr", "grs", "gm", "gms", "gram", "grams", "gramme", "grammes"]),
        (.kg, ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"]),
        (.mg, ["mg", "mgs", "milligram", "milligrams", "milligramme", "milligrammes"]),
        (.ml, ["ml", "mls", "cc", "milliliter", "milliliters", "millilitre", "millilitres"]),
        (.l, ["l", "lt", "ltr", "ltrs", "liter", "liters", "litre", "litres"]),
        (.cl, ["cl", "centiliter", "centiliters", "centilitre", "centilitres"]),
        (.dl, ["dl", "deciliter", "deciliters", "decilitre", "decilitres"]),
        (.tsp, ["tsp", "tsps", "tspn", "tspns", "teaspoon", "teaspoons", "teaspoonful", "teaspoonfuls"]),
        (.tbsp, ["tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tblsps", "tblspn", "tbspn", "tb",
                 "tablespoon", "tablespoons", "tablespoonful", "tablespoonfuls"]),
        (.cup, ["c", "cup", "cups", "cupful", "cupfuls"]),
        (.flOz, ["floz", "fluidounce", "fluidounces", "flounce", "flounces"]),
        (.oz, ["oz", "ozs", "ounce", "ounces"]),
        (.lb, ["lb", "lbs", "pound", "pounds"]),
        (.pint, ["pt", "pts", "pint", "pints"]),
        (.quart, ["qt", "qts", "quart", "quarts"]),
        (.gallon, ["gal", "gals", "gallon", "gallons"]),
        (.pinch, ["pinch", "pinches"]),
        (.dash, ["dash", "dashes"]),
        (.clove, ["clove", "cloves"]),
        (.can, ["can", "cans", "tin", "tins"]),
        (.package, ["package", "packages", "pkg", "pkgs", "pack", "packs", "packet", "packets", "pkt", "pkts"]),
        (.stick, ["stick", "sticks"]),
        (.slice, ["slice", "slices"]),
        (.bunch, ["bunch", "bunches"]),
        (.sprig, ["sprig", "sprigs"]),
        (.handful, ["handful", "handfuls", "handfull", "handfulls"]),
        (.piece, ["piece", "pieces", "pc", "pcs"]),
        (.jar, ["jar", "jars"]),
        (.bottle, ["bottle", "bottles"]),
        (.head, ["head", "heads"]),
        (.leaf, ["leaf", "leaves", "leafs"]),
        (.stalk, ["stalk", "stalks"]),
        (.drop, ["drop", "drops"]),
        (.sheet, ["sheet", "sheets"]),
        (.inch, ["inch", "inches"]),
        (.cm, ["cm", "cms", "centimeter", "centimeters", "centimetre", "centimetres"]),
    ]
}
