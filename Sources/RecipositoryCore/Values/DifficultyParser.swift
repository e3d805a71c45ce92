/// Reads a difficulty: a number `1` (easy) to `5` (hard), `3/5`, or a word.
///
/// Words map onto the five levels so the three everyone uses sit at the ends and the middle:
/// `easy` 1, `medium` 3, `hard` 5 (and `Difficulty.label` reads them back as Easy, Medium,
/// Hard). Synonyms: `beginner`, `simple`, `basic` are easy; `moderate`, `intermediate`,
/// `average`, `normal` are medium; `difficult`, `advanced`, `expert` are hard. In between:
/// `easy-medium` 2, `medium-hard` and `challenging` 4. An intensifier (`very easy`,
/// `super hard`) cannot go past the ends of the scale, so it changes nothing.
/// Case, spaces, hyphens and underscores do not matter. Anything else, and numbers outside
/// 1...5, is nil so the caller can warn.
public enum DifficultyParser {
    public static func parse(_ text: String) -> Difficulty? {
        guard var scanner = ValueScanner(text) else { return nil }
        scanner.skipSpaces()
        if let first = scanner.current, ValueScanner.digitValue(first) != nil {
            return scanNumericLevel(&scanner).map(Difficulty.init(level:))
        }
        return scanWordLevel(&scanner).map(Difficulty.init(level:))
    }
}

private extension DifficultyParser {
    static let intensifiers: Set<String> = ["very", "super", "really", "extra", "quite", "fairly", "pretty"]

    static let levelsByWords: [String: Int] = [
        "easy": 1, "beginner": 1, "simple": 1, "basic": 1,
        "easy medium": 2, "easy to medium": 2, "easy intermediate": 2,
        "medium": 3, "moderate": 3, "intermediate": 3, "average": 3, "normal": 3,
        "medium hard": 4, "medium to hard": 4, "challenging": 4,
        "hard": 5, "difficult": 5, "advanced": 5, "expert": 5,
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    ]

    /// `3`, `3.0`, `3/5`, `3 / 5`, `3 out of 5`.
    static func scanNumericLevel(_ scanner: inout ValueScanner) -> Int? {
        guard let value = scanner.scanDecimal(), value == value.rounded(), value >= 1, value <= 5 else {
            return nil
        }
        scanner.skipSpaces()
        if scanner.skip("/") || scanner.skipPhrase(["out", "of"]) {
            scanner.skipSpaces()
            guard let scale = scanner.scanDigits(), scale.value == 5 else { return nil }
        }
        guard scanner.isAtEndIgnoringSpaces else { return nil }
        return Int(value)
    }

    /// Words joined by spaces, hyphens, underscores or `/`, looked up after dropping intensifiers.
    static func scanWordLevel(_ scanner: inout ValueScanner) -> Int? {
        var words: [String] = []
        while true {
            while scanner.skip(where: { ValueScanner.isSpace($0) || ValueScanner.isDash($0) || $0 == "_" || $0 == "/" }) {}
            guard let word = scanner.scanWord() else { break }
            if words.isEmpty && intensifiers.contains(word) { continue }
            words.append(word)
        }
        scanner.skip(".")
        guard scanner.isAtEndIgnoringSpaces, !words.isEmpty else { return nil }
        return levelsByWords[words.joined(separator: " ")]
    }
}
