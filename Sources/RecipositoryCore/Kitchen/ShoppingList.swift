/// The shopping list: the ingredients of the chosen recipes, each scaled, with the same food
/// merged across recipes and sorted into aisles. A food is merged with its varieties (`yellow
/// onions` are bought as onions: the food table's group) and the varieties are named on the line.
/// Amounts of one kind add up exactly (`300 g` + `1 kg`, `1 cup` + `4 tbsp`, `1 can` + `2 cans`);
/// across kinds (weight, volume, count, sticks) they add up through the food's weights
/// (`FoodWeights`, carried by each line): into a weight when one line was weighed or the list is
/// metric (`1⅓ onions` + `1.2 kg yellow onions` is `1.35 kg (about 12 medium)`; metric flour in
/// grams), else each kind is shown as written (`2 sticks + 3 tbsp butter`). A food no table
/// knows keeps its kinds apart. Lines without an amount (`salt to taste`) give the food with no
/// amount. `kitchen-amounts.js` merges the same way, from the same weights.
public struct ShoppingList: Hashable, Sendable {
    /// One line of one recipe, as it goes in.
    public struct Line: Hashable, Sendable {
        public var recipe: String
        public var food: String
        public var amount: KitchenAmount?
        /// A container word that is not a unit (`envelope`), when there is one.
        public var unitText: String?
        /// What the line's food weighs per measure, when the food table knows it.
        public var weights: FoodWeights?
        /// A line the cook may leave out (`4 steaks (optional)`).
        public var isOptional: Bool
        /// A counted unit's word as the author wrote it (`tins`) and each container's size (`400g`): `2 x 400g tins`.
        public var unitWord: String?
        public var containerSize: String?

        public init(recipe: String, food: String, amount: KitchenAmount?, unitText: String? = nil, weights: FoodWeights? = nil,
                    isOptional: Bool = false, unitWord: String? = nil, containerSize: String? = nil) {
            self.recipe = recipe
            self.food = food
            self.amount = amount
            self.unitText = unitText
            self.weights = weights
            self.isOptional = isOptional
            self.unitWord = unitWord
            self.containerSize = containerSize
        }

        /// The key the list merges on: the food table's group, else the food's own name; a dried or
        /// pickled food (`dried thyme`, `pickled red onions`) apart from the fresh one, and a can or jar of
        /// a fresh food (`1 can diced tomatoes`, `2 cans tuna`) too, as each is bought (not a can of a food
        /// sold in cans whatever the recipe: chickpeas, coconut milk).
        func groupKey(_ aisles: AisleTable) -> String {
            let group = weights?.group ?? FoodKey.mergeKey(food)
            let own = FoodKey.mergeKey(food)
            if let kept = Self.keptApart.first(where: { own.hasPrefix($0 + " ") }), !group.hasPrefix(kept + " ") {
                return kept + " " + group
            }
            if isInCans, AisleTable.fresh.contains(aisles.aisle(of: group)) {
                return AisleTable.cannedKey + group
            }
            return group
        }
        /// Words before a food for a form of it bought apart from the fresh food.
        static let keptApart = ["dried", "pickled"]
        /// Measured in cans or jars (`2 cans chickpeas`): bought in them.
        var isInCans: Bool { amount?.unit.map(AisleTable.cannedUnits.contains) == true }
    }

    /// One food on the list.
    public struct Item: Hashable, Sendable {
        public var key: String
        public var food: String
        /// The varieties the lines named when they were not all the same (`unsalted`, `yellow`).
        public var varieties: [String]
        public var aisle: String
        /// Each part of the amount, as shown (`1.3 kg`, `2 cups`, `3`); empty when no line had one.
        public var amounts: [String]
        /// The same parts as numbers, unrounded.
        public var parts: [Part]
        /// The whole amount in grams, when every line with an amount could be weighed.
        public var grams: Quantity?
        public var recipes: [String]
        public var isPantryStaple: Bool
        /// Every line it merges may be left out: the cook decides in the shop.
        public var isOptional = false

