/// Built-in phrases. Written as a cook would write them; they are folded and singularized on load.
enum KnownPhrases {
    /// Names of one ingredient; the first is the canonical term. A site's `synonyms` extend these.
    static let synonymGroups: [[String]] = [
        ["scallion", "green onion", "spring onion", "salad onion"],
        ["cilantro", "coriander leaves", "fresh coriander", "coriander leaf", "chinese parsley"],
        ["eggplant", "aubergine", "brinjal"],
        ["zucchini", "courgette"],
        ["chickpea", "garbanzo", "garbanzo bean", "chick pea"],
        ["parmesan", "parmigiano", "parmigiano-reggiano", "parmesan cheese", "parmigiano reggiano"],
        ["pecorino", "pecorino romano"],
        ["shrimp", "prawn"],
        ["arugula", "rocket", "roquette", "rucola"],
        ["bell pepper", "capsicum", "sweet pepper"],
        ["powdered sugar", "confectioners sugar", "confectioners' sugar", "icing sugar"],
        ["caster sugar", "superfine sugar", "castor sugar"],
        ["sugar", "granulated sugar", "white sugar"],
        ["heavy cream", "double cream", "whipping cream", "heavy whipping cream"],
        ["light cream", "single cream"],
        ["cornstarch", "corn starch"],
        ["beet", "beetroot"],
        ["rutabaga", "swede"],
        ["baking soda", "bicarbonate of soda", "bicarb", "sodium bicarbonate"],
        ["yogurt", "yoghurt", "yoghourt"],
        ["chili", "chile", "chilli"],
        ["bok choy", "pak choi", "pak choy", "bok choi"],
        ["snow pea", "mangetout"],
        ["lima bean", "butter bean"],
        ["fava bean", "broad bean"],
        ["green bean", "string bean", "french bean", "haricot vert"],
        ["pepita", "pumpkin seed"],
        ["hazelnut", "filbert"],
        ["prosciutto", "parma ham"],
        ["stock", "broth"],
        ["gherkin", "cornichon"],
        ["apple cider vinegar", "cider vinegar"],
        ["soy sauce", "soya sauce", "shoyu"],
        ["ladyfinger", "savoiardi"],
        ["lime leaf", "makrut lime leaf", "kaffir lime leaf"],
        ["cream of tartar", "tartaric acid"],
    ]

    /// Names that are one thing, never split into words: "bay leaf" is not a leaf of anything,
    /// "peanut butter" is not butter, "sweet potato" is not found by "potato".
    static let atomicPhrases: [String] = [
        "bay leaf", "curry leaf", "lime leaf", "banana leaf", "grape leaf", "vine leaf", "baking powder",
        "baking soda", "cream of tartar", "peanut butter", "almond butter", "cashew butter",
        "apple butter", "cocoa butter", "coconut milk", "coconut cream", "almond milk", "oat milk",
        "soy milk", "rice milk", "condensed milk", "evaporated milk", "ice cream", "half and half",
        "sweet potato", "creme fraiche", "monterey jack", "bok choy", "herbes de provence",
        "ras el hanout", "garam masala", "cooking spray", "rose water", "orange blossom water",
        "orange flower water", "hot dog", "hot chocolate", "star anise", "passion fruit", "dragon fruit",
        "star fruit", "dulce de leche", "pico de gallo", "short rib", "spare rib", "cream of mushroom",
        "crab stick", "fish stick", "sambal oelek",
        // Not a kind of the last word for a cook: no "dough" page for pizza dough, no "sprout" for bean sprouts.
        "pizza dough", "bean sprout",
    ]

    /// Qualified names worth keeping whole (also indexed by their last word), and that a query should
    /// read as one ingredient: "brown sugar" is both "brown sugar" and "sugar".
    static let compounds: [String] = [
        "brown sugar", "olive oil", "soy sauce", "red pepper", "black pepper", "white pepper",
        "sesame oil", "vegetable oil", "sea salt", "kosher salt", "hot sauce", "fish sauce",
        "oyster sauce", "sour cream", "cream cheese", "goat cheese", "black bean", "kidney bean",
        "red onion", "white wine", "red wine", "chicken stock", "beef stock", "vegetable stock",
        "lemon juice", "lime juice", "lemon zest", "orange juice", "maple syrup", "vanilla extract",
        "tomato paste", "tomato sauce", "chili powder", "curry powder", "cocoa powder", "garlic powder",
        "onion powder", "chicken breast", "chicken thigh", "egg yolk", "egg white", "chocolate chip",
        "pine nut", "wild rice", "white rice", "brown rice", "rice vinegar", "balsamic vinegar",
        "coconut oil", "sesame seed", "whipped cream", "hot pepper", "dark chocolate", "white chocolate",
        "milk chocolate", "smoked paprika", "hot paprika",
    ]
}
