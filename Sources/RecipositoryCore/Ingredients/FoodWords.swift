/// The words that tell the food of an ingredient line from its size, preparation and brand.
/// Lowercase, as written (not singularized): they are compared with the words of a name.
/// The search's noise words (`IngredientWords.preparationWords`) include these.
enum FoodWords {
    /// How big each piece is: `3 large eggs`, `Onions 2 medium-sized`.
    static let sizes: Set<String> = [
        "small", "medium", "large", "big", "huge", "jumbo", "extra-large", "x-large", "xl", "medium-size",
        "medium-sized", "small-sized", "small-size", "large-sized", "large-size", "good-sized", "good-size",
        "smallish", "largish", "biggish", "medium-large", "small-medium", "giant", "bite-size", "bite-sized",
        "thumb-sized", "thumb-size", "fist-sized",
    ]

    /// Is `text` made only of size and preparation words (`boneless`, `large, ripe`), so a comma after it
    /// separates two descriptions of a food still to come rather than the food from its note?
    static func describesOnly(_ text: String) -> Bool {
        let words = Word.split(text)
        // One lookup a word for its three lists (`WordClass`).
        return !words.isEmpty && words.allSatisfy { !WordClass.of($0.key).isDisjoint(with: [.size, .preparation, .manner]) }
    }

    /// Words of a variety or a quality that a comma may follow before the rest of the food's description:
    /// `8 ounces unsalted, American-style butter` is butter, not the food `unsalted` with a note; `4 pounds
    /// crisp, sweet apples` are apples.
    static let varietiesBeforeComma: Set<String> = [
        "unsalted", "salted", "unsweetened", "sweetened", "crisp", "crunchy", "firm", "juicy", "plump", "sweet",
        "tart", "tender",
    ]

    /// Is `text` a single variety word (`unsalted`) that a comma cannot end the food after?
    static func isVarietyBeforeComma(_ text: String) -> Bool {
        let words = Word.split(text)
        return words.count == 1 && varietiesBeforeComma.contains(words[0].key)
    }

    /// Words that may join two size words: `small to medium`, `medium or large`.
    static let sizeJoiners: Set<String> = ["to", "or", "-", "–"]

    /// How it is cut, cooked, kept or served: never part of what is bought.
    static let preparations: Set<String> = [
        "chopped", "diced", "minced", "sliced", "grated", "shredded", "crushed", "peeled", "unpeeled", "seeded",
        "deseeded", "de-seeded", "cored", "pitted", "stoned", "halved", "quartered", "cubed", "julienned",
        "trimmed", "rinsed", "drained", "washed", "cleaned", "scrubbed", "softened", "melted", "cold", "chilled",
        "warm", "warmed", "lukewarm", "boiling", "room-temperature", "beaten", "whisked", "sifted", "packed",
        "fresh", "frozen", "thawed", "defrosted", "dried", "canned", "tinned", "cooked", "uncooked", "precooked",
        "pre-cooked", "raw", "toasted", "blanched", "boneless", "skinless", "shelled", "skinned", "deveined",
        "shucked", "picked", "torn", "crumbled", "mashed", "smashed", "squeezed", "freshly-squeezed", "zested",
        "juiced", "hulled", "stemmed", "destemmed", "deboned", "butterflied", "shaved", "slivered", "flaked",
        "cooled", "riced", "pureed", "puréed", "rehydrated", "soaked", "diced", "cut", "broken", "ripped",
        "separated", "whipped", "roughly-chopped", "finely-chopped", "thinly-sliced", "leftover", "day-old",
        "reserved", "prepared", "homemade", "store-bought", "storebought", "spiralized", "snipped", "bruised",
        "steamed", "boiled", "hard-boiled", "hardboiled", "soft-boiled", "poached", "scalded", "tempered",
        "strained", "sieved", "grilled", "charred", "sautéed", "sauteed", "browned", "caramelized",
        "caramelised", "room", "temperature", "concentrated", "double-concentrated", "pressed", "defatted", "rolled-out", "cubed", "roasted",
        "ice-cold", "iced", "heated", "reheated", "refrigerated", "chunked", "segmented", "wedged",
        "crumbed", "mixed", "combined", "optional", "divided", "ripe", "overripe", "ripened", "bone-in", "skin-on",
        "skin-off", "whole", "ground",
    ]

