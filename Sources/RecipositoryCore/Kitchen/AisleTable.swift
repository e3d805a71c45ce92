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
    /// its food's own aisle where the table names that food whole (`pickled red onions`, which the food table weighs
    /// as red onions), else its key's.
    public func aisle(of food: String, key: String) -> String {
        if key.hasPrefix(Self.cannedKey), order.contains(Self.tins) { return Self.tins }
        return aisleOfFood[FoodKey.mergeKey(food)] ?? aisle(of: key)
    }
    public static let tins = "Tins and jars"
    /// What a list's key for a can of a fresh food starts with (`canned tomato`).
    public static let cannedKey = "canned "
    /// The aisles of fresh food, a can of which is bought apart, on the shelf of tins.
    public static let fresh: Set<String> = ["Fruit and vegetables", "Meat and fish"]
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
                                  "pico de gallo"]),
        ("Meat and fish", ["chicken", "beef", "pork", "lamb", "goat", "turkey", "bacon", "pancetta", "guanciale", "sausage",
                           "chorizo", "andouille", "chipolata", "veal", "ham", "mince", "ground beef", "fish", "salmon", "tuna",
                           "cod", "shrimp", "prawn", "anchovy", "mussel", "clam"]),
        ("Dairy and eggs", ["egg", "milk", "buttermilk", "butter", "cream", "heavy cream", "sour cream", "yogurt", "yoghurt",
                            "cheese", "parmesan", "mozzarella", "ricotta", "mascarpone", "feta", "cheddar", "pecorino",
                            "creme fraiche", "ghee", "paneer", "queso fresco", "cotija", "halloumi"]),
        ("Bread and bakery", ["bread", "tortilla", "bun", "roll", "pita", "baguette", "savoiardi", "ladyfinger"]),
        ("Baking", ["flour", "sugar", "brown sugar", "powdered sugar", "icing sugar", "baking powder", "baking soda", "yeast",
                    "cornstarch", "cocoa", "cocoa powder", "chocolate", "chocolate chips", "vanilla", "vanilla extract",
                    "honey", "maple syrup", "molasses", "cornmeal", "almond flour", "oats", "raisin"]),
        ("Pasta, rice and grains", ["pasta", "spaghetti", "penne", "tagliatelle", "linguine", "fettuccine", "macaroni", "lasagne", "noodle", "rice", "couscous", "quinoa", "lentil",
                                    "chickpea", "bean", "black bean", "kidney bean", "breadcrumbs"]),
        (tins, ["tomato paste", "tomato puree", "passata", "canned tomato", "stock", "broth", "coconut milk",
                "tomato sauce", "olive", "caper", "peanut butter", "jam",
                // Sold in cans and jars, though named after a fresh food: `chipotle peppers in adobo`, pickles, salsa.
                "chipotle", "chipotle pepper", "chipotle chile", "chipotle chili", "adobo", "adobo sauce", "pickle", "pickled onion",
                "pickled red onion", "pickled jalapeno", "gherkin", "salsa"]),
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
                                   "dried mint", "dried dill", "dried sage", "dried tarragon", "dried marjoram", "dried chili"]),
        // Water before ice: `ice water` is water (and in the pantry), not a frozen food.
        ("Drinks", ["wine", "red wine", "white wine", "beer", "coffee", "espresso", "tea", "juice", "rum", "marsala", "water"]),
        ("Frozen", ["frozen peas", "ice cream", "ice"]),
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
