/// Reads how many a recipe makes: `4`, `4-6`, `serves 4`, `makes 24 cookies`, `2 dozen`,
/// `1 loaf (12 slices)`.
///
/// The text is always kept (trimmed) as written. `low`/`high` are filled when a count of
/// people or pieces is clear, and left nil when the text has a number that is not such a
/// count (`2 litres`, `1.5`, `a family of five`), so the recipe still shows its yield but is
/// not scaled. Nil only when there is no number at all (`lots`, `depends`): the caller warns.
public enum ServingsParser {
    public static func parse(_ text: String) -> Servings? {
        let trimmed = Trimming.whitespace(text)
        guard var scanner = ValueScanner(trimmed), containsNumber(scanner.scalars) else { return nil }
        guard let count = scanYield(&scanner) else {
            return Servings(low: nil, high: nil, text: trimmed)
        }
        return Servings(low: count.low, high: count.high, text: trimmed)
    }

    /// A YAML integer, `servings: 4`; zero or negative is nil.
    public static func parse(integer: Int) -> Servings? {
        guard integer > 0 else { return nil }
        return Servings(low: integer, high: integer, text: "\(integer)")
    }
}

private extension ServingsParser {
    /// `4` is 4...4; `4-6` is 4...6; `6+` is 6 with no upper bound (high nil).
    struct Count {
        var low: Int
        var high: Int?
    }

    /// A counted phrase, `makes 24 cookies`: its count and the first word of its noun.
    struct Phrase {
        var count: Count
        var noun: String?
    }

    static let prefixPhrases: [[String]] = [
        ["serves"], ["serve"], ["servings"], ["serving"], ["makes"], ["make"], ["yields"], ["yield"],
        ["feeds"], ["enough", "for"], ["for"], ["approximately"], ["approx"], ["about"], ["around"],
        ["roughly"], ["circa"], ["ca"], ["up", "to"], ["at", "least"],
    ]

    /// Amounts, not counts: `2 litres` or `1 cup` tells the size of the batch, not how many it feeds.
    static let measureWords: Set<String> = [
        "cup", "cups", "c", "l", "litre", "litres", "liter", "liters", "ml", "dl", "cl",
        "quart", "quarts", "qt", "pint", "pints", "pt", "gallon", "gallons", "gal", "oz", "ounce",
        "ounces", "fl", "lb", "lbs", "pound", "pounds", "g", "gram", "grams", "kg", "kilo", "kilos",
        "kilogram", "kilograms", "tbsp", "tsp", "tablespoon", "tablespoons", "teaspoon", "teaspoons",
        "jar", "jars",
    ]

    /// A whole thing that is cut into portions: `1 loaf (12 slices)` serves 12, not 1.
    static let containerWords: Set<String> = [
        "loaf", "loaves", "pie", "pies", "cake", "cakes", "tart", "tarts", "pan", "pans", "batch",
        "batches", "tray", "trays", "sheet", "sheets", "dish", "dishes", "pot", "pots", "pizza",
        "pizzas", "quiche", "quiches", "ring", "rings", "round", "rounds", "casserole", "casseroles",
        "tin", "tins", "bundt", "recipe", "recipes", "skillet", "galette", "galettes", "log", "logs",
    ]

    /// A digit, a fraction or a number word (`one`, `five`, `dozen`).
    static func containsNumber(_ scalars: [Unicode.Scalar]) -> Bool {
        var scanner = ValueScanner(scalars: scalars)
        while let scalar = scanner.current {
            if ValueScanner.digitValue(scalar) != nil || ValueScanner.vulgarFractionValue(scalar) != nil {
                return true
            }
            if let word = scanner.scanWord() {
                if ValueScanner.numberWords[word] != nil || ValueScanner.tensWords[word] != nil || word == "dozen" {
                    return true
                }
            } else {
                scanner.position += 1
            }
        }
        return false
    }

    /// The whole text: a counted phrase, then optionally a note in parentheses and a note
    /// after a comma. The note's count wins when the phrase counts a whole thing or an amount
    /// rather than portions: `1 loaf (12 slices)` serves 12, `4 servings (1 cup each)` serves 4.
    static func scanYield(_ scanner: inout ValueScanner) -> Count? {
        guard let main = scanPhrase(&scanner) else { return nil }
        skipPunctuation(&scanner)
        var chosen = main
        if scanner.current == "(" {
            let noteStart = scanner.position + 1
            guard scanner.skipParenthesized() else { return nil }
            var note = ValueScanner(scalars: Array(scanner.scalars[noteStart..<(scanner.position - 1)]))
            let mainCountsPortions = main.noun.map { !containerWords.contains($0) && !measureWords.contains($0) } ?? false
            if !mainCountsPortions, let inner = scanPhrase(&note), !isMeasure(inner.noun) {
                skipPunctuation(&note)
                if note.isAtEnd || note.current == "," || note.current == ";" { chosen = inner }
            }
            skipPunctuation(&scanner)
        }
        if scanner.skip(",") || scanner.skip(";") {
            scanner.position = scanner.scalars.count
        }
        guard scanner.isAtEndIgnoringSpaces, !isMeasure(chosen.noun) else { return nil }
        return chosen.count
    }

