/// Splits what follows the amount and unit into the ingredient's name and its notes:
/// `mashed bananas (this is around 4-5 bananas)`, `cold butter, cubed`, `salt and pepper to taste`.
enum NoteSplitter {
    struct Split: Equatable {
        /// Spaces collapsed, trimmed; kept as scalars so the parser can still look into it cheaply.
        var name: [Unicode.Scalar]
        /// In reading order: parentheses, a trailing phrase (`to taste`), then the text after the first comma.
        var notes: [String]
        /// Does a note say `optional` as a whole word (`(optional)`, `(optional, for heat)`)?
        var mentionsOptional: Bool
    }

    static func split(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> Split {
        var name: [Unicode.Scalar] = []
        name.reserveCapacity(range.count)
        var notes: [String] = []
        var mentionsOptional = false
        var depth = 0
        var parenthesisStart = range.lowerBound
        var commaTail: Range<Int>?
        var i = range.lowerBound
        while i < range.upperBound {
            let scalar = scalars[i]
            if depth == 0, scalar == "(", i > range.lowerBound, scalars[i - 1].isWordLetter,
               let pluralEnd = UnitScanner.pluralMarkerEnd(in: scalars, at: i, end: range.upperBound) {
                name.append(contentsOf: scalars[i..<pluralEnd])   // `breast(s)` is one word
                i = pluralEnd
                continue
            } else if scalar == "(" {
                if depth == 0 { parenthesisStart = i + 1 }
                depth += 1
            } else if scalar == ")" && depth > 0 {
                depth -= 1
                if depth == 0 {
                    appendNote(scalars, parenthesisStart..<i, to: &notes, optional: &mentionsOptional)
                    appendSpace(to: &name)
                }
            } else if depth == 0 && scalar == "," && !isDecimalComma(scalars, at: i, in: range) {
                let before = String(scalars: name)
                if name.count <= 40, FoodWords.describesOnly(before) || FoodWords.isVarietyBeforeComma(before) {
                    name.append(",")   // `boneless, skinless chicken thighs`, `unsalted, American-style butter`: the name goes on
                    i += 1
                    continue
                }
                commaTail = i + 1..<range.upperBound
                break
            } else if depth == 0 && scalar == ";" && i + 1 < range.upperBound && scalars[i + 1].isInlineSpace {
                // `1 cup unsalted butter; can be cold from the refrigerator`: a semicolon ends the name as a comma does.
                commaTail = i + 1..<range.upperBound
                break
            } else if depth == 0 {
                if scalar.isInlineSpace {
                    appendSpace(to: &name)
                } else {
                    // `Mace (optional): …` reads `Mace: …` once the parentheses are gone.
                    if isClosingPunctuation(scalar), name.last == " ", i > range.lowerBound,
                       !scalars[i - 1].isInlineSpace {
                        name.removeLast()
                    }
                    name.append(scalar)
                }
            }
            i += 1
        }
        if depth > 0 {   // never closed
            appendNote(scalars, parenthesisStart..<range.upperBound, to: &notes, optional: &mentionsOptional)
        }
        if name.last == " " { name.removeLast() }
        if let phrase = removeTrailingPhrase(from: &name) {
            notes.append(String(scalars: phrase))
            mentionsOptional = mentionsOptional || containsOptional(phrase[...])
        }
        if let commaTail { appendNote(scalars, commaTail, to: &notes, optional: &mentionsOptional) }
        return Split(name: name, notes: notes, mentionsOptional: mentionsOptional)
    }
}

private extension NoteSplitter {
    /// Phrases that end a name but are notes (`salt and pepper to taste`).
    static let trailingPhrases: [[Unicode.Scalar]] = [
        "to taste", "optional", "divided", "as needed", "if needed", "for garnish", "for serving", "to serve",
        "for frying", "for greasing", "for dusting", "per person", "per serving", "per portion", "each",
    ].map { Array($0.unicodeScalars) }

    static func removeTrailingPhrase(from name: inout [Unicode.Scalar]) -> [Unicode.Scalar]? {
        for phrase in trailingPhrases where name.count > phrase.count + 1 {
            let start = name.count - phrase.count
            guard name[start - 1] == " " else { continue }
            guard zip(name[start...], phrase).allSatisfy({ $0.lowercasedASCII == $1 }) else { continue }
            let note = Array(name[start...])
            name.removeSubrange((start - 1)...)
            return note
        }
        return nil
    }

    static func isClosingPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        scalar == ":" || scalar == ";" || scalar == "." || scalar == "!" || scalar == "?"
    }

    static func appendSpace(to name: inout [Unicode.Scalar]) {
        if let last = name.last, last != " " { name.append(" ") }
    }

    static func appendNote(_ scalars: [Unicode.Scalar], _ range: Range<Int>, to notes: inout [String],
                           optional: inout Bool) {
        let trimmed = scalars.trimmedRange(range)
        guard !trimmed.isEmpty else { return }
        notes.append(scalars.string(trimmed))
        optional = optional || containsOptional(scalars[trimmed])
    }

    static let optionalWord = Array("optional".unicodeScalars)

    /// `optional` as a whole word, any case (`(optional, for heat)`, not `optionally`).
    static func containsOptional(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        let word = optionalWord
        var i = text.startIndex
        while i + word.count <= text.endIndex {
            if (i == text.startIndex || !text[i - 1].isWordLetter),
               zip(text[i..<(i + word.count)], word).allSatisfy({ $0.lowercasedASCII == $1 }),
               i + word.count == text.endIndex || !text[i + word.count].isWordLetter {
                return true
            }
            i += 1
        }
        return false
    }

    /// `1,5` inside a name is a number, not a note separator.
    static func isDecimalComma(_ scalars: [Unicode.Scalar], at i: Int, in range: Range<Int>) -> Bool {
        i > range.lowerBound && i + 1 < range.upperBound && scalars[i - 1].isASCIIDigit && scalars[i + 1].isASCIIDigit
    }
}
