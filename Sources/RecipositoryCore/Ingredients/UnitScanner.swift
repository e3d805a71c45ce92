/// Reads the unit word right after an amount: `cups`, `Tbsp.`, `fl. oz`, `table spoon`, the `g` of `500g`,
/// a container word (`envelope`) or a misspelt unit (`tbps`). The inch mark of `2"` is `inchMarkEnd`.
enum UnitScanner {
    enum Match: Equatable {
        case unit(Unit)
        /// A container word, as written (`envelopes`).
        case container(String)
        /// Not a known word but one keyboard slip away from a unit spelling.
        case misspelt(String, suggestion: Unit)
    }

    static func match(in scalars: [Unicode.Scalar], at start: Int, end: Int,
                      allowMisspelt: Bool) -> (match: Match, end: Int)? {
        guard start < end, let first = tokenEnd(in: scalars, at: start, end: end) else { return nil }
        let token = scalars[start..<first]
        if let spoon = UnitTable.singleLetterSpoon(token) { return (.unit(spoon), first) }
        guard let key = UnitTable.lookupKey(token) else { return nil }
        if UnitTable.twoWordUnitStarts.contains(key) {
            let next = scalars.skippingSpaces(from: first, to: end)
            if let second = tokenEnd(in: scalars, at: next, end: end),
               let secondKey = UnitTable.lookupKey(scalars[next..<second]),
               let unit = UnitSpellings.units[key + secondKey] {
                return (.unit(unit), second)
            }
        }
        if let unit = UnitSpellings.units[key] {
            // `33c` is more likely centilitres than cups: a lone `c` is a cup only when it stands apart.
            if unit == .cup, token.count <= 2, start > 0, scalars[start - 1].isASCIIDigit { return nil }
            return (.unit(unit), first)
        }
        if UnitTable.containerWords.contains(key) { return (.container(asWritten(token)), first) }
        if allowMisspelt, !UnitSpellings.ordinaryWords.contains(key),
           let suggestion = UnitSpellings.closestUnit(to: key) {
            return (.misspelt(asWritten(token), suggestion: suggestion), first)
        }
        return nil
    }

    /// `2"` or `2″`: the inch mark counts only glued to the number.
    static func inchMarkEnd(in scalars: [Unicode.Scalar], at i: Int, end: Int) -> Int? {
        guard i < end, scalars[i] == "\"" || scalars[i] == "\u{2033}" else { return nil }
        return i + 1
    }
}

extension UnitScanner {
    /// The end of a unit-like token: letters with inner or trailing dots (`fl.oz.`, `Tbsp.`), standing alone.
    static func tokenEnd(in scalars: [Unicode.Scalar], at start: Int, end: Int) -> Int? {
        var i = start
        while i < end {
            if scalars[i].isWordLetter {
                i += 1
            } else if scalars[i] == ".", i > start, scalars[i - 1].isWordLetter {
                i += 1
            } else {
                break
            }
        }
        guard i > start, i - start <= 24 else { return nil }
        if let pluralEnd = pluralMarkerEnd(in: scalars, at: i, end: end) { i = pluralEnd }   // `clove(s)`
        return isBoundary(i < end ? scalars[i] : nil) || isThicknessJoint(in: scalars, at: i, end: end) ? i : nil
    }

    /// The hyphen of `1-inch-thick`: a size's unit ends there, as it does before a space.
    static func isThicknessJoint(in scalars: [Unicode.Scalar], at i: Int, end: Int) -> Bool {
        i < end && scalars[i].isDash && scalars.hasWord("thick", at: i + 1, end: end)
    }

    /// `(s)` or `(es)` right after a word.
    static func pluralMarkerEnd(in scalars: [Unicode.Scalar], at i: Int, end: Int) -> Int? {
        guard i + 2 < end, scalars[i] == "(" else { return nil }
        if scalars[i + 1] == "s", scalars[i + 2] == ")" { return i + 3 }
        if i + 3 < end, scalars[i + 1] == "e", scalars[i + 2] == "s", scalars[i + 3] == ")" { return i + 4 }
        return nil
    }

    /// A unit must end where a word ends: `T-bone` is not a tablespoon, `2 cups3` is nothing.
    static func isBoundary(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return true }
        if scalar.isInlineSpace { return true }
        switch scalar {
        case ",", ";", ":", "(", ")", "[", "]", "/", "|", "*", "_", "!", "?", "+": return true
        default: return false
        }
    }

    static func asWritten(_ token: ArraySlice<Unicode.Scalar>) -> String {
        String(scalars: token.last == "." ? token.dropLast() : token)
    }
}
