/// What one ingredient line's food weighs per measure, as the food table gives it for the line's
/// unit, size and preparation: grams per millilitre (for cups and spoons: `1 cup, chopped` onion
/// 160 g, `1 cup, sliced` 115 g; the plain cup where the line names no preparation USDA weighs)
/// and grams per piece or counted unit (a medium onion 110 g, a stick of butter 113 g, a garlic
/// clove 3 g). The page and the shopping list carry these with each line, so the browser does the
/// same arithmetic without the table.
public struct FoodWeights: Hashable, Sendable {
    /// The food as the table knows it (its USDA food, its list group).
    public var food: FoodTable.Food
    /// For volumes (cups, spoons, ml, pinches); nil when the table has no volume measure of the food.
    public var gramsPerMl: Rational?
    /// One of the line's counted unit (stick, clove, slice, can) or, with no unit, one piece; nil when not weighed.
    public var gramsEach: Rational?
    /// Which piece `gramsEach` is for a count (`medium`, `large`, `clove`): the list says "about 12 medium".
    public var pieceName: String?
    /// USDA weighs a plain cup of it (flour, sugar, butter, milk, rice), not only a cup chopped,
    /// crumbled or shredded: a US page shows its weights as cups; other foods stay ounces.
    public var measuredByTheCup = false

    /// Shown in ml on a metric page, not weighed.
    public var isLiquid: Bool { food.usda?.isLiquid ?? false }
    /// The food the shopping list merges the line into.
    public var group: String { food.group }
}

extension FoodTable {
    /// The weights of `food` measured in `unit` (nil: counted), of `size`, prepared as `preparation` says; nil for an unknown food.
    public func weights(food name: String, unit: Unit?, size: String?, preparation: String?) -> FoodWeights? {
        weighed.weights(WeightsMemo.Key(food: name, unit: unit, size: size, preparation: preparation)) {
            weighing(food: name, unit: unit, size: size, preparation: preparation)
        }
    }

