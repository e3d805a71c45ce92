/// How much a US cup of a food weighs, so a volume can become a weight and back (the unit switch,
/// the shopping list's sums). Each value names its source; a site adds or corrects foods in
/// `recipository.yml` (`densities:`). Sources:
/// - USDA: USDA FoodData Central, SR Legacy, the food's "1 cup" portion weight
///   (https://fdc.nal.usda.gov/).
/// - KAB: King Arthur Baking, Ingredient Weight Chart
///   (https://www.kingarthurbaking.com/learn/ingredient-weight-chart), per cup.
/// - SI: water is 1 g/ml (236.6 g in a US cup of 236.588 ml).
/// Checked entry by entry in November 2026 against the King Arthur chart (as transcribed in
/// jennycade/convert_to_weight, data/myweightchart.js: almond flour 96 g, cornmeal (whole) 138 g) and
/// FoodData Central SR Legacy portions (honey: FDC 169640, 1 cup 339 g; a table of SR Legacy cup
/// weights agrees on olive oil 216, soybean oil 218, maple syrup 315, sugar 200, brown sugar 220,
/// peanut butter 258, walnuts 117, cooked chickpeas 164): caster sugar was the USDA figure for granulated sugar and is now King Arthur's
/// superfine sugar; KAB's own figures are lighter for flours (120 g all-purpose) than USDA's (125 g),
/// and the table keeps USDA's for those, as each row says.
public struct DensityTable: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var food: String
        public var gramsPerCup: Rational
        public var source: String
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
            copy.entries[FoodKey.mergeKey(food)] = Entry(food: food, gramsPerCup: grams, source: "recipository.yml")
        }
        return copy
    }

    private static func e(_ food: String, _ grams: Int, _ source: String) -> Entry {
        Entry(food: food, gramsPerCup: Rational(grams), source: source)
    }

    public static let builtIn = DensityTable(entries: [
        e("flour", 125, "USDA: wheat flour, white, all-purpose, 1 cup 125 g"),
        e("all-purpose flour", 125, "USDA: wheat flour, white, all-purpose, 1 cup 125 g"),
        e("plain flour", 125, "USDA: wheat flour, white, all-purpose, 1 cup 125 g"),
        e("bread flour", 137, "USDA: wheat flour, white, bread, 1 cup 137 g"),
        e("cake flour", 137, "USDA: wheat flour, white, cake, 1 cup 137 g"),
        e("whole wheat flour", 120, "USDA: whole-grain wheat flour, 1 cup 120 g"),
        e("self-raising flour", 125, "USDA: wheat flour, white, all-purpose, self-rising, 1 cup 125 g"),
        e("self-rising flour", 125, "USDA: wheat flour, white, all-purpose, self-rising, 1 cup 125 g"),
        e("cornmeal", 138, "KAB: cornmeal (whole), 1 cup 138 g"),
        e("cornstarch", 128, "USDA: cornstarch, 1 cup 128 g"),
        e("almond flour", 96, "KAB: almond flour, 1 cup 96 g"),
        e("sugar", 200, "USDA: sugars, granulated, 1 cup 200 g"),
        e("granulated sugar", 200, "USDA: sugars, granulated, 1 cup 200 g"),
        e("caster sugar", 190, "KAB: Baker's Special Sugar (superfine sugar, castor sugar), 1 cup 190 g"),
        e("brown sugar", 220, "USDA: sugars, brown, 1 cup packed 220 g"),
        e("powdered sugar", 120, "USDA: sugars, powdered, 1 cup unsifted 120 g"),
        e("icing sugar", 120, "USDA: sugars, powdered, 1 cup unsifted 120 g"),
        e("butter", 227, "USDA: butter, salted, 1 cup 227 g"),
        e("rice", 185, "USDA: rice, white, long-grain, regular, raw, 1 cup 185 g"),
        e("oats", 81, "USDA: cereals, oats, regular and quick, not fortified, dry, 1 cup 81 g"),
        e("rolled oats", 81, "USDA: cereals, oats, regular and quick, not fortified, dry, 1 cup 81 g"),
        e("milk", 244, "USDA: milk, whole, 3.25% milkfat, 1 cup 244 g"),
        e("buttermilk", 245, "USDA: milk, buttermilk, fluid, cultured, lowfat, 1 cup 245 g"),
        e("heavy cream", 238, "USDA: cream, fluid, heavy whipping, 1 cup (fluid) 238 g"),
        e("cream", 238, "USDA: cream, fluid, heavy whipping, 1 cup (fluid) 238 g"),
        e("yogurt", 245, "USDA: yogurt, plain, whole milk, 1 cup 245 g"),
        e("sour cream", 230, "USDA: cream, sour, cultured, 1 cup 230 g"),
        e("water", 237, "SI: 1 g/ml, a US cup is 236.588 ml"),
        e("oil", 218, "USDA: oil, vegetable, soybean, 1 cup 218 g"),
        e("vegetable oil", 218, "USDA: oil, vegetable, soybean, 1 cup 218 g"),
        e("olive oil", 216, "USDA: oil, olive, salad or cooking, 1 cup 216 g"),
        e("honey", 339, "USDA: honey, 1 cup 339 g"),
        e("maple syrup", 315, "USDA: syrups, maple, 1 cup 315 g"),
        e("molasses", 337, "USDA: molasses, 1 cup 337 g"),
        e("cocoa powder", 86, "USDA: cocoa, dry powder, unsweetened, 1 cup 86 g"),
        e("salt", 292, "USDA: salt, table, 1 cup 292 g"),
        e("baking soda", 221, "USDA: leavening agents, baking soda, 1 tsp 4.6 g (x48)"),
        e("baking powder", 221, "USDA: leavening agents, baking powder, double-acting, 1 tsp 4.6 g (x48)"),
        e("peanut butter", 258, "USDA: peanut butter, smooth style, 2 tbsp 32 g (x8 = 256 g; 1 cup 258 g)"),
        e("chocolate chips", 168, "USDA: candies, semisweet chocolate, 1 cup chips 168 g"),
        e("parmesan", 100, "USDA: cheese, parmesan, grated, 1 cup 100 g"),
        e("grated cheese", 113, "USDA: cheese, cheddar, 1 cup shredded 113 g"),
        e("lentils", 192, "USDA: lentils, raw, 1 cup 192 g"),
        e("chickpeas", 164, "USDA: chickpeas, mature seeds, cooked, 1 cup 164 g"),
        e("stock", 240, "USDA: soup, stock, chicken, home-prepared, 1 cup 240 g"),
        e("broth", 240, "USDA: soup, stock, chicken, home-prepared, 1 cup 240 g"),
        e("coconut milk", 226, "USDA: nuts, coconut milk, canned, 1 cup 226 g"),
        e("raisins", 145, "USDA: raisins, seedless, 1 cup (not packed) 145 g"),
        e("walnuts", 117, "USDA: nuts, walnuts, english, 1 cup chopped 117 g"),
        e("breadcrumbs", 108, "USDA: bread crumbs, dry, grated, plain, 1 cup 108 g"),
    ])
}
