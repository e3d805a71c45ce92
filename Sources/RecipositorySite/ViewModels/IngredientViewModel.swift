import RecipositoryCore
import RecipositoryMarkdown

/// One ingredient line: the author's HTML as written, plus machine-readable data attributes
/// (decimal quantities, unit) for scaling scripts.
struct IngredientViewModel: TemplateParent {
    var html: String
    var quantityLow: String?
    var quantityHigh: String?
    var unit: String?
    var food: String?
    var isOptional: Bool
    /// The words before an amount that counts the fruit a part is taken from (`Juice of`), which the
    /// scaling script keeps before the amount it shows.
    var leadingWords: String?
    /// The size word before the unit (`heaped` in `2 heaped tbsp`), which the scaled amount keeps.
    var unitSize: String?
    /// The size word stands before the amount (`Scant 2 cups`), where the scaled amount keeps it.
    var unitSizeFirst = false
    /// The author's word for a counted unit (`tins`) and each container's size written before it (`400g`).
    var unitWord: String?
    var containerSize: String?
    /// For the scaling script: exact fractions (`1/3`) and the alternative measure.
    var exactLow: String?
    var isApproximate = false
    var exactHigh: String?
    var alternative: (low: String, high: String, unit: String?, approximate: Bool)?
    /// A count of things never cut (`eggs`, `3 cloves`): the page rounds it, scaled, to whole ones.
    var isCountedWhole = false
    /// What the food weighs, for the unit switch and the shopping list (the food table's values for this line).
    var weights: FoodWeights?
    /// What the line puts on the shopping list, where that is not the line read plainly (`1 tomato
    /// and ½ onion`, `dried thyme`): `data-shopping`, which the page stores as it is.
    var shopping: [ShoppingList.LinePart]?

    /// - Parameters:
    ///   - html: the line rendered for the page (`RecipeHTML`, the name in its span); the text as
    ///     written when empty.
    ///   - shoppingFood: the line's `Ingredient.shoppingFood`, where its kitchen facts made it (`RecipeKitchen.Line`).
    init(_ ingredient: Ingredient, html rendered: String = "", weights: FoodWeights? = nil, shopping: [ShoppingList.LinePart] = [],
         shoppingFood: String? = nil) {
        self.weights = weights
        let shoppingFood = shoppingFood ?? ingredient.shoppingFood   // made once: each line of each page asks
        let plain = shopping.count == 1 && shopping[0].food == shoppingFood
        self.shopping = shopping.isEmpty || plain ? nil : shopping
        html = Self.html(ingredient, rendered: rendered)
        quantityLow = ingredient.quantity.map { DecimalText.of($0.low) }
        quantityHigh = ingredient.quantity.map { DecimalText.of($0.high) }
        unit = ingredient.unit.map { $0.measuring(liquid: weights?.isLiquid ?? false).symbol } ?? ingredient.unitText
        food = ingredient.food.map { _ in shoppingFood }   // in the author's letters: the list shows it
        isOptional = ingredient.isOptional
        leadingWords = ingredient.leadingWords
        unitSize = ingredient.unitSize
        unitSizeFirst = ingredient.unitSizeFirst
        unitWord = ingredient.unitWord
        containerSize = ingredient.containerSize
        exactLow = ingredient.quantity?.low.description
        isApproximate = ingredient.quantity?.isApproximate ?? false
        exactHigh = ingredient.quantity?.high.description
        isCountedWhole = ingredient.quantity != nil && ingredient.unit?.dimension == nil
            && KitchenRounding.isCountedWhole(unit: ingredient.unit, food: ingredient.food ?? ingredient.name)
        alternative = ingredient.alternative.map {
            ($0.quantity.low.description, $0.quantity.high.description, $0.unit?.symbol, $0.quantity.isApproximate)
        }
    }

    func child(named name: String) -> Any? {
        switch name {
        case "html": html
        case "hasQuantity": quantityLow != nil
        case "quantityLow": quantityLow
        case "quantityHigh": quantityHigh
        case "hasUnit": unit != nil
        case "unit": unit
        case "food": food
        case "isOptional": isOptional
        case "dataAttributes": dataAttributes
        default: nil
        }
    }
}

extension IngredientViewModel {
    /// The class of the element around the ingredient's name, which the page script and the
    /// shopping list read the food's words from.
    static let nameClass = "ingredient-name"

