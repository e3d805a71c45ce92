/// Where the parser's name of an ingredient stands in the line's plain text (`plainText`), as
/// UTF-8 offsets: the first place the name occurs as whole words, ignoring case (`salt` in
/// `salted butter, salt` is the second). The page wraps it in an element, the mail aligns the
/// amounts before it, the page script finds the food's words by it.
///
/// The parser reads the name from this very text, but it collapses spaces and lifts notes out
/// (`flour (sifted) blend`), so its scalars are not one slice of the line: the name is looked
/// for once here, in the model, on plain text.
public enum NameSpan {
    public static func first(of name: String, in text: String) -> Range<Int>? {
        let needle = Trimming.whitespace(name)
        guard !needle.isEmpty else { return nil }
        if isASCII(needle), isASCII(text) {
            return firstASCII(Array(needle.utf8), in: Array(text.utf8))
        }
        return firstCharacters(needle, in: text)
    }
}

extension NameSpan {
    /// The last place `piece` occurs in `text` exactly, widened over the spaces before it, when it
    /// starts at or after `name`'s end (an amount written after the name); UTF-8 offsets.
    public static func lastVerbatim(_ piece: String, in text: String, after name: Range<Int>?) -> Range<Int>? {
        let needle = Array(piece.utf8), bytes = Array(text.utf8)
        guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
        var start = bytes.count - needle.count
        while start >= 0, !bytes[start..<(start + needle.count)].elementsEqual(needle) { start -= 1 }
        guard start >= 0, start >= (name?.upperBound ?? 0) else { return nil }
        var lower = start
        while lower > (name?.upperBound ?? 0), bytes[lower - 1] == UInt8(ascii: " ") { lower -= 1 }
        return lower..<(start + needle.count)
    }
}

extension NameSpan {
    /// `word` exactly as the next word after `name` (spaces between), UTF-8 offsets: the unit a
    /// line counts with after its name (`cloves` in `garlic cloves, minced`).
    public static func word(_ word: String, in text: String, after name: Range<Int>) -> Range<Int>? {
        let needle = Array(word.utf8), bytes = Array(text.utf8)
        var start = name.upperBound
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
        guard start > name.upperBound, !needle.isEmpty, start + needle.count <= bytes.count,
              bytes[start..<(start + needle.count)].elementsEqual(needle) else { return nil }
        let end = start + needle.count
        guard end == bytes.count || !isWordByte(bytes[end]) else { return nil }
        return start..<end
    }
}

extension NameSpan {
    /// A Character as the search compares it: any space a space, any other lowercased. Most
    /// Characters of such a line are still ASCII (`1½ cups sugar`), answered by their byte: asking
    /// Unicode's tables of each was 3% of `check`'s instructions (`theASCIIPathAgreesWithCharacters`
    /// and `aCharacterIsFoldedAsUnicodeFoldsIt` hold the two to one answer).
    static func folded(_ character: Character) -> String {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first else { return character.isWhitespace ? " " : character.lowercased() }
        // ASCII's white space is tab to carriage return and the space.
        if byte == 0x20 || (0x09...0x0D).contains(byte) { return " " }
        return String(Unicode.Scalar(lowercased(byte)))
    }
}

private extension NameSpan {
    /// ASCII has no case pairs beyond A–Z, and a byte is a Character there (CR LF aside, which
    /// is neither a letter nor in a trimmed name).
    static func firstASCII(_ needle: [UInt8], in text: [UInt8]) -> Range<Int>? {
        let needle = needle.map(lowercased)
        var start = 0
        while start + needle.count <= text.count {
            var matches = true
            for offset in 0..<needle.count where lowercased(text[start + offset]) != needle[offset] {
                matches = false
                break
            }
            let end = start + needle.count
            if matches, start == 0 || !isWordByte(text[start - 1]), end == text.count || !isWordByte(text[end]) {
                return start..<end
            }
            start += 1
        }
        return nil
    }

    /// The same on Characters, each compared lowercased, for lines beyond ASCII (`1½ tsp`, `crème`); a
    /// space the parser read may be any space in the line (`Chicken Broth` pasted from a web page, with no-break spaces).
    static func firstCharacters(_ needle: String, in text: String) -> Range<Int>? {
        let characters = Array(text)
        let lowered = characters.map(folded)
        let wanted = needle.map(folded)
        guard wanted.count <= characters.count else { return nil }
        var offset = 0
        for start in 0...(characters.count - wanted.count) {
            defer { offset += characters[start].utf8.count }
            guard lowered[start..<(start + wanted.count)].elementsEqual(wanted) else { continue }
            let end = start + wanted.count
            guard start == 0 || !isWord(characters[start - 1]), end == characters.count || !isWord(characters[end]) else { continue }
            let length = characters[start..<end].reduce(0) { $0 + $1.utf8.count }
            return offset..<(offset + length)
        }
        return nil
    }

    /// On the contiguous bytes where the String has them (the UTF8View's own iteration took 12 instructions a byte).
    static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        isWord(Character(Unicode.Scalar(byte)))
    }

    static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
