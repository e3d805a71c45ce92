extension ShoppingList {
    /// The amounts of one food, summed by kind and, through the food's weights, across kinds.
    struct Sum {
        var parts: [Part] = []
        /// The whole amount in grams, when every line with an amount could be weighed.
        var grams: Quantity?
        var isPlural = false

        var shown: [String] { parts.map(\.shown) }

        init(_ lines: [Line], system: SiteConfig.Units) {
            var mass: Quantity?, massMetric = true, volume: Quantity?, volumeMetric = true, count: Quantity?, spooned = false
            var length: Quantity?, lengthMetric = true   // `5 cm` and `1 inch` of ginger: one length
            var named: [(unit: Unit?, text: String?, quantity: Quantity, word: String?, size: String?)] = []
            var total: Quantity? = Quantity(Rational(0))
            var piece: (name: String?, grams: Rational)?
            var stickGrams: Rational?
            var containerSizes: [Rational?] = []   // what each can, jar, bottle or packet line weighs one of
            var hasAmount = false
            for line in lines {
                guard let amount = line.amount else { continue }
                hasAmount = true
                let container = amount.unit == nil && line.unitText != nil   // `1 envelope`: no weight
                if let weighed = container ? nil : FoodTable.grams(of: amount, weights: line.weights), let sum = total {
                    total = Self.add(sum, weighed)
                } else {
                    total = nil
                }
                if let unit = amount.unit, let dimension = unit.dimension {
                    let base = amount.quantity.scaled(by: unit.baseAmount!)   // grams, millilitres or millimetres
                    if dimension == .length {
                        if length == nil { lengthMetric = unit.isMetric }
                        length = Self.add(length, base)
                    } else if dimension == .mass {
                        if mass == nil { massMetric = unit.isMetric }
                        mass = Self.add(mass, base)
                    } else {
                        if volume == nil { volumeMetric = unit.isMetric }
                        volume = Self.add(volume, base)
                        spooned = spooned || unit == .tsp || unit == .tbsp
                    }
                } else if amount.unit != nil || container {
                    if amount.unit == .stick, stickGrams == nil { stickGrams = line.weights?.gramsEach }
                    if let unit = amount.unit, Self.boughtIn.contains(unit) { containerSizes.append(line.weights?.gramsEach) }
                    let text = container ? line.unitText : nil
                    // The author's word and each container's size, kept where every line of the unit said the same.
                    let word = line.unitWord.map { KitchenRounding.containerWord($0.lowercased(), plural: false) }   // `tins` and `tin`
                    let size = line.containerSize
                    if let index = named.firstIndex(where: { $0.unit == amount.unit && $0.text == text }) {
                        named[index].quantity = Self.add(named[index].quantity, amount.quantity)!
                        if named[index].word != word { named[index].word = nil }
                        if named[index].size != size { named[index].size = nil }
                    } else {
                        named.append((amount.unit, text, amount.quantity, word, size))
                    }
                } else {
                    count = Self.add(count, amount.quantity)
                    if piece == nil, let each = line.weights?.gramsEach { piece = (line.weights?.pieceName, each) }
                }
            }
            grams = hasAmount ? total : nil
            let kinds = [mass != nil, volume != nil, count != nil, length != nil].filter { $0 }.count + named.count
            let liquid = lines.contains { $0.weights?.isLiquid ?? false }
            // `1 bottle (12 oz) beer` and `1½ cups beer`: where the food comes in cans, jars, bottles or packets of one
            // size, and the rest of it weighs, it is bought in them (2 bottles), as written, metric or US alike.
            if let grams, kinds > 1, named.count == 1, let container = named[0].unit, Self.boughtIn.contains(container),
               let size = containerSizes.first ?? nil, size > Rational(0), containerSizes.allSatisfy({ $0 == size }) {
                let containers = grams.scaled(by: Rational(1) / size)
                parts = [Part(KitchenAmount(Quantity(low: Self.nearlyWhole(containers.low), high: Self.nearlyWhole(containers.high)), container))]
                return
            }
            // Spoons stay spoons for small amounts, as on the recipe page: a metric list keeps `1 tsp`
            // of vanilla or dried thyme (not `4.9 ml`, `0.8 g`) up to 4 tbsp of spooned volume alone.
            let spoons = system == .metric && spooned && kinds == 1 && volume.map { $0.high <= Unit.tsp.baseAmount! * Rational(12) } == true
            // Weighed as one: when a line was weighed, or on a metric list (solids by weight, as metric cooks buy them).
            let metricWeighs = system == .metric && !spoons && (volume != nil || named.contains { $0.unit == .stick } || kinds > 1)
            if let grams, !liquid, kinds > 0, metricWeighs || (mass != nil && kinds > 1) {
                let metric = system == .metric || (system == .asWritten && (mass == nil || massMetric))
                // `butter (unsalted), 4 sticks`: where a recipe measured it in sticks, a US list buys it in sticks.
                var part = Part(!metric && stickGrams != nil ? KitchenAmount(grams.scaled(by: Rational(1) / stickGrams!), .stick)
                                : Self.tidy(grams, .g, metric: metric))
                if count != nil, let piece {
                    let pieces = Int((grams.middle / piece.grams).doubleValue.rounded())
                    part.aboutCount = max(pieces, 1)
                    // `about 8 cloves` of garlic; `about 12 medium` onions.
                    let counted = piece.name.flatMap(Unit.init(rawValue:))
                    part.aboutPiece = counted.map { KitchenRounding.unitWord($0, plural: pieces > 1) } ?? piece.name
                    isPlural = pieces > 1 && counted == nil
                }
                parts = [part]
                return
            }
            // `1 large onion` and `¼ cup chopped onion`: a food counted on one line and measured by the
            // cup on another is bought by the piece, the cup through its weight (190 g: 2 medium onions).
            if let grams, !liquid, count != nil, let piece, mass == nil, named.isEmpty, volume != nil {
                let pieces = grams.scaled(by: Rational(1) / piece.grams)
                parts = [Part(KitchenAmount(pieces, nil))]
                isPlural = KitchenRounding.countToBuy(pieces.high) > Rational(1)
                return
            }
            if let count { parts.append(Part(KitchenAmount(count, nil))) }
            isPlural = (count?.high ?? Rational(0)) > Rational(1)
            for entry in named {
                var part = Part(KitchenAmount(entry.quantity, entry.unit), unitText: entry.text)
                (part.unitWord, part.containerSize) = (entry.word, entry.size)
                parts.append(part)
            }
            if let mass {
                parts.append(Part(Self.tidy(mass, .g, metric: system == .metric || (system == .asWritten && massMetric))))
            }
            if let volume {
                parts.append(Part(spoons ? KitchenAmount(volume, .ml).converted(to: .us)
                                  : Self.tidy(volume, .ml, metric: system == .metric || (system == .asWritten && volumeMetric))))
            }
            if let length {
                let metric = system == .metric || (system == .asWritten && lengthMetric)
                parts.append(Part(KitchenAmount(length.scaled(by: Rational(1) / Unit.cm.baseAmount!), .cm).converted(to: metric ? .metric : .us)))
            }
        }

        /// The units a food is bought in whole, one size to a shop's shelf.
        static let boughtIn: Set<Unit> = [.can, .jar, .bottle, .package]

        /// A whole number of containers and up to a tenth more is that number: the size a cook writes and the cups
        /// the other lines add are each a little off (a `12 oz` bottle of beer weighed as 340 g holds 12 fl oz, 355 ml,
        /// which 1½ cups also are), and a tenth of a can more buys no second can.
        static func nearlyWhole(_ value: Rational) -> Rational {
            let whole = Rational(value.numerator / value.denominator)
            return whole > Rational(0) && value - whole <= Rational(1, 10) ? whole : value
        }

        /// `base` grams or millilitres in the units a cook buys or measures: kilograms and litres
        /// from 1,000; US volumes in cups from a cup (`2⅔ cups`, not `43 tbsp`; `7 tbsp` stays), but
        /// whole spoons that the cups a cook fills miss by a tablespoon or more stay cups and spoons:
        /// 2 cups and 2 tbsp are `2 cups + 2 tbsp`, where `2¼ cups` is 2 tbsp more.
        static func tidy(_ base: Quantity, _ unit: Unit, metric: Bool) -> KitchenAmount {
            guard !metric, unit == .ml, base.low >= Unit.cup.baseAmount! else {
                return KitchenAmount(base, unit).converted(to: metric ? .metric : .us)
            }
            let tablespoons = base.scaled(by: Rational(1) / Unit.tbsp.baseAmount!)
            if base.low == base.high, (tablespoons.low * Rational(2)).denominator == 1 {
                let cups = tablespoons.low / Rational(16)
                if KitchenRounding.distance(KitchenRounding.round(cups, unit: .cup), cups) * Rational(16) >= Rational(1) {
                    return KitchenAmount(tablespoons, .tbsp)
                }
            }
            return KitchenAmount(base.scaled(by: Rational(1) / Unit.cup.baseAmount!), .cup)
        }

        static func add(_ total: Quantity?, _ more: Quantity) -> Quantity? {
            guard let total else { return Quantity(low: more.low, high: more.high) }
            return Quantity(low: total.low + more.low, high: total.high + more.high)
        }
    }
}