    /// The class of the element around an amount written after the name (`Oil 2 tbsp`), which the
    /// page script leaves out when it shows a scaled or converted amount first.
    static let amountClass = "ingredient-amount"

    /// The class of the element around a unit written after the name (`2 garlic cloves`), which the
    /// page script says in the plural of the count it shows first.
    static let unitClass = "ingredient-unit"

    /// Where the name's, the unit's and the amount's elements go in the line's Markdown
    /// (`Ingredient.nameSpan`, `unitSpan`, `amountSpan`), in the order they stand.
    static func spans(of ingredient: Ingredient) -> [InlineSpan] {
        [ingredient.nameSpan.map { InlineSpan(range: $0, className: nameClass) },
         ingredient.unitSpan.map { InlineSpan(range: $0, className: unitClass) },
         ingredient.amountSpan.map { InlineSpan(range: $0, className: amountClass) }].compactMap { $0 }
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The line as the page shows it: as rendered (`RecipeHTML`), or its text as written when that is empty.
    static func html(_ ingredient: Ingredient, rendered: String) -> String {
        rendered.isEmpty ? plainHTML(ingredient) : rendered
    }

    /// A line with no Markdown: its text escaped, the name and an amount after it in their elements.
    static func plainHTML(_ ingredient: Ingredient) -> String {
        let utf8 = ingredient.plainText.utf8
        func part(_ range: Range<Int>) -> String {
            HTMLEscaper.escape(String(Substring(utf8.dropFirst(range.lowerBound).prefix(range.count))))
        }
        var html = ""
        var at = 0
        for span in spans(of: ingredient) {
            html += part(at..<span.range.lowerBound) + "<span class=\"\(span.className)\">" + part(span.range) + "</span>"
            at = span.range.upperBound
        }
        return html + part(at..<utf8.count)
    }

    /// ` data-quantity-low="1" data-quantity-high="2" data-unit="cup" data-food="flour"`, and for the
    /// scaling script `data-low`/`data-high` (exact fractions), `data-lead` (words before the amount), `data-size` (a size word before the unit; `data-size-first` where it stands before the amount), `data-unit-word` and `data-container-size` (a counted unit's word and each container's size, as written) and `data-alt-*` (the alternative
    /// measure), `data-optional` (a line the cook may leave out), and the food's weights for the unit switch and the shopping list (`data-group`, the
    /// list's food; `data-g-cup`, grams per US cup, exact; `data-g-each`, grams per piece or
    /// counted unit, and `data-piece`, which piece; `data-liquid` for a food shown in ml; `data-by-cup` for a food a US
    /// page measures in cups rather than ounces), escaped,
    /// for `<li{{{dataAttributes}}}>`:
    /// the same attributes a template can write from the names above, in one tag instead of six
    /// (a recipe page has dozens of ingredient lines, and each Mustache tag is a lookup, 0.2 to 0.5 µs).
    var dataAttributes: String {
        var attributes = ""
        if let quantityLow, let quantityHigh {
            attributes += " data-quantity-low=\"\(HTMLEscaper.escape(quantityLow))\" data-quantity-high=\"\(HTMLEscaper.escape(quantityHigh))\""
        }
        if let unit { attributes += " data-unit=\"\(HTMLEscaper.escape(unit))\"" }
        if let food { attributes += " data-food=\"\(HTMLEscaper.escape(food))\"" }
        if let exactLow, let exactHigh { attributes += " data-low=\"\(exactLow)\" data-high=\"\(exactHigh)\"" }
        if let leadingWords { attributes += " data-lead=\"\(HTMLEscaper.escape(leadingWords))\"" }   // `Juice of` 2 lemons
        if let unitSize { attributes += " data-size=\"\(HTMLEscaper.escape(unitSize))\"" }   // `2 heaped tbsp` doubled `4 heaped tbsp`
        if unitSizeFirst { attributes += " data-size-first=\"true\"" }   // `Scant 2 cups` doubled `scant 4 cups`
        if let unitWord { attributes += " data-unit-word=\"\(HTMLEscaper.escape(unitWord))\"" }   // `2 tins` doubled `4 tins`
        if let containerSize { attributes += " data-container-size=\"\(HTMLEscaper.escape(containerSize))\"" }   // `2 x 400g tins`: `4 tins (400g)`
        if isApproximate { attributes += " data-approximate=\"true\"" }   // `~100 g` stays `~200 g` when scaled
        if isCountedWhole { attributes += " data-whole=\"true\"" }   // `4⅔ eggs` are shown `about 5 eggs`
        if isOptional { attributes += " data-optional=\"true\"" }   // the list says `(optional)` where every line it merges is
        if let alternative {
            attributes += " data-alt-low=\"\(alternative.low)\" data-alt-high=\"\(alternative.high)\""
            if let unit = alternative.unit { attributes += " data-alt-unit=\"\(HTMLEscaper.escape(unit))\"" }
            if alternative.approximate { attributes += " data-alt-approximate=\"true\"" }   // `(~1.5lb)`
        }
        if let weights {
            attributes += " data-group=\"\(HTMLEscaper.escape(weights.group))\""
            if let perMl = weights.gramsPerMl { attributes += " data-g-cup=\"\(perMl * Unit.cup.baseAmount!)\"" }
            if let each = weights.gramsEach { attributes += " data-g-each=\"\(each)\"" }
            if let piece = weights.pieceName { attributes += " data-piece=\"\(HTMLEscaper.escape(piece))\"" }
            if weights.isLiquid { attributes += " data-liquid=\"true\"" }
            if weights.measuredByTheCup { attributes += " data-by-cup=\"true\"" }
        }
        if let shopping {
            attributes += " data-shopping=\"\(HTMLEscaper.escape(JSONValue.array(shopping.map(Self.stored)).scriptSafeText))\""
        }
        return attributes
    }

    /// A part as the shopping list stores a line: `{food, low, high, unit, weights}`, amounts and
    /// weights as exact fractions (`1/2`), as the page's `data-` attributes give them.
    static func stored(_ part: ShoppingList.LinePart) -> JSONValue {
        var weights = JSONValue.null
        if let known = part.weights {
            var fields: [String: JSONValue] = ["group": .string(known.group), "liquid": .bool(known.isLiquid),
                                               "byCup": .bool(known.measuredByTheCup)]
            fields["gCup"] = .string(orNull: known.gramsPerMl.map { "\($0 * Unit.cup.baseAmount!)" })
            fields["gEach"] = .string(orNull: known.gramsEach.map { "\($0)" })
            fields["piece"] = .string(orNull: known.pieceName)
            weights = .object(fields)
        }
        return .object(["food": .string(part.food), "low": .string(orNull: part.quantity?.low.description),
                        "high": .string(orNull: part.quantity?.high.description),
                        "unit": .string(orNull: part.unit?.symbol ?? part.unitText), "weights": weights])
    }
}

/// Ingredients under one heading; the first, unnamed group has no heading. Each line's view
/// model, whose data attributes need the line's kitchen facts (`RecipeKitchen`), is made when a
/// template first asks for the lines: a cookbook's article writes `plainItems`, their HTML alone.
/// A class, so they are made once; a view model is used by one thread.
final class IngredientGroupViewModel: TemplateParent {
    let groupTitle: String?
    /// Each line's HTML, as `IngredientViewModel.html`.
    private let html: [String]
    private let group: IngredientGroup
    private let facts: () -> [RecipeKitchen.Line]
    private(set) lazy var ingredients: [IngredientViewModel] = {
        let facts = facts()
        return group.ingredients.indices.map { line in
            IngredientViewModel(group.ingredients[line], html: html[line], weights: facts[line].weights, shopping: facts[line].shopping,
                                shoppingFood: facts[line].food)
        }
    }()

    /// - Parameters:
    ///   - html: each line rendered for the page (`RecipeHTML`).
    ///   - facts: the group's lines' kitchen facts, asked for when the lines' view models are made.
    init(_ group: IngredientGroup, html rendered: [String], facts: @escaping () -> [RecipeKitchen.Line]) {
        groupTitle = group.title
        html = group.ingredients.indices.map { IngredientViewModel.html(group.ingredients[$0], rendered: rendered[$0]) }
        self.group = group
        self.facts = facts
    }

    func child(named name: String) -> Any? {
        switch name {
        case "groupTitle": groupTitle
        case "ingredients": ingredients
        case "items": ListItems.lines(ingredients) { "<li\($0.dataAttributes)>\($0.html)</li>" }
        case "plainItems": ListItems.lines(html) { "<li>\($0)</li>" }
        default: nil
        }
    }
}