    /// `weights(food:unit:size:preparation:)` worked out, which the table keeps (`WeightsMemo`).
    func weighing(food name: String, unit: Unit?, size: String?, preparation: String?) -> FoodWeights? {
        let prepared = TextFolding.fold(preparation ?? "").split(whereSeparator: { !$0.isLetter })
        let plain = food(named: name)
        // `minced beef` is read as beef, minced: it is bought as ground beef. Only meat: `1 inch ginger, minced` is the
        // fresh root, not ground ginger, the spice.
        let isMeat = plain?.usda.map { Self.meatGroups.contains(String($0.ndb.prefix(2))) } == true
        let minced = prepared.contains("ground") || isMeat && prepared.contains("minced")
        // `3 cups cooked rice` is cooked rice (158 g a cup at 130 kcal per 100 g), not the raw grain's 185 g at 365.
        // `2 cups shredded chicken`: meat measured by the cup is cooked meat (raw meat is bought by weight or count).
        let byTheCup = unit?.dimension == .volume && isMeat
        let cooked = prepared.contains("cooked") || byTheCup
            ? food(named: "cooked " + name).flatMap { $0.name.hasPrefix("cooked ") ? $0 : nil } : nil
        // `1 cup dried chickpeas`: beans stand for cooked ones (recipes mostly use them canned); dried, they are raw seeds.
        let dried = prepared.contains("dried") || prepared.contains("dry")
            ? food(named: "dried " + name).flatMap { $0.name.hasPrefix("dried ") ? $0 : nil } : nil
        // `2 cups chicken bouillon`: bouillon by the cup is the broth made from it, not a cup of its powder (96 g, 23 g
        // of sodium); by the spoon it is the powder.
        let byTheCupful = unit.map { $0.dimension == .volume && $0 != .tsp && $0 != .tbsp } == true
        let broth = byTheCupful ? plain.flatMap { Self.brothOf[$0.group] }.flatMap { food(named: $0) } : nil
        // `a bunch of coriander`, `2 tbsp chopped fresh coriander`: where a spice's name is also its fresh herb's (British
        // cooks call cilantro coriander), a fresh, chopped or counted one is the herb; ground or by the spoon alone, the spice.
        let isSpice = plain?.usda.map { $0.ndb.hasPrefix("02") && $0.description.hasPrefix("Spices") } == true
        let herb = isSpice && (prepared.contains { $0 == "fresh" || $0 == "chopped" } || unit.map(Self.herbUnits.contains) == true)
            ? food(named: "fresh " + name).flatMap { $0.name.hasPrefix("fresh ") ? $0 : nil } : nil
        // `1 cup tomatoes, crushed`, `Crushed or Pureed Tomatoes`: measured, a preparation that names a food of its own
        // with the food (`crushed tomatoes`, USDA's canned ones at 242 g a cup) is that food, not the fresh one prepared
        // (149 g); counted, it is the cook's work (`3 ripe tomatoes, puréed` are three tomatoes).
        let preparedFood = unit == nil ? nil : prepared.lazy.compactMap { word in
            self.food(named: word + " " + name).flatMap { $0.name.hasPrefix(word + " ") ? $0 : nil }
        }.first
        guard let food = broth ?? cooked ?? dried ?? herb ?? (minced ? food(named: "ground " + name) : nil) ?? preparedFood ?? plain
        else { return nil }
        let measures = food.usda?.measures ?? []
        var weights = FoodWeights(food: food)
        // `2 cups diced tomatoes`: the name's words before the food the table knows say how it is cut, as the line's
        // preparation does (a cup of them chopped, 180 g, not of whole cherry tomatoes, 149 g).
        let foodWords = Set(food.name.split(separator: " ").map(String.init))
        let qualifiers = TextFolding.fold(name).split(separator: " ").map(String.init)
            .filter { !foodWords.contains($0) && !foodWords.contains(Singularizer.singular($0)) }
        let cut = ([preparation ?? ""] + qualifiers).joined(separator: " ")
        if let cup = food.siteGramsPerCup {
            weights.gramsPerMl = cup / Unit.cup.baseAmount!
            weights.measuredByTheCup = true
        } else if let volume = Self.volumeMeasure(measures, unit: unit, preparation: cut, usually: food.prepared) {
            weights.gramsPerMl = volume.grams / volume.unit!.baseAmount!
            weights.measuredByTheCup = measures.contains { $0.unit == .cup && $0.preparation == nil }
        }
        if unit == nil || unit?.dimension == nil && !Self.spoonFractions.keys.contains(unit!) {
            if let piece = Self.pieceMeasure(measures, unit: unit, size: Self.size(size), preferred: food.piece) {
                weights.gramsEach = piece.grams
                // The list's `about 12 medium`, `about 8 cloves`; a piece USDA names otherwise (`1 apricot`,
                // `10 grapes`, `piece whole`) adds nothing to the food's own name: `about 4`.
                weights.pieceName = piece.unit?.symbol ?? piece.size.flatMap { $0 != "each" && Self.sizes.contains($0) ? $0 : nil }
            }
        }
        return weights
    }

    /// Units a cook counts fresh herbs in, never a spice.
    static let herbUnits: Set<Unit> = [.bunch, .handful, .sprig, .leaf]

    /// Units that count pieces of the food itself, not a container of it (a can's size is its own rule).
    static let pieceUnits: Set<Unit> = [.clove, .stick, .slice, .bunch, .sprig, .handful, .piece, .head, .leaf, .stalk, .sheet]

    /// Words for a counted unit that cooks use for another (the estimate's reading; a line keeps its words).
    static let unitWords: [String: Unit] = ["rib": .stalk, "ribs": .stalk, "strip": .slice, "strips": .slice,
                                           "rasher": .slice, "rashers": .slice]

    /// The can USDA weighs drained (its rows give no size): the common 15-ounce can of beans, in grams.
    static let usdaCanGrams = 425.24

    /// Words for the piece a count counts, as the food is named in USDA's own pieces (`1 ear`).
    static let pieceWords: Set<String> = ["ear", "ears"]

    /// The broth a bouillon's powder or cube makes, by the food table's group of the bouillon.
    static let brothOf: [String: String] = ["bouillon cube": "chicken broth", "beef bouillon": "beef broth"]

