/// The foods Recipository knows by name: what decides which ingredient terms get a page.
/// Written as cooks write them; folded and singularized on load, like every search term.
/// The names of the built-in phrase tables (`KnownPhrases`) and of every synonym group count as
/// foods too. (A site cannot add foods of its own yet: there is no `foods:` key.)
/// Words for a kind of food rather than a food (`spice`, `seed`, `juice`, `herb`, `fruit`, `vegetable`,
/// `nut`, `meat`, `seasoning`) are left out on purpose: "recipes with spice" helps nobody shop or cook.
enum FoodVocabulary {
    static let foods: [String] = vegetables + fruits + herbsAndSpices + pantry + dairy + meatAndFish + grainsAndBread
        + nutsAndSeeds + drinks + prepared

    static let vegetables = [
        "onion", "garlic", "shallot", "leek", "scallion", "chive", "potato", "sweet potato", "yam", "carrot",
        "parsnip", "turnip", "rutabaga", "beet", "radish", "daikon", "celery", "celeriac", "fennel", "cabbage",
        "red cabbage", "savoy cabbage", "napa cabbage", "kale", "collard", "chard", "spinach", "lettuce",
        "romaine", "iceberg", "arugula", "watercress", "endive", "radicchio", "frisee", "broccoli", "broccolini",
        "cauliflower", "brussels sprout", "asparagus", "artichoke", "zucchini", "squash", "butternut squash",
        "acorn squash", "spaghetti squash", "pumpkin", "cucumber", "eggplant", "tomato", "cherry tomato",
        "tomatillo", "bell pepper", "pepper", "chili", "jalapeno", "serrano", "habanero", "poblano", "chipotle",
        "scotch bonnet", "anaheim", "cayenne", "pea", "snow pea", "snap pea", "sugar snap pea", "green bean",
        "bean", "corn", "sweetcorn", "okra", "mushroom", "portobello", "shiitake", "porcini", "chanterelle",
        "cremini", "oyster mushroom", "enoki", "truffle", "bok choy", "bean sprout", "sprout", "bamboo shoot",
        "water chestnut", "lotus root", "ginger", "galangal", "lemongrass", "horseradish", "wasabi",
        "jerusalem artichoke", "kohlrabi", "cassava", "taro", "plantain", "jicama", "salsify", "nettle",
        "sorrel", "purslane", "dandelion", "samphire", "seaweed", "nori", "kombu", "wakame", "kelp", "olive",
        "caper", "gherkin", "pickle", "avocado", "edamame", "lentil", "chickpea", "black bean", "kidney bean",
        "pinto bean", "navy bean", "cannellini bean", "borlotti bean", "white bean", "lima bean", "fava bean",
        "mung bean", "adzuki bean", "black-eyed pea", "split pea", "soybean", "tofu", "tempeh", "seitan",
        "greens", "salad", "mesclun", "microgreen", "ugu", "egusi",
    ]

    static let fruits = [
        "apple", "pear", "quince", "peach", "nectarine", "apricot", "plum", "prune", "cherry", "sour cherry",
        "grape", "raisin", "sultana", "currant", "strawberry", "raspberry", "blueberry", "blackberry",
        "cranberry", "gooseberry", "elderberry", "mulberry", "boysenberry", "lingonberry", "berry", "lemon",
        "lime", "orange", "blood orange", "mandarin", "clementine", "tangerine", "satsuma", "grapefruit",
        "pomelo", "yuzu", "kumquat", "banana", "pineapple", "mango", "papaya", "passion fruit", "guava",
        "lychee", "longan", "rambutan", "dragon fruit", "star fruit", "kiwi", "fig", "date", "pomegranate",
        "persimmon", "melon", "cantaloupe", "honeydew", "watermelon", "coconut", "rhubarb", "tamarind",
        "jackfruit", "durian", "feijoa", "loquat", "sloe", "dried fruit", "candied peel", "zest",
    ]

