/// One ingredient line: the author's text, kept verbatim, and what was understood of it.
public struct Ingredient: Hashable, Sendable {
    /// The line exactly as written (Markdown source of the item, without the list marker).
    public var text: String
    /// The line as written, for the page.
    public var markdown: MarkdownPart
    public var quantity: Quantity?
    public var unit: Unit?
    /// The unit word as written when it is not a known unit (`envelope`), else nil.
    public var unitText: String?
    public var name: String
    public var note: String?
    public var isOptional: Bool
    public var alternative: Measure?
    /// The second part of a two-part amount of another kind: `1 cup plus 1 pinch`; scales with the first.
    public var plus: Measure?
    /// What is bought, lowercase (`chicken thighs`, `kosher salt`, `butter or margarine`): what search,
    /// "I have…", the ingredient pages and the shopping list use. Nil only for an empty line.
    public var food: String?
    /// How big each one is: `large`, `medium-sized`.
    public var size: String?
    /// How it is cut, cooked or kept: `finely chopped`, `firmly packed`, `melted`, `at room temperature`.
    public var preparation: String?
    /// A brand or trademark written in the line: `Diamond Crystal`.
    public var brand: String?
    public var location: SourceLocation?

    public init(text: String, markdown: MarkdownPart = MarkdownPart(), quantity: Quantity? = nil, unit: Unit? = nil, unitText: String? = nil,
                name: String, note: String? = nil, isOptional: Bool = false, alternative: Measure? = nil,
                plus: Measure? = nil, food: String? = nil, size: String? = nil, preparation: String? = nil, brand: String? = nil,
                location: SourceLocation? = nil) {
        self.text = text
        self.markdown = markdown
        self.quantity = quantity
        self.unit = unit
        self.unitText = unitText
        self.name = name
        self.note = note
        self.isOptional = isOptional
        self.alternative = alternative
        self.plus = plus
        self.food = food ?? FoodReader.fallback(name)
        self.size = size
        self.preparation = preparation
        self.brand = brand
        self.location = location
    }

    /// The ingredient of one list item: its text as written and what the parser read from it.
    public init(text: String, markdown: MarkdownPart = MarkdownPart(), line: IngredientLine, location: SourceLocation? = nil) {
        self.init(text: text, markdown: markdown, quantity: line.quantity, unit: line.unit, unitText: line.unitText,
                  name: line.name, note: line.note, isOptional: line.isOptional, alternative: line.alternative,
                  plus: line.plus, food: line.food, size: line.size, preparation: line.preparation, brand: line.brand,
                  location: location)
    }

    /// The foods of an "X or Y" food, each on its own: `butter or margarine` → `butter`, `margarine`.
    public var foodChoices: [String] { food.map(FoodReader.choices) ?? [] }
}

/// Ingredients under one heading (`### For the crust`, or a `- Spices:` label item); title nil for the first, unnamed group.
public struct IngredientGroup: Hashable, Sendable {
    public var title: String?
    public var ingredients: [Ingredient]

    public init(title: String?, ingredients: [Ingredient]) {
        self.title = title
        self.ingredients = ingredients
    }
}