    /// Words that only qualify the preparation word after them: `finely chopped`, `firmly packed`.
    static let manners: Set<String> = [
        "finely", "roughly", "coarsely", "thinly", "thickly", "freshly", "firmly", "lightly", "loosely",
        "tightly", "well", "very", "freshly", "newly", "just", "barely", "gently", "evenly", "completely",
        "partially", "slightly", "fully", "lengthwise", "crosswise", "diagonally", "and", "or", "then",
        "roughly-", "freshly-", "not", "too", "super", "extra", "nicely", "thin", "thick", "fine", "coarse",
    ]

    /// Amount words left before a food when no amount was read: `another`, `some`, `a little`.
    static let fillers: Set<String> = [
        "a", "an", "another", "some", "few", "several", "more", "additional", "couple", "of", "the", "about",
        "approximately", "approx", "approx.", "around", "roughly", "~", "plenty", "lots", "lot", "bit",
        "little", "any", "your", "favorite", "favourite", "preferred", "enough", "good", "generous", "heaped",
        "heaping", "level", "scant", "rounded", "optional", "optional:", "x", "×", "+", "and", "other", "desired",
        "piece", "pieces", "similar", "such", "pure", "quality", "good-quality", "high-quality", "best-quality",
        "premium",
    ]

    /// Measure words dropped before `of` when no unit was read: `handful of basil`, `slices of bread`.
    static let measuresBeforeOf: Set<String> = [
        "handful", "handfuls", "pinch", "pinches", "dash", "dashes", "splash", "splashes", "drizzle", "sprinkle",
        "sprinkling", "dusting", "knob", "knobs", "dollop", "dollops", "bunch", "bunches", "sprig", "sprigs",
        "slice", "slices", "piece", "pieces", "clove", "cloves", "scoop", "scoops", "glug", "glugs", "chunk",
        "chunks", "bag", "bags", "packet", "packets", "package", "packages", "can", "cans", "tin", "tins", "jar",
        "jars", "bottle", "bottles", "box", "boxes", "cup", "cups", "tablespoon", "tablespoons", "teaspoon",
        "teaspoons", "sheet", "sheets", "leaves", "stalk", "stalks", "stick", "sticks", "head", "heads",
        "strip", "strips", "rasher", "rashers", "wedge", "wedges", "bowl", "glass", "mug", "shot", "amount",
        "quantity", "half", "quarter", "ball", "balls", "cube", "cubes", "loaf", "loaves", "block", "pack",
        "packs", "carton", "container", "tub", "sachet", "envelope", "bar", "bars", "drop", "drops", "spoon",
        "spoonful", "spoonfuls", "mugs", "glasses", "squeeze", "squirt", "thumb", "inch", "inches", "ear", "ears",
        "branch", "branches", "pinches",
    ]

    /// Shapes a food is cut in, left before it when the amount was a measure: `250g cubes paneer`, `2 cups chunks
    /// pineapple` (plural only: `cube steak` and `chunk light tuna` are foods of their own).
    static let cutShapes: Set<String> = ["cubes", "chunks"]

    /// Containers left before a food when the amount was a measure: `400 ml can chopped tomatoes`.
    static let containers: Set<String> = [
        "can", "cans", "tin", "tins", "jar", "jars", "package", "packages", "packet", "packets", "sachet",
        "sachets", "bag", "bags", "box", "boxes", "carton", "cartons", "bottle", "bottles", "container", "tub",
        "envelope", "pack", "packs",
    ]

    /// Unit words after a food that only count it: `garlic cloves`, `thyme sprigs`, `celery stalks`.
    static let countingWords: Set<String> = ["clove", "cloves", "sprig", "sprigs", "stalk", "stalks", "head", "heads"]

    /// After `hot`, these are kinds, not temperatures: `hot sauce`, not `hot water`.
    static let hotKinds: Set<String> = [
        "sauce", "dog", "dogs", "pepper", "peppers", "chocolate", "paprika", "chili", "chilies", "chile", "chiles",
        "chilli", "chillies", "sausage", "sausages", "mustard", "honey", "wings", "pot", "italian", "salsa", "cocoa",
    ]

    /// Parts of a fruit named before it (`juice of 1 lemon`) or after another choice (`lemon wedge/juice`).
    static let partsOfAFruit: Set<String> = ["juice", "zest", "peel", "rind"]

