import Testing
@testable import RecipositoryCore

/// Where a shop keeps a food, as a cook shopping from the list expects it: based.cooking's lists put 284 of their
/// foods under Other, among them nuts, spices, bottled sauces, roots and cured meats every shop shelves in one aisle.
@Suite struct AisleTableTests {
    static let expected: [(food: String, aisle: String)] = [
        // Roots, greens and fresh herbs by their plain names are with the vegetables; fruit too.
        ("parsnips", "Fruit and vegetables"), ("turnips", "Fruit and vegetables"), ("celeriac", "Fruit and vegetables"),
        ("swiss chard", "Fruit and vegetables"), ("arugula", "Fruit and vegetables"), ("asparagus", "Fruit and vegetables"),
        ("brussels sprouts", "Fruit and vegetables"), ("bean sprouts", "Fruit and vegetables"), ("fresh sage", "Fruit and vegetables"),
        ("chives", "Fruit and vegetables"), ("tomatillos", "Fruit and vegetables"), ("clementines", "Fruit and vegetables"),
        ("medjool dates", "Fruit and vegetables"),
        // Cured and fresh meats and seafood at the counter.
        ("prosciutto", "Meat and fish"), ("salami", "Meat and fish"), ("pepperoni", "Meat and fish"), ("squid", "Meat and fish"),
        ("lobster", "Meat and fish"), ("chicken livers", "Meat and fish"), ("crab meat", "Meat and fish"),
        ("beef short ribs", "Meat and fish"),
        // Nuts, seeds for baking, dried fruit, extracts and the baker's milks in cans.
        ("walnuts", "Baking"), ("pecans", "Baking"), ("cashews", "Baking"), ("sunflower seeds", "Baking"),
        ("shredded coconut", "Baking"), ("almond extract", "Baking"), ("sprinkles", "Baking"), ("shortening", "Baking"),
        ("sweetened condensed milk", "Baking"), ("bicarbonate of soda", "Baking"),
        // Spice jars and bottled sauces.
        ("caraway seeds", "Spices and condiments"), ("coriander seeds", "Spices and condiments"), ("saffron", "Spices and condiments"),
        ("star anise", "Spices and condiments"), ("sumac", "Spices and condiments"), ("poppy seeds", "Spices and condiments"),
        ("old bay seasoning", "Spices and condiments"), ("taco seasoning", "Spices and condiments"),
        ("hoisin sauce", "Spices and condiments"), ("oyster sauce", "Spices and condiments"), ("sriracha", "Spices and condiments"),
        ("barbecue sauce", "Spices and condiments"), ("prepared horseradish", "Spices and condiments"),
        // Jars of pastes and sauces; nut butters with peanut butter.
        ("tahini", "Tins and jars"), ("red curry paste", "Tins and jars"), ("pesto", "Tins and jars"), ("pasta sauce", "Tins and jars"),
        ("almond butter", "Tins and jars"), ("cranberry sauce", "Tins and jars"),
        // Pineapple crushed or in rings comes in cans; a whole pineapple and its chunks are fresh fruit.
        ("crushed pineapple", "Tins and jars"), ("pineapple rings", "Tins and jars"), ("canned pineapple slices", "Tins and jars"),
        ("pineapple", "Fruit and vegetables"),
        // Grains and pasta shapes; breads; spirits; frozen pastry.
        ("bulgur", "Pasta, rice and grains"), ("orzo", "Pasta, rice and grains"), ("tortellini", "Pasta, rice and grains"),
        ("panko breadcrumbs", "Pasta, rice and grains"), ("naan", "Bread and bakery"), ("pizza dough", "Bread and bakery"),
        ("cognac", "Drinks"), ("kirsch", "Drinks"), ("sweet vermouth", "Drinks"), ("club soda", "Drinks"),
        ("puff pastry", "Frozen"),
    ]

    @Test func foodsAreWhereAShopKeepsThem() {
        let wrong = Self.expected.compactMap { food, aisle in
            AisleTable.builtIn.aisle(of: food) == aisle ? nil : "\(food): \(AisleTable.builtIn.aisle(of: food)), not \(aisle)"
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// Words the new foods end in do not take foods that were placed by their own names: baking soda is no drink, peanut
    /// and sesame oil are oils, apple cider vinegar a vinegar, coconut milk a can, almond milk a milk, plastic wrap no bread.
    @Test func longerNamesKeepTheirAisle() {
        let kept: [(String, String)] = [("baking soda", "Baking"), ("peanut oil", "Spices and condiments"),
                                        ("sesame oil", "Spices and condiments"), ("apple cider vinegar", "Spices and condiments"),
                                        ("coconut milk", "Tins and jars"), ("almond milk", "Dairy and eggs"), ("plastic wrap", "Household"),
                                        ("peanut butter", "Tins and jars"), ("steak sauce", "Spices and condiments"),
                                        ("bay leaves", "Spices and condiments"), ("dried sage", "Spices and condiments"),
                                        ("green olives", "Tins and jars"), ("ginger ale", "Drinks"), ("celery ribs", "Fruit and vegetables")]
        let wrong = kept.compactMap { food, aisle in
            AisleTable.builtIn.aisle(of: food) == aisle ? nil : "\(food): \(AisleTable.builtIn.aisle(of: food)), not \(aisle)"
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
