/// What the parser understood of one ingredient line (`2 1/2 cups (310 g) flour, sifted`).
/// The author's text itself is kept elsewhere (`Ingredient.text`); this is only the reading of it.
public struct IngredientLine: Hashable, Sendable {
    /// nil when the line has no amount (`Salt`) or its amount could not be read (see `problems`).
    public var quantity: Quantity?
    public var unit: Unit?
    /// Trimmed, case kept as written; the whole text when nothing else was understood.
    public var name: String
    /// Parentheses, `to taste`, `divided`, `optional` and text after the first comma, joined with `; `.
    public var note: String?
    public var isOptional: Bool
    /// What is bought (`chicken thighs`), its size (`large`), preparation (`finely chopped`) and brand: see `FoodReader`.
    public var food: String?
    public var size: String?
    public var preparation: String?
    /// What fewer lines have (one in ten or twenty), held apart: every recipe's lines stay in
    /// memory from model to render, and these twelve fields were two thirds of a line.
    private var rare: Rare?

    /// The fields most lines leave empty; see their accessors below.
    private struct Fields: Hashable, Sendable {
        var unitText: String?
        var alternative: Measure?
        var plus: Measure?
        var brand: String?
        var problems: [IngredientLineProblem] = []
        var leadingWords: String?
        var measureAfterName: String?
        var unitAfterName: String?
        var unitSize: String?
        var unitSizeFirst = false
        var unitWord: String?
        var containerSize: String?
    }

    /// One reference to the fields (nil when every one is empty), compared and hashed by value.
    private indirect enum Rare: Hashable, Sendable {
        case fields(Fields)
    }

    private var fields: Fields {
        get { if case .fields(let fields)? = rare { fields } else { Fields() } }
        set { rare = newValue == Fields() ? nil : .fields(newValue) }
    }

    /// The unit word as written when it is not a known unit: a container (`envelope`, `bag`)
    /// or a misspelt unit (`tbps`, reported in `problems`).
    public var unitText: String? {
        get { fields.unitText }
        set { fields.unitText = newValue }
    }
    /// A second measure of the same amount: `1 pound (500 g)`, `100 g / ½ cup`, `1 cup | 240 ml`.
    public var alternative: Measure? {
        get { fields.alternative }
        set { fields.alternative = newValue }
    }
    /// The second part of a two-part amount of another kind: `1 cup plus 1 pinch` (one kind is summed instead).
    public var plus: Measure? {
        get { fields.plus }
        set { fields.plus = newValue }
    }
    public var brand: String? {
        get { fields.brand }
        set { fields.brand = newValue }
    }
    public var problems: [IngredientLineProblem] {
        get { fields.problems }
        set { fields.problems = newValue }
    }
    /// The words before an amount that counts what a part is taken from: `Juice of` in `Juice of 2
    /// lemons` (`quantity` 2, `name` `lemons`, `food` `lemon juice`); nil for a line read from its start.
    public var leadingWords: String? {
        get { fields.leadingWords }
        set { fields.leadingWords = newValue }
    }
    /// The amount as written where it follows the name, with what joins it (`: 800g | 1 1/2 lb` in
    /// `pasta: 800g | 1 1/2 lb`, `2 tbsp` in `Oil 2 tbsp`), or a leading amount's second measure
    /// written there (`(2 sticks)` in `230 g melted butter (2 sticks)`): what a page showing another
    /// amount first leaves out of the line. nil when nothing of the amount follows the name.
    public var measureAfterName: String? {
        get { fields.measureAfterName }
        set { fields.measureAfterName = newValue }
    }
    /// The unit word as written after the name, where the line counts with it there: `cloves` in
    /// `2 garlic cloves` (`unit` clove, `name` garlic); nil where the unit, if any, comes first.
    public var unitAfterName: String? {
        get { fields.unitAfterName }
        set { fields.unitAfterName = newValue }
    }
    /// The size word the author put just before the unit, as written: `heaped` in `2 heaped tbsp`,
    /// `small` in `1 small bunch`, `large` in `1 large can`; nil where there is none. A measure so
    /// described is no exact volume: the page scales it in its own unit and keeps the word.
    public var unitSize: String? {
        get { fields.unitSize }
        set { fields.unitSize = newValue }
    }
    /// The size word stands before the amount (`Scant 2 cups`, `a generous 1/4 cup`): the page keeps it
    /// there when it scales the measure (`scant 4 cups`, `generous ½ cup`), not after the number.
    public var unitSizeFirst: Bool {
        get { fields.unitSizeFirst }
        set { fields.unitSizeFirst = newValue }
    }
    /// A counted unit as the author named it, where that is another English word for it: `tins` in `2 tins
    /// sardines` (a can), `packets` (a package); nil otherwise. The page counts in the author's word.
    public var unitWord: String? {
        get { fields.unitWord }
        set { fields.unitWord = newValue }
    }
    /// Each container's or counted piece's size, as written before its unit or name without parentheses: `400g`
    /// in `2 x 400g tins`, `15 oz` in `1 15 oz can`, `3-inch` in `One 3-inch cinnamon stick`; nil otherwise. The
    /// page keeps it with a scaled count (`4 tins (400g)`, `2 (3-inch) cinnamon sticks`), unscaled.
    public var containerSize: String? {
        get { fields.containerSize }
        set { fields.containerSize = newValue }
    }

    public init(quantity: Quantity? = nil, unit: Unit? = nil, unitText: String? = nil, name: String,
                note: String? = nil, isOptional: Bool = false, alternative: Measure? = nil, plus: Measure? = nil,
                food: String? = nil, size: String? = nil, preparation: String? = nil, brand: String? = nil,
                problems: [IngredientLineProblem] = []) {
        self.quantity = quantity
        self.unit = unit
        self.name = name
        self.note = note
        self.isOptional = isOptional
        self.food = food
        self.size = size
        self.preparation = preparation
        let fields = Fields(unitText: unitText, alternative: alternative, plus: plus, brand: brand, problems: problems)
        rare = fields == Fields() ? nil : .fields(fields)
    }
}

/// Something in an ingredient line worth a warning. The line is still used as well as it was understood.
public enum IngredientLineProblem: Hashable, Sendable {
    /// A word right after the amount that looks like a misspelt unit: `3 tbps sugar` (suggestion `tbsp`).
    case unknownUnit(word: String, suggestion: Unit?)
    /// The line starts with something number-like that cannot be read: `1//2`, `2--`, `1/0`.
    case quantityNotUnderstood(text: String)
}