    static let herbsAndSpices = [
        "salt", "sea salt", "kosher salt", "table salt", "pepper", "black pepper", "white pepper", "peppercorn",
        "pink peppercorn", "sichuan pepper", "basil", "thai basil", "oregano", "marjoram", "thyme", "rosemary",
        "sage", "parsley", "cilantro", "coriander", "dill", "mint", "spearmint", "tarragon", "chervil",
        "bay leaf", "curry leaf", "lime leaf", "lovage", "savory", "cumin", "caraway", "fennel seed",
        "anise", "star anise", "cinnamon", "cassia", "nutmeg", "mace", "clove", "allspice", "cardamom",
        "turmeric", "paprika", "smoked paprika", "chili powder", "chili flake", "red pepper flake",
        "cayenne pepper", "curry powder", "garam masala", "chaat masala", "ras el hanout", "za'atar",
        "sumac", "saffron", "vanilla", "vanilla bean", "vanilla extract", "fenugreek", "mustard seed",
        "nigella", "ajwain", "asafoetida", "amchur", "juniper", "juniper berry", "celery seed", "celery salt",
        "garlic powder", "onion powder", "ginger powder", "five spice", "herbes de provence", "italian seasoning",
        "old bay", "cajun seasoning", "creole seasoning", "jerk seasoning", "taco seasoning",
        "mixed spice", "pumpkin spice", "pumpkin pie spice", "poultry seasoning", "msg", "shichimi",
        "togarashi", "gochugaru", "aleppo pepper", "urfa pepper", "berbere", "harissa", "dukkah", "baharat",
        "achiote", "annatto", "epazote", "file", "lavender", "rose petal", "hibiscus", "chamomile", "borage",
        "bouquet garni",
    ]

    static let pantry = [
        "flour", "all-purpose flour", "bread flour", "cake flour", "pastry flour", "self-raising flour",
        "self-rising flour", "whole wheat flour", "rye flour", "spelt flour", "buckwheat flour", "rice flour",
        "almond flour", "coconut flour", "chickpea flour", "gram flour", "cornflour", "cornmeal", "polenta",
        "semolina", "masa harina", "cornstarch", "potato starch", "tapioca", "arrowroot", "starch",
        "baking powder", "baking soda", "yeast", "sourdough starter", "gelatin", "agar", "pectin",
        "cream of tartar", "sugar", "brown sugar", "light brown sugar", "dark brown sugar", "caster sugar",
        "powdered sugar", "demerara sugar", "muscovado sugar", "turbinado sugar", "coconut sugar", "palm sugar",
        "jaggery", "molasses", "treacle", "golden syrup", "corn syrup", "maple syrup", "agave", "honey",
        "syrup", "simple syrup", "stevia", "sweetener", "chocolate", "dark chocolate", "milk chocolate",
        "white chocolate", "chocolate chip", "cocoa", "cocoa powder", "cocoa nib", "carob", "marzipan",
        "fondant", "sprinkle", "food coloring", "oil", "olive oil", "vegetable oil", "canola oil",
        "rapeseed oil", "sunflower oil", "peanut oil", "groundnut oil", "sesame oil", "coconut oil",
        "avocado oil", "corn oil", "palm oil", "walnut oil", "truffle oil", "neutral oil", "frying oil",
        "cooking spray", "shortening", "lard", "tallow", "suet", "ghee", "dripping", "margarine",
        "vinegar", "white vinegar", "wine vinegar", "red wine vinegar", "white wine vinegar", "balsamic vinegar",
        "apple cider vinegar", "rice vinegar", "sherry vinegar", "malt vinegar", "soy sauce", "tamari",
        "fish sauce", "oyster sauce", "hoisin sauce", "worcestershire sauce", "hot sauce", "sriracha",
        "tabasco", "sambal oelek", "gochujang", "doenjang", "miso", "tahini", "mustard", "dijon mustard",
        "whole grain mustard", "mustard powder", "ketchup", "mayonnaise", "aioli", "relish", "chutney",
        "jam", "jelly", "marmalade", "preserve", "curd", "lemon curd", "nutella", "peanut butter",
        "almond butter", "tomato paste", "tomato puree", "passata", "tomato sauce", "marinara", "pesto",
        "salsa", "bbq sauce", "barbecue sauce", "teriyaki sauce", "sweet chili sauce", "curry paste",
        "red curry paste", "green curry paste", "chili paste", "anchovy paste", "stock", "chicken stock",
        "beef stock", "vegetable stock", "fish stock", "dashi", "bouillon", "stock cube", "bouillon cube",
        "consomme", "broth", "bone broth", "gravy", "water", "ice", "ice cube", "salsa verde", "mirin", "sake",
        "shaoxing wine", "cooking wine", "rose water", "orange blossom water", "liquid smoke", "nutritional yeast",
        "breadcrumb", "panko", "crouton", "cracker", "graham cracker", "cookie", "biscuit", "wafer",
        "ladyfinger", "cornflake", "cereal", "granola", "muesli", "oat", "rolled oat", "oatmeal",
        "puff pastry", "filo", "phyllo", "shortcrust pastry", "pastry", "pie crust", "dough", "pizza dough",
        "wonton wrapper", "spring roll wrapper", "rice paper", "tortilla", "corn tortilla", "flour tortilla",
        "taco shell", "pita", "naan", "chapati", "roti", "flatbread", "lavash",
    ]