    /// USDA's groups of meat: poultry, pork, beef, lamb, veal and game, and the newer beef rows (23).
    static let meatGroups: Set<String> = ["05", "10", "13", "17", "23"]

    /// A pinch and a dash as cooks' references give them: ⅛ and 1/16 teaspoon.
    static let spoonFractions: [Unit: Rational] = [.dash: Rational(1, 8), .pinch: Rational(1, 16)]

    /// The volume measure for a line: one whose preparation the line names, else the one the food's
    /// name or use means (`usually`: almond flour's `ground`, a hard cheese's `shredded`), else the
    /// plain one, else the first USDA lists; among those the line's own unit (a tablespoon's weight
    /// for tablespoons) after the cup.
    static func volumeMeasure(_ measures: [Measure], unit: Unit?, preparation: String?, usually: String? = nil) -> Measure? {
        func words(_ text: String?) -> Set<String> {
            Set(TextFolding.fold(text ?? "").split(whereSeparator: { !$0.isLetter }).map(String.init))
        }
        let named = words(preparation), usual = words(usually)
        // Diced or cubed pieces fill a cup as chopped ones do, where USDA weighs no cup of them (celery's `cup chopped`
        // 101 g, a tomato's `cup, chopped or sliced` 180 g: `½ cup diced celery` had been weighed by the tablespoon, 60 g,
        // and diced tomatoes by the cup of whole cherry tomatoes, 149 g).
        let akin: Set<String> = named.isDisjoint(with: ["diced", "cubed"]) ? [] : ["chopped"]
        func matches(_ measure: Measure, _ words: Set<String>) -> Bool {
            guard let prepared = measure.preparation else { return false }
            return prepared.split(whereSeparator: { !$0.isLetter }).contains { $0.count > 3 && words.contains(String($0)) }
        }
        let volumes = measures.enumerated().filter { $0.element.unit?.dimension == .volume }
        return volumes.min { a, b in
            func rank(_ entry: (offset: Int, element: Measure)) -> [Int] {
                let m = entry.element
                return [matches(m, named) ? 0 : 1, matches(m, akin) ? 0 : 1, matches(m, usual) ? 0 : 1, m.preparation == nil ? 0 : 1,
                        m.unit == unit ? 0 : 1, m.unit == .cup ? 0 : 1, entry.offset]
            }
            return rank(a).lexicographicallyPrecedes(rank(b))
        }?.element
    }

    /// The piece or counted unit for a line: of the line's size when USDA weighs it, else the
    /// food's usual piece (`large` eggs), else medium, else the one of no size (USDA's middle one), else the one piece USDA lists first.
    static func pieceMeasure(_ measures: [Measure], unit: Unit?, size: String?, preferred: String?) -> Measure? {
        // `none`: USDA's piece is not the one a cook counts (a salmon fillet of 396 g is a side of the fish).
        if unit == nil, preferred == "none" { return nil }
        if let unit {
            // A drained can weighs the food the line counts (`FoodTable.grams(of:)`), not the can a cook buys.
            let ofUnit = measures.filter { $0.unit == unit && $0.preparation?.contains("drained") != true }
            // `1 package active dry yeast`: a package of a food counted by its packet or envelope is that one (yeast's
            // packet 7.2 g, gelatin's envelope 7 g); a food sold in packages of many sizes has no such piece.
            if ofUnit.isEmpty, unit == .package, let preferred, Self.packetWords.contains(preferred) {
                return measures.first { $0.unit == nil && $0.size == preferred }
            }
            return ofUnit.first { $0.size == size && size != nil } ?? ofUnit.first { $0.size == nil && $0.preparation == nil }
                ?? ofUnit.first { $0.size == "medium" } ?? ofUnit.first
        }
        // A food counted by a unit of its own (`garlic`: cloves; `celery`: stalks), the line's size of it, else the medium one.
        if let preferred, let counted = Unit(rawValue: preferred) {
            let ofUnit = measures.filter { $0.unit == counted }
            if let measure = ofUnit.first(where: { $0.size == size && size != nil }) ?? ofUnit.first(where: { $0.size == nil })
                ?? ofUnit.first(where: { $0.size == "medium" }) ?? ofUnit.first {
                return measure
            }
        }
        let pieces = measures.filter { $0.unit == nil }
        if let found = pieces.first(where: { $0.size == size && size != nil }) ?? pieces.first(where: { $0.size == preferred && preferred != nil }) {
            return found
        }
        // A named piece (`plum tomato`, `10 rings`) only where the table asks for it.
        // Of no medium one, the fruit USDA weighs with no size is its middle one (an orange 131 g, between its small
        // 96 g and large 184 g), not whichever it lists first.
        let sized = pieces.filter { Self.sizes.contains($0.size ?? "") }
        return sized.first { $0.size == "medium" } ?? sized.first { $0.size == "each" } ?? sized.first
    }

