extension ShoppingList {
    /// One food a line puts on the list, with its own amount and weights (`1 tomato and ½ onion`
    /// puts a tomato and half an onion). The page carries these as `data-shopping` where they
    /// differ from the line read plainly, so it lists what `lines(of:factor:)` lists.
    public struct LinePart: Hashable, Sendable {
        public var food: String
        public var quantity: Quantity?
        public var unit: Unit?
        /// A container word that is not a unit (`envelope`).
        public var unitText: String?
        public var weights: FoodWeights?
    }

    /// The lines one recipe adds, every amount times `factor` (a can's size, kept in the note, never scales),
    /// each with its food's weights from `foods`.
    public static func lines(of recipe: Recipe, factor: Rational, foods: FoodTable = .builtIn) -> [Line] {
        recipe.ingredientGroups.flatMap(\.ingredients).flatMap { ingredient in
            parts(of: ingredient, foods: foods).map { part in
                Line(recipe: recipe.title, food: part.food, amount: part.quantity.map { KitchenAmount($0, part.unit).scaled(by: factor) },
                     unitText: part.unitText, weights: part.weights, isOptional: ingredient.isOptional,
                     unitWord: ingredient.line.unitWord, containerSize: ingredient.line.containerSize)
            }
        }
    }

    /// What one ingredient line puts on the list (`Ingredient.shoppingFoods`), each food weighed
    /// by the table for the line's unit, size and preparation.
    public static func parts(of ingredient: Ingredient, foods: FoodTable = .builtIn) -> [LinePart] {
        parts(of: ingredient, shoppingFood: ingredient.shoppingFood, foods: foods)
    }

    /// `parts(of:foods:)` with the line's `Ingredient.shoppingFood` as its caller made it: a recipe
    /// page's line shows it too (`RecipeKitchen`), and each took 16,000 instructions a line.
    public static func parts(of ingredient: Ingredient, shoppingFood: String, foods: FoodTable) -> [LinePart] {
        let named = ingredient.shoppingFoods(food: shoppingFood)
        // `salt, pepper`, `garlic, ginger, chilli`: a line of no amount whose note names only foods the table knows
        // buys each of them (it listed the salt alone).
        if named.count == 1, ingredient.quantity == nil, let listed = listedFoods(in: ingredient, shoppingFood: shoppingFood, foods: foods) {
            return ([named[0].food] + listed).map {
                LinePart(food: $0, quantity: nil, unit: nil, unitText: nil, weights: foods.weights(food: $0, unit: nil, size: nil, preparation: nil))
            }
        }
        if named.count == 1, let food = named.first, ingredient.leadingWords == nil {
            let weights = weights(of: ingredient, food: food.food, foods: foods)
            // `2 cups tomatoes, crushed`: bought as the food its preparation names (crushed tomatoes, in tins).
            let bought = weights.flatMap { preparedName(of: food.food, weighedAs: $0.food.name) } ?? food.food
            return [LinePart(food: bought, quantity: ingredient.quantity, unit: ingredient.unit?.measuring(liquid: weights?.isLiquid ?? false),
                             unitText: ingredient.unitText, weights: weights)]
        }
        let preparation = FoodTable.measuredPreparation(of: ingredient)
        return named.map { part in
            let weights = foods.weights(food: part.food, unit: part.unit, size: ingredient.size, preparation: preparation)
            return LinePart(food: part.food, quantity: part.quantity, unit: part.unit?.measuring(liquid: weights?.isLiquid ?? false),
                            unitText: part.unitText, weights: weights)
        }
    }

    /// `crushed tomatoes` for `tomatoes` weighed as the table's `crushed tomato`: the words the table's food puts before the
    /// line's, with the line's; nil where the table's food is the line's or another.
    static func preparedName(of food: String, weighedAs name: String) -> String? {
        // A table's food of one word puts none before the line's: the line's key is not made (10,000 instructions a line).
        guard name.utf8.contains(UInt8(ascii: " ")) else { return nil }
        let key = FoodKey.mergeKey(food)
        guard !key.isEmpty, name.count > key.count + 1, name.hasSuffix(" " + key) else { return nil }
        return String(name.dropLast(key.count)) + food
    }

    /// The foods a line's note lists after its own (`salt, pepper, nutmeg`, `Nutmeg; Cayenne; Paprika`), where the line's food and
    /// every piece of the note are foods the table knows by that very name; nil for any other note (`flour, for dusting`).
    static func listedFoods(in ingredient: Ingredient, shoppingFood: String, foods: FoodTable) -> [String]? {
        guard let note = ingredient.note, foods.food(named: shoppingFood) != nil else { return nil }
        let pieces = note.split(whereSeparator: { $0 == "," || $0 == ";" }).flatMap { String($0).pieces(separatedBy: " and ") }
            .map { piece in String(piece.drop { $0 == " " }.reversed().drop { $0 == " " || $0 == "." }.reversed()) }
        guard !pieces.isEmpty, pieces.allSatisfy({ piece in
            !piece.isEmpty && foods.food(named: piece)?.name == FoodKey.mergeKey(piece)
        }) else { return nil }
        // In the list's letters, as the line's own food: `Nutmeg; Cayenne; Paprika` lists nutmeg, cayenne and paprika.
        return pieces.map { WrittenFood.letters(of: TextFolding.fold($0), name: $0, in: $0) }
    }

