/// One ingredient line: the author's text, kept verbatim, and what was understood of it.
///
/// What was understood is the parser's `IngredientLine`, read through this value
/// (`ingredient.food` is `ingredient.line.food`): the fields are declared once, there.
@dynamicMemberLookup
public struct Ingredient: Hashable, Sendable {
    /// The line exactly as written (Markdown source of the item, without the list marker).
    public var text: String {
        get { written?.text ?? plainText }
        set { written = Written(text: newValue, markdown: markdown, plainText: plainText) }
    }
    /// The line as written, for the page.
    public var markdown: MarkdownPart {
        get { written?.markdown ?? MarkdownPart(words: plainText) }
        set { written = Written(text: text, markdown: newValue, plainText: plainText) }
    }
    /// What the parser read from the line; its `food` is never nil but for an empty line.
    public var line: IngredientLine
    public var location: SourceLocation?
    /// The line's words, markup dropped (the Markdown's inline text: pictures by their alt text,
    /// breaks as spaces), as the parser read them; `text` when there is no Markdown.
    public let plainText: String
    /// Where the parser's name stands in `plainText` (UTF-8 offsets), or nil when it is not there
    /// as whole words: the page wraps it (`ingredient-name`), the mail aligns the amount before it.
    public var nameSpan: Range<Int>? { storedNameSpan?.range }
    /// Where the amount written after the name stands in `plainText` (UTF-8 offsets), with the
    /// spaces before it (` 2 tbsp` in `Oil 2 tbsp`, `: 5` in `bay leaves: 5`), or nil: the page
    /// wraps it (`ingredient-amount`) and shows a scaled or converted amount first instead.
    public var amountSpan: Range<Int>? { storedAmountSpan?.range }
    /// Where the unit written after the name stands in `plainText` (`cloves` in `2 garlic cloves`),
    /// or nil: the page wraps it (`ingredient-unit`) and says it in the number's plural when it
    /// shows another count first (`4 garlic cloves`, `1 garlic clove`; not `4 cloves garlic cloves`).
    public var unitSpan: Range<Int>? { storedUnitSpan?.range }
    /// The text and Markdown of a line that is not its words alone (markup, a link), nil for nearly
    /// every line: a recipe's lines stay in memory from model to render, and the three fields that
    /// hold the same words were 64 bytes a line.
    private var written: Written?
    // Held in 32 bits: a recipe's lines stay in memory from model to render (three `Range<Int>?` were 72 bytes a line).
    private let storedNameSpan: LineSpan?
    private let storedAmountSpan: LineSpan?
    private let storedUnitSpan: LineSpan?

    public init(text: String, markdown: MarkdownPart = MarkdownPart(), quantity: Quantity? = nil, unit: Unit? = nil, unitText: String? = nil,
                name: String, note: String? = nil, isOptional: Bool = false, alternative: Measure? = nil,
                plus: Measure? = nil, food: String? = nil, size: String? = nil, preparation: String? = nil, brand: String? = nil,
                location: SourceLocation? = nil) {
        self.init(text: text, markdown: markdown,
                  line: IngredientLine(quantity: quantity, unit: unit, unitText: unitText, name: name, note: note,
                                       isOptional: isOptional, alternative: alternative, plus: plus, food: food, size: size,
                                       preparation: preparation, brand: brand),
                  location: location)
    }