    static let sizes: Set<String> = ["small", "medium", "large", "extra large", "jumbo", "each"]

    /// USDA's names of a small pack holding one use of a food (yeast's packet, gelatin's envelope), and a cook's.
    static let packetWords: Set<String> = ["packet", "envelope", "sachet"]

    /// The line's size as USDA names sizes: `medium-sized` is medium, `extra-large` extra large, `big` large.
    static func size(_ text: String?) -> String? {
        guard let text = text.map(TextFolding.fold) else { return nil }
        if text.contains("extra") && text.contains("large") { return "extra large" }
        if text.contains("jumbo") { return "jumbo" }
        if text.contains("large") || text.contains("big") { return "large" }
        if text.contains("medium") { return "medium" }
        if text.contains("small") { return "small" }
        return nil
    }

    /// `amount` in grams (both ends of a range): weights are exact as written, volumes and counts
    /// through `weights`; nil when it cannot be weighed.
    public static func grams(of amount: KitchenAmount, weights: FoodWeights?) -> Quantity? {
        let quantity = amount.quantity
        switch amount.unit {
        case let unit? where unit.dimension == .mass:
            return quantity.scaled(by: unit.baseAmount!)
        case let unit? where unit.dimension == .volume:
            guard let perMl = weights?.gramsPerMl else { return nil }
            return quantity.scaled(by: unit.baseAmount! * perMl)
        case let unit? where spoonFractions[unit] != nil:
            guard let perMl = weights?.gramsPerMl else { return nil }
            return quantity.scaled(by: spoonFractions[unit]! * Unit.tsp.baseAmount! * perMl)
        case let unit? where unit.dimension == .length:
            return nil
        default:
            guard let each = weights?.gramsEach else { return nil }
            return quantity.scaled(by: each)
        }
    }
}

extension FoodTable {
    /// The first weight written in `text` after its opening amount, in grams (`(15 ounce)`, `13oz.`,
    /// `400 g each`, `(14-ounce)`, `1 15-ounce can`; `(15 to 16-ounce)` and `(6-8 oz)` their middle), or nil.
    static func containerGrams(in text: String) -> Double? {
        containerAmount(in: text, of: .mass)
    }

    /// The first weight written in a line's note, in grams (`about 4 oz. each`, `1 to 1 1/2 pounds`, and `1/2 lb`,
    /// which after a line's own amount would be part of it), or nil.
    static func noteGrams(in note: String) -> Double? {
        containerAmount(in: "1 " + note, of: .mass, fractionAloneIsSize: true)
    }

    /// The first volume written in `text` after its opening amount, in millilitres (`1 (46 fluid ounce) can`,
    /// `1 (750 milliliter) bottle`, `1 (2 liter) bottle`), or nil.
    static func containerMillilitres(in text: String) -> Double? {
        containerAmount(in: text, of: .volume)
    }

    /// Where a container's size is read: the size the parser found before the unit (`400g` of `400g tin chopped
    /// tomatoes`, `15 oz` of `1 15 oz can`), after a count as it is written; else the line's text (`1 (14.5 oz) can`).
    static func sizeText(of ingredient: Ingredient) -> String {
        ingredient.line.containerSize.map { "1 " + $0 } ?? ingredient.text
    }

