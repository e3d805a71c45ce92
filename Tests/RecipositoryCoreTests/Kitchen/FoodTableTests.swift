import Foundation
import Testing
@testable import RecipositoryCore

/// The food table derived from the USDA National Nutrient Database (SR26) by
/// `Scripts/derive_food_table.py`: its weights trace to USDA rows, the common kitchen conversions
/// are USDA's (values copied by hand from WEIGHT.txt), and the foods used most stand for the USDA
/// food chosen for them.
@Suite struct FoodTableTests {
    let table = FoodTable.builtIn

    /// Every measure weight is Gm_Wgt / Amount of the WEIGHT.txt row it names, and that row says the
    /// measure (its unit, its size): read from the table's own text, as written by the script.
    @Test func everyMeasureWeightTracesToAUSDARow() {
        let foods = Dictionary(table.foods.values.compactMap(\.usda).map { ($0.ndb, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(foods.count > 300)
        var measures = 0
        for food in foods.values {
            for measure in food.measures {
                measures += 1
                let fields = measure.row.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                let where_ = "USDA \(food.ndb) (\(food.description)), WEIGHT.txt row \(measure.row)"
                // `Seq`, or `NDB:Seq` for a measure borrowed from the same food in another form (Greek yogurt's cup).
                let sequence = fields.first?.split(separator: ":").map(String.init) ?? []
                let named = sequence.count == 1 || (sequence.count == 2 && sequence[0].count == 5 && Int(sequence[0]) != nil)
                guard fields.count == 4, let amount = Double(fields[1]), let weight = Double(fields[3]), named,
                      Int(sequence.last ?? "") != nil else {
                    Issue.record("not a WEIGHT.txt row: \(where_)")
                    continue
                }
                // `serving 1/2 cup` (132 g of marinara): a cup is twice the serving.
                let serving = fields[2].lowercased().wholeMatch(of: /serving \(?(\d+)(?:\/(\d+))? (cup|tbsp|tsp|fl oz)\)?.*/)
                let served = serving.map { Double($0.1)! / ($0.2.map { Double($0)! } ?? 1) } ?? 1
                #expect(abs(measure.grams.doubleValue - weight / (amount * served)) < 0.0001, "\(where_): \(measure.grams.doubleValue) g")
                let said = serving.map { String($0.3) } ?? fields[2].lowercased()
                if let unit = measure.unit {
                    let spelled: [RecipositoryCore.Unit: [String]] = [.tbsp: ["tbsp", "tablespoon"], .tsp: ["tsp", "teaspoon"], .leaf: ["leaf", "leaves"],
                                                                             .flOz: ["fl oz", "fluid ounce"]]
                    let words = spelled[unit] ?? [unit.symbol]
                    #expect(words.contains { said.hasPrefix($0) }, "\(where_) is no \(unit.symbol)")
                }
                if let size = measure.size, size != "each" {
                    #expect(said.contains(size), "\(where_) is not \(size)")
                }
                if let preparation = measure.preparation {
                    #expect(preparation.split(separator: " ").allSatisfy { said.contains($0) }, "\(where_) is not \(preparation)")
                }
            }
        }
        #expect(measures > 600)
    }

    /// The 40 conversions cooks use most, as USDA weighs them (WEIGHT.txt, by hand): food, unit,
    /// size, preparation, grams of one, the USDA food and row.
    static let conversions: [(food: String, unit: RecipositoryCore.Unit?, size: String?, preparation: String?, grams: Double, source: String)] = [
        ("all-purpose flour", .cup, nil, nil, 125, "20081 1 cup 125"),
        ("flour", .cup, nil, nil, 125, "20081 1 cup 125"),
        ("bread flour", .cup, nil, nil, 137, "20083 1 cup 137"),
        ("whole wheat flour", .cup, nil, nil, 120, "20080 1 cup 120"),
        ("sugar", .cup, nil, nil, 200, "19335 1 cup 200"),
        ("granulated sugar", .tsp, nil, nil, 4.2, "19335 1 tsp 4.2"),
        ("brown sugar", .cup, nil, "packed", 220, "19334 1 cup packed 220"),
        ("light brown sugar", .cup, nil, nil, 220, "19334 1 cup packed 220 (USDA's first cup)"),
        ("powdered sugar", .cup, nil, nil, 120, "19336 1 tsp 2.5, the plain measure (x 48); 1 cup unsifted 120"),
        ("butter", .cup, nil, nil, 227, "01001 1 cup 227"),
        ("butter", .stick, nil, nil, 113, "01001 1 stick 113"),
        ("unsalted butter", .tbsp, nil, nil, 14.2, "01145 1 tbsp 14.2"),
        ("rice", .cup, nil, nil, 185, "20044 1 cup 185"),
        ("rolled oats", .cup, nil, nil, 81, "08120 1 cup 81"),
        ("egg", nil, nil, nil, 50, "01123 1 large 50 (a recipe's egg is large)"),
        ("eggs", nil, "medium", nil, 44, "01123 1 medium 44"),
        ("egg yolk", nil, nil, nil, 17, "01125 1 large 17"),
        ("egg white", nil, nil, nil, 33, "01124 1 large 33"),
        ("onion", nil, nil, nil, 110, "11282 1 medium (2-1/2\" dia) 110"),
        ("yellow onions", nil, "large", nil, 150, "11282 1 large 150"),
        ("onion", .cup, nil, "finely chopped", 160, "11282 1 cup, chopped 160"),
        ("onion", .cup, nil, "thinly sliced", 115, "11282 1 cup, sliced 115"),
        ("garlic", .clove, nil, nil, 3, "11215 1 clove 3.0"),
        ("garlic", nil, nil, nil, 3, "11215 1 clove 3.0 (a count of garlic is cloves)"),
        ("carrot", nil, nil, nil, 61, "11124 1 medium 61"),
        ("celery", .stalk, nil, nil, 40, "11143 1 stalk, medium 40"),
        ("potato", nil, nil, nil, 213, "11352 1 Potato medium 213"),
        ("tomato", nil, nil, nil, 123, "11529 1 medium whole 123"),
        ("lemon", nil, nil, nil, 58, "09150 1 fruit (2-1/8\" dia) 58"),
        ("banana", nil, nil, nil, 118, "09040 1 medium 118"),
        ("apple", nil, nil, nil, 182, "09003 1 medium (3\" dia) 182"),
        ("milk", .cup, nil, nil, 244, "01077 1 cup 244"),
        ("heavy cream", .cup, nil, nil, 238, "01053 1 cup, fluid 238"),
        ("olive oil", .tbsp, nil, nil, 13.5, "04053 1 tablespoon 13.5"),
        ("honey", .tbsp, nil, nil, 21, "19296 1 tbsp 21"),
        ("salt", .tsp, nil, nil, 6, "02047 1 tsp 6.0"),
        ("baking soda", .tsp, nil, nil, 4.6, "18372 1 tsp 4.6"),
        ("baking powder", .tsp, nil, nil, 4.6, "18369 1 tsp 4.6"),
        ("cocoa powder", .cup, nil, nil, 86, "19165 1 cup 86"),
        ("parmesan", .cup, nil, nil, 100, "01032 1 cup 100"),
        ("cheddar", .cup, nil, "shredded", 113, "01009 1 cup, shredded 113"),
        ("walnuts", .cup, nil, nil, 117, "12155 1 cup, chopped 117 (USDA's first cup)"),
        ("vanilla extract", .tsp, nil, nil, 4.2, "02050 1 tsp 4.2"),
        ("ground cinnamon", .tsp, nil, nil, 2.6, "02010 1 tsp 2.6"),
        ("soy sauce", .tbsp, nil, nil, 16, "16123 1 tbsp 16"),
        ("sour cream", .cup, nil, nil, 230, "01056 1 cup 230"),
        ("chicken stock", .cup, nil, nil, 249, "06194 Soup, chicken broth, ready-to-serve 1 cup 249 (the shop's carton, not home-prepared stock)"),
        ("cornstarch", .cup, nil, nil, 128, "20027 1 cup 128"),
        ("raisins", .cup, nil, nil, 145, "09298 1 cup (not packed) 145"),
        ("bacon", .slice, nil, nil, 28, "10123 1 slice raw 28"),
        // Issue 26's four foods the page weighed otherwise than a cook.
        ("ketchup", .tbsp, nil, nil, 17, "11935 Catsup 1 tbsp 17"),
        ("ketchup", .cup, nil, nil, 240, "11935 Catsup 1 cup 240"),
        ("greek yogurt", .cup, nil, nil, 245, "01116 1 cup (8 fl oz) 245: USDA weighs its Greek yogurt 01256 only as a 170 g pot"),
        ("rye flour", .cup, nil, nil, 128, "20063 Rye flour, dark 1 cup 128 (whole-grain rye, as shops sell it)"),
        ("medium rye flour", .cup, nil, nil, 102, "20064 Rye flour, medium 1 cup 102"),
    ]

    /// Ketchup is poured and spooned: ml on a metric page, weighed by its own rows; Greek yogurt
    /// keeps its own nutrients (nonfat Greek, 59 kcal and 10.2 g protein per 100 g) with the
    /// borrowed cup; panko is in no USDA row, so it stays unknown (dry grated crumbs, 108 g a cup,
    /// weigh about twice what panko's flakes do); `rye or whole wheat flour` is rye flour, not rye grain.
    @Test func issue26Foods() throws {
        let ketchup = try #require(table.weights(food: "ketchup", unit: .cup, size: nil, preparation: nil))
        #expect(ketchup.isLiquid && ketchup.food.usda?.ndb == "11935")
        let yogurt = try #require(table.weights(food: "Greek yogurt", unit: .cup, size: nil, preparation: nil))
        #expect(yogurt.food.usda?.ndb == "01256" && yogurt.measuredByTheCup && !yogurt.isLiquid)
        #expect(abs((yogurt.food.usda?.per100g.protein ?? 0) - 10.19) < 0.001)
        #expect(table.weights(food: "panko breadcrumbs", unit: .cup, size: nil, preparation: nil) == nil)
        #expect(table.weights(food: "panko", unit: .cup, size: nil, preparation: nil) == nil)
        let line = IngredientLineParser.parse("87g rye or whole wheat flour")
        let ingredient = Ingredient(text: "87g rye or whole wheat flour", line: line)
        #expect(table.weights(of: ingredient)?.food.usda?.ndb == "20063", "rye flour, dark")
    }

    @Test(arguments: FoodTableTests.conversions.indices)
    func kitchenConversionIsUSDAs(index: Int) throws {
        let c = Self.conversions[index]
        let weights = table.weights(food: c.food, unit: c.unit, size: c.size, preparation: c.preparation)
        let grams = try #require(FoodTable.grams(of: KitchenAmount(Quantity(Rational(1)), c.unit), weights: weights),
                                 "\(c.food) is not weighed")
        #expect(abs(grams.low.doubleValue - c.grams) < 0.05, "1 \(c.unit?.symbol ?? c.size ?? "") \(c.food): \(grams.low.doubleValue) g, USDA \(c.source)")
    }

    /// The 300 foods used most in the bundled cookbook, based.cooking and the generated collection
    /// (Scripts/food-table/food-counts.tsv), each with the USDA food chosen for it by hand (nil: no
    /// USDA food is that food, so it stays unknown).
    static let mostUsed: [(food: String, ndb: String?)] = [
        ("garlic", "11215"),  // Garlic, raw
        ("salt", "02047"),  // Salt, table
        ("ginger", "11216"),  // Ginger root, raw
        ("olive oil", "04053"),  // Oil, olive, salad or cooking
        ("vegetable oil", "04044"),  // Oil, soybean, salad or cooking
        ("flaky sea salt", "02047"),  // Salt, table
        ("unsalted butter", "01145"),  // Butter, without salt
        ("carrot", "11124"),  // Carrots, raw
        ("shallot", "11677"),  // Shallots, raw
        ("red onion", "11282"),  // Onions, raw
        ("yellow onion", "11282"),  // Onions, raw
        ("celery", "11143"),  // Celery, raw
        ("spring onion", "11291"),  // Onions, spring or scallions (includes tops and bulb), raw
        ("tomato", "11529"),  // Tomatoes, red, ripe, raw, year round average
        ("leek", "11246"),  // Leeks, (bulb and lower leaf-portion), raw
        ("kosher salt and black pepper", nil),
        ("crusty bread", "18029"),  // Bread, french or vienna (includes sourdough)
        ("salt and pepper", nil),
        ("herb", nil),
        ("powdered sugar", "19336"),  // Sugars, powdered
        ("egg", "01123"),  // Egg, whole, raw, fresh
        ("black pepper", "02030"),  // Spices, pepper, black
        ("steamed rice", "20045"),  // Rice, white, long-grain, regular, cooked, enriched
        ("lemon wedge", "09150"),  // Lemons, raw, without peel
        ("thyme", "02049"),  // Thyme, fresh
        ("vanilla extract", "02050"),  // Vanilla extract
        ("coconut oil", "04047"),  // Oil, coconut
        ("water", "14411"),  // Water, tap, drinking
        ("honey", "19296"),  // Honey
        ("cooking spray", nil),
        ("all-purpose flour", "20081"),  // Wheat flour, white, all-purpose, enriched, bleached
        ("duck fat", "04574"),  // Fat, duck
        ("rosemary", "02063"),  // Rosemary, fresh
        ("mint", "02065"),  // Spearmint, fresh
        ("maple syrup", "19353"),  // Syrups, maple
        ("cilantro", "11165"),  // Coriander (cilantro) leaves, raw
        ("sunflower oil", "04506"),  // Oil, sunflower, linoleic, (approx. 65%)
        ("molasses", "19304"),  // Molasses
        ("mint leaf", "02065"),  // Spearmint, fresh
        ("basil leaf", "02044"),  // Basil, fresh
        ("whipped cream", "01054"),  // Cream, whipped, cream topping, pressurized
        ("vanilla ice cream", "19095"),  // Ice creams, vanilla
        ("dill", "02045"),  // Dill weed, fresh
        ("kosher salt", "02047"),  // Salt, table
        ("onion", "11282"),  // Onions, raw
        ("sesame oil", "04058"),  // Oil, sesame, salad or cooking
        ("zucchini", "11477"),  // Squash, summer, zucchini, includes skin, raw
        ("egg yolk", "01125"),  // Egg, yolk, raw, fresh
        ("lemon juice", "09152"),  // Lemon juice, raw
        ("nutmeg", "02025"),  // Spices, nutmeg, ground
        ("extra-virgin olive oil", "04053"),  // Oil, olive, salad or cooking
        ("sweet potato", "11507"),  // Sweet potato, raw, unprepared
        ("cardamom", "02006"),  // Spices, cardamom
        ("ghee", "01003"),  // Butter oil, anhydrous
        ("lard", "04002"),  // Lard
        ("orange juice", "09206"),  // Orange juice, raw
        ("whole-milk ricotta", "01036"),  // Cheese, ricotta, whole milk
        ("allspice", "02001"),  // Spices, allspice, ground
        ("cornstarch", "20027"),  // Cornstarch
        ("flat-leaf parsley", "11297"),  // Parsley, fresh
        ("clove", "02011"),  // Spices, cloves, ground
        ("bay leaf", "02004"),  // Spices, bay leaf
        ("canola oil", "04582"),  // Oil, canola
        ("tarragon", "02041"),  // Spices, tarragon, dried
        ("oat milk", nil),
        ("cinnamon", "02010"),  // Spices, cinnamon, ground
        ("thai basil", "02044"),  // Basil, fresh
        ("butternut squash", "11485"),  // Squash, winter, butternut, raw
        ("egg white", "01124"),  // Egg, white, raw, fresh
        ("baking powder", "18369"),  // Leavening agents, baking powder, double-acting, sodium aluminum sulfate
        ("curry leaf", nil),
        ("chive", "11156"),  // Chives, raw
        ("greek yogurt", "01256"),  // Yogurt, Greek, plain, nonfat
        ("active dry yeast", "18375"),  // Leavening agents, yeast, baker's, active dry
        ("baking soda", "18372"),  // Leavening agents, baking soda
        ("butter", "01001"),  // Butter, salted
        ("star anise", nil),
        ("green cardamom pod", "02006"),  // Spices, cardamom
        ("sage leaf", "02038"),  // Spices, sage, ground
        ("broccoli", "11090"),  // Broccoli, raw
        ("saffron thread", "02037"),  // Spices, saffron
        ("cream cheese", "01017"),  // Cheese, cream
        ("buttermilk", "01088"),  // Milk, buttermilk, fluid, cultured, lowfat
        ("heavy cream", "01053"),  // Cream, fluid, heavy whipping
        ("coconut milk", "12118"),  // Nuts, coconut milk, canned (liquid expressed from grated meat and water)
        ("cumin", "02014"),  // Spices, cumin seed
        ("turmeric", "02043"),  // Spices, turmeric, ground
        ("whole milk", "01077"),  // Milk, whole, 3.25% milkfat, with added vitamin D
        ("lime juice", "09160"),  // Lime juice, raw
        ("garam masala", nil),
        ("instant yeast", "18375"),  // Leavening agents, yeast, baker's, active dry
        ("red pepper flake", "02031"),  // Spices, pepper, red or cayenne
        ("double cream", "01053"),  // Cream, fluid, heavy whipping
        ("fine sea salt", "02047"),  // Salt, table
        ("coriander", "02013"),  // Spices, coriander seed
        ("onion powder", "02026"),  // Spices, onion powder
        ("makrut lime leaf", nil),
        ("garlic powder", "02020"),  // Spices, garlic powder
        ("golden syrup", nil),
        ("oregano", "02027"),  // Spices, oregano, dried
        ("smoked paprika", "02028"),  // Spices, paprika
        ("almond milk", "14016"),  // Beverages, almond milk, sweetened, vanilla flavor, ready-to-drink
        ("apple cider", "09016"),  // Apple juice, canned or bottled, unsweetened, without added ascorbic acid
        ("soft goat cheese", "01159"),  // Cheese, goat, soft type
        ("sweet paprika", "02028"),  // Spices, paprika
        ("beetroot", "11080"),  // Beets, raw
        ("light brown sugar", "19334"),  // Sugars, brown
        ("plum tomato", "11529"),  // Tomatoes, red, ripe, raw, year round average
        ("arugula", "11959"),  // Arugula, raw
        ("ice", "14411"),  // Water, tap, drinking
        ("cauliflower", "11135"),  // Cauliflower, raw
        ("cayenne pepper", "02031"),  // Spices, pepper, red or cayenne
        ("sweet corn", "11167"),  // Corn, sweet, yellow, raw
        ("asafoetida", nil),
        ("chili powder", "02009"),  // Spices, chili powder
        ("granulated sugar", "19335"),  // Sugars, granulated
        ("herbes de provence", nil),
        ("shiitake mushroom", "11238"),  // Mushrooms, shiitake, raw
        ("avocado", "09037"),  // Avocados, raw, all commercial varieties
        ("cumin seed", "02014"),  // Spices, cumin seed
        ("english cucumber", "11205"),  // Cucumber, with peel, raw
        ("fennel seed", "02018"),  // Spices, fennel seed
        ("jalapeno", "11979"),  // Peppers, jalapeno, raw
        ("brussels sprout", "11098"),  // Brussels sprouts, raw
        ("caster sugar", "19335"),  // Sugars, granulated
        ("cremini mushroom", "11266"),  // Mushrooms, brown, italian, or crimini, raw
        ("fine semolina", "20066"),  // Semolina, enriched
        ("lemon", "09150"),  // Lemons, raw, without peel
        ("pea", "11304"),  // Peas, green, raw
        ("short pasta", "20120"),  // Spaghetti, dry, enriched
        ("sumac", nil),
        ("russet potato", "11353"),  // Potatoes, russet, flesh and skin, raw
        ("lemongrass", "11972"),  // Lemon grass (citronella), raw
        ("parsnip", "11298"),  // Parsnips, raw
        ("za'atar", nil),
        ("baby bok choy", "11116"),  // Cabbage, chinese (pak-choi), raw
        ("black mustard seed", "02024"),  // Spices, mustard seed, ground
        ("chicken stock", "06194"),  // Soup, chicken broth, ready-to-serve (what a cook buys)
        ("mild curry powder", "02015"),  // Spices, curry powder
        ("salted butter", "01001"),  // Butter, salted
        ("serrano chili", "11977"),  // Peppers, serrano, raw
        ("swiss chard", "11147"),  // Chard, swiss, raw
        ("baby spinach", "11457"),  // Spinach, raw
        ("cornmeal", "20022"),  // Cornmeal, degermed, enriched, yellow
        ("fenugreek seed", "02019"),  // Spices, fenugreek seed
        ("red bell pepper", "11821"),  // Peppers, sweet, red, raw
        ("sichuan peppercorn", nil),
        ("cherry tomato", "11529"),  // Tomatoes, red, ripe, raw, year round average
        ("nigella seed", nil),
        ("tomato paste", "11546"),  // Tomato products, canned, paste, without salt added
        ("chipotle pepper", nil),
        ("fennel bulb", "11957"),  // Fennel, bulb, raw
        ("low-moisture mozzarella", "01027"),  // Cheese, mozzarella, whole milk, low moisture
        ("ras el hanout", nil),
        ("soy sauce", "16123"),  // Soy sauce made from soy and wheat (shoyu)
        ("asparagus", "11011"),  // Asparagus, raw
        ("eggplant", "11209"),  // Eggplant, raw
        ("ketchup", "11935"),  // Catsup
        ("bird's eye chili", "11819"),  // Peppers, hot chili, red, raw
        ("chinese five-spice powder", nil),
        ("mayonnaise", "04025"),  // Salad dressing, mayonnaise, regular
        ("oyster sauce", "06176"),  // Sauce, oyster, ready-to-serve
        ("savoy cabbage", "11114"),  // Cabbage, savoy, raw
        ("sriracha", nil),
        ("dark brown sugar", "19334"),  // Sugars, brown
        ("green bean", "11052"),  // Beans, snap, green, raw
        ("orange", "09200"),  // Oranges, raw, all commercial varieties
        ("sugar", "19335"),  // Sugars, granulated
        ("worcestershire sauce", "06971"),  // Sauce, worcestershire
        ("crushed tomato", "11693"),  // Tomatoes, crushed, canned
        ("lacinato kale", "11233"),  // Kale, raw
        ("tamari", "16124"),  // Soy sauce made from soy (tamari)
        ("yukon gold potato", "11352"),  // Potato, flesh and skin, raw
        ("almond extract", nil),
        ("black peppercorn", "02030"),  // Spices, pepper, black
        ("kashmiri chili powder", "02031"),  // Spices, pepper, red or cayenne
        ("red wine", "14096"),  // Alcoholic beverage, wine, table, red
        ("almond flour", "12061"),  // Nuts, almonds (ground: the cup of USDA's `cup, ground`, 95 g)
        ("dijon mustard", "02046"),  // Mustard, prepared, yellow
        ("milk", "01077"),  // Milk, whole, 3.25% milkfat, with added vitamin D
        ("mirin", nil),
        ("pomegranate molasses", nil),
        ("red curry paste", nil),
        ("artichoke", "11007"),  // Artichokes, (globe or french), raw
        ("cashew", "12087"),  // Nuts, cashew nuts, raw
        ("dashi", nil),
        ("desiccated coconut", "12108"),  // Nuts, coconut meat, dried (desiccated), not sweetened
        ("peanut", "16087"),  // Peanuts, all types, raw
        ("sherry vinegar", nil),
        ("sugar snap pea", "11300"),  // Peas, edible-podded, raw
        ("whole wheat flour", "20080"),  // Wheat flour, whole-grain
        ("almond", "12061"),  // Nuts, almonds
        ("creme fraiche", nil),
        ("dry sherry", "14536"),  // Alcoholic beverage, wine, dessert, dry (a fortified wine, as sherry is)
        ("walnut", "12155"),  // Nuts, walnuts, english
        ("hazelnut", "12120"),  // Nuts, hazelnuts or filberts
        ("light soy sauce", "16123"),  // Soy sauce made from soy and wheat (shoyu)
        ("orange blossom water", nil),
        ("rose water", nil),
        ("smooth peanut butter", "16098"),  // Peanut butter, smooth style, with salt
        ("vegetable stock", "06615"),  // SWANSON BROTH, Vegetable Broth (USDA has no vegetable stock; as `vegetable broth`)
        ("apple cider vinegar", "02048"),  // Vinegar, cider
        ("black bean", "16015"),  // Beans, black, mature seeds, cooked, boiled, without salt
        ("white wine vinegar", "02053"),  // Vinegar, distilled
        ("green curry paste", nil),
        ("hoisin sauce", "06175"),  // Sauce, hoisin, ready-to-serve
        ("pecan", "12142"),  // Nuts, pecans
        ("coriander seed", "02013"),  // Spices, coriander seed
        ("halloumi", nil),
        ("paneer", nil),
        ("romaine lettuce", "11251"),  // Lettuce, cos or romaine, raw
        ("sambal oelek", nil),
        ("white miso paste", "16112"),  // Miso
        ("feta", "01019"),  // Cheese, feta
        ("fish stock", "06174"),  // Soup, stock, fish, home-prepared
        ("gorgonzola", "01004"),  // Cheese, blue
        ("pecorino romano", "01038"),  // Cheese, romano
        ("beef stock", "06170"),  // Soup, stock, beef, home-prepared
        ("green bell pepper", "11333"),  // Peppers, sweet, green, raw
        ("lime", "09159"),  // Limes, raw
        ("plain yogurt", "01116"),  // Yogurt, plain, whole milk, 8 grams protein per 8 ounce
        ("rice vinegar", "02053"),  // Vinegar, distilled
        ("bean sprout", "11043"),  // Mung beans, mature seeds, sprouted, raw
        ("dry white wine", "14106"),  // Alcoholic beverage, wine, table, white
        ("oyster mushroom", "11987"),  // Mushrooms, oyster, raw
        ("unsweetened cocoa powder", "19165"),  // Cocoa, dry powder, unsweetened
        ("cake flour", "20084"),  // Wheat flour, white, cake, enriched
        ("red wine vinegar", "02068"),  // Vinegar, red wine
        ("sesame seed", "12023"),  // Seeds, sesame seeds, whole, dried
        ("sharp cheddar", "01009"),  // Cheese, cheddar
        ("fish sauce", "06179"),  // Sauce, fish, ready-to-serve
        ("harissa paste", nil),
        ("sake", "43479"),  // Alcoholic beverage, rice (sake)
        ("balsamic vinegar", "02069"),  // Vinegar, balsamic
        ("flour", "20081"),  // Wheat flour, white, all-purpose, enriched, bleached
        ("gruyere", "01023"),  // Cheese, gruyere
        ("parmigiano-reggiano", "01032"),  // Cheese, parmesan, grated
        ("pistachio", "12151"),  // Nuts, pistachio nuts, raw
        ("rolled oat", "08120"),  // Cereals, oats, regular and quick, not fortified, dry
        ("sour cream", "01056"),  // Cream, sour, cultured
        ("tamarind paste", nil),
        ("dark soy sauce", "16123"),  // Soy sauce made from soy and wheat (shoyu)
        ("agave syrup", "19912"),  // Sweetener, syrup, agave
        ("bread flour", "20083"),  // Wheat flour, white, bread, enriched
        ("chickpea", "16057"),  // Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt
        ("gochujang", nil),
        ("lager beer", "14003"),  // Alcoholic beverage, beer, regular, all
        ("pine nut", "12147"),  // Nuts, pine nuts, dried
        ("burrata", nil),
        ("raspberry", "09302"),  // Raspberries, raw
        ("banana", "09040"),  // Bananas, raw
        ("cotija cheese", "01227"),  // Cheese, dry white, queso seco
        ("monterey jack", "01025"),  // Cheese, monterey
        ("chili crisp", nil),
        ("wholegrain mustard", nil),
        ("dried fig", "09094"),  // Figs, dried, uncooked
        ("tahini", "12166"),  // Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)
        ("blueberry", "09050"),  // Blueberries, raw
        ("green lentil", "16069"),  // Lentils, raw
        ("strawberry", "09316"),  // Strawberries, raw
        ("sweet cherry", "09070"),  // Cherries, sweet, raw
        ("cranberry", "09078"),  // Cranberries, raw
        ("pineapple chunk", "09266"),  // Pineapple, raw, all varieties
        ("potato", "11352"),  // Potato, flesh and skin, raw
        ("granny smith apple", "09003"),  // Apples, raw, with skin
        ("ground beef", "23572"),  // Beef, ground, 80% lean meat / 20% fat, raw
        ("chicken breast", "05062"),  // Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw
        ("dried apricot", "09032"),  // Apricots, dried, sulfured, uncooked
        ("raisin", "09298"),  // Raisins, seedless
        ("red lentil", "16069"),  // Lentils, raw
        ("mascarpone", nil),
        ("parsley", "11297"),  // Parsley, fresh
        ("spaghetti", "20120"),  // Spaghetti, dry, enriched
        ("mango", "09176"),  // Mangos, raw
        ("plum", "09279"),  // Plums, raw
        ("zest and juice of lime", nil),
        ("blackberry", "09042"),  // Blackberries, raw
        ("milk chocolate", "19120"),  // Candies, milk chocolate
        ("smoked salmon", "15077"),  // Fish, salmon, chinook, smoked
        ("dark chocolate", "19904"),  // Chocolate, dark, 70-85% cacao solids
        ("peach", "09236"),  // Peaches, raw
        ("sunflower seed", "12036"),  // Seeds, sunflower seed kernels, dried
        ("brown rice", "20036"),  // Rice, brown, long-grain, raw
        ("dried cranberry", "09079"),  // Cranberries, dried, sweetened
        ("pear", "09252"),  // Pears, raw
        ("rhubarb", "09307"),  // Rhubarb, raw
        ("matcha powder", nil),
        ("soba noodle", "20114"),  // Noodles, japanese, soba, dry
        ("extra-firm tofu", "16159"),  // Tofu, extra firm, prepared with nigari
        ("ground pork", "10219"),  // Pork, fresh, ground, raw
        ("jasmine rice", "20044"),  // Rice, white, long-grain, regular, raw, enriched
        ("ground turkey", "05665"),  // Ground turkey, 93% lean, 7% fat, raw
        ("pork belly", "10005"),  // Pork, fresh, belly, raw
        ("pumpkin puree", "11424"),  // Pumpkin, canned, without salt
        ("white chocolate", "19087"),  // Candies, white chocolate
        ("wild rice", "20088"),  // Wild rice, raw
        ("anchovy fillet", "15002"),  // Fish, anchovy, european, canned in oil, drained solids
        ("basmati rice", "20044"),  // Rice, white, long-grain, regular, raw, enriched
        ("chicken", "05006"),  // Chicken, broilers or fryers, meat and skin, raw
        ("long-grain white rice", "20044"),  // Rice, white, long-grain, regular, raw, enriched
    ]

    @Test func theMostUsedFoodsStandForTheFoodsChosen() {
        #expect(Self.mostUsed.count == 300)
        for (food, ndb) in Self.mostUsed {
            #expect(table.food(named: food)?.usda?.ndb == ndb, "\(food)")
        }
    }

    /// Not the first string match: butter is butter, flour all-purpose flour, an egg a whole raw
    /// egg; what no row is stays unknown, and a food's last word does not make it that food.
    @Test func mappingIsChosenWithCare() {
        #expect(table.food(named: "butter")?.usda?.description == "Butter, salted")
        #expect(table.food(named: "flour")?.usda?.description == "Wheat flour, white, all-purpose, enriched, bleached")
        #expect(table.food(named: "eggs")?.usda?.description == "Egg, whole, raw, fresh")
        #expect(table.food(named: "Unsalted Butter")?.usda?.ndb == "01145")
        #expect(table.food(named: "Yellow Onions")?.group == "onion")
        for unknown in ["apple butter", "oat milk", "gravel", "garlic salt", "lime zest", "cheese"] {
            #expect(table.food(named: unknown) == nil, "\(unknown)")
        }
        #expect(table.food(named: "butterscotch chips")?.usda?.description == "Candies, confectioner's coating, butterscotch",
                "butterscotch chips are butterscotch, never butter")
        #expect(table.food(named: "lemon zest")?.usda?.description == "Lemon peel, raw", "zest is the peel, not the lemon")
    }

    /// Foods cooks name without a cut, a colour or a kind, each the USDA row a cook means by it
    /// (descriptions copied from FOOD_DES.txt): a meat named alone is the composite of its retail
    /// cuts, `1 red pepper` a sweet pepper (it was black pepper, which a count cannot weigh), tuna
    /// the canned light tuna in water, wine the table wine of no colour.
    @Test func foodsNamedWithoutAKindAreTheRowsACookMeans() {
        let chosen: [(food: String, description: String)] = [
            ("beef", "Beef, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/8\" fat, all grades, raw"),
            ("lamb", "Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/4\" fat, choice, raw"),
            ("pork", "Pork, fresh, composite of trimmed retail cuts (leg, loin, shoulder, and spareribs), separable lean and fat, raw"),
            ("pork chops", "Pork, fresh, loin, top loin (chops), boneless, separable lean and fat, raw"),
            ("turkey", "Turkey, whole, meat only, raw"),
            ("red pepper", "Peppers, sweet, red, raw"),
            ("green peppers", "Peppers, sweet, green, raw"),
            ("garbanzo beans", "Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt"),
            ("tuna", "Fish, tuna, light, canned in water, drained solids"),
            ("wine", "Alcoholic beverage, wine, table, all"),
            ("gin", "Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof"),
            ("peanut oil", "Oil, peanut, salad or cooking"),
            ("margarine", "Margarine, regular, 80% fat, composite, stick, with salt"),
            ("white pepper", "Spices, pepper, white"),
            ("stock cubes", "Soup, chicken broth or bouillon, dry"),
            ("vanilla essence", "Vanilla extract"),
            ("nori", "Seaweed, laver, raw"),
            ("risotto rice", "Rice, white, medium-grain, raw, enriched"),
            ("sticky rice", "Rice, white, glutinous, raw"),
            ("currants", "Currants, zante, dried"),
            ("red currants", "Currants, red and white, raw"),
            ("sultanas", "Raisins, golden seedless"),
            ("milk powder", "Milk, dry, nonfat, regular, without added vitamin A and vitamin D"),
            ("demerara sugar", "Sugar, turbinado"),
            ("gram flour", "Chickpea flour (besan)"),
            ("jam", "Jams and preserves"),
            ("haddock fillets", "Fish, haddock, raw"),
            ("swordfish steaks", "Fish, swordfish, raw"),
            ("tuna steaks", "Fish, tuna, fresh, yellowfin, raw"),
            ("chicken livers", "Chicken, liver, all classes, raw"),
            ("coffee", "Coffee, brewed from grounds, prepared with tap water"),
            ("farfalle", "Spaghetti, dry, enriched"),  // USDA's dry pasta, as `pasta` is
            ("pecorino", "Cheese, romano"),
            ("merlot", "Alcoholic beverage, wine, table, red"),
            ("stout", "Alcoholic beverage, beer, regular, all"),
            ("black-eyed peas", "Cowpeas, common (blackeyes, crowder, southern), mature seeds, cooked, boiled, without salt"),
            ("filo", "Phyllo dough"),
        ]
        for (food, description) in chosen {
            #expect(table.food(named: food)?.usda?.description == description, "\(food)")
        }
        #expect(table.food(named: "garbanzo beans")?.group == "chickpea", "bought and listed as chickpeas")
        #expect(table.food(named: "red pepper")?.group == "red bell pepper")
    }

    /// British and Australian names are the foods Americans name otherwise (descriptions from
    /// FOOD_DES.txt): yoghurt is yogurt, a capsicum a sweet pepper, chilli flakes the dried red
    /// pepper, passata sieved tomatoes (USDA's canned purée), coriander leaves cilantro; gingerroot,
    /// in one word in many American recipes, is ginger. Each merges on the list with its other name.
    @Test func foodsUnderTheirOtherEnglishNames() {
        let chosen: [(food: String, description: String, group: String)] = [
            ("natural yoghurt", "Yogurt, plain, whole milk, 8 grams protein per 8 ounce", "yogurt"),
            ("red capsicum", "Peppers, sweet, red, raw", "red bell pepper"),
            ("green capsicum", "Peppers, sweet, green, raw", "bell pepper"),
            ("chilli flakes", "Spices, pepper, red or cayenne", "red pepper flake"),
            ("tomato passata", "Tomato products, canned, puree, without salt added", "tomato puree"),
            ("coriander leaves", "Coriander (cilantro) leaves, raw", "cilantro"),
            ("gingerroot", "Ginger root, raw", "ginger"),
        ]
        for (food, description, group) in chosen {
            #expect(table.food(named: food)?.usda?.description == description, "\(food)")
            #expect(table.food(named: food)?.group == group, "\(food)")
        }
        // Greek yoghurt is weighed as Greek yogurt is: a cup as plain yogurt's, 245 g (WEIGHT.txt 01116).
        let cup = KitchenAmount(Quantity(Rational(1)), .cup)
        #expect(FoodTable.grams(of: cup, weights: table.weights(food: "Greek yoghurt", unit: .cup, size: nil, preparation: nil)) == Quantity(Rational(245)))
    }

    /// Almond flour and almond meal are almonds ground: USDA weighs a cup of ground almonds 95 g
    /// (WEIGHT.txt 12061 `cup, ground`; the whole kernels 143 g), of ground hazelnuts 75 g (12120);
    /// a line's own preparation still picks its measure, and grams the author gives stay theirs.
    @Test func aFlourOfNutsIsTheNutsGround() {
        let cup = KitchenAmount(Quantity(Rational(1)), .cup)
        for (food, ndb, grams) in [("almond flour", "12061", 95), ("Almond meal", "12061", 95), ("hazelnut flour", "12120", 75)] {
            let weights = table.weights(food: food, unit: .cup, size: nil, preparation: nil)
            #expect(weights?.food.usda?.ndb == ndb, "\(food)")
            #expect(FoodTable.grams(of: cup, weights: weights) == Quantity(Rational(grams)), "\(food)")
        }
        #expect(table.food(named: "almond meal")?.group == "almond flour", "one line on the list")
        let sifted = table.weights(food: "almond flour", unit: .cup, size: nil, preparation: "sifted")
        #expect(FoodTable.grams(of: cup, weights: sifted) == Quantity(Rational(95)))
    }

    /// A Roma tomato is USDA's plum tomato, 62 g (WEIGHT.txt 11529 `plum tomato`; a medium round tomato is
    /// 123 g), bought as plum tomatoes; instant and minute rice are the precooked rice, dry (20048, 95 g a
    /// cup; raw long-grain rice is 185 g), and ready rice the same rice prepared (20049, 165 g a cup).
    @Test func romaTomatoesAndInstantRice() {
        let roma = table.weights(food: "roma tomatoes", unit: nil, size: nil, preparation: nil)
        #expect(FoodTable.grams(of: KitchenAmount(Quantity(Rational(2)), nil), weights: roma)?.low == Rational(124))
        #expect(table.food(named: "roma tomato")?.group == "plum tomato")
        let cup = KitchenAmount(Quantity(Rational(1)), .cup)
        for (food, ndb, grams) in [("instant rice", "20048", 95), ("Minute rice", "20048", 95), ("Spanish style ready rice", "20049", 165)] {
            let weights = table.weights(food: food, unit: .cup, size: nil, preparation: nil)
            #expect(weights?.food.usda?.ndb == ndb, "\(food)")
            #expect(FoodTable.grams(of: cup, weights: weights) == Quantity(Rational(grams)), "\(food)")
        }
    }

    /// Beans stand for cooked beans (recipes mostly use them canned), but dried ones are USDA's
    /// raw mature seeds: a cup of dried chickpeas 200 g (16056, 364 kcal per 100 g), of chickpeas
    /// 164 g (16057, cooked, 164 kcal); dry black beans are 16014, raw.
    @Test func driedBeansAreRawSeeds() throws {
        let dried = try #require(table.weights(food: "chickpeas", unit: .cup, size: nil, preparation: "dried"))
        #expect(dried.food.usda?.ndb == "16056")
        #expect(FoodTable.grams(of: KitchenAmount(Quantity(Rational(1)), .cup), weights: dried)?.low == Rational(200))
        let cooked = try #require(table.weights(food: "chickpeas", unit: .cup, size: nil, preparation: nil))
        #expect(cooked.food.usda?.ndb == "16057")
        #expect(FoodTable.grams(of: KitchenAmount(Quantity(Rational(1)), .cup), weights: cooked)?.low == Rational(164))
        #expect(table.weights(food: "black beans", unit: .lb, size: nil, preparation: "dry, picked over")?.food.usda?.ndb == "16014")
        #expect(table.weights(food: "lentils", unit: .cup, size: nil, preparation: "dry")?.food.usda?.ndb == "16069", "lentils are raw already")
    }

    /// USDA's top sirloin steak, 608 g, is the whole cut, not a steak a cook serves, and its salmon
    /// fillet (`.5 fillet` 198 g, WEIGHT.txt 15076) a whole side of the fish, not the 4 to 6 oz a cook
    /// counts: a count of them is not weighed (by weight they are).
    @Test func aWholeCutIsNoPiece() {
        for food in ["sirloin steak", "salmon fillets", "salmon"] {
            let weights = table.weights(food: food, unit: nil, size: nil, preparation: nil)
            #expect(weights?.food.usda != nil, "\(food)")
            #expect(FoodTable.grams(of: KitchenAmount(Quantity(Rational(2)), nil), weights: weights) == nil, "\(food)")
            #expect(FoodTable.grams(of: KitchenAmount(Quantity(Rational(12)), .oz), weights: weights)?.low == Rational(12) * RecipositoryCore.Unit.oz.baseAmount!)
        }
    }

    /// A herb's or a leafy vegetable's leaves, needles, sprigs and florets are that herb or
    /// vegetable (`parsley leaves` are fresh parsley); a spice's are not its seed (`fenugreek
    /// leaves`), a fruit's are not the fruit (banana leaves wrap a parcel), and a root's leaves are
    /// USDA's greens of it or unknown.
    @Test func aPlantsPartsAreThePlantOnlyWhereACookEatsThem() {
        #expect(table.food(named: "parsley leaves")?.usda?.description == "Parsley, fresh")
        #expect(table.food(named: "rosemary needles")?.usda?.description == "Rosemary, fresh")
        #expect(table.food(named: "spinach leaves")?.usda?.description == "Spinach, raw")
        #expect(table.food(named: "cauliflower florets")?.usda?.description == "Cauliflower, raw")
        #expect(table.food(named: "beet leaves")?.usda?.description == "Beet greens, raw")
        for unknown in ["fenugreek leaves", "banana leaves", "radish leaves", "carrot tops", "curry leaves"] {
            #expect(table.food(named: unknown) == nil, "\(unknown)")
        }
        #expect(table.food(named: "colby jack cheese")?.usda?.description == "Cheese, colby")
        #expect(table.food(named: "unsweetened apple sauce")?.usda?.description == "Applesauce, canned, unsweetened, without added ascorbic acid (includes USDA commodity)")
    }

    /// A count of these is USDA's piece (WEIGHT.txt): a red pepper 119 g (`1 medium`), a pork chop
    /// 185 g (`1 chop`), a stock cube 4 g (`1 cube`), a can of tuna 165 g (`1 can`), a whole chicken's
    /// meat and skin 920 g (`.5 chicken, bone removed` 460 g), a prune 9.5 g (`1 prune, pitted`), a
    /// cup of chickpea flour 92 g, a boneless ribeye steak 316 g (`1 steak`), a haddock fillet 193 g,
    /// a chicken leg 344 g (`1 leg, with skin`), a shiitake 19 g (`1 piece whole`), a serrano 6.1 g
    /// (`1 pepper`), a grapefruit 246 g (`.5 fruit` 123 g), a cherry 8.2 g; where USDA counts a food only by a
    /// piece named as the food itself: an apricot 35 g (`1 apricot`), a beet 82 g (`1 beet (2" dia)`), a green
    /// bean 5.5 g (`10 beans (4" long)` 55 g), a grape 4.9 g (`10 grapes` 49 g).
    @Test(arguments: [("red pepper", nil, 119.0), ("pork chop", nil, 185), ("bouillon cube", nil, 4.0),
                      ("tuna", RecipositoryCore.Unit.can, 165), ("chicken", nil, 920), ("prune", nil, 9.5),
                      ("chickpea flour", RecipositoryCore.Unit.cup, 92), ("ribeye steak", nil, 316), ("haddock fillet", nil, 193),
                      ("chicken leg", nil, 344), ("shiitake mushroom", nil, 19), ("serrano pepper", nil, 6.1),
                      ("grapefruit", nil, 246), ("cherries", nil, 8.2), ("apricots", nil, 35), ("beets", nil, 82),
                      ("green beans", nil, 5.5), ("grapes", nil, 4.9)] as [(String, RecipositoryCore.Unit?, Double)])
    func aCountIsUSDAsPiece(food: String, unit: RecipositoryCore.Unit?, grams: Double) throws {
        let weights = table.weights(food: food, unit: unit, size: nil, preparation: nil)
        let weighed = try #require(FoodTable.grams(of: KitchenAmount(Quantity(Rational(1)), unit), weights: weights), "\(food)")
        #expect(abs(weighed.low.doubleValue - grams) < 0.05, "\(food): \(weighed.low.doubleValue) g")
    }

    /// Weights USDA gives in other words than a plain measure, read as a cook would (WEIGHT.txt, by hand):
    /// marinara's `serving 1/2 cup` 132 g is 264 g a cup; a croissant `croissant, medium` 57 g, a large 67 g; a
    /// mango's `fruit without refuse` 336 g; a bratwurst's `link cooked` 85 g; a frozen pie crust 173 g (`pie crust
    /// (average weight of 1 frozen crust)`, not its `piece (1/8 of 9" crust)` 18 g); a hamburger bun's `roll` 42 g;
    /// an ear of corn `ear, medium` 102 g.
    @Test(arguments: [("marinara sauce", RecipositoryCore.Unit.cup, nil, 264.0), ("croissant", nil, nil, 57),
                      ("croissant", nil, "large", 67), ("mango", nil, nil, 336), ("bratwurst", nil, nil, 85),
                      ("pie crust", nil, nil, 173), ("hamburger buns", nil, nil, 42), ("almond butter", .tbsp, nil, 16),
                      ("corn", nil, "medium", 102)] as [(String, RecipositoryCore.Unit?, String?, Double)])
    func measuresSaidInOtherWords(food: String, unit: RecipositoryCore.Unit?, size: String?, grams: Double) throws {
        let weights = table.weights(food: food, unit: unit, size: size, preparation: nil)
        let weighed = try #require(FoodTable.grams(of: KitchenAmount(Quantity(Rational(1)), unit), weights: weights), "\(food)")
        #expect(abs(weighed.low.doubleValue - grams) < 0.05, "\(food): \(weighed.low.doubleValue) g")
    }

    /// A food named with its kind after it is that food: `penne pasta` is penne (dry pasta, USDA's
    /// spaghetti row), `corn kernels` corn, `Italian sausage links` the sausage; but `rice noodles` are USDA's rice noodles, not rice, and `almond flour` no wheat flour but almonds.
    @Test func aFoodNamedWithItsKind() {
        #expect(table.food(named: "penne pasta")?.usda?.ndb == "20120")
        #expect(table.food(named: "lasagna noodles")?.usda?.ndb == "20120")
        #expect(table.food(named: "rotini pasta")?.usda?.description == "Macaroni, dry, enriched")
        #expect(table.food(named: "corn kernels")?.usda?.description == "Corn, sweet, yellow, raw")
        #expect(table.food(named: "Italian sausage links")?.usda?.description == "Sausage, Italian, pork, raw")
        #expect(table.food(named: "onion links") == nil, "a link is a sausage's")
        #expect(table.food(named: "rice noodles")?.usda?.description == "Rice noodles, dry")
        #expect(table.food(named: "almond flour")?.usda?.description == "Nuts, almonds")
    }

    /// Meat measured by the cup is cooked meat: `2 cups shredded chicken` is USDA's roasted chicken
    /// meat (05013), by its plain measure, a tablespoon of 8.7 g (139.2 g a cup; chopped or diced USDA
    /// weighs a cup 140 g), not raw chicken, which no cup weighs.
    @Test func meatByTheCupIsCooked() throws {
        let weights = try #require(table.weights(food: "chicken", unit: .cup, size: nil, preparation: "shredded"))
        #expect(weights.food.usda?.ndb == "05013")
        #expect(FoodTable.grams(of: KitchenAmount(Quantity(Rational(2)), .cup), weights: weights)?.low == Rational(2784, 10))
        #expect(table.weights(food: "chicken", unit: .lb, size: nil, preparation: nil)?.food.usda?.ndb == "05006", "by weight it is raw")
    }

    /// A name is found only by the key a recipe's food folds to (`Cheerios` is `cheerio`): a name in the
    /// table that is not its own key could never be looked up.
    @Test func everyNameIsItsOwnKey() {
        for name in table.foods.keys {
            #expect(FoodKey.mergeKey(name) == name, "\(name) is looked up as \(FoodKey.mergeKey(name))")
        }
    }

    @Test func liquidsAreShownByVolume() {
        for liquid in ["milk", "olive oil", "chicken stock", "water", "lemon juice", "red wine", "soy sauce"] {
            #expect(table.food(named: liquid)?.usda?.isLiquid == true, "\(liquid)")
        }
        for solid in ["flour", "sugar", "butter", "walnuts", "rice", "honey", "cheddar"] {
            #expect(table.food(named: solid)?.usda?.isLiquid == false, "\(solid)")
        }
    }

    /// A site's `densities:` win over USDA's cup, and make a food the table lacks weighable by the cup.
    @Test func aSitesDensitiesWin() {
        let site = table.overridden(byGramsPerCup: ["flour": Rational(120), "gravel": Rational(300)])
        #expect(site.weights(food: "flour", unit: .cup, size: nil, preparation: nil)?.gramsPerMl == Rational(120) / RecipositoryCore.Unit.cup.baseAmount!)
        #expect(site.weights(food: "gravel", unit: .cup, size: nil, preparation: nil)?.gramsPerMl == Rational(300) / RecipositoryCore.Unit.cup.baseAmount!)
        #expect(site.food(named: "flour")?.usda?.ndb == "20081", "the nutrients stay USDA's")
    }
}
