/// Character classes the ingredient parser needs, answered from the scalar value alone
/// (no Character or Foundation machinery on the hot path).
extension Unicode.Scalar {
    var isASCIIDigit: Bool { value >= 0x30 && value <= 0x39 }

    var asciiDigitValue: Int { Int(value) - 0x30 }

    var isASCIILetter: Bool { (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A }

    /// Letters of any script, so that `crème` or `jalapeño` stay one word.
    var isWordLetter: Bool {
        if value < 0x80 { return isASCIILetter }
        return vulgarFraction == nil && properties.isAlphabetic
    }

    /// Spaces, tabs and the no-break and thin spaces that pasted recipes carry.
    var isInlineSpace: Bool {
        switch value {
        case 0x20, 0x09, 0x0A, 0x0D, 0xA0, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Hyphen, non-breaking hyphen, figure/en/em dash, minus.
    var isDash: Bool {
        switch value {
        case 0x2D, 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2212: return true
        default: return false
        }
    }

    /// `/`, the fraction slash `⁄` and the division slash `∕`.
    var isFractionSlash: Bool { value == 0x2F || value == 0x2044 || value == 0x2215 }

    /// `½` is (1, 2) and so on; nil for anything that is not a vulgar fraction.
    var vulgarFraction: (numerator: Int, denominator: Int)? {
        switch value {
        case 0xBC: return (1, 4)
        case 0xBD: return (1, 2)
        case 0xBE: return (3, 4)
        case 0x2150: return (1, 7)
        case 0x2151: return (1, 9)
        case 0x2152: return (1, 10)
        case 0x2153: return (1, 3)
        case 0x2154: return (2, 3)
        case 0x2155: return (1, 5)
        case 0x2156: return (2, 5)
        case 0x2157: return (3, 5)
        case 0x2158: return (4, 5)
        case 0x2159: return (1, 6)
        case 0x215A: return (5, 6)
        case 0x215B: return (1, 8)
        case 0x215C: return (3, 8)
        case 0x215D: return (5, 8)
        case 0x215E: return (7, 8)
        case 0x2189: return (0, 3)
        default: return nil
        }
    }

    var lowercasedASCII: Unicode.Scalar {
        isASCIILetter ? Unicode.Scalar(UInt8(value | 0x20)) : self
    }
}

/// Helpers over a line held as an array of scalars.
extension Array where Element == Unicode.Scalar {
    func skippingSpaces(from index: Int, to end: Int) -> Int {
        var i = index
        while i < end, self[i].isInlineSpace { i += 1 }
        return i
    }

    func trimmedRange(_ range: Range<Int>) -> Range<Int> {
        var low = range.lowerBound, high = range.upperBound
        while low < high, self[low].isInlineSpace { low += 1 }
        while high > low, self[high - 1].isInlineSpace { high -= 1 }
        return low..<high
    }

    func string(_ range: Range<Int>) -> String {
        String(scalars: self[range])
    }

    /// `self[range]` without `cut`, a space standing in for it.
    func removing(_ cut: Range<Int>, from range: Range<Int>) -> [Unicode.Scalar] {
        var remaining = Array(self[range.lowerBound..<cut.lowerBound])
        remaining.append(" ")
        remaining.append(contentsOf: self[cut.upperBound..<range.upperBound])
        return remaining
    }

    /// The index of the `)` closing the `(` at `open`, or nil when it is never closed.
    func closingParenthesis(from open: Int, to end: Int) -> Int? {
        var depth = 0
        var i = open
        while i < end {
            if self[i] == "(" { depth += 1 } else if self[i] == ")" {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }

    /// Does `self[index...]` start with `word` (lowercase ASCII) as a whole word, ignoring case?
    func hasWord(_ word: String, at index: Int, end: Int) -> Bool {
        var i = index
        for expected in word.unicodeScalars {
            guard i < end, self[i].lowercasedASCII == expected else { return false }
            i += 1
        }
        return i == end || !self[i].isWordLetter
    }
}
