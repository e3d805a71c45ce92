/// Splits folded text into words. Numbers (`2`, `1/2`, `½`, `2-3`, `500g`) and text in parentheses
/// are dropped; `/` `|` become "or", `&` `+` become "and", so alternatives split like words do.
/// One pass over the scalars, each word gathered as it goes and made a String by `ScalarText`.
enum IngredientTokenizer {
    enum CommaRule {
        /// Ingredient lines: everything after a comma or semicolon is a note (`garlic, minced`).
        case endsName
        /// Queries: a comma separates ingredients like "and".
        case separates
    }

    /// - Parameter keepingParentheses: read the words inside parentheses too (titles, tags).
    static func words(in folded: String, comma: CommaRule, keepingParentheses: Bool = false) -> [String] {
        var words: [String] = []
        var word: [Unicode.Scalar] = []
        var parenthesisDepth = 0
        var previous: Unicode.Scalar = " "
        var scalars = folded.unicodeScalars.makeIterator()
        var upcoming = scalars.next()

        while let scalar = upcoming {
            upcoming = scalars.next()
            if parenthesisDepth > 0 {
                if scalar == "(" { parenthesisDepth += 1 } else if scalar == ")" { parenthesisDepth -= 1 }
            } else if isWordScalar(scalar) {
                word.append(scalar)
            } else if hyphens.contains(scalar) {
                word.append("-")
            } else if apostrophes.contains(scalar) {
                word.append("'")
            } else if numberJoiners.contains(scalar), isDigit(previous), let next = upcoming, isDigit(next) {
                word.append(".")  // 1.5, 1,5, 1/2, 1⁄2, 2–3: one number token
            } else {
                finish(&word, into: &words)
                switch scalar {
                case ",", ";":
                    if comma == .endsName { return words }
                    words.append("and")
                case "/", "|":
                    words.append("or")
                case "&", "+":
                    words.append("and")
                case "(" where !keepingParentheses:
                    parenthesisDepth = 1
                default:
                    break
                }
            }
            previous = scalar
        }
        finish(&word, into: &words)
        return words
    }
}

extension IngredientTokenizer {
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType != nil
    }

    /// A letter or a digit (what a word is made of).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || isDigit(scalar)
    }

    /// A hyphen or an apostrophe, kept inside a word.
    static func joinsWord(_ scalar: Unicode.Scalar) -> Bool {
        hyphens.contains(scalar) || apostrophes.contains(scalar)
    }
}

private extension IngredientTokenizer {
    /// Hyphen-minus, hyphen, non-breaking hyphen: kept inside a word as `-`.
    static let hyphens: Set<Unicode.Scalar> = ["-", "\u{2010}", "\u{2011}"]
    /// Apostrophe, right single quotation mark, modifier letter apostrophe: kept as `'`.
    static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{02BC}"]
    /// Between two digits these join one number: `.` `,` `/` fraction slash, en dash.
    static let numberJoiners: Set<Unicode.Scalar> = [".", ",", "/", "\u{2044}", "\u{2013}"]

    /// Adds the word read so far, unless it is a number; drops a possessive `'s`, other
    /// apostrophes and hyphens at the ends.
    static func finish(_ word: inout [Unicode.Scalar], into words: inout [String]) {
        defer { word.removeAll(keepingCapacity: true) }
        var letters = word.drop { $0 == "-" || $0 == "'" }
        guard let first = letters.first, !isDigit(first) else { return }
        if letters.reversed().starts(with: ["s", "'"]) { letters.removeLast(2) }  // bird's eye -> bird eye
        letters.removeAll { $0 == "'" }  // za'atar -> zaatar
        while letters.last == "-" { letters.removeLast() }
        if !letters.isEmpty { words.append(String(scalars: letters)) }
    }
}
