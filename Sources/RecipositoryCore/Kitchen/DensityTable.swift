/// How much a US cup of a food weighs, so a volume can become a weight and back (the unit switch,
/// the shopping list's sums). Each value names its source; a site adds or corrects foods in
/// `recipository.yml` (`densities:`). Sources:
/// - USDA: USDA FoodData Central, SR Legacy, the food's "1 cup" portion weight
///   (https://fdc.nal.usda.gov/).
/// - KAB: King Arthur Baking, Ingredient Weight Chart
///   (https://www.kingarthurbaking.com/learn/ingredient-weight-chart), per cup.
/// - SI: water is 1 g/ml (236.6 g in a US cup of 236.588 ml).
/// KAB's figures are lighter for flours (120 g all-purpose) than USDA's (125 g); the table keeps
/// USDA's for those, as each row says.
///
/// `checked` says where the value was found again in a published copy of its source (and so is
/// confirmed), or is nil when it was not: docs/cooking-and-shopping.md lists those. Two rounds of checking, in
/// November 2026: the first against the King Arthur chart as transcribed in
/// jennycade/convert_to_weight (data/myweightchart.js), FoodData Central's honey (FDC 169640) and a
/// table of SR Legacy cup weights; the second against pages that reprint the FDC SR Legacy portion
/// of a food (eatm3.com's "Serving: 1 cup [125g]", getfoodfacts.com, nutrition pages quoting USDA)
/// and the King Arthur chart again. A value the checked copy gives within 1 g counts as confirmed
/// and says so; one it gives differently stays unconfirmed and names what was found.
public struct DensityTable: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var food: String
        public var gramsPerCup: Rational
        public var source: String
        /// Where the value was found again (confirmed); nil when it was not.
        public var checked: String?
    }

    public private(set) var entries: [String: Entry]

    public init(entries: [Entry]) {
        var table: [String: Entry] = [:]
        for entry in entries { table[FoodKey.mergeKey(entry.food)] = entry }
        self.entries = table
    }

    /// Grams per millilitre of `food`, looked up as `FoodKey.lookup` says; nil when unknown.
    public func density(of food: String) -> Rational? {
        FoodKey.lookup(food, in: entries).map { $0.gramsPerCup / Unit.cup.baseAmount! }
    }

    /// The built-in table with the site's own values over it.
    public func overridden(by site: [String: Rational]) -> DensityTable {
        var copy = self
        for (food, grams) in site.sorted(by: { $0.key < $1.key }) {
            copy.entries[FoodKey.mergeKey(food)] = Entry(food: food, gramsPerCup: grams, source: "recipository.yml", checked: nil)
        }
        return copy
    }

    private static func e(_ food: String, _ grams: Int, _ source: String, checked: String?) -> Entry {
        Entry(food: food, gramsPerCup: Rational(grams), source: source, checked: checked)
    }

    // Where the rows were checked (see above).
    private static let kab = "KAB chart as transcribed in jennycade/convert_to_weight: "
    private static let eatm3 = "FDC SR Legacy portion as eatm3.com reprints it: "
    private static let srTable = "a table of SR Legacy cup weights (first round): "

    public static let builtIn = DensityTable(entries: [
        e("flour", 125, "USDA: wheat flour, white, all-purpose, 1 cup 125 g",
          checked: eatm3 + "wheat flour, white, all-purpose, enriched, unbleached, 1 cup [125g]"),
        e("all-purpose flour", 125, "USDA: wheat flour, white, all-purpose, 1 cup 125 g",
          checked: eatm3 + "wheat flour, white, all-purpose, enriched, unbleached, 1 cup [125g]"),
        e("plain flour", 125, "USDA: wheat flour, white, all-purpose, 1 cup 125 g",
          checked: eatm3 + "wheat flour, white, all-purpose, enriched, unbleached, 1 cup [125g]"),
        e("bread flour", 137, "USDA: wheat flour, white, bread, 1 cup 137 g",
          checked: eatm3 + "wheat flour, white, bread, enriched, 1 cup [137g]"),
        e("cake flour", 137, "USDA: wheat flour, white, cake, 1 cup 137 g", checked: nil),
        e("whole wheat flour", 120, "USDA: whole-grain wheat flour, 1 cup 120 g", checked: nil),
        e("self-raising flour", 125, "USDA: wheat flour, white, all-purpose, self-rising, 1 cup 125 g",
          checked: eatm3 + "wheat flour, white, all-purpose, self-rising, enriched, 1 cup [125g]"),
        e("self-rising flour", 125, "USDA: wheat flour, white, all-purpose, self-rising, 1 cup 125 g",
          checked: eatm3 + "wheat flour, white, all-purpose, self-rising, enriched, 1 cup [125g]"),
        e("cornmeal", 138, "KAB: cornmeal (whole), 1 cup 138 g",
          checked: kab + "cornmeal (whole), 1 cup 138 g"),
        e("cornstarch", 128, "USDA: cornstarch, 1 cup 128 g",
          checked: "eggplant.kitchology.com (USDA figures): cornstarch, amount per 1 cup (128 g); bakingcalculators.com: 1 cup 128 g"),
        e("almond flour", 96, "KAB: almond flour, 1 cup 96 g",
          checked: kab + "almond flour, 1 cup 96 g"),
        e("sugar", 200, "USDA: sugars, granulated, 1 cup 200 g",
          checked: srTable + "sugar, 1 cup 200 g"),
        e("granulated sugar", 200, "USDA: sugars, granulated, 1 cup 200 g",
          checked: srTable + "sugar, 1 cup 200 g"),
        e("caster sugar", 190, "KAB: Baker's Special Sugar (superfine sugar, castor sugar), 1 cup 190 g",
          checked: kab + "baker's special sugar (superfine sugar, castor sugar), 1 cup 190 g"),
        e("brown sugar", 220, "USDA: sugars, brown, 1 cup packed 220 g",
          checked: srTable + "brown sugar, 1 cup 220 g"),
        e("powdered sugar", 120, "USDA: sugars, powdered, 1 cup unsifted 120 g",
          checked: eatm3 + "sugars, powdered, 1 cup unsifted [120g]"),
        e("icing sugar", 120, "USDA: sugars, powdered, 1 cup unsifted 120 g",
          checked: eatm3 + "sugars, powdered, 1 cup unsifted [120g]"),
        e("butter", 227, "USDA: butter, salted, 1 cup 227 g",
          checked: kab + "butter, 8 tbsp 113 g (226 g a cup: within 1 g)"),
        e("rice", 185, "USDA: rice, white, long-grain, regular, raw, 1 cup 185 g",
          checked: eatm3 + "rice, white, long-grain, regular, raw, enriched, 1 cup [185g]"),
        e("oats", 81, "USDA: cereals, oats, regular and quick, not fortified, dry, 1 cup 81 g",
          checked: "thelivinglook.com, citing FoodData Central: 1 cup of raw rolled oats 81 g; ntro.it.com: 1 cup dry quick oats about 81 g"),
        e("rolled oats", 81, "USDA: cereals, oats, regular and quick, not fortified, dry, 1 cup 81 g",
          checked: "thelivinglook.com, citing FoodData Central: 1 cup of raw rolled oats 81 g; ntro.it.com: 1 cup dry quick oats about 81 g"),
        e("milk", 244, "USDA: milk, whole, 3.25% milkfat, 1 cup 244 g",
          checked: "iythealth.com: a 1-cup serving (244 grams) of whole milk; snapcalorie.com: 1 serving of milk 244 g"),
        e("buttermilk", 245, "USDA: milk, buttermilk, fluid, cultured, lowfat, 1 cup 245 g", checked: nil),  // not confirmed; found: KAB: 1 cup 227 g
        e("heavy cream", 238, "USDA: cream, fluid, heavy whipping, 1 cup (fluid) 238 g",
          checked: "ntro.it.com (nutrition data): one standard cup (238g) of fluid heavy whipping cream"),
        e("cream", 238, "USDA: cream, fluid, heavy whipping, 1 cup (fluid) 238 g",
          checked: "ntro.it.com (nutrition data): one standard cup (238g) of fluid heavy whipping cream"),
        e("yogurt", 245, "USDA: yogurt, plain, whole milk, 1 cup 245 g",
          checked: "caloriecounter.io: plain yogurt made from whole milk, each cup (245 g); ntro.it.com: per cup (245g)"),
        e("sour cream", 230, "USDA: cream, sour, cultured, 1 cup 230 g", checked: nil),  // not confirmed; found: KAB: 1 cup 227 g
        e("water", 237, "SI: 1 g/ml, a US cup is 236.588 ml",
          checked: "by definition (SI)"),
        e("oil", 218, "USDA: oil, vegetable, soybean, 1 cup 218 g",
          checked: srTable + "soybean oil, 1 cup 218 g"),
        e("vegetable oil", 218, "USDA: oil, vegetable, soybean, 1 cup 218 g",
          checked: srTable + "soybean oil, 1 cup 218 g"),
        e("olive oil", 216, "USDA: oil, olive, salad or cooking, 1 cup 216 g",
          checked: srTable + "olive oil, 1 cup 216 g"),
        e("honey", 339, "USDA: honey, 1 cup 339 g",
          checked: "FoodData Central, honey (FDC 169640): 1 cup 339 g"),
        e("maple syrup", 315, "USDA: syrups, maple, 1 cup 315 g",
          checked: srTable + "maple syrup, 1 cup 315 g"),
        e("molasses", 337, "USDA: molasses, 1 cup 337 g",
          checked: "getfoodfacts.com, FoodData Central molasses (FDC 168820): a 337 g serving (1 cup)"),
        e("cocoa powder", 86, "USDA: cocoa, dry powder, unsweetened, 1 cup 86 g", checked: nil),  // not confirmed; found: KAB: 1/2 cup 42 g, 84 g a cup
        e("salt", 292, "USDA: salt, table, 1 cup 292 g", checked: nil),  // not confirmed; found: KAB: table salt 1 tbsp 18 g, 288 g a cup
        e("baking soda", 221, "USDA: leavening agents, baking soda, 1 tsp 4.6 g (x48)", checked: nil),  // not confirmed; found: KAB: 1/2 tsp 3 g
        e("baking powder", 221, "USDA: leavening agents, baking powder, double-acting, 1 tsp 4.6 g (x48)", checked: nil),  // not confirmed; found: KAB: 1 tsp 4 g
        e("peanut butter", 258, "USDA: peanut butter, smooth style, 2 tbsp 32 g (x8 = 256 g; 1 cup 258 g)",
          checked: srTable + "peanut butter, 1 cup 258 g"),
        e("chocolate chips", 168, "USDA: candies, semisweet chocolate, 1 cup chips 168 g", checked: nil),  // not confirmed; found: KAB: 1 cup 170 g
        e("parmesan", 100, "USDA: cheese, parmesan, grated, 1 cup 100 g",
          checked: kab + "cheese (grated parmesan), 1/2 cup 50 g"),
        e("grated cheese", 113, "USDA: cheese, cheddar, 1 cup shredded 113 g",
          checked: kab + "cheese (grated cheddar, jack, mozzarella, or swiss), 1 cup 113 g"),
        e("lentils", 192, "USDA: lentils, raw, 1 cup 192 g", checked: nil),
        e("chickpeas", 164, "USDA: chickpeas, mature seeds, cooked, 1 cup 164 g",
          checked: srTable + "chickpeas, cooked, 1 cup 164 g"),
        e("stock", 240, "USDA: soup, stock, chicken, home-prepared, 1 cup 240 g", checked: nil),
        e("broth", 240, "USDA: soup, stock, chicken, home-prepared, 1 cup 240 g", checked: nil),
        e("coconut milk", 226, "USDA: nuts, coconut milk, canned, 1 cup 226 g", checked: nil),
        e("raisins", 145, "USDA: raisins, seedless, 1 cup (not packed) 145 g", checked: nil),  // not confirmed; found: KAB: loose, 1 cup 149 g
        e("walnuts", 117, "USDA: nuts, walnuts, english, 1 cup chopped 117 g",
          checked: srTable + "walnuts, chopped, 1 cup 117 g"),
        e("breadcrumbs", 108, "USDA: bread crumbs, dry, grated, plain, 1 cup 108 g", checked: nil),  // not confirmed; found: KAB: dried, 1/4 cup 28 g
    ])
}