    /// The first amount of `dimension` written in `text` after its opening amount, in the unit table's base unit.
    /// `fractionAloneIsSize`: a fraction right after the opening amount is a size of its own (a note's `1/2 lb`), not
    /// the rest of that amount (`1 1/2 lb`).
    private static func containerAmount(in text: String, of dimension: UnitDimension, fractionAloneIsSize: Bool = false) -> Double? {
        let words = text.lowercased().split(whereSeparator: { " ()[],;-~".contains($0) }).map { $0.hasSuffix(".") ? String($0.dropLast()) : String($0) }
        // The base amount of one of a unit of `dimension`, as the unit table spells it (`oz`, `lbs`, `kg`, `ml`).
        func unitAmount(_ word: String) -> Double? {
            UnitTable.unit(for: word).flatMap { $0.dimension == dimension ? $0.baseAmount?.doubleValue : nil }
        }
        // The unit ending at `index` and the index of the word before it: `fluid ounce` and `fl oz` are two words.
        func unitEnding(at index: Int) -> (amount: Double, before: Int)? {
            if index > 1, UnitTable.twoWordUnitStarts.contains(words[index - 1]),
               let amount = unitAmount(words[index - 1] + " " + words[index]) { return (amount, index - 2) }
            return unitAmount(words[index]).map { ($0, index - 1) }
        }
        func number(_ word: Substring) -> Double? { word.isEmpty ? nil : Double(word) }
        // `1/2`, `½`: a fraction, as a size is written between a whole number and its unit.
        func fraction(_ word: String) -> Double? {
            let scalars = word.unicodeScalars
            if scalars.count == 1, let vulgar = scalars.first?.vulgarFraction { return Double(vulgar.numerator) / Double(vulgar.denominator) }
            let parts = word.split(separator: "/")
            guard parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > top, top > 0 else { return nil }
            return top / bottom
        }
        for (index, word) in words.enumerated() where index > 0 {
            // `13oz`, `400g`: the number and its unit in one word; `350g/12oz`, the first of two written so.
            let digits = word.prefix { $0.isNumber || $0 == "." }
            let unitWord = word.dropFirst(digits.count).prefix { $0 != "/" }
            if let value = number(digits), let unit = unitAmount(String(unitWord)) { return value * unit }
            guard let (unit, last) = unitEnding(at: index) else { continue }
            // `(3 1/2 lb)`, `(14 ½ ounce)`: a whole number and a fraction, not the line's own amount; `(1 to 1 1/2
            // pounds)`, `(1-1 1/2 lb)`: the high end of a range (its middle, 1¼ lb; the 1½ had been taken alone).
            if last > 1, let part = fraction(words[last]), let whole = number(Substring(words[last - 1])) {
                let rangeLow = last > 3 && words[last - 2] == "to" ? number(Substring(words[last - 3]))
                    : last > 2 ? number(Substring(words[last - 2])) : nil
                return ((rangeLow.map { ($0 + whole + part) / 2 }) ?? whole + part) * unit
            }
            // `(about 1/2 lb)`, and a note's `(1/2 lb)`: a fraction alone, never after a number (`1 1/2 lb`, the
            // line's own amount), another fraction (`1/4-1/2 lb`, a range) or a range's `to`.
            if last > 0, let part = fraction(words[last]), case let before = words[last - 1],
               last == 1 ? fractionAloneIsSize : number(Substring(before)) == nil && fraction(before) == nil && before != "to" {
                return part * unit
            }
            // After a number that is not the line's own amount (`400 g chickpeas` is no container).
            if last > 0, let value = number(Substring(words[last])) {
                // A range's middle: `(15 to 16-ounce)`, `(6-8 oz each)`; never with the line's own amount (`1 15-ounce can`).
                if last > 2, words[last - 1] == "to", let low = number(Substring(words[last - 2])) { return (low + value) / 2 * unit }
                if last > 1, let low = number(Substring(words[last - 1])) { return (low + value) / 2 * unit }
                return value * unit
            }
        }
        return nil
    }

