/// One word of a name: as written, and its key (lowercase, outer punctuation trimmed).
struct Word {
    var text: String
    var key: String
    /// Written with a comma after it: `boneless, skinless` are two preparations.
    var endsWithComma = false
    /// Written with a full stop after it: `250g pasta. Usually I prefer…` ends the food.
    var endsSentence = false
    /// Written with a colon after it: `Condiments of your choice: parsley…` is a label before the food.
    var endsWithColon = false

    /// The words of `text`. Every name and note of every line is split here, several times a
    /// line: a text of printable ASCII and tabs (where a Character is one byte) is split on its
    /// bytes (`splitASCII`), any other by Character (`splitCharacters`), with the same words.
    static func split(_ text: String) -> [Word] {
        splitASCII(text) ?? splitCharacters(text)
    }

    /// The plain reading, by Character: spaces, tabs and no-break spaces apart.
    static func splitCharacters(_ text: String) -> [Word] {
        var words: [Word] = []
        for var piece in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" }) {
            if piece.last == ")" {
                for marker in ["(s)", "(es)"] where piece.lowercased().hasSuffix(marker) && piece.count > marker.count {
                    piece = piece.dropLast(marker.count)   // `sausage(s)`
                }
            }
            let endsSentence = piece.last == "." && piece.count > 2
                && !FoodWords.abbreviations.contains(piece.lowercased()) && !piece.dropLast().contains(".")
            var trimmed = Substring(piece)
            while let first = trimmed.first, Self.isOuterPunctuation(first) { trimmed = trimmed.dropFirst() }
            while let last = trimmed.last, Self.isOuterPunctuation(last) { trimmed = trimmed.dropLast() }
            // `slash/separated` choices become their own words.
            if trimmed.contains("/"), !trimmed.hasPrefix("/"), !trimmed.contains(where: \.isNumber) {
                let parts = trimmed.split(separator: "/")
                for (index, part) in parts.enumerated() {
                    if index > 0 { words.append(Word(text: "/", key: "/")) }
                    words.append(Word(text: String(part), key: part.lowercased()))
                }
                continue
            }
            if trimmed.isEmpty {
                if piece == "/" || piece == "&" || piece == "+" { words.append(Word(text: String(piece), key: String(piece))) }
                continue
            }
            words.append(Word(text: String(trimmed), key: trimmed.lowercased(), endsWithComma: piece.last == ",",
                              endsSentence: endsSentence, endsWithColon: piece.last == ":"))
        }
        return words
    }

    static let outerPunctuation: Set<Unicode.Scalar> = [
        ".", ",", ":", ";", "*", "!", "?", "\"", "“", "”", "‘", "’", "'", "_", "(", ")", "[", "]", "-", "–", "—",
        "#", "•",
    ]

    /// One of `outerPunctuation` alone: a character of one scalar (none of them has another
    /// spelling), looked up by scalar, since hashing a Character normalizes it first.
    static func isOuterPunctuation(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        return scalars.count == 1 && outerPunctuation.contains(scalars.first!)
    }

    /// Whether the key starts with a number. A Character's `isNumber` is its first scalar's, and an
    /// ASCII scalar's only numbers are digits: such a key is answered by its first byte, which
    /// the reader asks of every word several times (a Character made and Unicode's tables asked:
    /// 1,200 instructions each, 1% of `check`). `WordSplitBytesTests` holds it to `isNumberPlain`.
    var isNumber: Bool {
        guard let byte = key.utf8.first, byte < 0x80 else { return isNumberPlain }
        return (0x30...0x39).contains(byte)
    }

    /// The plain reading: the first Character a number, or a fraction a cook types.
    var isNumberPlain: Bool { key.first.map { $0.isNumber || $0 == "½" || $0 == "¼" || $0 == "¾" } ?? false }
    /// By scalar, for every word of every line: `contains("®")` with a String searched through
    /// Foundation (6,600 instructions a word), and by Character it took 3,800.
    var hasMark: Bool { text.unicodeScalars.contains { $0 == "®" || $0 == "™" } }
}
