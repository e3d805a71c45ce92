/// What foods weigh and what is in them: the foods the ingredient reader names, each standing for
/// a USDA food (National Nutrient Database, SR26) with its household measures and its nutrients
/// per 100 g. Derived by `Scripts/derive_food_table.py` (the rows are in `FoodTable+Data.swift`);
/// a site's `densities:` (grams per cup) win over the table's cup. A food the table does not know
/// stays unknown: nothing is guessed from a similar name.
public struct FoodTable: Hashable, Sendable {
    /// One household measure of a USDA food: `1 cup, chopped` of onion is 160 g.
    public struct Measure: Hashable, Sendable {
        /// The unit (`cup`, `stick`, `clove`, `slice`); nil for a piece (`1 medium`, `1 fruit`).
        public var unit: Unit?
        /// `small`, `medium`, `large`, `extra large`, `jumbo`; `each` for a piece of no size.
        public var size: String?
        /// How the food was prepared for the measure (`chopped`, `packed`), nil for the plain measure.
        public var preparation: String?
        /// One unit's (or piece's) weight in grams.
        public var grams: Rational
        /// The USDA WEIGHT.txt row it is read from: `Seq|Amount|Msre_Desc|Gm_Wgt`.
        public var row: String
    }

    /// A USDA food: its number, description, measures and nutrients per 100 g.
    public struct USDAFood: Hashable, Sendable {
        public var ndb: String
        public var description: String
        /// Shown in ml on a metric page, as cooks measure it (milk, oil, stock), rather than weighed.
        public var isLiquid: Bool
        public var per100g: Nutrients
        public var measures: [Measure]
        /// For a meat USDA weighs with its bone (a whole chicken, a wing, spareribs): the share of what
        /// is bought on the bone that is bone, from USDA's refuse (0.32 of a whole chicken); nil for others.
        public var boneShare: Double?
    }

    /// A food by the name recipes give it.
    public struct Food: Hashable, Sendable {
        public var name: String
        /// nil for a name known to stand for no USDA food (`oat milk`), or a site's food weighed only by the cup.
        public var usda: USDAFood?
        /// The food the shopping list merges it into: `yellow onion` is bought as `onion`.
        public var group: String
        /// Which piece a count of it means, where USDA's medium or single piece is not it (`large` eggs, garlic `clove`s).
        public var piece: String?
        /// The preparation its name says, or that a cup of it means where the line names none, whose USDA volume
        /// measure it takes: `almond flour` is almonds `ground`, a cup of cheddar is shredded (113 g, not diced 132 g).
        public var prepared: String?
        /// Grams per US cup from the site's `densities:`, over the USDA cup.
        public var siteGramsPerCup: Rational?

        public var isKnown: Bool { usda != nil || siteGramsPerCup != nil }
    }

    public private(set) var foods: [String: Food] {
        // Other foods weigh otherwise: the copy `overridden` makes keeps none of the original's weighings.
        didSet { weighed = WeightsMemo() }
    }
    /// Each food, unit, size and preparation as weighed (`weights(food:unit:size:preparation:)`).
    private(set) var weighed = WeightsMemo()
    /// Every food name of the vocabulary, known or not: a lookup stops at a word that is a food itself.
    let foodWords: Set<String>