    /// The weights of an ingredient line's food: its first choice the table knows (`butter or
    /// margarine` is butter, `lardons or thick-cut bacon` bacon), a choice that shares the last
    /// one's noun taking it where the table has that food (`rye or whole wheat flour` is rye flour,
    /// not the grain), and of `chicken thighs and drumsticks` weighed together, the first.
    public func weights(of ingredient: Ingredient) -> FoodWeights? {
        let choices = ingredient.foodChoices
        let noun = choices.count > 1 ? choices.last?.split(separator: " ").last.map(String.init) : nil
        let shared = choices.dropLast().compactMap { choice -> String? in
            guard let noun, !choice.hasSuffix(noun) else { return nil }
            let named = choice + " " + noun
            return foods[FoodKey.mergeKey(named)] != nil ? named : nil
        }
        let candidates = shared + choices + choices.compactMap { $0.pieces(separatedBy: " and ").first }.filter { !choices.contains($0) }
        let preparation = Self.measuredPreparation(of: ingredient)
        for food in candidates {
            if let found = weights(food: food, unit: ingredient.unit, size: ingredient.size, preparation: preparation) {
                // `1 lb 90% lean ground beef`, `ground beef (85/15)`: USDA's row of that leanness.
                if let lean = LeanShare.food(group: found.food.group, text: ingredient.text), lean != found.food.name,
                   let leaner = weights(food: lean, unit: ingredient.unit, size: ingredient.size, preparation: preparation) {
                    return leaner
                }
                return found
            }
        }
        return nil
    }

    /// The preparation the line's measure was taken in: `1 cup heavy cream, whipped` is a cup of cream whipped after
    /// (238 g, USDA's `cup, fluid`), `1 cup whipped cream` a cup of it whipped (120 g): a state that swells what is
    /// measured counts only where it is written before or in the name, as cooks read `1 cup flour, sifted`.
    static func measuredPreparation(of ingredient: Ingredient) -> String? {
        guard let preparation = ingredient.preparation, swellingWords.contains(where: TextFolding.fold(preparation).contains)
        else { return ingredient.preparation }
        let words = preparation.split(separator: " ", omittingEmptySubsequences: true)
        let before = TextFolding.fold(String(ingredient.textBeforeName ?? "") + " " + ingredient.name)
        let kept = words.filter { word in
            let folded = TextFolding.fold(String(word))
            return !swellingWords.contains(folded) || before.split(separator: " ").contains { $0 == folded }
        }
        return kept.isEmpty ? nil : kept.joined(separator: " ")
    }

    /// Preparations that change the volume of what was measured, as USDA weighs them (cream `cup, whipped` 120 g).
    static let swellingWords: Set<String> = ["whipped"]

    /// The author's own weight of the whole line in grams (a range's middle), or nil where the line
    /// gives none: `1 cup (125 g) flour` 125; `2 cans (15 oz)` are 15 oz each, but `2 sticks (225 g)`
    /// of butter are 225 g in all: where the table weighs one, the reading nearer it wins; else a
    /// can, jar or packet's size is its own.
    /// `weights`: the line's weights from this table, when the caller has them already.
    public func statedGrams(of ingredient: Ingredient, weights known: FoodWeights?? = nil) -> Rational? {
        guard let quantity = ingredient.quantity, let grams = Self.alternativeGrams(of: ingredient) else { return nil }
        let count = quantity.middle
        guard ingredient.unit.map({ $0.dimension == nil }) ?? (ingredient.unitText != nil) else { return grams }
        if let each = (known ?? weights(of: ingredient))?.gramsEach, ingredient.unit != .can {
            return Self.weighsEach(grams.doubleValue, piece: each.doubleValue, count: count.doubleValue) ? grams * count : grams
        }
        return grams * count
    }

    /// The weight the line gives beside its amount (`1 cup (125 g)`, `2 cans (15 oz)`), in grams, as written:
    /// one can's or all the line's, as the caller reads it.
    static func alternativeGrams(of ingredient: Ingredient) -> Rational? {
        guard let alternative = ingredient.alternative, let unit = alternative.unit, unit.dimension == .mass else { return nil }
        return alternative.quantity.middle * unit.baseAmount!
    }

    /// Whether a weight written beside a count (`2 sticks (225 g)`, `2 chicken breasts (8 oz)`) is each
    /// piece's rather than all of them: the reading nearer what the table weighs one piece.
    static func weighsEach(_ written: Double, piece: Double, count: Double) -> Bool {
        abs(written - piece) < abs(written - piece * count)
    }