    static func isMeasure(_ noun: String?) -> Bool {
        noun.map(measureWords.contains) ?? false
    }

    /// `serves 4`, `makes about 2 dozen cookies`, `4-6 people`, `Five-dozen individual cookies`.
    static func scanPhrase(_ scanner: inout ValueScanner) -> Phrase? {
        while true {
            scanner.skipSpaces()
            if scanner.skip("~") || scanner.skip("≈") { continue }
            guard scanner.skipAnyPhrase(prefixPhrases) != nil else { break }
            scanner.skip(".")
            scanner.skip(":")
        }
        guard let count = scanCount(&scanner) else { return nil }
        let afterCount = scanner.position
        scanner.skipSpaces()
        let noun = scanner.scanWord()
        if noun == nil {
            scanner.position = afterCount
        } else {
            // Further words of the noun: `individual cookies`, `small-batch muffins`.
            while true {
                let beforeWord = scanner.position
                guard scanner.skip(where: { ValueScanner.isSpace($0) || ValueScanner.isDash($0) }) else { break }
                scanner.skipSpaces()
                if scanner.scanWord() == nil {
                    scanner.position = beforeWord
                    break
                }
            }
        }
        return Phrase(count: count, noun: noun)
    }

    /// `4`, `one`, `4-6`, `4 to 6`, `1~2`, `6+`, `2 dozen`, `2-3 dozen`, `a dozen`, `half a dozen`.
    static func scanCount(_ scanner: inout ValueScanner) -> Count? {
        let start = scanner.position
        guard var low = scanQuantity(&scanner) else { return nil }
        var high: Quantity? = low
        let afterLow = scanner.position
        scanner.skipSpaces()
        if scanner.skip("+") {
            high = nil
        } else if scanner.skipDash() || scanner.skip("~") || scanner.skipWord("to") || scanner.skipWord("or") {
            scanner.skipSpaces()
            if let upper = scanQuantity(&scanner) {
                high = upper
                // `2-3 dozen` is 24 to 36.
                if upper.isDozens && !low.isDozens { low.value *= 12 }
            } else {
                scanner.position = afterLow
            }
        } else {
            scanner.position = afterLow
        }
        guard let lowCount = wholeCount(low.value) else {
            scanner.position = start
            return nil
        }
        guard let high else { return Count(low: lowCount, high: nil) }
        guard let highCount = wholeCount(high.value) else {
            scanner.position = start
            return nil
        }
        // `6-4` is a slip of the pen for `4-6`.
        return Count(low: Swift.min(lowCount, highCount), high: Swift.max(lowCount, highCount))
    }

    struct Quantity {
        var value: Double
        var isDozens: Bool
    }

    /// A number, optionally in dozens (`2 dozen`, `five-dozen`, `a dozen`, `half a dozen`).
    static func scanQuantity(_ scanner: inout ValueScanner) -> Quantity? {
        let start = scanner.position
        let number: Double
        let mustBeDozens: Bool
        if scanner.skipWord("a") || scanner.skipWord("an") {
            number = 1
            mustBeDozens = true
        } else if scanner.skipWord("half") {
            scanner.skipSpaces()
            scanner.skipWord("a")
            number = 0.5
            mustBeDozens = true
        } else if let value = scanner.scanNumber(words: true) {
            number = value
            mustBeDozens = false
        } else {
            return nil
        }
        let afterNumber = scanner.position
        scanner.skipSpaces()
        if scanner.skipDash() { scanner.skipSpaces() }
        if scanner.skipWord("dozen") { return Quantity(value: number * 12, isDozens: true) }
        guard !mustBeDozens else {
            scanner.position = start
            return nil
        }
        scanner.position = afterNumber
        return Quantity(value: number, isDozens: false)
    }

    /// A positive whole number of people or pieces.
    static func wholeCount(_ value: Double) -> Int? {
        guard value >= 1, value < 1e9, value == value.rounded() else { return nil }
        return Int(value)
    }

    /// `.`, `!`, `?` and `…` after a count: `10.`, `16?`. Always true, for use in conditions.
    @discardableResult
    static func skipPunctuation(_ scanner: inout ValueScanner) -> Bool {
        scanner.skipSpaces()
        while scanner.skip(".") || scanner.skip("!") || scanner.skip("?") || scanner.skip("…") {
            scanner.skipSpaces()
        }
        return true
    }
}
