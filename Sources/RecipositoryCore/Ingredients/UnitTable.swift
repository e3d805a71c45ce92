/// Every spelling of every unit the format knows, and the container words kept as written.
/// Lookups ignore case (except `T` = tbsp and `t` = tsp), dots and spaces:
/// `Tbsp.`, `tablespoons`, `table spoon`, `fl. oz` and `fluid ounces` all work.
public enum UnitTable {
    /// The unit a word names, or nil: `unit(for: "Tbsp.") == .tbsp`, `unit(for: "large") == nil`.
    public static func unit(for word: String) -> Unit? {
        unit(forScalars: Array(word.unicodeScalars)[...])
    }

    /// The unit a misspelt word probably meant (`tbps` → tbsp, `cupz` → cup), or nil for known
    /// words, ordinary ingredient words (`eggs`, `large`, `pinto`) and anything not close enough.
    public static func suggestion(for word: String) -> Unit? {
        guard unit(for: word) == nil, let key = lookupKey(Array(word.unicodeScalars)[...]),
              !containerWords.contains(key), !UnitSpellings.ordinaryWords.contains(key) else { return nil }
        return UnitSpellings.closestUnit(to: key)
    }
}

extension UnitTable {
    /// `unit(for:)` on a slice of a line.
    static func unit(forScalars word: ArraySlice<Unicode.Scalar>) -> Unit? {
        if let single = singleLetterSpoon(word) { return single }
        guard let key = lookupKey(word) else { return nil }
        return UnitSpellings.units[key]
    }

    /// Keys of words that may join the next word to spell one unit: `fl oz`, `table spoon`.
    static let twoWordUnitStarts: Set<String> = ["fl", "fluid", "table", "tea"]

    /// Lowercase ASCII with dots, spaces and plural parentheses dropped; nil for non-ASCII or implausibly long words.
    static func lookupKey(_ word: ArraySlice<Unicode.Scalar>) -> String? {
        guard !word.isEmpty, word.count <= 24,
              let key = String(asciiLowercased: word, skipping: { $0 == "." || $0 == " " || $0 == "(" || $0 == ")" }),
              !key.isEmpty else { return nil }   // `clove(s)` is `cloves`
        return key
    }

    /// Containers kept as written in `unitText` (`envelope`, `bag`): not units, but not part of the name either.
    static let containerWords: Set<String> = [
        "envelope", "envelopes", "bag", "bags", "box", "boxes", "carton", "cartons", "container", "containers",
        "tub", "tubs", "sachet", "sachets", "pouch", "pouches", "block", "blocks", "bar", "bars", "loaf", "loaves",
        "cube", "cubes", "knob", "knobs", "glass", "glasses", "scoop", "scoops", "splash", "splashes", "squeeze",
        "squeezes", "sprinkle", "bulb", "bulbs", "ear", "ears", "strip", "strips", "rasher", "rashers", "wedge",
        "wedges", "punnet", "punnets", "tube", "tubes", "spoon", "spoons", "spoonful", "spoonfuls", "dollop",
        "dollops", "drizzle", "pat", "pats", "mug", "mugs", "shot", "shots", "thumb", "bowl", "bowls", "jigger",
        "jiggers", "rib", "ribs", "pod", "pods", "twig", "twigs", "strand", "strands", "stem", "stems", "fillet",
        "fillets", "sleeve", "sleeves",
    ]
}

extension UnitTable {
    /// `T` is a tablespoon and `t` a teaspoon: the one place where case decides.
    static func singleLetterSpoon(_ word: ArraySlice<Unicode.Scalar>) -> Unit? {
        var letters = word[...]
        if letters.last == "." { letters = letters.dropLast() }
        guard letters.count == 1, let only = letters.first else { return nil }
        if only == "T" { return .tbsp }
        if only == "t" { return .tsp }
        return nil
    }
}
