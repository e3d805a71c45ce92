/// The shopping list: the ingredients of the chosen recipes, each scaled, with the same food
/// merged across recipes and sorted into aisles. Amounts of one dimension add up exactly
/// (`300 g` + `1 kg`, `1 cup` + `4 tbsp`); a weight and a volume of one food are added only when
/// the density table knows the food (else both are shown); counts add up (`2 onions` +
/// `1 onion`), and so do containers of one kind (`1 can` + `2 cans`). Lines without an amount
/// (`salt to taste`) give the food with no amount. `kitchen-list.js` merges the same way.
public struct ShoppingList: Hashable, Sendable {
    /// One line of one recipe, as it goes in.
    public struct Line: Hashable, Sendable {
        public var recipe: String
        public var food: String
        public var amount: KitchenAmount?
        /// A container word that is not a unit (`envelope`), when there is one.
        public var unitText: String?

        public init(recipe: String, food: String, amount: KitchenAmount?, unitText: String? = nil) {
            self.recipe = recipe
            self.food = food
            self.amount = amount
            self.unitText = unitText
        }
    }

    /// One food on the list.
    public struct Item: Hashable, Sendable {
        public var key: String
        public var food: String
        public var aisle: String
        /// Each part of the amount, as shown (`1.3 kg`, `2 cups`, `3`); empty when no line had one.
        public var amounts: [String]
        public var recipes: [String]
        public var isPantryStaple: Bool

        /// `3 onions`, `1.3 kg flour`, `2 cups + 300 g rice`, `salt`.
        public var text: String {
            guard !amounts.isEmpty else { return food }
            return amounts.joined(separator: " + ") + " " + food
        }
    }

    public var items: [Item]

    public init(_ lines: [Line], system: SiteConfig.Units = .asWritten, densities: DensityTable = .builtIn,
                aisles: AisleTable = .builtIn, pantry: [String] = PantryStaples.builtIn) {
        var groups: [String: [Line]] = [:]
        var firstFood: [String: String] = [:]
        for line in lines {
            let key = FoodKey.mergeKey(line.food)
            guard !key.isEmpty else { continue }
            groups[key, default: []].append(line)
            if firstFood[key] == nil { firstFood[key] = line.food }
        }
        let pantryKeys = Dictionary(pantry.map { (FoodKey.mergeKey($0), true) }, uniquingKeysWith: { a, _ in a })
        let order = aisles.orderWithOther
        items = groups.map { key, lines in
            let sum = Sum(lines, density: densities.density(of: key))
            let food = firstFood[key]!
            var seen = Set<String>()
            return Item(key: key, food: sum.countIsPlural ? Self.plural(food) : food, aisle: aisles.aisle(of: key),
                        amounts: sum.shown(system), recipes: lines.map(\.recipe).filter { seen.insert($0).inserted },
                        isPantryStaple: pantryKeys[key] ?? false)
        }.sorted { a, b in
            let (left, right) = (order.firstIndex(of: a.aisle) ?? order.count, order.firstIndex(of: b.aisle) ?? order.count)
            return left != right ? left < right : a.key < b.key
        }
    }

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

extension ShoppingList {
    /// The amounts of one food, summed by kind.
    struct Sum {
        var mass: Quantity?
        var massMetric = true
        var volume: Quantity?
        var volumeMetric = true
        var count: Quantity?
        /// Containers and other named units, in the order first met.
        var named: [(unit: String, quantity: Quantity)] = []

        init(_ lines: [Line], density: Rational?) {
            for line in lines {
                guard let amount = line.amount else { continue }
                if let unit = amount.unit, let dimension = unit.dimension, let size = unit.baseAmount {
                    let base = amount.quantity.scaled(by: size)   // grams or millilitres
                    switch dimension {
                    case .mass:
                        if mass == nil { massMetric = unit.isMetric }
                        mass = Self.add(mass, base)
                    case .volume:
                        if volume == nil { volumeMetric = unit.isMetric }
                        volume = Self.add(volume, base)
                    case .length:
                        add(named: unit.symbol, amount.quantity)
                    }
                } else if let unit = amount.unit {
                    add(named: unit.symbol, amount.quantity)
                } else if let word = line.unitText {
                    add(named: word, amount.quantity)
                } else {
                    count = Self.add(count, amount.quantity)
                }
            }
            if let density, let volumeNow = volume, let massNow = mass {
                mass = Self.add(massNow, volumeNow.scaled(by: density))
                volume = nil
            }
        }

        var countIsPlural: Bool { (count?.high ?? Rational(0)) > Rational(1) }

        func shown(_ system: SiteConfig.Units) -> [String] {
            var parts: [String] = []
            if let count { parts.append(KitchenAmount(count, nil).displayed) }
            if let mass { parts.append(Self.tidy(mass, .g, metric: massMetric, system).displayed) }
            if let volume { parts.append(Self.tidy(volume, .ml, metric: volumeMetric, system).displayed) }
            for (unit, quantity) in named {
                let amount = KitchenAmount(quantity, Unit(rawValue: unit))
                parts.append(amount.unit == nil ? KitchenAmount(quantity, nil).displayed + " " + unit : amount.displayed)
            }
            return parts
        }

        static func tidy(_ base: Quantity, _ unit: Unit, metric: Bool, _ system: SiteConfig.Units) -> KitchenAmount {
            let written = KitchenAmount(base, unit)
            switch system {
            case .asWritten: return written.converted(to: metric ? .metric : .us)
            default: return written.converted(to: system)
            }
        }

        mutating func add(named unit: String, _ quantity: Quantity) {
            if let index = named.firstIndex(where: { $0.unit == unit }) {
                named[index].quantity = Self.add(named[index].quantity, quantity)!
            } else {
                named.append((unit, quantity))
            }
        }

        static func add(_ total: Quantity?, _ more: Quantity) -> Quantity? {
            guard let total else { return Quantity(low: more.low, high: more.high) }
            return Quantity(low: total.low + more.low, high: total.high + more.high)
        }
    }
}
