/// Which aisle of the shop a food is found in, so the shopping list reads in the order one walks
/// the shop. Foods not in the table go to "Other". A site moves foods or adds aisles in
/// `recipository.yml` (`aisles:`, aisle name → list of foods).
public struct AisleTable: Hashable, Sendable {
    /// Aisles in the order the list shows them.
    public private(set) var order: [String]
    public private(set) var aisleOfFood: [String: String]
    public static let other = "Other"
    /// Things bought with the food that are not eaten (foil, cheesecloth, skewers).
    public static let household = "Household"

    public init(_ aisles: [(aisle: String, foods: [String])]) {
        order = []
        aisleOfFood = [:]
        for (aisle, foods) in aisles { add(aisle, foods) }
    }

    public func aisle(of food: String) -> String {
        FoodKey.lookup(food, in: aisleOfFood) ?? Self.other
    }

    /// The aisle of a list's item: a can or jar of a fresh food, kept apart on the list (`canned tomato`:
    /// `ShoppingList.Line.groupKey`), is on the shelf of tins, not among the vegetables or at the meat counter; else
    /// its key's where the table names the key whole (a bunch of `coriander`, weighed and merged as cilantro, is with
    /// the herbs; a spoon of it, the spice, with the spices), else its food's own where the table names that food whole
    /// (`pickled red onions`, which the food table weighs as red onions), else its key's by an ending.
    /// A food of the dry goods bought in cans or jars (`inCans`: `2 cans chickpeas`) is on the shelf of tins too: a shop
    /// keeps dried beans by the rice and canned ones with the tins.
    public func aisle(of food: String, key: String, inCans: Bool = false) -> String {
        if key.hasPrefix(Self.cannedKey), order.contains(Self.tins) { return Self.tins }
        let aisle = aisleOfFood[key] ?? aisleOfFood[FoodKey.mergeKey(food)] ?? aisle(of: key)
        return inCans && Self.alsoCanned.contains(aisle) && order.contains(Self.tins) ? Self.tins : aisle
    }
    public static let tins = "Tins and jars"
    /// What a list's key for a can of a fresh food starts with (`canned tomato`).
    public static let cannedKey = "canned "
    /// The aisles of fresh food, a can of which is bought apart, on the shelf of tins.
    public static let fresh: Set<String> = ["Fruit and vegetables", "Meat and fish"]
    /// The aisles of dry goods that shops also sell in cans (beans, chickpeas, lentils), kept dried apart from canned.
    public static let alsoCanned: Set<String> = ["Pasta, rice and grains"]
    /// The units a food bought in a can or jar is measured by.
    public static let cannedUnits: Set<Unit> = [.can, .jar]

    public func overridden(by site: [(aisle: String, foods: [String])]) -> AisleTable {
        var copy = self
        for (aisle, foods) in site { copy.add(aisle, foods) }
        return copy
    }

    /// Aisles in the list's order, "Other" last.
    public var orderWithOther: [String] { order.contains(Self.other) ? order : order + [Self.other] }

    private mutating func add(_ aisle: String, _ foods: [String]) {
        if !order.contains(aisle) { order.append(aisle) }
        for food in foods { aisleOfFood[FoodKey.mergeKey(food)] = aisle }
    }

