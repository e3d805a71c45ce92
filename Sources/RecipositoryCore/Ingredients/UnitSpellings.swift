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

    /// Words one keyboard slip from a unit spelling that are ordinary words, never typos (`spice` is not `slice`).
    /// Found by running the typo check over every word of the based.cooking corpus and a list of foods.
    static let ordinaryWords: Set<String> = [
        "cane", "clover", "drip", "drips", "gala", "gallo", "gaps", "hear", "leave", "pits", "point", "punch",
        "sliced", "slide", "spice", "spices", "stock", "stocks", "stuck",
    ]

    /// The unit a misspelt (lowercase, dot-free) word is probably meant to be: one keyboard slip away
    /// from a spelling with the same first letter, or up to two edits for long words (`tablspon`).
    static func closestUnit(to key: String) -> Unit? {
        let word = Array(key.utf8)
        guard word.count >= 4, word.count <= 16, word.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return nil }
        let candidates = suggestionSpellings[Int(word[0] - 0x61)]
        for (spelling, unit) in candidates where KeyboardTypo.isSingleTypo(word, of: spelling) {
            return unit
        }
        guard word.count >= 8 else { return nil }
        for (spelling, unit) in candidates where spelling.count >= 8 {
            if EditDistance.distance(key, String(decoding: spelling, as: UTF8.self), limit: 2) <= 2 { return unit }
        }
        return nil
    }
}

private extension UnitSpellings {
    /// Spellings long enough to be worth comparing against (`oz` or `tin` would match `of`, `thin`),
    /// grouped by first letter (`a` … `z`), since a typo keeps the first letter.
    static let suggestionSpellings: [[(spelling: [UInt8], unit: Unit)]] = {
        var byFirstLetter = [[(spelling: [UInt8], unit: Unit)]](repeating: [], count: 26)
        for (key, unit) in units.sorted(by: { $0.key < $1.key }) where key.utf8.count >= 4 {
            let spelling = Array(key.utf8)
            byFirstLetter[Int(spelling[0] - 0x61)].append((spelling, unit))
        }
        return byFirstLetter
    }()

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
