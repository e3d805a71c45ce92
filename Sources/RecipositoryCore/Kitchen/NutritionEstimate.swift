import Foundation

/// A recipe's nutrition per serving, estimated from what each ingredient line weighs and the food
/// table's nutrients per 100 g (USDA). Lines that are optional, to taste, for serving, for the pan
/// or for garnish are not counted; a range counts its middle; a line with no amount, or whose food
/// or amount the table cannot weigh, is left out and named. Only for a recipe with servings or a
/// yield that counts something.
public struct NutritionEstimate: Hashable, Sendable {
    public var perServing: Nutrients
    /// What the whole recipe was divided by (a range's middle: `4-6` is 5).
    public var servings: Double
    /// Lines whose nutrients were counted, of all ingredient lines.
    public var counted: Int
    public var ingredients: Int
    /// The counted lines' weight over the weight of every counted-or-unweighable line with an amount
    /// (unweighable ones at `assumedGrams`): how much of the dish the estimate saw.
    public var weightShare: Double
    /// The lines not counted, as written (`salt to taste`).
    public var notCounted: [String]
    /// Where they are: `recipe.ingredientGroups[group].ingredients[line]`.
    public var notCountedPositions: [Position]

    public struct Position: Hashable, Sendable {
        public var group: Int
        public var line: Int
    }

    /// Enough of the dish was weighed for the estimate to stand for it (structured data carries it).
    public var isPublishable: Bool { weightShare >= 0.9 }

    /// What a line with an amount that cannot be weighed is taken to weigh, for `weightShare`:
    /// a volume as water (1 g per ml, so `1 cup` 237 g); a sprig or a leaf, and a piece of a spice
    /// (`2 bay leaves`, `1 cinnamon stick`, `3 star anise`: USDA weighs them only ground) 1 g; a piece,
    /// can, bunch or other counted unit 50 g (between a clove of garlic and an onion: most counted
    /// foods in recipes are small); a weight as written.
    public static func assumedGrams(_ amount: KitchenAmount, isSpice: Bool = false) -> Double {
        let middle = amount.quantity.middle.doubleValue
        if let grams = FoodTable.grams(of: amount, weights: nil) { return grams.middle.doubleValue }
        if let unit = amount.unit, unit.dimension == .volume { return middle * unit.baseAmount!.doubleValue }
        if let unit = amount.unit, let fraction = FoodTable.spoonFractions[unit] {
            return middle * (fraction * Unit.tsp.baseAmount!).doubleValue
        }
        if amount.unit?.dimension == .length { return 0 }
        if amount.unit == .sprig || amount.unit == .leaf || isSpice && [nil, .piece, .stick].contains(amount.unit) { return middle }
        return middle * 50
    }

    /// The estimate for `recipe`, or nil when it has no servings (or yield) to divide by, or the
    /// author or the site turned estimates off (`estimate_nutrition: false`).
    public init?(_ recipe: Recipe, config: SiteConfig) {
        guard recipe.estimateNutrition ?? config.estimateNutrition else { return nil }
        self.init(recipe, foods: config.foods)
    }

    public init?(_ recipe: Recipe, foods: FoodTable) {
        guard let count = recipe.servings ?? recipe.yield, let low = count.low, low > 0 else { return nil }
        servings = Double(low + (count.high ?? low)) / 2
        var total = Nutrients()
        var countedGrams = 0.0, otherGrams = 0.0
        var counted = 0, ingredients = 0
        var notCounted: [String] = [], positions: [Position] = []
        for (groupIndex, group) in recipe.ingredientGroups.enumerated() {
            let servedApart = group.title.map(Self.isServedApart) ?? false
            for (lineIndex, ingredient) in group.ingredients.enumerated() where !ingredient.text.isEmpty {
                ingredients += 1
                func leaveOut() {
                    notCounted.append(ingredient.text)
                    positions.append(Position(group: groupIndex, line: lineIndex))
                }
                if servedApart || Self.isLeftOut(ingredient) {
                    leaveOut()
                    continue
                }
                guard let quantity = ingredient.quantity else {
                    leaveOut()
                    continue
                }
                let weights = foods.weights(of: ingredient)
                let grams = foods.grams(of: ingredient, weights: .some(weights))
                if let weighed = Self.weighed(ingredient, quantity: quantity, weights: weights, grams: grams, foods: foods) {
                    counted += 1
                    for (grams, usda) in weighed {
                        countedGrams += grams
                        // `2 lb chicken wings`: the bone is weighed but not eaten (`BoneIn`).
                        let eaten = grams * (1 - BoneIn.share(of: ingredient, food: usda))
                        total = total + usda.per100g.scaled(by: eaten / 100)
                    }
                } else {
                    leaveOut()
                    // USDA's group 02: spices and dried herbs.
                    let isSpice = weights?.food.usda?.ndb.hasPrefix("02") == true
                    otherGrams += grams ?? Self.assumedGrams(KitchenAmount(quantity, ingredient.unit), isSpice: isSpice)
                }
            }
        }
        (self.counted, self.ingredients, self.notCounted, notCountedPositions) = (counted, ingredients, notCounted, positions)
        perServing = total.scaled(by: 1 / servings)
        weightShare = countedGrams + otherGrams > 0 ? countedGrams / (countedGrams + otherGrams) : 0
    }