    /// After `dry`, these are kinds, not a state: `dry white wine`, `active dry yeast`; not `dry oregano`.
    static let dryKinds: Set<String> = [
        "yeast", "wine", "white", "red", "rosé", "rose", "sherry", "vermouth", "mustard", "rub", "milk", "cider",
        "marsala", "sake", "riesling", "martini", "champagne", "prosecco", "ice", "gin",
    ]

    /// After a size word, these make a kind, not a size: `medium fat milk`, `long grain rice`, `small curd cottage cheese`.
    static let sizedKinds: Set<String> = ["fat", "grain", "curd", "roast", "firm", "heat", "dark"]

    /// A colour alone after a comma is a choice of kind, not a second food: `1 bell pepper, red or green`.
    static let colours: Set<String> = [
        "red", "green", "yellow", "white", "black", "brown", "golden", "purple", "orange", "pink", "dark", "light",
    ]

    /// Words that make what follows a comma a remark rather than a list of foods: `or more`, `any kind`.
    static let notListedFoods: Set<String> = [
        "more", "less", "needed", "taste", "kind", "kinds", "type", "types", "variety", "colour", "color", "brand",
        "whatever", "anything", "use", "you", "it", "them", "one", "both", "mix", "mixture", "combination",
        "something", "else", "similar", "stems", "stem", "skin", "bones", "bone", "tops", "fronds",
        "juice", "zest", "halves", "pieces", "parts", "fat",
    ]

    /// After `of`, these end the food: `oil of choice`, `cheese of your choice`.
    static let choiceWords: Set<String> = ["choice", "your", "choosing"]

    /// Abbreviations whose dot does not end a sentence.
    static let abbreviations: Set<String> = [
        "oz.", "lb.", "lbs.", "tbsp.", "tsp.", "approx.", "e.g.", "i.e.", "pkg.", "g.", "c.", "t.", "st.", "no.",
        "vs.", "etc.", "fl.", "qt.", "pt.", "tbs.", "gal.", "dr.", "mr.", "mrs.", "ml.", "kg.",
    ]

    /// Words after which a name is about use, not about the food: `tomatoes in oil`, `flour for dusting`.
    static let connectors: Set<String> = [
        "for", "to", "from", "in", "with", "without", "at", "into", "if", "until", "such", "like", "plus",
        "as", "on", "by", "then", "e.g.", "eg", "i.e.", "ie", "per", "about", "approx", "approximately",
        "which", "that", "(", "preferably", "ideally", "optionally", "according", "depending", "enough",
        "cut", "torn", "+", "&", "each",
    ]

    /// Phrases kept whole although a word of them is a preparation or size word: what is bought.
    static let keptPhrases: [[String]] = [
        ["ground", "beef"], ["ground", "pork"], ["ground", "turkey"], ["ground", "lamb"], ["ground", "chicken"],
        ["ground", "veal"], ["ground", "meat"], ["ground", "sausage"], ["ground", "bison"],
        ["crushed", "tomatoes"], ["crushed", "tomato"], ["crushed", "red", "pepper"], ["crushed", "pineapple"],
        ["diced", "tomatoes"], ["whipped", "cream"], ["whipped", "topping"], ["whipping", "cream"], ["cold", "brew"],
        ["dried", "fruit"], ["dried", "fruits"], ["frozen", "yogurt"], ["boiled", "ham"], ["cooked", "ham"],
        ["roasted", "red", "peppers"], ["roasted", "red", "pepper"], ["shredded", "coconut"],
        ["desiccated", "coconut"], ["sliced", "almonds"], ["slivered", "almonds"], ["flaked", "almonds"],
        ["mixed", "spice"], ["mixed", "herbs"], ["mixed", "nuts"], ["mixed", "peel"], ["mixed", "greens"],
        ["rolled", "oats"], ["steamed", "rice"], ["cooked", "rice"], ["cold", "cuts"], ["puff", "pastry"],
        ["whole", "milk"], ["whole", "wheat"], ["whole", "grain"], ["whole", "meal"], ["whole", "foods"],
        ["mixed", "vegetables"], ["mixed", "veggies"], ["mixed", "berries"], ["mixed", "olives"],
        ["mixed", "seeds"], ["whole", "grain", "mustard"], ["prepared", "mustard"], ["prepared", "horseradish"], ["mashed", "potatoes"],
        ["mashed", "potato"], ["refried", "beans"], ["smoked", "paprika"], ["dried", "apricots"],
        ["dried", "cranberries"], ["dried", "figs"], ["dried", "dates"], ["dried", "mushrooms"],
        ["dried", "porcini"], ["dried", "shiitake"], ["dried", "chilies"], ["dried", "chiles"],
        ["dried", "chillies"], ["sun-dried", "tomatoes"], ["sundried", "tomatoes"], 
    ]