        /// As a cook writes a list, the food first (`butter (unsalted), 2 sticks + 3 tbsp`,
        /// `flour, 1.3 kg`), but a count as it is said (`5 eggs`, `3 onions`); `salt` alone; `(optional)`
        /// after an item only optional lines asked for (`8 pork shoulder steaks (optional)`).
        public var text: String {
            let named = varieties.isEmpty ? food : food + " (" + varieties.joined(separator: " and ") + ")"
            let optional = isOptional ? " (optional)" : ""
            guard !amounts.isEmpty else { return named + optional }
            if parts.count == 1, parts[0].isCount { return amounts[0] + " " + named + optional }
            return named + ", " + amounts.joined(separator: " + ") + optional
        }
    }

    /// One part of an item's amount: `2 sticks`, `3 tbsp`, `1.35 kg (about 12 medium)`.
    public struct Part: Hashable, Sendable {
        public var amount: KitchenAmount
        /// A container word that is no unit (`envelope`), written after the number.
        public var unitText: String?
        /// The author's word for a can (`tin`) and each one's size (`400g`), where every line it sums said the same:
        /// `chickpeas, 2 tins (400g)`, the tin a shopper looks for.
        public var unitWord: String?
        public var containerSize: String?
        /// How many pieces a weight is about (`12`), and which (`medium`), when a line counted pieces.
        public var aboutCount: Int?
        public var aboutPiece: String?

        init(_ amount: KitchenAmount, unitText: String? = nil) {
            self.amount = amount
            self.unitText = unitText
        }

        /// A bare number of things (`5`, as in `5 eggs`).
        var isCount: Bool { amount.unit == nil && unitText == nil && aboutCount == nil }

        /// As shown on the list: `1.35 kg (about 12 medium)`, `2 sticks`, `1 envelope`. Things are
        /// bought whole: a count, a container or a counted unit is rounded up (`4⅔ eggs` are
        /// `5`, `1⅓ dashes` `2 dashes`, `1½ cans` `2 cans`).
        public var shown: String {
            let whole = amount.unit?.dimension == nil
            let bought = whole ? KitchenAmount(Quantity(low: KitchenRounding.countToBuy(amount.quantity.low),
                                                        high: KitchenRounding.countToBuy(amount.quantity.high)), amount.unit) : amount
            var text = (unitText ?? unitWord).map {
                KitchenAmount(bought.quantity, nil).displayed + " " + KitchenRounding.containerWord($0, plural: bought.quantity.high > Rational(1))
            } ?? bought.displayed
            if let containerSize { text += " (" + containerSize + ")" }
            if let count = aboutCount { text += " (about \(count)" + (aboutPiece.map { " " + $0 } ?? "") + ")" }
            return text
        }
    }

    public var items: [Item]

    public init(_ lines: [Line], system: SiteConfig.Units = .asWritten, aisles: AisleTable = .builtIn,
                pantry: [String] = PantryStaples.builtIn) {
        var groups: [String: [Line]] = [:]
        var order: [String] = []
        for line in lines {
            let key = line.groupKey(aisles)
            guard !key.isEmpty else { continue }
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(line)
        }
        let pantryKeys = Set(pantry.map(FoodKey.mergeKey))
        let aisleOrder = aisles.orderWithOther
        items = order.map { key in
            let lines = groups[key]!
            let sum = Sum(lines, system: system)
            let (food, varieties) = Self.name(of: lines, group: key)
            var seen = Set<String>()
            return Item(key: key, food: sum.isPlural ? Self.plural(food) : food, varieties: varieties,
                        aisle: aisles.aisle(of: food, key: key, inCans: lines.contains(where: \.isInCans)),
                        amounts: sum.shown, parts: sum.parts,
                        grams: sum.grams, recipes: lines.map(\.recipe).filter { seen.insert($0).inserted },
                        isPantryStaple: Self.isInPantry(key, lines, pantryKeys), isOptional: lines.allSatisfy(\.isOptional))
        }.sorted { a, b in
            let (left, right) = (aisleOrder.firstIndex(of: a.aisle) ?? aisleOrder.count, aisleOrder.firstIndex(of: b.aisle) ?? aisleOrder.count)
            return left != right ? left < right : a.key < b.key
        }
    }