    /// What an ingredient line weighs in grams (a range's middle), or nil when it has no amount or
    /// cannot be weighed. The author's own weight wins (`1 cup (125 g) flour`); after a container
    /// it is the container's (`2 cans (15 oz)` are 30 oz).
    /// `weights`: the line's weights from this table, when the caller has them already.
    public func grams(of ingredient: Ingredient, weights known: FoodWeights?? = nil) -> Double? {
        guard let quantity = ingredient.quantity else { return nil }
        // `2 ribs celery`, `4 strips bacon`, `3 rashers bacon`: a rib is a stalk, a strip or a rasher a slice;
        // `2 ears corn`: an ear is the piece itself (USDA weighs corn by the ear, 102 g a medium one).
        if ingredient.unit == nil, let text = ingredient.unitText.map(TextFolding.fold),
           case let unit = Self.unitWords[text], unit != nil || Self.pieceWords.contains(text) {
            var counted = ingredient
            counted.line.unit = unit
            counted.line.unitText = nil
            return grams(of: counted)
        }
        let lineWeights = known ?? weights(of: ingredient)
        // `1 cube chicken bouillon`, `1 envelope unflavored gelatin`: a container word that is the piece USDA weighs
        // the food by (a bouillon cube 4 g, gelatin's envelope 7 g) counts that piece, as `2 bouillon cubes` does.
        // `2 envelopes active dry yeast`: any word for a packet is the packet or envelope the food is counted by; the
        // author's own measure or size of it wins (`1 envelope (2¼ tsp)`, as `1 packet (2¼ tsp)` is weighed; `1 (14 ounce)
        // block firm tofu` is 14 ounces, not USDA's block of 464 g: see below).
        if ingredient.unit == nil, ingredient.alternative == nil, Self.containerGrams(in: Self.sizeText(of: ingredient)) == nil,
           let written = ingredient.unitText.map({ Singularizer.singular(TextFolding.fold($0)) }),
           case let packet = lineWeights?.food.piece.flatMap({ Self.packetWords.contains(written) && Self.packetWords.contains($0) ? $0 : nil }),
           case let word = packet ?? written,
           !Self.sizes.contains(word), let piece = lineWeights?.food.usda?.measures.first(where: { $0.unit == nil && $0.size == word }) {
            return piece.grams.doubleValue * quantity.middle.doubleValue
        }
        // `2 sticks celery`, `4 sticks rhubarb`: British recipes' stick of a vegetable USDA weighs by the
        // stalk (and never by the stick, as it does butter) is that stalk.
        if ingredient.unit == .stick, let measures = lineWeights?.food.usda?.measures,
           !measures.contains(where: { $0.unit == .stick }), measures.contains(where: { $0.unit == .stalk }) {
            var counted = ingredient
            counted.line.unit = .stalk
            return grams(of: counted)
        }
        let middle = { (q: Quantity) in q.middle.doubleValue }
        let container = ingredient.unit.map { $0.dimension == nil } ?? (ingredient.unitText != nil)
        // A can of beans, corn or tuna (`2 cans chickpeas, drained`, `1 15-ounce can black beans`): what USDA
        // weighs a can of them drained (chickpeas 253 g, 16358), what a cook eats, not the can's net weight
        // with its liquid; a can of another size in proportion to USDA's (tuna's `can (12.5 oz), drained`;
        // where it gives no size, the common 15-ounce can).
        if ingredient.unit == .can, let weights = lineWeights,
           let drained = weights.food.usda?.measures.first(where: { $0.unit == .can && $0.preparation?.contains("drained") == true }) {
            if let size = Self.containerGrams(in: Self.sizeText(of: ingredient)) ?? Self.alternativeGrams(of: ingredient)?.doubleValue {
                let described = drained.row.split(separator: "|").dropFirst(2).first.map(String.init) ?? ""
                let usdaCan = Self.containerGrams(in: "1 " + described) ?? Self.usdaCanGrams
                return drained.grams.doubleValue * size / usdaCan * middle(quantity)
            }
            if TextFolding.fold(ingredient.preparation ?? "").contains("drained") || weights.gramsEach == nil {
                return drained.grams.doubleValue * middle(quantity)
            }
        }
        if let stated = statedGrams(of: ingredient, weights: .some(lineWeights)) { return stated.doubleValue }
        // A container's size written before the food, which the line reader leaves in the text:
        // `1 (15 ounce) container ricotta`, `2 cans (400 g each) chickpeas`, `1 13oz. can coconut milk`.
        if container, [.can, .jar, .package, .bottle, nil].contains(ingredient.unit), ingredient.alternative == nil,
           let size = Self.containerGrams(in: Self.sizeText(of: ingredient)) {
            return size * middle(quantity)
        }
        // `1 (46 fluid ounce) can pineapple juice`, `1 (750 milliliter) bottle wine`: the container's volume, weighed
        // (before USDA's own can, which is of one size: its evaporated milk's 13-ounce can is no 5-ounce one).
        if container, [.can, .jar, .package, .bottle, nil].contains(ingredient.unit), ingredient.alternative == nil,
           let perMl = lineWeights?.gramsPerMl, let size = Self.containerMillilitres(in: Self.sizeText(of: ingredient)) {
            return size * perMl.doubleValue * middle(quantity)
        }
        // `1 can coconut milk`: a can of no written size of a food USDA weighs by no can, as the shops sell it.
        if ingredient.unit == .can, ingredient.alternative == nil, let food = lineWeights?.food,
           food.usda?.measures.contains(where: { $0.unit == .can }) != true, let can = CommonCans.grams(of: ingredient, food: food) {
            return can * middle(quantity)
        }
        // `2 tuna steaks (about 4 oz. each)`: a count whose note weighs each piece; `2 large aubergines (about
        // 800 g)`: without `each`, the reading nearer what USDA weighs the pieces (an eggplant 458 g: 800 g are both).
        // `2 heads broccoli (~1 1/2 lb.)`, `15 sheets lasagna noodles (9 ounces)`: the same for pieces counted by their unit.
        let counted = ingredient.unit.map(Self.pieceUnits.contains) ?? (ingredient.unitText == nil)
        if counted, ingredient.alternative == nil,
           let note = ingredient.note, let written = Self.noteGrams(in: note) {
            if note.lowercased().split(whereSeparator: { !$0.isLetter }).contains("each") { return written * middle(quantity) }
            if let piece = lineWeights?.gramsEach?.doubleValue {
                let count = middle(quantity)
                return Self.weighsEach(written, piece: piece, count: count) ? written * count : written
            }
            // Where the table weighs no piece to compare with: `2 (6-ounce) salmon fillets`, `4 (6 oz) fillets`,
            // a size in ounces or pounds between the count and the name, sizes each piece as a can's size
            // does; a weight anywhere else, or in grams (`16 whole (227 grams) graham crackers`, the
            // author's conversion), is all of them.
            if lineWeights != nil {
                let imperial = note.lowercased().split(whereSeparator: { !$0.isLetter }).contains { [.oz, .lb].contains(UnitTable.unit(for: String($0))) }
                let sizesEach = imperial && ingredient.textBeforeName?.contains("(") == true
                return sizesEach ? written * middle(quantity) : written
            }
        }
        // `1 boneless 2-3 pound chuck roast`: a count whose name carries each piece's weight.
        if ingredient.unit == nil, ingredient.unitText == nil, ingredient.alternative == nil, lineWeights != nil,
           let written = Self.containerGrams(in: "1 " + ingredient.name) {
            return written * middle(quantity)
        }
        // `1 bottle (750 ml) red wine`: the container's volume, weighed.
        if container, let alternative = ingredient.alternative, let unit = alternative.unit, unit.dimension == .volume,
           let perMl = lineWeights?.gramsPerMl {
            return middle(alternative.quantity) * (unit.baseAmount! * perMl).doubleValue * middle(quantity)
        }
        guard ingredient.unitText == nil || ingredient.unit != nil,
              let grams = Self.grams(of: KitchenAmount(quantity, ingredient.unit?.measuring(liquid: lineWeights?.isLiquid ?? false)),
                                     weights: lineWeights) else { return nil }
        return middle(grams)
    }
}