    /// The line's food weighed as the author weighed it, where they did (`2 sticks (225 g)`: 112.5 g a
    /// stick; `1 cup (120 g) flour`: 120 g a cup), so the list adds what the recipe says, and a food
    /// the table does not know (`1 cup (96 g) almond flour`) still adds up across units; else the table's.
    static func weights(of ingredient: Ingredient, food: String, foods: FoodTable) -> FoodWeights? {
        let table = foods.weights(of: ingredient)
        guard let stated = foods.statedGrams(of: ingredient, weights: .some(table)), let quantity = ingredient.quantity else { return table }
        let count = quantity.middle
        var weights = table ?? FoodWeights(food: FoodTable.Food(name: FoodKey.mergeKey(food), usda: nil, group: FoodKey.mergeKey(food), piece: nil))
        switch ingredient.unit {
        case let unit? where unit.dimension == .volume:
            guard count > Rational(0) else { return table }
            weights.gramsPerMl = stated / (count * unit.baseAmount!)
        case let unit? where unit.dimension != nil:
            return table   // a weight or a length: nothing for the author's grams to say
        default:
            guard count > Rational(0), ingredient.unit != nil || ingredient.unitText == nil else { return table }
            weights.gramsEach = stated / count
        }
        return weights
    }

    /// How many times the recipe's amounts `servings` needs: nil when the recipe gives no number of servings.
    public static func factor(for recipe: Recipe, servings: Int) -> Rational? {
        guard let base = recipe.servings?.low, base > 0, servings > 0 else { return nil }
        return Rational(servings, base)
    }
}

extension Ingredient {
    /// What the shopping list calls the ingredient: the food (`chicken thighs`), else the name as
    /// understood (the page's script reads `data-food`, else the marked name, the same way); the food in
    /// the author's letters (`WrittenFood`): `dried Mexican oregano`, `jalapeños`.
    public var shoppingFood: String { line.food.map { WrittenFood.letters(of: $0, name: line.name, in: plainText) } ?? line.name }

    /// What goes on the list, each food with its amount: `salt and black pepper` with no amount is
    /// two pantry foods, `salt` and `black pepper`; `1 tomato and ½ onion` is 1 tomato and ½ onion;
    /// with one amount (`1 cup peas and carrots`) or two equal halves (`half and half`) it stays
    /// one. A dried herb is bought apart from the fresh one: `1 tsp dried thyme` is `dried thyme`.
    /// A part of a fruit counted by the fruit buys the fruit: `zest of 2 oranges` is 2 oranges.
    public var shoppingFoods: [(food: String, quantity: Quantity?, unit: Unit?, unitText: String?)] {
        shoppingFoods(food: shoppingFood)
    }

    /// `shoppingFoods`, from the line's `shoppingFood` as the caller made it.
    func shoppingFoods(food: String) -> [(food: String, quantity: Quantity?, unit: Unit?, unitText: String?)] {
        guard !food.isEmpty else { return [] }
        if line.leadingWords != nil, let fruit = FoodReader.read(name: line.name, note: nil).food {
            return [(fruit, line.quantity, nil, nil)]   // `juice of 2 lemons` buys 2 lemons
        }
        let dried = TextFolding.fold(line.preparation ?? "").split(separator: " ").contains("dried")
        // `1 tsp each salt and pepper`, `2 tbsp each butter and olive oil`: the amount is each food's (it read `each butter
        // and olive oil, 2 tbsp`, and `dried each thyme and oregano`).
        if line.quantity != nil, let foods = eachFoods {
            return foods.map { (dried && !FoodKey.mergeKey($0).hasPrefix("dried ") ? "dried " + $0 : $0, line.quantity, line.unit, line.unitText) }
        }
        let parts = food.pieces(separatedBy: " and ")
        if parts.count == 2, line.quantity != nil, !parts[0].isEmpty {
            let second = IngredientLineParser.parse(parts[1])
            if let amount = second.quantity, let secondFood = second.food, !secondFood.isEmpty {
                return [(parts[0], line.quantity, line.unit, line.unitText), (secondFood, amount, second.unit, second.unitText)]
            }
        }
        guard line.quantity == nil, parts.count > 1, Set(parts).count == parts.count, !parts.contains(where: \.isEmpty) else {
            return [(dried && !FoodKey.mergeKey(food).hasPrefix("dried ") ? "dried " + food : food, line.quantity, line.unit, line.unitText)]
        }
        return parts.map { ($0, nil, nil, nil) }
    }

    /// The foods of a line whose amount is each one's (`1 tsp each salt and pepper`, `each of`): nil for any other line.
    public var eachFoods: [String]? {
        guard line.food?.hasPrefix("each ") == true else { return nil }   // the reader's food, folded: cheap for every line
        let food = shoppingFood
        guard let each = ["each of ", "each "].first(where: { food.lowercased().hasPrefix($0) }) else { return nil }
        let foods = String(food.dropFirst(each.count)).pieces(separatedBy: " and ").filter { !$0.isEmpty }
        return foods.isEmpty ? nil : foods
    }
}