    init(usdaRows: String, foodRows: String) {
        var usda: [String: USDAFood] = [:]
        for line in Self.fields(usdaRows[...], "\n") where !line.isEmpty {
            let fields = Self.fields(line, "\t").map(String.init)
            guard fields.count == 5 || fields.count == 6 else { continue }
            let values = Self.fields(fields[3][...], " ").filter { !$0.isEmpty }.map { Double($0) ?? 0 }
            let measures = Self.wholeBeforeFractions(Self.fields(fields[4][...], ";").filter { !$0.isEmpty }.compactMap { Self.measure(String($0)) })
            usda[fields[0]] = USDAFood(ndb: fields[0], description: fields[1], isLiquid: fields[2] == "liquid",
                                       per100g: Nutrients(table: values), measures: measures,
                                       boneShare: fields.count == 6 ? Self.bonePercent(fields[5]).map { $0 / 100 } : nil)
        }
        var foods: [String: Food] = [:]
        for line in Self.fields(foodRows[...], "\n") where !line.isEmpty {
            let fields = Self.fields(line, "\t").map(String.init)
            guard fields.count >= 3 else { continue }
            foods[fields[0]] = Food(name: fields[0], usda: usda[fields[1]], group: fields[2],
                                    piece: fields.count > 3 && !fields[3].isEmpty ? fields[3] : nil,
                                    prepared: fields.count > 4 && !fields[4].isEmpty ? fields[4] : nil)
        }
        // A row with a hyphen answers to its words with spaces too (`all purpose flour`), as a name with one does
        // to the row with spaces (`food(named:)`): one spelling of each food, whichever a recipe writes.
        for (key, food) in foods where key.contains("-") {
            let spaced = key.replacingOccurrences(of: "-", with: " ")
            if foods[spaced] == nil { foods[spaced] = food }
        }
        self.foods = foods
        self.foodWords = Set(foods.keys).union(FoodVocabulary.foods.map(FoodKey.mergeKey))
    }

    /// `text` cut at every `separator` (ASCII), empty parts kept: as `split` by Character cuts it,
    /// found by byte. The same cut while no separator has a mark joined to it (`@` and a combining
    /// accent, one Character) and no line ends in a carriage return: `FoodTableRowsTests` checks
    /// the table's every row and field. By Character, reading the table took 200 M instructions.
    static func fields(_ text: Substring, _ separator: Unicode.Scalar) -> [Substring] {
        let byte = UInt8(separator.value)
        var parts: [Substring] = []
        var start = text.startIndex
        var index = text.utf8.startIndex
        while index != text.utf8.endIndex {
            let next = text.utf8.index(after: index)
            if text.utf8[index] == byte {
                parts.append(text[start..<index])
                start = next
            }
            index = next
        }
        parts.append(text[start...])
        return parts
    }

    /// `bone 32`: the percent of the meat bought on the bone that is bone.
    static func bonePercent(_ field: String) -> Double? {
        guard field.hasPrefix("bone "), let percent = Double(field.dropFirst(5)), percent > 0, percent < 100 else { return nil }
        return percent
    }

    /// `cup,,chopped@1|1|cup, chopped|160`: a measure and its USDA row; nil when the row is not one.
    static func measure(_ text: String) -> Measure? {
        guard let at = text.utf8.firstIndex(of: UInt8(ascii: "@")) else { return nil }
        let key = Self.fields(text[..<at], ",").map(String.init)
        let row = String(text[text.utf8.index(after: at)...])
        let fields = Self.fields(row[...], "|").map(String.init)
        // USDA writes an amount under one without its zero (`.5|cup|124`, `.75|cup|81`): read as `0.5`, not dropped.
        guard key.count == 3, fields.count == 4,
              let amount = KitchenConfig.decimal(fields[1].hasPrefix(".") ? "0" + fields[1] : fields[1]), amount > Rational(0),
              let weight = KitchenConfig.decimal(fields[3]) else { return nil }
        let unit = key[0].isEmpty ? nil : Unit(rawValue: key[0])
        if !key[0].isEmpty && unit == nil { return nil }
        // `serving 1/2 cup` of marinara, 132 g: a cup is 264 g.
        let served = servingVolume(fields[2]) ?? Rational(1)
        return Measure(unit: unit, size: key[1].isEmpty ? nil : key[1], preparation: key[2].isEmpty ? nil : key[2],
                       grams: weight / (amount * served), row: row)
    }

    /// How many of its unit a USDA serving said as a household volume is: `serving 1/2 cup` ½,
    /// `serving (2 tbsp)` 2, `serving 5 fl oz` 5 (the derive script keys it by that unit); nil for any other measure.
    static func servingVolume(_ description: String) -> Rational? {
        let words = description.lowercased().split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" })
        guard words.count >= 3, words[0] == "serving" else { return nil }
        let number = words[1].split(separator: "/")
        guard ["cup", "tbsp", "tsp", "fl"].contains(words[2]) else { return nil }
        if number.count == 2, let top = Int(number[0]), let bottom = Int(number[1]), top > 0, bottom > 0 { return Rational(top, bottom) }
        return number.count == 1 ? KitchenConfig.decimal(String(number[0])).flatMap { $0 > Rational(0) ? $0 : nil } : nil
    }

