/// A cursor over the Unicode scalars of one short front matter value, shared by the value
/// parsers. Hand-written instead of regex or Foundation's `Scanner`: it runs on every value
/// of every recipe, and it must stay linear and crash-free on any input.
///
/// Every `scan`/`skip` method either consumes what it names and succeeds, or leaves the
/// position where it was, so parsers can try alternatives by saving `position`.
struct ValueScanner {
    /// Longer text is not a value anyone wrote by hand; parsers give up on it at once.
    static let maximumLength = 1_000
    /// More digits than this is not a count, a time or a weight, and could overflow `Int`.
    static let maximumDigits = 9

    let scalars: [Unicode.Scalar]
    var position = 0

    /// Nil when the text is longer than `maximumLength` scalars.
    init?(_ text: String) {
        var scalars: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            if scalars.count == Self.maximumLength { return nil }
            scalars.append(scalar)
        }
        self.scalars = scalars
    }

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    var isAtEnd: Bool { position >= scalars.count }

    var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        let index = position + offset
        return index >= 0 && index < scalars.count ? scalars[index] : nil
    }

    /// True when only spaces are left.
    var isAtEndIgnoringSpaces: Bool {
        var copy = self
        copy.skipSpaces()
        return copy.isAtEnd
    }

    mutating func skipSpaces() {
        while let scalar = current, Self.isSpace(scalar) { position += 1 }
    }

    @discardableResult
    mutating func skip(_ scalar: Unicode.Scalar) -> Bool {
        guard current == scalar else { return false }
        position += 1
        return true
    }

    /// Consumes one scalar for which `predicate` holds.
    @discardableResult
    mutating func skip(where predicate: (Unicode.Scalar) -> Bool) -> Bool {
        guard let scalar = current, predicate(scalar) else { return false }
        position += 1
        return true
    }

    /// A hyphen, minus or dash: the ways people write a range (`4-6`, `4–6`, `4 — 6`).
    mutating func skipDash() -> Bool { skip(where: Self.isDash) }

    /// Skips `( ... )`, nested parentheses included; false (nothing consumed) when the
    /// scanner is not at `(` or the parenthesis never closes.
    mutating func skipParenthesized() -> Bool {
        guard current == "(" else { return false }
        var depth = 0
        var index = position
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "(" { depth += 1 }
            if scalar == ")" {
                depth -= 1
                if depth == 0 {
                    position = index
                    return true
                }
            }
        }
        return false
    }

    // MARK: Words

    /// A run of letters, lowercased.
    mutating func scanWord() -> String? {
        let start = position
        while let scalar = current, Self.isLetter(scalar) { position += 1 }
        guard position > start else { return nil }
        var word = ""
        for scalar in scalars[start..<position] {
            if scalar.isASCII {
                word.unicodeScalars.append(Self.asciiLowercase(scalar))
            } else {
                word += scalar.properties.lowercaseMapping
            }
        }
        return word
    }

    /// Consumes `word` (lowercase ASCII) when the next letters are exactly it, in any case.
    @discardableResult
    mutating func skipWord(_ word: String) -> Bool {
        var index = position
        for expected in word.unicodeScalars {
            guard index < scalars.count, Self.asciiLowercase(scalars[index]) == expected else { return false }
            index += 1
        }
        if index < scalars.count, Self.isLetter(scalars[index]) { return false }
        position = index
        return true
    }

    /// Consumes a phrase such as `at least`: the words separated by spaces or hyphens.
    @discardableResult
    mutating func skipPhrase(_ phrase: [String]) -> Bool {
        skipPhrase(phrase[...], continuing: false)
    }

    /// `continuing`: the phrase goes on from a word already read, so a separator comes first.
    private mutating func skipPhrase(_ phrase: ArraySlice<String>, continuing: Bool) -> Bool {
        let start = position
        for (index, word) in phrase.enumerated() {
            if index > 0 || continuing {
                skipSpaces()
                if skipDash() { skipSpaces() }
            }
            guard skipWord(word) else {
                position = start
                return false
            }
        }
        return true
    }

    /// `and a half`, as in `an hour and a half` or `one and a half`.
    mutating func skipAndAHalf() -> Bool {
        guard current == "a" || current == "A" else { return false }
        return skipPhrase(Self.andAHalf)
    }

    private static let andAHalf = ["and", "a", "half"]

    /// Consumes the first phrase of `phrases` that matches; returns its index.
    mutating func skipAnyPhrase(_ phrases: [[String]]) -> Int? {
        // Read the first word once instead of trying every phrase from the start.
        let start = position
        guard let word = scanWord() else { return nil }
        let afterWord = position
        for (index, phrase) in phrases.enumerated() where phrase.first == word {
            position = afterWord
            if skipPhrase(phrase.dropFirst(), continuing: true) { return index }
        }
        position = start
        return nil
    }

    // MARK: Numbers

    /// ASCII digits, at most `maximumDigits` of them (nil for more, so huge numbers are
    /// unreadable rather than wrong). Returns the value and the number of digits.
    mutating func scanDigits() -> (value: Int, count: Int)? {
        let start = position
        var value = 0
        while let scalar = current, let digit = Self.digitValue(scalar) {
            guard position - start < Self.maximumDigits else {
                position = start
                return nil
            }
            value = value * 10 + digit
            position += 1
        }
        return position > start ? (value, position - start) : nil
    }

    /// `4`, `4.5` or `4,5` (a decimal comma, as much of Europe writes it).
    mutating func scanDecimal() -> Double? {
        let start = position
        guard let whole = scanDigits() else { return nil }
        guard let separator = current, separator == "." || separator == ",",
              let next = peek(1), Self.digitValue(next) != nil
        else { return Double(whole.value) }
        position += 1
        guard let fraction = scanDigits() else {
            position = start
            return nil
        }
        var scale = 1.0
        for _ in 0..<fraction.count { scale *= 10 }
        return Double(whole.value) + Double(fraction.value) / scale
    }

    /// A quantity as cooks write it: `2`, `1.5`, `1,5`, `1/2`, `3⁄4`, `1 1/2`, `½`, `1½`,
    /// `1 ½`, and with `words`, `one` to `twenty`, tens such as `forty-five`, and `half`.
    /// Any of them may be followed by `and a half`.
    mutating func scanNumber(words: Bool = false) -> Double? {
        guard let value = scanNumberWithoutHalf(words: words) else { return nil }
        let afterNumber = position
        skipSpaces()
        if skipAndAHalf() { return value + 0.5 }
        position = afterNumber
        return value
    }

    private mutating func scanNumberWithoutHalf(words: Bool) -> Double? {
        let start = position
        if let vulgar = current.flatMap(Self.vulgarFractionValue) {
            position += 1
            return vulgar
        }
        if words, let scalar = current, Self.isLetter(scalar) {
            if let value = scanNumberWord() { return Double(value) }
            if skipWord("half") { return 0.5 }
            return nil
        }
        guard let decimal = scanDecimal() else { return nil }
        // A decimal point or comma ends the number: `1.5/2` is not a fraction anyone writes.
        guard !scalars[start..<position].contains(where: { $0 == "." || $0 == "," }) else { return decimal }
        let afterWhole = position
        if let fraction = scanFractionTail(numerator: decimal) { return fraction }
        if let vulgar = current.flatMap(Self.vulgarFractionValue) {
            position += 1
            return decimal + vulgar
        }
        // A mixed number, `1 1/2` or `1 ½`: only a proper fraction may follow the whole part.
        skipSpaces()
        if position > afterWhole {
            if let vulgar = current.flatMap(Self.vulgarFractionValue) {
                position += 1
                return decimal + vulgar
            }
            let fractionStart = position
            if let numerator = scanDigits(), let fraction = scanFractionTail(numerator: Double(numerator.value)),
               fraction < 1 {
                return decimal + fraction
            }
            position = fractionStart
        }
        position = afterWhole
        return decimal
    }

    /// `/4` or `⁄4` after a numerator; nil (and nothing consumed) for anything else or `/0`.
    private mutating func scanFractionTail(numerator: Double) -> Double? {
        let start = position
        guard skip("/") || skip("\u{2044}") else { return nil }
        guard let denominator = scanDigits(), denominator.value > 0 else {
            position = start
            return nil
        }
        return numerator / Double(denominator.value)
    }

    /// `one` ... `twenty`, the tens to `ninety`, and `twenty-five` or `twenty five`.
    mutating func scanNumberWord() -> Int? {
        let start = position
        guard let word = scanWord() else { return nil }
        if let value = Self.numberWords[word] { return value }
        guard let tens = Self.tensWords[word] else {
            position = start
            return nil
        }
        let afterTens = position
        if skipDash() || skip(where: Self.isSpace), let unitWord = scanWord(),
           let unit = Self.numberWords[unitWord], unit < 10 {
            return tens + unit
        }
        position = afterTens
        return tens
    }

    // MARK: Scalar classes

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic
    }

    static func isDash(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}", "\u{2212}": return true
        default: return false
        }
    }

    static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        scalar.value >= 0x30 && scalar.value <= 0x39 ? Int(scalar.value - 0x30) : nil
    }

    static func asciiLowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        scalar.value >= 0x41 && scalar.value <= 0x5A ? Unicode.Scalar(scalar.value + 0x20)! : scalar
    }

    static func vulgarFractionValue(_ scalar: Unicode.Scalar) -> Double? {
        switch scalar {
        case "½": return 1.0 / 2
        case "⅓": return 1.0 / 3
        case "⅔": return 2.0 / 3
        case "¼": return 1.0 / 4
        case "¾": return 3.0 / 4
        case "⅕": return 1.0 / 5
        case "⅖": return 2.0 / 5
        case "⅗": return 3.0 / 5
        case "⅘": return 4.0 / 5
        case "⅙": return 1.0 / 6
        case "⅚": return 5.0 / 6
        case "⅐": return 1.0 / 7
        case "⅛": return 1.0 / 8
        case "⅜": return 3.0 / 8
        case "⅝": return 5.0 / 8
        case "⅞": return 7.0 / 8
        case "⅑": return 1.0 / 9
        case "⅒": return 1.0 / 10
        default: return nil
        }
    }

    static let numberWords: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
        "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
        "nineteen": 19,
    ]

    static let tensWords: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
        "eighty": 80, "ninety": 90,
    ]
}