    /// The ingredient of one list item: its text as written and what the parser read from it.
    public init(text: String, markdown: MarkdownPart = MarkdownPart(), line: IngredientLine, location: SourceLocation? = nil) {
        let plain = markdown.inlineText ?? text
        // A line without markup (nearly every one) is kept once, not as written and again as words.
        written = Written(text: text, markdown: markdown, plainText: plain)
        self.line = line
        self.line.food = line.food ?? FoodReader.fallback(line.name)
        self.location = location
        plainText = plain
        let found = NameSpan.first(of: line.name, in: plain)
        let amount = line.measureAfterName.flatMap { NameSpan.lastVerbatim($0, in: plain, after: found) }
        // `Onions 2 medium-sized, minced`: a name the amount stands inside (`Onions medium-sized`) is not in
        // the line whole; its words before the amount are its element, which a scaled count agrees with.
        let name = found ?? amount.flatMap { Self.nameBefore($0, of: line.name, in: plain) }
        storedNameSpan = LineSpan(name)
        storedAmountSpan = LineSpan(amount)
        storedUnitSpan = LineSpan(name.flatMap { name in line.unitAfterName.flatMap { NameSpan.word($0, in: plain, after: name) } })
    }

    /// Every stored field as given: a model read back from the build cache (`ModelCoded`).
    init(text: String, markdown: MarkdownPart, line: IngredientLine, location: SourceLocation?, plainText: String,
         nameSpan: Range<Int>?, amountSpan: Range<Int>?, unitSpan: Range<Int>?) {
        (written, self.line, self.location, self.plainText) = (Written(text: text, markdown: markdown, plainText: plainText), line, location, plainText)
        (storedNameSpan, storedAmountSpan, storedUnitSpan) = (LineSpan(nameSpan), LineSpan(amountSpan), LineSpan(unitSpan))
    }

    /// Where the words of `plain` before `amount` stand, when the name begins with them as whole words.
    static func nameBefore(_ amount: Range<Int>, of name: String, in plain: String) -> Range<Int>? {
        let before = Trimming.whitespace(String(Substring(plain.utf8.prefix(amount.lowerBound))))
        guard !before.isEmpty, name.lowercased().hasPrefix(before.lowercased()),
              name.dropFirst(before.count).first == " " else { return nil }
        return NameSpan.first(of: before, in: plain).flatMap { $0.upperBound <= amount.lowerBound ? $0 : nil }
    }

    /// The words of `plainText` before the name (the amount, as written), or nil when the name was not found there.
    public var textBeforeName: Substring? {
        nameSpan.map { plainText.utf8.prefix($0.lowerBound) }.map { Substring($0) }
    }

    /// The words of `plainText` from the name on, or nil when the name was not found there.
    public var textFromName: Substring? {
        nameSpan.map { plainText.utf8.dropFirst($0.lowerBound) }.map { Substring($0) }
    }

    public subscript<Value>(dynamicMember field: WritableKeyPath<IngredientLine, Value>) -> Value {
        get { line[keyPath: field] }
        set { line[keyPath: field] = newValue }
    }

    /// The foods of an "X or Y" food, each on its own: `butter or margarine` → `butter`, `margarine`.
    public var foodChoices: [String] { line.food.map(FoodReader.choices) ?? [] }
}

/// A line's text as written and its Markdown, when they are not its plain words alone.
private final class Written: Hashable, Sendable {
    let text: String
    let markdown: MarkdownPart

    /// Nil for a line whose text is its words and whose Markdown is those words kept as words
    /// (`MarkdownPart.words`), which `Ingredient` makes again from `plainText`.
    init?(text: String, markdown: MarkdownPart, plainText: String) {
        if text == plainText, markdown.words == plainText, markdown.targets.isEmpty { return nil }
        (self.text, self.markdown) = (text, markdown)
    }

    static func == (a: Written, b: Written) -> Bool { a.text == b.text && a.markdown == b.markdown }
    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(markdown)
    }
}

/// UTF-8 offsets in one line, in 32 bits; nil for a range a line could not hold (past 2 GB).
private struct LineSpan: Hashable, Sendable {
    private let lower: Int32
    private let upper: Int32

    init?(_ range: Range<Int>?) {
        guard let range, let lower = Int32(exactly: range.lowerBound), let upper = Int32(exactly: range.upperBound) else { return nil }
        (self.lower, self.upper) = (lower, upper)
    }

    var range: Range<Int> { Int(lower)..<Int(upper) }
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
