/// Splits folded text into words. Numbers (`2`, `1/2`, `½`, `2-3`, `500g`) and text in parentheses
/// are dropped; `/` `|` become "or", `&` `+` become "and", so alternatives split like words do.
/// One pass over the scalars, words gathered as UTF-8 bytes: this runs for every ingredient line.
enum IngredientTokenizer {
    enum CommaRule {
        /// Ingredient lines: everything after a comma or semicolon is a note (`garlic, minced`).
        case endsName
        /// Queries: a comma separates ingredients like "and".
        case separates
    }

    static func words(in folded: String, comma: CommaRule) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        word.reserveCapacity(32)
        var parenthesisDepth = 0
        var previous: Unicode.Scalar = " "
        var scalars = folded.unicodeScalars.makeIterator()
        var upcoming = scalars.next()

        while let scalar = upcoming {
            upcoming = scalars.next()
            let value = scalar.value
            if parenthesisDepth > 0 {
                if value == 0x28 { parenthesisDepth += 1 } else if value == 0x29 { parenthesisDepth -= 1 }
            } else if isWordScalar(scalar) {
                if value < 0x80 { word.append(UInt8(value)) } else { UTF8.encode(scalar) { word.append($0) } }
            } else if value == 0x2D || value == 0x2010 || value == 0x2011 {
                word.append(UInt8(ascii: "-"))
            } else if value == 0x27 || value == 0x2019 || value == 0x02BC {
                word.append(UInt8(ascii: "'"))
            } else if isNumberJoiner(value), isDigit(previous), let next = upcoming, isDigit(next) {
                word.append(UInt8(ascii: "."))  // 1.5, 1,5, 1/2, 1⁄2, 2–3: one number token
            } else {
                finish(&word, into: &words)
                switch value {
                case 0x2C, 0x3B:  // , ;
                    if comma == .endsName { return words }
                    words.append("and")
                case 0x2F, 0x7C:  // / |
                    words.append("or")
                case 0x26, 0x2B:  // & +
                    words.append("and")
                case 0x28:
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

private extension IngredientTokenizer {
    static func isNumberJoiner(_ value: UInt32) -> Bool {
        value == 0x2E || value == 0x2C || value == 0x2F || value == 0x2044 || value == 0x2013
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? (scalar.value &- 0x30 < 10) : scalar.properties.numericType != nil
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return value &- 0x61 < 26 || value &- 0x41 < 26 || value &- 0x30 < 10
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// Adds the word read so far, unless it is a number; drops a possessive `'s`, other
    /// apostrophes and hyphens at the ends.
    static func finish(_ word: inout [UInt8], into words: inout [String]) {
        defer { word.removeAll(keepingCapacity: true) }
        let apostrophe = UInt8(ascii: "'")
        let hyphen = UInt8(ascii: "-")
        var start = 0
        var end = word.count
        while start < end && (word[start] == hyphen || word[start] == apostrophe) { start += 1 }
        guard start < end else { return }
        if word[start] < 0x80 {
            if word[start] &- UInt8(ascii: "0") < 10 { return }
        } else if let first = String(decoding: word[start...], as: UTF8.self).unicodeScalars.first, isDigit(first) {
            return
        }
        if end - start > 2 && word[end - 2] == apostrophe && word[end - 1] == UInt8(ascii: "s") {
            end -= 2  // bird's eye -> bird eye
        }
        var cleaned = word[start..<end].filter { $0 != apostrophe }  // za'atar -> zaatar
        while cleaned.last == hyphen { cleaned.removeLast() }
        if !cleaned.isEmpty { words.append(String(decoding: cleaned, as: UTF8.self)) }
    }
}
