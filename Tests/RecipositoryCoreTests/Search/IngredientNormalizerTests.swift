import Testing
@testable import RecipositoryCore

/// Table-driven: each row is what a cook writes and the terms search should find it by.
struct IngredientNormalizerTests {
    static let normalizer = IngredientNormalizer()

    static let plurals: [(word: String, normalized: String)] = [
        ("tomatoes", "tomato"), ("potatoes", "potato"), ("mangoes", "mango"), ("leaves", "leaf"),
        ("loaves", "loaf"), ("knives", "knife"), ("halves", "half"), ("berries", "berry"),
        ("cherries", "cherry"), ("anchovies", "anchovy"), ("radishes", "radish"), ("peaches", "peach"),
        ("boxes", "box"), ("glasses", "glass"), ("olives", "olive"), ("cloves", "clove"),
        ("cookies", "cookie"), ("pies", "pie"), ("quiches", "quiche"), ("chilies", "chili"),
        ("sprouts", "sprout"), ("oats", "oat"), ("peas", "pea"), ("chickpeas", "chickpea"),
        ("eggs", "egg"), ("Lentils", "lentil"),
        // Singular words that look plural.
        ("hummus", "hummus"), ("couscous", "couscous"), ("asparagus", "asparagus"), ("molasses", "molasses"),
        ("citrus", "citrus"), ("swiss", "swiss"), ("grits", "grits"), ("greens", "greens"), ("series", "series"),
        ("bass", "bass"), ("lemongrass", "lemongrass"), ("cress", "cress"), ("brussels", "brussels"),
        ("glass", "glass"), ("mass", "mass"), ("anise", "anise"), ("gas", "gas"),
    ]

    @Test(arguments: plurals)
    func singularizesFoodWords(_ row: (word: String, normalized: String)) {
        #expect(Self.normalizer.normalize(word: row.word) == row.normalized)
    }

