/// Plural to singular for food words: a few suffix rules plus the words they would get wrong.
/// Shipped in the index as `plural`, so the browser applies exactly the same rules.
enum Singularizer {
    /// Words shorter than this are left alone (`gas`, `tbs`, `oz`).
    static let minimumLength = 4

    /// Irregular plurals, and regular-looking ones the suffix rules would break.
    static let irregular: [String: String] = [
        "leaves": "leaf", "loaves": "loaf", "halves": "half", "knives": "knife", "calves": "calf",
        "shelves": "shelf", "wolves": "wolf", "geese": "goose", "feet": "foot", "teeth": "tooth",
        "cookies": "cookie", "brownies": "brownie", "pies": "pie", "veggies": "veggie",
        "smoothies": "smoothie", "chilies": "chili", "chillies": "chilli", "calories": "calorie",
        "pierogies": "pierogi", "quiches": "quiche", "brioches": "brioche",
        "ganaches": "ganache", "cloches": "cloche", "tranches": "tranche",
        "maches": "mache", "roes": "roe", "sloes": "sloe", "toes": "toe", "shoes": "shoe",
    ]

    /// Singular words that end like plurals.
    static let invariant: Set<String> = [
        "molasses", "grits", "greens", "series", "species", "brussels", "haggis", "pastis", "anis",
        "gras", "bitters", "schnapps", "herbes", "chassis", "lees", "jus", "tres", "leches",
        "moules", "frites", "pommes",
    ]

    /// Endings that mark a singular word (`glass`, `swiss`, `cress`, `hummus`, `couscous`, `citrus`).
    static let singularEndings = ["ss", "us"]

    /// Tried in order; the first that matches replaces the ending.
    static let suffixRules: [(plural: String, singular: String)] = [
        ("ies", "y"),  // berries, cherries, anchovies
        ("oes", "o"),  // tomatoes, potatoes, mangoes
        ("sses", "ss"),  // glasses
        ("ches", "ch"),  // peaches, bunches
        ("shes", "sh"),  // radishes, squashes
        ("xes", "x"),  // boxes
        ("zzes", "zz"),
        ("s", ""),  // oats, peas, chickpeas, olives, cloves
    ]

    static func singular(_ word: String) -> String {
        if let singular = irregular[word] { return singular }
        guard word.utf8.count >= minimumLength, word.hasSuffix("s"),
              !singularEndings.contains(where: { word.hasSuffix($0) }), !invariant.contains(word)
        else { return word }
        for rule in suffixRules where word.hasSuffix(rule.plural) {
            return String(word.dropLast(rule.plural.count)) + rule.singular
        }
        return word
    }
}