    /// USDA's row for part of a measure (`.5|cup|130` of salsa) or a serving (`serving 5 fl oz` of wine) only where
    /// it weighs no whole one of the same kind (`1|cup|259`): the whole measure is what USDA weighed as that measure.
    static func wholeBeforeFractions(_ measures: [Measure]) -> [Measure] {
        func isPart(_ measure: Measure) -> Bool {
            let fields = measure.row.split(separator: "|")
            return fields.dropFirst().first.flatMap { Double($0) }.map { $0 < 1 } ?? false
                || fields.count > 2 && servingVolume(String(fields[2])) != nil
        }
        let parts = measures.map(isPart)   // once a measure, not once a pair
        return zip(measures, parts).filter { part, isPart in
            !isPart || !zip(measures, parts).contains {
                !$1 && $0.unit == part.unit && $0.size == part.size && $0.preparation == part.preparation
            }
        }.map(\.0)
    }

    public static let builtIn = FoodTable(usdaRows: usdaRows, foodRows: foodRows)

    /// The food `name` stands for: the whole name folded, then shorter endings of it (`unsalted
    /// organic butter` → `unsalted butter`), each with its last word singular, as `FoodKey` reads
    /// names. An ending is tried only while the words left off are not foods themselves: `almond
    /// butter` is not butter, `garlic clove` not a clove. nil when unknown. A hyphen is a space
    /// (`Mexican-blend cheese`, `low-fat yogurt`, `cream-style corn`) but in a row spelt with it (`half-and-half`).
    public func food(named name: String) -> Food? {
        var key = FoodKey.mergeKey(name)
        if key.contains("-"), foods[key] == nil { key = key.replacingOccurrences(of: "-", with: " ") }
        let words = key.split(separator: " ")
        // `eggs and milk`, `beans & salt`: the foods of a list are not its last one (it was weighed as milk); a name
        // that holds `and` is known whole (`half and half`, `bread and butter pickles`) or not at all.
        let list = words.firstIndex(of: "and")
        for start in words.indices {
            if let list, start > list { break }
            // The ending from this word on is the rest of the key (its words one space apart), not joined again.
            if let found = foods[String(key[words[start].startIndex...])] {
                if start == words.count - 1, words[start] == "pepper", !Self.isTheSpice(name, qualifiers: words[..<start]) {
                    // `2 peppers, cut into strips`: peppers of no kind are the sweet peppers shops sell by that name.
                    return TextFolding.fold(name) == "peppers" ? food(named: "sweet pepper") : nil
                }
                // `vegan sausages`, `plant-based ground beef`: a meat's name after a word that says there is no meat in
                // it is no meat (it had been weighed as pork sausage, beef); only a row of its own weighs it (`vegan sausage`).
                if start > 0, words[..<start].contains(where: { Self.meatlessWords.contains(String($0)) }),
                   let usda = found.usda, Self.meatAndFishGroups.contains(String(usda.ndb.prefix(2))) { return nil }
                return found.isKnown ? found : nil
            }
            // `full fat coconut milk`, `low fat yogurt`: a fat content in two words qualifies the food; its `fat` is no food.
            let fatContent = words[start] == "fat" && start > 0 && Self.fatContents.contains(String(words[start - 1]))
            // `no-salt-added diced tomatoes`, `reduced-salt olives`: the salt left out qualifies the food, as a fat content does.
            let saltLeftOut = words[start] == "salt" && start > 0 && Self.lessSalt.contains(String(words[start - 1]))
            if start == words.count - 1 || foodWords.contains(String(words[start])) && !fatContent && !saltLeftOut { break }
        }
        // `parmesan cheese`, `mozzarella cheese`: a cheese the table knows by its own name; `penne pasta`,
        // `lasagna noodles`: a pasta known by its shape (not `rice noodles`: rice is no pasta); `Italian sausage
        // links`: a sausage counted by its links.
        if words.count > 1, let last = words.last.map(String.init), let kinds = Self.kindWords[last],
           let named = food(named: words.dropLast().joined(separator: " ")), let usda = named.usda,
           kinds.contains(where: usda.description.hasPrefix) {
            return named
        }
        // `parsley leaves`, `rosemary needles`, `broccoli florets`: a herb's or a vegetable's parts
        // are that herb or vegetable; not a spice's (fenugreek leaves are no fenugreek seed) nor a
        // fruit's (banana leaves wrap, they are not eaten). `haddock fillets`, `swordfish steaks`:
        // a fish's fillets and steaks are the fish, and `chicken breast fillets` the breast (a fillet of
        // poultry; not a beef `steak`, a cut of its own). USDA's first two digits are its group.
        if words.count > 1, let last = words.last.map(String.init), Self.partWords.contains(last) || Self.fishCuts.contains(last),
           let whole = food(named: words.dropLast().joined(separator: " ")), let usda = whole.usda {
            let plant = usda.ndb.hasPrefix("11") || usda.ndb.hasPrefix("02") && !usda.description.hasPrefix("Spices")
            let cut = usda.ndb.hasPrefix("15") || ["fillet", "filet"].contains(last) && usda.ndb.hasPrefix("05")
            if Self.partWords.contains(last) ? plant : cut { return whole }
        }
        return nil
    }