    static let lines: [(line: String, terms: [String])] = [
        // Accents and case.
        ("Crème Fraîche", ["creme fraiche"]),
        ("jalapeños", ["jalapeno"]),
        ("Gruyère", ["gruyere"]),
        ("cre\u{300}me frai\u{302}che", ["creme fraiche"]),  // decomposed accents
        ("crêpes", ["crepe"]),
        ("Œufs", ["oeuf"]),
        // Quantities, units, notes and preparation words.
        ("2 cloves garlic, minced", ["garlic"]),
        ("garlic cloves", ["garlic"]),
        ("large eggs", ["egg"]),
        ("unsalted butter, softened", ["butter"]),
        ("finely chopped fresh flat-leaf parsley", ["parsley"]),
        ("1 1/2 cups all-purpose flour", ["flour"]),
        ("1½ tsp Sichuan peppercorns", ["sichuan peppercorn", "peppercorn"]),
        ("2-3 ripe tomatoes, cored and roughly chopped", ["tomato"]),
        ("1 pound (500 g) spaghetti", ["spaghetti"]),
        ("100 g / ½ cup butter", ["butter"]),
        ("1,5 kg flour", ["flour"]),
        ("500g minced beef", ["beef"]),
        ("a pinch of salt", ["salt"]),
        ("salt to taste", ["salt"]),
        ("1 head cauliflower", ["cauliflower"]),
        ("sun-dried tomatoes in oil", ["tomato"]),
        ("roasted red peppers from a jar", ["red pepper", "pepper"]),
        ("*fresh* [basil](/recipes/pesto/) leaves", ["basil"]),
        ("juice of 1 lemon", ["lemon juice", "juice", "lemon"]),
        // Alternatives and pairs.
        ("salt and pepper", ["salt", "pepper"]),
        ("Kosher salt and freshly ground black pepper", ["kosher salt", "salt", "black pepper", "pepper"]),
        ("butter or oil, for greasing", ["butter", "oil"]),
        ("half and half", ["half and half"]),
        // Synonyms, wherever they stand.
        ("spring onions, thinly sliced", ["scallion"]),
        ("green onions", ["scallion"]),
        ("fresh coriander", ["cilantro"]),
        ("coriander leaves", ["cilantro"]),
        ("ground coriander", ["coriander"]),
        ("2 aubergines", ["eggplant"]),
        ("courgettes", ["zucchini"]),
        ("1 can garbanzo beans, drained", ["chickpea"]),
        ("Parmigiano-Reggiano, grated", ["parmesan"]),
        ("parmigiano reggiano", ["parmesan"]),
        ("king prawns", ["king shrimp", "shrimp"]),
        ("rocket", ["arugula"]),
        ("red capsicum", ["red bell pepper", "bell pepper", "pepper"]),
        ("confectioners' sugar", ["powdered sugar", "sugar"]),
        ("icing sugar, for dusting", ["powdered sugar", "sugar"]),
        ("chicken broth", ["chicken stock", "stock"]),
        ("bicarbonate of soda", ["baking soda"]),
        ("makrut lime leaves", ["lime leaf"]),
        // Compound terms keep their qualifier and are found by their head noun.
        ("brown sugar", ["brown sugar", "sugar"]),
        ("light brown sugar, packed", ["light brown sugar", "brown sugar", "sugar"]),
        ("extra-virgin olive oil", ["olive oil", "oil"]),
        ("soy sauce", ["soy sauce", "sauce"]),
        ("Yukon Gold potatoes", ["yukon gold potato", "gold potato", "potato"]),
        ("swiss chard", ["swiss chard", "chard"]),
        ("collard greens", ["collard greens", "greens"]),
        ("brussels sprouts", ["brussels sprout", "sprout"]),
        ("hot sauce", ["hot sauce", "sauce"]),
        // A part of something is also found by its owner.
        ("boneless skinless chicken thighs", ["chicken thigh", "thigh", "chicken"]),
        ("egg whites", ["egg white", "white", "egg"]),
        ("pure vanilla extract", ["vanilla extract", "extract", "vanilla"]),
        ("semisweet chocolate chips", ["chocolate chip", "chip", "chocolate"]),
        ("smoked pork belly", ["smoked pork belly", "pork belly", "belly", "pork", "smoked pork"]),
        ("flank steak", ["flank steak", "steak"]),
        // Atomic names are never split.
        ("bay leaves", ["bay leaf"]),
        ("peanut butter", ["peanut butter"]),
        ("sweet potatoes", ["sweet potato"]),
        ("baby bok choy", ["bok choy"]),
        ("whipped cream or vanilla ice cream, to serve", ["whipped cream", "cream", "vanilla ice cream", "ice cream"]),
        ("herbes de Provence", ["herbes de provence"]),
        // Nothing left to search for.
        ("to taste", []),
        ("", []),
    ]

    @Test(arguments: lines)
    func reducesIngredientLines(_ row: (line: String, terms: [String])) {
        #expect(Self.normalizer.terms(for: row.line) == row.terms)
    }

    static let queries: [(query: String, terms: [String])] = [
        ("Chicken  Tomatoes", ["chicken", "tomato"]),
        ("chicken and tomato", ["chicken", "tomato"]),
        ("spring onions, brown sugar", ["scallion", "brown sugar"]),
        ("fresh coriander", ["cilantro"]),
        ("chopped tomatoes & 2 cups rice", ["tomato", "rice"]),
        ("JALAPEÑOS", ["jalapeno"]),
        ("leeks leeks", ["leek"]),
        ("courgette aubergine", ["zucchini", "eggplant"]),
        ("hot sauce", ["hot sauce"]),
        ("peanut butter", ["peanut butter"]),
        ("", []),
        ("  , and ", []),
    ]

    @Test(arguments: queries)
    func readsQueries(_ row: (query: String, terms: [String])) {
        #expect(Self.normalizer.queryTerms(row.query) == row.terms)
    }

    @Test func normalizesAWordWithoutDroppingIt() {
        #expect(Self.normalizer.normalize(word: "Chopped") == "chopped")
        #expect(Self.normalizer.normalize(word: "Spring Onions") == "scallion")
        #expect(Self.normalizer.normalize(word: "Crème") == "creme")
    }
}