    static let dairy = [
        "milk", "whole milk", "skim milk", "buttermilk", "cream", "heavy cream", "light cream", "sour cream",
        "creme fraiche", "clotted cream", "whipped cream", "half and half", "condensed milk",
        "evaporated milk", "powdered milk", "milk powder", "butter", "unsalted butter", "salted butter",
        "clarified butter", "brown butter", "yogurt", "greek yogurt", "kefir", "labneh", "quark", "skyr",
        "cheese", "cheddar", "mozzarella", "burrata", "parmesan", "pecorino", "grana padano", "ricotta",
        "mascarpone", "cream cheese", "cottage cheese", "feta", "halloumi", "paneer", "goat cheese",
        "chevre", "brie", "camembert", "gruyere", "comte", "emmental", "swiss cheese", "gouda", "edam",
        "manchego", "provolone", "fontina", "taleggio", "gorgonzola", "roquefort", "stilton", "blue cheese",
        "monterey jack", "pepper jack", "colby", "american cheese", "havarti", "jarlsberg", "asiago",
        "queso fresco", "cotija", "queso", "raclette", "reblochon", "scamorza", "stracchino", "boursin",
        "egg", "egg yolk", "egg white", "duck egg", "quail egg", "almond milk", "oat milk", "soy milk",
        "rice milk", "coconut milk", "coconut cream", "ice cream", "gelato", "custard", "dulce de leche",
    ]

    static let meatAndFish = [
        "chicken", "chicken breast", "chicken thigh", "chicken wing", "chicken leg", "chicken drumstick",
        "drumstick", "turkey", "duck", "goose", "quail", "pheasant", "guinea fowl",
        "poussin", "beef", "ground beef", "steak", "flank steak", "skirt steak", "sirloin", "ribeye",
        "brisket", "chuck", "oxtail", "short rib", "veal", "pork", "ground pork", "pork belly", "pork shoulder",
        "pork loin", "pork chop", "pork tenderloin", "tenderloin", "spare rib", "rib", "ham", "bacon",
        "pancetta", "guanciale", "prosciutto", "speck", "lardon", "sausage", "chorizo", "salami", "pepperoni",
        "mortadella", "bratwurst", "kielbasa", "andouille", "hot dog", "frankfurter", "chipolata",
        "black pudding", "lamb", "ground lamb", "mutton", "goat", "goat meat", "venison", "rabbit", "hare",
        "bison", "boar", "liver", "chicken liver", "tongue", "tripe", "marrow",
        "oxtail", "gelatin", "ground meat", "mince", "meatball", "fish", "salmon", "smoked salmon",
        "trout", "tuna", "cod", "salt cod", "haddock", "pollock", "hake", "halibut", "sole", "plaice",
        "flounder", "sea bass", "bass", "sea bream", "snapper", "grouper", "tilapia", "catfish", "carp",
        "perch", "pike", "mackerel", "smoked mackerel", "sardine", "anchovy", "herring", "sprat", "eel",
        "swordfish", "monkfish", "anglerfish", "mahi mahi", "stockfish", "shrimp", "prawn", "lobster", "crab",
        "crayfish", "langoustine", "scallop", "mussel", "clam", "oyster", "cockle", "squid", "calamari",
        "octopus", "cuttlefish", "roe", "caviar", "surimi", "seafood", "shellfish", "bonito", "katsuobushi",
        "dried shrimp",
    ]