    /// The line's foods and their grams, nil when one cannot be weighed: its food, or `1 tsp each salt and pepper` each
    /// food with the amount, as the shopping list puts them (`ShoppingList.parts(of:)`).
    static func weighed(_ ingredient: Ingredient, quantity: Quantity, weights: FoodWeights?, grams: Double?,
                        foods: FoodTable) -> [(grams: Double, usda: FoodTable.USDAFood)]? {
        guard ingredient.eachFoods != nil else {
            guard let grams, let usda = weights?.food.usda else { return nil }
            return [(grams, usda)]
        }
        let parts = ShoppingList.parts(of: ingredient, foods: foods).map { part -> (grams: Double, usda: FoodTable.USDAFood)? in
            guard let usda = part.weights?.food.usda,
                  let grams = FoodTable.grams(of: KitchenAmount(quantity, part.unit), weights: part.weights) else { return nil }
            return (grams.middle.doubleValue, usda)
        }
        return parts.contains { $0 == nil } ? nil : parts.compactMap { $0 }
    }

    /// Optional, to taste, for serving, for the pan, for garnish, and what is not eaten (foil, cheesecloth):
    /// not part of what a serving eats.
    /// `plus more for the pan` leaves out only the more: the line's own amount counts; so does the amount
    /// of `½ cup sugar, or to taste` (the cook adjusts it; `salt to taste` has none to count).
    static func isLeftOut(_ ingredient: Ingredient) -> Bool {
        if ingredient.isOptional { return true }
        // `1 piece cheesecloth`, `12 wooden skewers`: bought with the food, not eaten.
        if AisleTable.builtIn.aisle(of: ingredient.foodChoices.first ?? ingredient.name) == AisleTable.household { return true }
        var text = Array(TextFolding.fold(ingredient.text).utf8)
        for extra in ["plus more", "plus extra", "and more", "and extra", ", more", "(more", "or to taste", "or more to taste",
                      "or less to taste", "more or less to taste"] {
            if let at = offset(of: extra, in: text) { text.removeSubrange(at...) }
        }
        return leftOutPhrases.contains { offset(of: $0, in: text) != nil }
    }

    /// A group of lines served apart from the dish (`For serving`, `To garnish`, `Toppings`), not one that names
    /// a part of the dish beside them (`For the Tomatoes + Serving`: the tomatoes are eaten; its lines for serving
    /// are left out one by one), nor a cobbler's or crumble's `Topping`, baked on and eaten with it.
    static func isServedApart(_ title: String) -> Bool {
        let folded = TextFolding.fold(title)
        let text = Array(folded.utf8)
        guard ["serving", "to serve", "garnish", "topping", "for the pan"].contains(where: { offset(of: $0, in: text) != nil }) else { return false }
        return folded.split(whereSeparator: { !$0.isLetter }).allSatisfy { servingWords.contains(String($0)) }
    }

    /// The words of a title about serving alone (`Optional toppings to serve`, `For the pan`); `topping` is not
    /// one: one topping is part of the dish, toppings are offered with it.
    static let servingWords: Set<String> = ["for", "the", "to", "and", "or", "a", "of", "on", "with", "side", "optional", "serve",
                                            "serving", "servings", "garnish", "garnishes", "garnishing", "toppings", "pan",
                                            "suggestion", "suggestions", "extra", "extras", "idea", "ideas"]

    /// Where an ASCII phrase first stands in folded text (no case, no accents left): on bytes, as
    /// `range(of:)` was a third of the estimate's instructions.
    private static func offset(of phrase: String, in text: [UInt8]) -> Int? {
        text.firstOffset(of: phrase.utf8)
    }

    static let leftOutPhrases = ["to taste", "for serving", "to serve", "for the pan", "for the tin", "for greasing", "to grease",
                                 "for dusting", "for garnish", "to garnish", "for frying", "for deep-frying", "for deep frying",
                                 "for shallow-frying", "for shallow frying", "for pan-frying", "for pan frying", "for brushing"]
}

extension NutritionEstimate {
    /// `check --nutrition`: a warning for each line with an amount that the estimate cannot weigh,
    /// so the author can name the food as the table knows it or give a weight. None where the
    /// estimate is turned off.
    public static func warnings(_ recipe: Recipe, config: SiteConfig) -> [Diagnostic] {
        guard recipe.estimateNutrition ?? config.estimateNutrition else { return [] }
        let foods = config.foods
        var found: [Diagnostic] = []
        for group in recipe.ingredientGroups where !(group.title.map(isServedApart) ?? false) {
            for ingredient in group.ingredients where ingredient.quantity != nil && !isLeftOut(ingredient) {
                guard let location = ingredient.location else { continue }
                let weights = foods.weights(of: ingredient)
                guard weights?.food.usda == nil || foods.grams(of: ingredient, weights: .some(weights)) == nil else { continue }
                let food = ingredient.foodChoices.first ?? ingredient.name
                let message = weights?.food.usda == nil
                    ? "The nutrition estimate leaves out `\(ingredient.text)`: the food table does not know \(food)."
                    : "The nutrition estimate leaves out `\(ingredient.text)`: the food table has no weight for \(food) by the \(ingredient.unit?.symbol ?? ingredient.unitText ?? "piece")."
                found.append(Diagnostic(.nutritionUnknownFood, message, at: location,
                                        note: "Name the food as a shop would, or give its weight (`1 cup (125 g) flour`)."))
            }
        }
        return found
    }
}