    /// Whether the pantry has the food: its group or a line's own food, else, for a food the table
    /// does not weigh, a shorter ending of its name (`water` has the ice water, `paprika` the smoked
    /// paprika); a food the table knows as its own (`peanut butter`) is not its last word, nor is a
    /// chipotle pepper the pepper of the pantry.
    static func isInPantry(_ key: String, _ lines: [Line], _ pantryKeys: Set<String>) -> Bool {
        if pantryKeys.contains(key) || lines.contains(where: { pantryKeys.contains(FoodKey.mergeKey($0.food)) }) { return true }
        guard !lines.contains(where: { $0.weights?.food.isKnown == true }) else { return false }
        // A pepper named after something (`chipotle pepper`, `scotch bonnet pepper`) is a capsicum, not the spice.
        let words = key.split(separator: " ")
        return words.indices.dropFirst().contains { words[$0...] != ["pepper"] && pantryKeys.contains(words[$0...].joined(separator: " ")) }
    }

    /// The name on the list: the first line's food when all lines name one food; else the group,
    /// with what each line added to it (`yellow onions` → `yellow`; `onions` adds nothing), in
    /// alphabetical order: the same recipes added in another order make the same line. A choice
    /// (`dashi or water`) is no variety: the cook buys the food it was listed as.
    static func name(of lines: [Line], group: String) -> (String, [String]) {
        let foods = lines.map(\.food)
        guard Set(foods.map(FoodKey.mergeKey)).count > 1 else {
            // `1 tsp ground ginger`, read as ginger and weighed as the ground spice: named as bought, apart from fresh ginger.
            return (group == Self.ground + FoodKey.mergeKey(foods[0]) ? group : foods[0], [])
        }
        // `chicken thighs and drumsticks`, weighed as its first food, names the line the others merge into (`chicken
        // thighs and drumsticks, 2.2 kg`, not `chicken thigh (chicken thighs and drumstick)`): where the first food's words
        // before its last qualify the second, one word (`chicken` thighs and drumsticks); not `Garlic and Fine Herbs`
        // (a cheese weighed as its garlic), which had named a whole collection's garlic.
        if let both = foods.filter({ food in
            let parts = food.pieces(separatedBy: " and ")
            return parts.count == 2 && FoodKey.mergeKey(String(parts[0])) == group
                && parts[0].split(separator: " ").count > 1 && parts[1].split(separator: " ").count == 1
        }).min() {
            return (both, [])
        }
        var varieties: [String] = []
        for food in foods {
            let key = FoodKey.mergeKey(food)
            guard key != group, !key.split(separator: " ").contains("or") else { continue }
            let variety = key.hasSuffix(" " + group) ? String(key.dropLast(group.count + 1)) : key
            if !varieties.contains(variety) { varieties.append(variety) }
        }
        return (group, varieties.sorted())
    }

    /// What the food table's name of a food's ground form starts with (`ground ginger`, `ground beef`).
    static let ground = "ground "

    /// `onion` → `onions`, `tomato` → `tomatoes`, `berry` → `berries`, `bay leaf` → `bay leaves`;
    /// a name ending in s, or with more than its food in it (`peppers in adobo`), stays.
    public static func plural(_ food: String) -> String {
        let lower = food.lowercased()
        if lower.hasSuffix("s") || [" in ", " of ", " and ", " or ", ","].contains(where: { lower.contains($0) }) { return food }
        let lastWord = lower.split(separator: " ").last.map(String.init) ?? lower
        if let irregular = pluralOfIrregular[lastWord] { return String(food.dropLast(lastWord.count)) + irregular }
        if ["tomato", "potato", "mango"].contains(where: { lower.hasSuffix($0) }) { return food + "es" }
        if lower.hasSuffix("ch") || lower.hasSuffix("sh") || lower.hasSuffix("x") { return food + "es" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return String(food.dropLast()) + "ies"
        }
        return food + "s"
    }

    static let pluralOfIrregular = Dictionary(Singularizer.irregular.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
}