    static let grainsAndBread = [
        "rice", "white rice", "brown rice", "basmati", "basmati rice", "jasmine rice", "arborio", "arborio rice",
        "risotto rice", "sushi rice", "glutinous rice", "sticky rice", "wild rice", "long-grain rice",
        "parboiled rice", "quinoa", "couscous", "bulgur", "farro", "barley", "pearl barley", "spelt", "millet",
        "buckwheat", "amaranth", "teff", "sorghum", "freekeh", "wheat", "wheat berry", "rye", "pasta",
        "spaghetti", "linguine", "fettuccine", "tagliatelle", "pappardelle", "penne", "rigatoni", "fusilli",
        "farfalle", "orecchiette", "macaroni", "orzo", "ditalini", "lasagna", "lasagne", "cannelloni",
        "ravioli", "tortellini", "gnocchi", "vermicelli", "angel hair", "bucatini", "noodle", "egg noodle",
        "rice noodle", "udon", "soba", "ramen", "glass noodle", "bread", "white bread", "sourdough",
        "baguette", "ciabatta", "focaccia", "brioche", "challah", "rye bread", "pumpernickel", "bun",
        "roll", "bagel", "english muffin", "croissant", "toast", "breadcrumbs", "sandwich bread", "loaf",
        "pizza", "tortilla chip", "chip", "popcorn", "pretzel",
    ]

    static let nutsAndSeeds = [
        "almond", "walnut", "pecan", "hazelnut", "cashew", "pistachio", "peanut", "macadamia",
        "brazil nut", "pine nut", "chestnut", "coconut flake", "sesame", "sesame seed", "sunflower seed",
        "pumpkin seed", "pepita", "chia", "chia seed", "flaxseed", "flax", "linseed", "hemp seed",
        "poppy seed", "cumin seed", "coriander seed", "mixed nut",
    ]

    static let drinks = [
        "wine", "red wine", "white wine", "rose wine", "sparkling wine", "champagne", "prosecco", "port",
        "sherry", "marsala", "madeira", "vermouth", "beer", "ale", "lager", "stout", "porter", "cider",
        "brandy", "cognac", "rum", "dark rum", "white rum", "vodka", "gin", "whiskey", "whisky", "bourbon",
        "tequila", "mezcal", "liqueur", "amaretto", "kahlua", "baileys", "grand marnier", "cointreau",
        "triple sec", "limoncello", "kirsch", "calvados", "absinthe", "pastis", "ouzo", "grappa", "bitters",
        "coffee", "espresso", "instant coffee", "tea", "black tea", "green tea", "matcha", "chai",
        "orange juice", "apple juice", "lemon juice", "lime juice", "tomato juice", "soda", "soda water",
        "club soda", "tonic", "tonic water", "sparkling water", "lemonade", "cola", "ginger ale",
        "ginger beer", "kombucha", "pinot noir", "burgundy", "chardonnay", "sauvignon blanc", "riesling",
        "merlot", "cabernet", "chianti", "rioja", "sangria", "mead", "sake",
    ]

    static let prepared = [
        "hummus", "guacamole", "tzatziki", "pico de gallo", "salsa", "kimchi", "sauerkraut", "pesto",
        "bechamel", "hollandaise", "vinaigrette", "dressing", "mayo", "puree", "compote", "caramel",
        "frosting", "icing", "ganache", "meringue", "crepe", "pancake", "waffle", "pie", "cake", "brownie",
        "pizza sauce", "enchilada sauce", "adobo", "chipotle in adobo", "refried bean", "baked bean",
        "falafel", "dumpling", "wonton", "spring roll", "sushi", "tofu skin", "fish ball", "crab stick",
    ]
}