    public static let builtIn = AisleTable([
        ("Fruit and vegetables", ["onion", "shallot", "garlic", "ginger", "tomato", "potato", "sweet potato", "carrot",
                                  "celery", "leek", "lettuce", "spinach", "kale", "cabbage", "cucumber", "courgette",
                                  "zucchini", "aubergine", "eggplant", "bell pepper", "chili", "chilli",
                                  "jalapeno", "scotch bonnet", "mushroom",
                                  // Fresh peppers named with `pepper`, which alone is the spice shelf's black pepper.
                                  "jalapeno pepper", "serrano", "serrano pepper", "poblano", "poblano pepper", "habanero",
                                  "habanero pepper", "chili pepper", "chilli pepper", "hot pepper", "green pepper",
                                  "sweet pepper", "banana pepper", "anaheim pepper", "scotch bonnet pepper", "shishito pepper",
                                  "fresno pepper", "padron pepper", "cherry pepper", "thai chili pepper", "avocado", "lemon", "lime", "orange", "apple",
                                  "banana", "mango", "pear", "berry", "strawberry", "blueberry", "raspberry", "herb",
                                  "parsley", "cilantro", "coriander leaves", "basil", "mint", "thyme", "rosemary", "dill",
                                  "scallion", "spring onion", "green onion", "plantain", "corn", "pea", "green bean",
                                  "broccoli", "cauliflower", "squash", "pumpkin", "beet", "radish", "fennel",
                                  "grape", "apricot", "peach", "plum", "cherry", "melon", "pineapple", "kiwi", "pomegranate",
                                  // Squeezed from the fruit, not a drink.
                                  "lemon juice", "lime juice",
                                  // Fresh salsa, sold beside the vegetables (a jar of salsa is with the tins).
                                  "pico de gallo",
                                  // Foods a shop keeps with these that had been listed under Other (based.cooking's lists):
                                  // roots, leaves and greens, fresh herbs by their plain names (`dried sage` is a spice jar).
                                  "arugula", "rocket", "asparagus", "celeriac", "parsnip", "turnip", "swede", "rutabaga",
                                  "beetroot", "chard", "swiss chard", "green", "collard green", "salad leaf", "curry leaf", "lime leaf", "sprout",
                                  "brussels sprout", "okra", "artichoke", "bok choy", "pak choi", "watercress", "radicchio",
                                  "endive", "kohlrabi", "daikon", "lemongrass", "tomatillo", "coleslaw mix", "sage",
                                  "marjoram", "tarragon", "chive", "lovage", "epazote", "clementine", "mandarin",
                                  "tangerine", "grapefruit", "nectarine", "papaya", "fig", "date", "cranberry",
                                  "blackberry", "rhubarb", "watermelon", "cantaloupe"]),
        ("Meat and fish", ["chicken", "beef", "pork", "lamb", "goat", "turkey", "bacon", "pancetta", "guanciale", "sausage",
                           "chorizo", "andouille", "chipolata", "veal", "ham", "mince", "ground beef", "fish", "salmon", "tuna",
                           "cod", "shrimp", "prawn", "anchovy", "mussel", "clam",
                           "meat", "steak", "sirloin", "brisket", "short rib", "spare rib", "sparerib", "baby back rib", "liver", "duck", "venison", "salami", "pepperoni",
                           "prosciutto", "kielbasa", "bratwurst", "linguica", "hot dog", "crab", "lobster", "scallop",
                           "squid", "octopus", "seafood", "sardine", "mackerel", "trout", "tilapia", "halibut"]),
        ("Dairy and eggs", ["egg", "milk", "buttermilk", "butter", "cream", "heavy cream", "sour cream", "yogurt", "yoghurt",
                            "cheese", "parmesan", "mozzarella", "ricotta", "mascarpone", "feta", "cheddar", "pecorino",
                            "creme fraiche", "ghee", "paneer", "queso fresco", "cotija", "halloumi", "half and half", "quark", "kefir",
                            "skyr", "labneh", "half-and-half",
                            // The chilled case beside the dairy: tofu and what stands for meat (not at the meat counter).
                            "tofu", "tempeh", "seitan", "vegan sausage", "vegan bacon", "veggie burger"]),
        ("Bread and bakery", ["bread", "tortilla", "bun", "roll", "pita", "baguette", "savoiardi", "ladyfinger", "wrap", "naan",
                              "bagel", "croissant", "brioche", "ciabatta", "sourdough", "english muffin", "crouton",
                              "pizza dough", "pizza crust"]),
        ("Baking", ["flour", "sugar", "brown sugar", "powdered sugar", "icing sugar", "baking powder", "baking soda", "yeast",
                    "cornstarch", "cocoa", "cocoa powder", "chocolate", "chocolate chips", "vanilla", "vanilla extract",
                    "honey", "maple syrup", "molasses", "cornmeal", "almond flour", "oats", "raisin",
                    // Nuts, seeds and dried fruit, and what a baker keeps by them (`almond extract`: by its first word).
                    "almond", "cashew", "hazelnut", "pecan", "walnut", "peanut", "pistachio", "macadamia nut", "pine nut",
                    "sunflower seed", "pumpkin seed", "chia seed", "flaxseed", "coconut", "dried fruit", "dried cranberry",
                    "extract", "sprinkles", "food coloring", "gelatin", "shortening", "sweetener", "corn syrup",
                    "golden syrup", "treacle", "agave", "tapioca", "xanthan gum", "cornflour", "condensed milk",
                    "sweetened condensed milk", "evaporated milk", "marzipan", "bicarbonate of soda"]),
        ("Pasta, rice and grains", ["pasta", "spaghetti", "penne", "tagliatelle", "linguine", "fettuccine", "macaroni", "lasagne", "noodle", "rice", "couscous", "quinoa", "lentil",
                                    "chickpea", "bean", "black bean", "kidney bean", "black-eyed pea", "split pea", "breadcrumbs", "panko", "orzo",
                                    "tortellini", "ravioli",
                                    "gnocchi", "vermicelli", "lasagna", "bulgur", "bulghur", "cracked wheat", "buckwheat", "barley",
                                    "farro", "millet", "polenta", "grits", "semolina"]),
        (tins, ["tomato paste", "tomato puree", "passata", "canned tomato", "crushed tomato", "stock", "broth", "coconut milk",
                "tomato sauce", "olive", "caper", "peanut butter", "jam",
                // Sold in cans and jars, though named after a fresh food: `chipotle peppers in adobo`, pickles, salsa.
                "chipotle", "chipotle pepper", "chipotle chile", "chipotle chili", "adobo", "adobo sauce", "pickle", "pickled onion",
                "pickled red onion", "pickled jalapeno", "gherkin", "salsa", "crushed pineapple", "pineapple ring",
                "pineapple slice", "canned pineapple",
                // Sauces and pastes sold in jars, and cans of what is not fresh.
                "pasta sauce", "marinara", "marinara sauce", "pizza sauce", "pesto", "tahini", "curry paste", "harissa",
                "miso", "refried beans", "refried black beans", "refried pinto beans", "coconut cream", "artichoke heart",
                "roasted red pepper", "cranberry sauce",
                "almond butter", "cashew butter", "sunflower seed butter"]),
        ("Spices and condiments", ["salt", "pepper", "black pepper", "spice", "cumin", "paprika", "turmeric", "cinnamon",
                                   "nutmeg", "clove", "cardamom", "curry powder", "garam masala", "oregano", "bay leaf",
                                   "chili powder", "chipotle powder", "chipotle chili powder", "cayenne", "red pepper flakes", "chilli flakes", "chili flakes", "soy sauce", "vinegar", "mustard", "ketchup", "mayonnaise",
                                   "oil", "olive oil", "vegetable oil", "sesame oil", "fish sauce", "worcestershire sauce",
                                   "hot sauce", "mirin", "sake", "dashi", "bouillon",
                                   // Dried and ground, a vegetable is a spice jar: not among the fresh garlic and onions
                                   // (granulated garlic and crushed red pepper come here by their group, garlic powder and
                                   // red pepper flakes).
                                   "garlic powder", "garlic salt", "onion powder", "onion salt", "celery salt", "celery seed",
                                   "ground ginger", "ginger powder",
                                   // Dried herbs are jars on the spice shelf, fresh ones bunches among the vegetables.
                                   "dried thyme", "dried oregano", "dried basil", "dried rosemary", "dried parsley",
                                   "dried mint", "dried dill", "dried sage", "dried tarragon", "dried marjoram", "dried chili",
                                   // Spices and bottled sauces that had been listed under Other (based.cooking's lists);
                                   // seeds by their first word (`caraway seeds`).
                                   "allspice", "caraway", "coriander", "coriander seed", "ground coriander", "saffron", "sumac", "za'atar",
                                   "zaatar", "star anise", "anise", "poppy seed", "sesame", "sesame seed", "fenugreek",
                                   "mace", "amchur", "cassia", "herbes de provence", "peppercorn", "seasoning", "msg",
                                   "mustard seed", "fennel seed", "cumin seed", "smoked paprika", "hoisin sauce",
                                   "oyster sauce", "sriracha", "tamari", "barbecue sauce", "bbq sauce", "steak sauce",
                                   "sweet chili sauce", "hot pepper sauce", "horseradish", "relish", "liquid smoke",
                                   "salad dressing", "dressing"]),
        // Water before ice: `ice water` is water (and in the pantry), not a frozen food.
        ("Drinks", ["wine", "red wine", "white wine", "beer", "coffee", "espresso", "tea", "juice", "rum", "marsala", "water",
                    "brandy", "cognac", "kirsch", "liqueur", "limoncello", "whiskey", "whisky", "bourbon", "vodka", "gin",
                    "tequila", "vermouth", "sherry", "port", "cider", "champagne", "prosecco", "soda", "club soda",
                    "sparkling water", "ginger ale", "cola", "lemonade", "kombucha"]),
        ("Frozen", ["frozen peas", "frozen spinach", "ice cream", "ice", "puff pastry", "filo", "phyllo"]),
        // What a list gets by hand besides food (kitchen roll is no bread roll).
        (household, ["kitchen roll", "kitchen paper", "paper towel", "foil", "aluminium foil", "aluminum foil", "cling film",
                     "plastic wrap", "baking paper", "parchment paper", "wax paper", "washing-up liquid", "dish soap", "bin bag",
                     "toilet paper", "napkin", "cheesecloth", "kitchen twine", "butcher's twine", "twine", "toothpick",
                     "skewer", "cupcake liner", "muffin liner", "paper liner", "thermos", "zip-top bag", "ziploc bag"]),
    ])
}

/// What a cook usually has: shown on the shopping list as already in the pantry until unticked.
public enum PantryStaples {
    public static let builtIn = ["salt", "pepper", "black pepper", "water", "oil", "vegetable oil", "olive oil"]
}
