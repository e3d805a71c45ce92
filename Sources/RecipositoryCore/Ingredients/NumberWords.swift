/// Amounts written as words: `a`, `an`, `one` … `twelve`, `half`, `a half`, `a dozen`, `half a dozen`, `a couple of`.
enum NumberWords {
    static let approximations: Set<String> = [
        "about", "approx", "approximately", "around", "roughly", "circa", "ca", "abt",
    ]

    static func value(in scanner: QuantityScanner, at i: Int) -> QuantityScanner.ValueOutcome {
        let scalars = scanner.scalars
        guard let wordEnd = scanner.wordEnd(at: i), wordEnd - i <= 6 else { return .none }
        let word = lowercased(scalars[i..<wordEnd])
        if word == "a" || word == "an" { return afterArticle(in: scanner, articleEnd: wordEnd) }
        if word == "half" { return half(in: scanner, wordEnd: wordEnd) }
        guard let number = cardinals[word] else { return .none }
        return .value(.init(Rational(number), .whole, wordEnd))
    }
}

private extension NumberWords {
    static let cardinals: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "dozen": 12,
    ]

    /// After `a`, these words mean an unmeasured bit, not one of something (`a few leaves`, `a little oil`).
    static let vagueWords: Set<String> = ["few", "little", "bit", "lot", "lots", "touch"]

    /// `a half`, `a quarter`, `a third`, `a dozen`, `a couple (of)`, or just `a` = 1 (`a pinch`, `a lemon`).
    static func afterArticle(in scanner: QuantityScanner, articleEnd: Int) -> QuantityScanner.ValueOutcome {
        let next = scanner.skipSpaces(articleEnd)
        guard next < scanner.end else { return .none }
        var wordEnd = next
        while wordEnd < scanner.end, scanner.scalars[wordEnd].isASCIILetter { wordEnd += 1 }
        let followsAlone = wordEnd == scanner.end || scanner.scalars[wordEnd].isInlineSpace
        let word = followsAlone && wordEnd - next <= 8 ? lowercased(scanner.scalars[next..<wordEnd]) : ""
        switch word {
        case "half": return .value(.init(Rational(1, 2), .properFraction, wordEnd))
        case "quarter": return .value(.init(Rational(1, 4), .properFraction, wordEnd))
        case "third": return .value(.init(Rational(1, 3), .properFraction, wordEnd))
        case "dozen": return .value(.init(Rational(12), .other, wordEnd))
        case "couple":
            let afterCouple = scanner.skipSpaces(wordEnd)
            let end = scanner.scalars.hasWord("of", at: afterCouple, end: scanner.end) ? afterCouple + 2 : wordEnd
            return .value(.init(Rational(2), .other, end))
        case "good", "generous":
            // `a good pinch` is one pinch; `a good amount of oil` is no amount at all.
            let unitStart = scanner.skipSpaces(wordEnd)
            let unit = UnitScanner.match(in: scanner.scalars, at: unitStart, end: scanner.end, allowMisspelt: false)
            return unit != nil ? .value(.init(Rational(1), .whole, articleEnd)) : .none
        default:
            if vagueWords.contains(word) { return .none }
            return .value(.init(Rational(1), .whole, articleEnd))
        }
    }

    /// `half` = ½, `half a lemon` = ½ lemon, `half a dozen` = 6; `half and half` (`half & half`) is
    /// the cream, no amount.
    static func half(in scanner: QuantityScanner, wordEnd: Int) -> QuantityScanner.ValueOutcome {
        let next = scanner.skipSpaces(wordEnd)
        let joinerEnd = scanner.scalars.hasWord("and", at: next, end: scanner.end) ? next + 3
            : next < scanner.end && scanner.scalars[next] == "&" ? next + 1 : nil
        if let joinerEnd, scanner.scalars.hasWord("half", at: scanner.skipSpaces(joinerEnd), end: scanner.end) {
            return .none
        }
        guard let afterArticle = scanner.articleEnd(at: next) else {
            return .value(.init(Rational(1, 2), .properFraction, wordEnd))
        }
        if scanner.scalars.hasWord("dozen", at: afterArticle, end: scanner.end) {
            return .value(.init(Rational(6), .other, afterArticle + 5))
        }
        return .value(.init(Rational(1, 2), .properFraction, afterArticle))
    }

    static func lowercased(_ word: ArraySlice<Unicode.Scalar>) -> String {
        String(asciiLowercased: word) ?? ""
    }
}