    /// Trademarks and makers written before a food in real recipes (`Diamond Crystal kosher salt`).
    /// A word carrying ® or ™ is a brand whether or not it is listed. Not a product that is its own
    /// food: `Velveeta cheese` is Velveeta (USDA weighs it), not the maker's brand of `cheese`.
    static let brands: [[String]] = [
        "diamond crystal", "morton", "morton's", "kerrygold", "philadelphia", "heinz", "hellmann's", "hellmanns",
        "best foods", "kraft", "knorr", "maggi", "goya", "better than bouillon", "frank's",
        "bisquick", "crisco", "jiffy", "king arthur", "bob's red mill", "gold medal", "domino", "c&h",
        "land o'lakes", "franks", "land o lakes", "nestle", "nestlé", "toll house", "nestle toll house", "ghirardelli",
        "hershey's", "hersheys", "baker's", "guittard", "callebaut", "valrhona", "lindt", "barilla", "de cecco",
        "mutti", "cento", "swanson", "kikkoman", "lee kum kee", "huy fong", "mccormick", "penzeys", "maldon",
        "red boat", "mae ploy", "thai kitchen", "rao's", "ro-tel", "rotel", "cool whip", "jell-o",
        "skippy", "jif", "smucker's", "kellogg's", "quaker", "carnation", "eagle brand", "libby's", "pillsbury",
        "duncan hines", "betty crocker", "karo", "lyle's", "tate & lyle", "grey poupon", "lea & perrins",
        "hidden valley", "sweet baby ray's", "stubb's", "tony chachere's", "zatarain's", "lawry's", "bragg",
        "bragg's", "fage", "chobani", "stonyfield", "tillamook", "cabot", "boursin", "président", "president",
        "galbani", "belgioioso", "polly-o", "sargento", "daisy", "breakstone's", "hormel", "oscar mayer",
        "johnsonville", "hillshire farm", "boar's head", "perdue", "tyson", "old el paso", "la costeña",
        "herdez", "cholula", "valentina", "tapatío", "tapatio", "badia", "mazola", "wesson", "pam", "bertolli",
        "colavita", "california olive ranch", "trader joe's", "kirkland", "dr. oetker", "dr oetker", "oetker",
        "lurpak", "anchor", "twinings", "lipton", "nescafé", "nescafe", "bonne maman", "lotus", "bisto", "oxo",
        "colman's", "sacla", "patak's", "sharwood's", "blue dragon", "amoy", "aroy-d", "chaokoh", "kewpie",
        "ajinomoto", "lao gan ma", "pearl river bridge", "marmite", "vegemite", "san pellegrino", "guinness",
        "kahlúa", "kahlua", "bailey's", "baileys", "grand marnier", "cointreau", "angostura", "campbell's",
        "progresso", "del monte", "dole", "ocean spray", "sun-maid", "nabisco", "ritz", "keebler", "mccormick's",
        "simply organic", "spice islands", "frontier", "watkins", "nielsen-massey", "rodelle", "mexene",
        "gebhardt", "old bay's", "tabasco brand", "a.1.", "a1", "sriracha brand", "kinder's", "accent",
        "imperial", "c & h", "splenda", "truvia", "stevia in the raw", "sugar in the raw", "in the raw",
        "saf", "saf-instant", "fleischmann's", "red star", "rumford", "clabber girl", "argo", "kingsford's",
        "arm & hammer", "arm and hammer", "mission", "la banderita", "guerrero", "ortega", "la choy",
        "wish-bone", "ken's", "newman's own", "annie's", "amy's", "muir glen", "hunt's", "contadina",
        "pomi", "pomì", "cirio", "kraft's", "nutella", "sabra", "tostitos",
    ].map { $0.split(separator: " ").map(String.init) }

    // Every word of every ingredient line is compared with these lists: a line's words meet only
    // the phrases that start with the same word (in list order), not all of them.
    static let brandsByFirstWord = Dictionary(grouping: brands, by: \.[0])
    static let keptPhrasesByFirstWord = Dictionary(grouping: keptPhrases, by: \.[0])
}