    /// Whether a name that ends in `pepper` is the spice: `pepper`, `cracked pepper`, but not `2 peppers` nor a
    /// `fresno pepper` or `shishito peppers`, fresh peppers of a kind the table does not know, which were weighed,
    /// listed and merged as black pepper (whose berries are `peppercorns`): those are left unknown.
    static func isTheSpice(_ name: String, qualifiers: ArraySlice<Substring>) -> Bool {
        TextFolding.fold(name).split(whereSeparator: { !$0.isLetter }).last != "peppers"
            && qualifiers.allSatisfy { spiceQualifiers.contains(String($0)) }
    }
    /// Words before `pepper` that keep it the spice.
    static let spiceQualifiers: Set<String> = ["cracked", "ground", "freshly", "fresh", "coarse", "coarsely", "fine", "finely",
                                               "whole", "table", "some", "more", "extra"]

    /// Words before a meat's name that say there is no meat in it (`plant-based` is read as `plant based`).
    static let meatlessWords: Set<String> = ["vegan", "vegetarian", "veggie", "meatless", "plant", "imitation"]
    /// USDA's groups of meat and fish: poultry, sausages and cold cuts, pork, fish, beef, lamb and game, the newer beef rows.
    static let meatAndFishGroups: Set<String> = ["05", "07", "10", "13", "15", "17", "23"]

    /// Words before `fat` that make it a fat content (`full fat`, `reduced fat`), not the food.
    static let fatContents: Set<String> = ["full", "low", "reduced", "non", "half"]
    /// Words before `salt` that say how little of it a food has (`no-salt-added`, `reduced-salt`, `low salt`).
    static let lessSalt: Set<String> = ["no", "low", "reduced", "lower", "less"]
    /// Words for a part of a plant that is the plant in the kitchen (singular, as `FoodKey` folds names).
    static let partWords: Set<String> = ["leaf", "needle", "sprig", "floret", "stem", "top", "kernel"]
    /// A word for a kind of food after the food's own name, and how USDA's description of that kind starts.
    static let kindWords: [String: [String]] = {
        let pasta = ["Pasta", "Spaghetti", "Macaroni", "Noodles"]
        return ["cheese": ["Cheese"], "pasta": pasta, "noodle": pasta,
                "link": ["Sausage", "Bratwurst", "Kielbasa", "Frankfurter", "Chorizo", "Turkey sausage"]]
    }()
    /// A fish's cuts that are the fish (`filet`: the American spelling, `4 salmon filets`).
    static let fishCuts: Set<String> = ["fillet", "filet", "steak"]

    /// The table with the site's own grams per cup (`densities:` in recipository.yml) over it.
    public func overridden(byGramsPerCup site: [String: Rational]) -> FoodTable {
        var copy = self
        for (name, grams) in site {
            let key = FoodKey.mergeKey(name)
            var food = copy.foods[key] ?? Food(name: key, usda: nil, group: key, piece: nil)
            food.siteGramsPerCup = grams
            copy.foods[key] = food
        }
        return copy
    }
}
