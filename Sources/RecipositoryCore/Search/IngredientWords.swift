/// The word lists that tell an ingredient from the words around it. All entries are folded and
/// singular, because they are looked up after folding and singularizing.
enum IngredientWords {
    /// Measures and containers: `2 cloves garlic`, `a pinch of salt`, `1 can chickpeas`.
    static let units: Set<String> = [
        "g", "gr", "gram", "gramme", "kg", "kilo", "kilogram", "mg", "milligram", "ml", "milliliter",
        "millilitre", "l", "lt", "liter", "litre", "cl", "centiliter", "centilitre", "dl", "deciliter",
        "decilitre", "t", "tsp", "teaspoon", "teaspoonful", "tbsp", "tbs", "tbl", "tablespoon",
        "tablespoonful", "cup", "cupful", "fl", "fluid", "oz", "ounce", "lb", "pound", "pint", "pt",
        "quart", "qt", "gallon", "gal", "pinch", "dash", "smidgen", "clove", "can", "tin", "package",
        "pkg", "packet", "pack", "stick", "slice", "bunch", "sprig", "handful", "piece", "pc", "jar",
        "bottle", "head", "leaf", "stalk", "drop", "sheet", "inch", "cm", "mm", "envelope", "bag", "box",
        "carton", "container", "tub", "ear", "knob", "splash", "dollop", "drizzle", "scoop", "squeeze",
        "glug", "cube", "bulb", "pod", "thread", "strand", "floret", "chunk", "wedge", "strip", "ring",
        "segment", "kernel", "fillet", "filet", "portion", "sachet", "shot", "jigger", "spear", "block",
        "loaf", "batch", "recipe", "lump", "part", "stem", "thumb",
    ]

    /// Amounts in words and filler: `a`, `half`, `about`, `a few`, `a good handful`.
    static let quantityWords: Set<String> = [
        "a", "an", "the", "of", "x", "each", "per", "one", "two", "three", "four", "five", "six",
        "seven", "eight", "nine", "ten", "eleven", "twelve", "dozen", "half", "quarter", "third",
        "couple", "few", "several", "some", "about", "approximately", "approx", "around", "roughly",
        "heaping", "heaped", "level", "scant", "generous", "rounded", "good", "nice", "little", "big",
        "more", "additional", "extra", "single", "double", "any", "your", "favorite", "favourite",
        "optional", "divided", "taste", "needed", "desired", "garnish", "serving", "dusting", "frying",
        "greasing", "decoration", "decorating", "reserved", "separated", "well", "very", "preferably",
        "or", "and",
    ]

    /// How it is cut, cooked, sized or sold: words that never name the ingredient itself.
    static let preparationWords: Set<String> = [
        "chopped", "diced", "minced", "sliced", "grated", "shredded", "crushed", "ground", "peeled",
        "unpeeled", "seeded", "deseeded", "cored", "pitted", "stoned", "halved", "quartered", "cubed",
        "julienned", "trimmed", "rinsed", "drained", "washed", "cleaned", "scrubbed", "softened",
        "melted", "cold", "chilled", "warm", "warmed", "hot", "lukewarm", "boiling", "room",
        "temperature", "room-temperature", "beaten", "whisked", "sifted", "packed", "firmly",
        "lightly", "loosely", "tightly", "finely", "roughly", "coarsely", "thinly", "thickly", "freshly",
        "fresh", "frozen", "thawed", "defrosted", "dried", "dry", "canned", "tinned", "jarred",
        "bottled", "cooked", "uncooked", "precooked", "raw", "roasted", "toasted", "blanched",
        "boneless", "skinless", "skin-on", "bone-in", "large", "small", "medium", "medium-size",
        "medium-sized", "jumbo", "extra-large", "baby", "whole", "ripe", "unripe", "overripe", "firm",
        "soft", "organic", "free-range", "pasture-raised", "grass-fed", "fine", "coarse", "flaky",
        "unsalted", "salted", "unsweetened", "sweetened", "plain", "good-quality", "quality",
        "best-quality", "high-quality", "store-bought", "homemade", "prepared", "leftover", "day-old",
        "extra-virgin", "virgin", "pure", "natural", "instant", "active", "thick", "thin", "thick-cut",
        "thinly-sliced", "thin-sliced", "low-fat", "full-fat", "fat-free", "reduced-fat", "low-sodium",
        "reduced-sodium", "nonfat", "non-fat", "skim", "skimmed", "semi-skimmed", "lean", "extra-lean",
        "shelled", "unshelled", "skinned", "deveined", "shucked", "picked", "torn", "crumbled", "cut",
        "mashed", "smashed", "squeezed", "freshly-squeezed", "zested", "juiced", "hulled", "stemmed",
        "deboned", "butterflied", "shaved", "slivered", "flaked", "chunky", "smooth", "crunchy",
        "creamy", "seedless", "mixed", "assorted", "steel-cut", "rolled", "quick-cooking",
        "old-fashioned", "long-grain", "short-grain", "medium-grain", "all-purpose", "unbleached",
        "bleached", "sharp", "mild", "marinated", "steamed", "crusty", "semisweet", "semi-sweet",
        "bittersweet", "sun-dried", "oven-dried", "sized", "bite-size", "bite-sized", "lengthwise",
        "crosswise", "diagonally", "evenly", "cooled", "fried", "deep-fried", "pan-fried", "grilled",
        "boiled", "hard-boiled", "soft-boiled", "poached", "aged", "mature", "riced", "pureed",
        "rehydrated", "soaked", "low-moisture", "extra-firm", "firm-ripe",
        "flat-leaf", "curly-leaf", "whole-milk", "part-skim", "thumb-sized", "thumb-size",
    ]

    /// Words that end an ingredient's name: the rest is about use (`salt to taste`,
    /// `tomatoes in oil`, `peppers from a jar`, `chicken with skin`).
    static let connectors: Set<String> = [
        "for", "to", "from", "in", "with", "without", "at", "into", "if", "until", "such", "like",
        "plus", "as", "on", "by", "then", "eg", "ie",
    ]

    /// Split one line into several ingredients (`salt and pepper`, `butter or oil`).
    static let separators: Set<String> = ["and", "or", "nor"]

    /// The last word of a compound that names a part or form of the word before it: "chicken breast"
    /// is also indexed as "chicken", "lemon juice" as "lemon", "cocoa powder" as "cocoa".
    static let partWords: Set<String> = [
        "breast", "thigh", "drumstick", "wing", "leg", "steak", "chop", "cutlet", "shoulder", "belly",
        "loin", "tenderloin", "chuck", "shank", "cheek", "rib", "meat", "heart", "liver", "bone",
        "juice", "zest", "peel", "rind", "pulp", "extract", "essence", "paste", "concentrate", "powder",
        "puree", "seed", "chip", "crumb", "yolk", "white",
    ]

    /// Words before a part word that name a cut, not an ingredient: "flank steak" is no "flank".
    static let notOwners: Set<String> = [
        "flank", "skirt", "sirloin", "ribeye", "hanger", "rump", "porterhouse", "t-bone", "tomahawk",
        "minute", "back", "top", "bottom", "eye", "strip", "chuck",
    ]

    /// Every word that is dropped when it is not part of a known phrase: what the browser ignores.
    static let ignored: Set<String> = units.union(quantityWords).union(preparationWords)
        .union(connectors).union(separators)
}
