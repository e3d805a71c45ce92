/// One ingredient line: the author's text, kept verbatim, and what was understood of it.
public struct Ingredient: Hashable, Sendable {
    /// The line exactly as written (Markdown source of the item, without the list marker).
    public var text: String
    /// cmark-gfm's HTML of the line, when the pipeline renders HTML.
    public var html: String
    public var quantity: Quantity?
    public var unit: Unit?
    /// The unit word as written when it is not a known unit (`envelope`), else nil.
    public var unitText: String?
    public var name: String
    public var note: String?
    public var isOptional: Bool
    public var alternative: Measure?
    public var location: SourceLocation?

    public init(text: String, html: String = "", quantity: Quantity? = nil, unit: Unit? = nil, unitText: String? = nil,
                name: String, note: String? = nil, isOptional: Bool = false, alternative: Measure? = nil,
                location: SourceLocation? = nil) {
        self.text = text
        self.html = html
        self.quantity = quantity
        self.unit = unit
        self.unitText = unitText
        self.name = name
        self.note = note
        self.isOptional = isOptional
        self.alternative = alternative
        self.location = location
    }
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
