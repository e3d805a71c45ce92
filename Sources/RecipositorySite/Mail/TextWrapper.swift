/// Wraps plain text to a column width (72 for mail) at spaces, with a prefix for the first line
/// and another for the rest (a hanging indent under a list number or an ingredient's amount).
/// A word longer than a line is cut between characters, except a web address, which is kept
/// whole on a line of its own because a cut address no longer works.
struct TextWrapper {
    var width: Int

    /// The lines, without trailing spaces. Words are what lies between spaces, tabs and line
    /// feeds that are Characters of their own (a space under a combining mark is part of a word).
    func wrap(_ text: String, first: String = "", rest: String = "") -> [String] {
        // Single-spaced printable ASCII that fits after `first` (no text is wider than its
        // bytes) is the one line its words would be joined into again: most ingredient lines.
        if first.utf8.count + text.utf8.count <= width, Self.isSingleSpacedWords(text) { return [first + text] }
        // Printable ASCII (most steps): a Character a byte, a column each.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return wrapASCII(text, first: first, rest: rest) }
        return wrapPlain(text, first: first, rest: rest)
    }

    /// `wrap` on Characters, whatever the text: what `wrapASCII` must match.
    func wrapPlain(_ text: String, first: String, rest: String) -> [String] {
        var filling = Filling(width: width, first: first, rest: rest)
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            let wordWidth = DisplayWidth.of(word)
            filling.startWord(width: wordWidth)
            if filling.lineWidth + wordWidth <= width || Self.isWebAddress(word) {
                filling.append(word, width: wordWidth)
            } else {
                for character in word {
                    let characterWidth = DisplayWidth.of(character)
                    filling.breakBefore(width: characterWidth)
                    filling.append(Substring(String(character)), width: characterWidth)
                }
            }
            filling.lineHasWords = true
        }
        return filling.finished()
    }
}

extension TextWrapper {
    /// `wrapPlain` for printable ASCII, on its bytes: each byte is a Character one column wide and
    /// only spaces separate words. The steps of a 10,000-recipe build's mail are about 80,000
    /// wraps: on Characters, splitting and measuring took 5% of a build's instructions
    /// (`TextWrapperASCIITests` compares the two).
    func wrapASCII(_ text: String, first: String, rest: String) -> [String] {
        var filling = Filling(width: width, first: first, rest: rest)
        for word in text.utf8.split(separator: 0x20) {
            let wordWidth = word.count
            filling.startWord(width: wordWidth)
            if filling.lineWidth + wordWidth <= width || Self.isWebAddress(Substring(word)) {
                filling.append(Substring(word), width: wordWidth)
            } else {
                var start = word.startIndex
                while start < word.endIndex {
                    filling.breakBefore(width: 1)
                    // As many bytes as the line has room for, one at least.
                    let end = word.index(start, offsetBy: max(width - filling.lineWidth, 1), limitedBy: word.endIndex) ?? word.endIndex
                    filling.append(Substring(word[start..<end]), width: word.distance(from: start, to: end))
                    start = end
                }
            }
            filling.lineHasWords = true
        }
        return filling.finished()
    }
}

/// The lines both wraps fill, word by word.
private struct Filling {
    let width: Int
    let rest: String
    let restWidth: Int
    var lines: [String] = []
    var line: String
    var lineWidth: Int
    var lineHasWords = false

    init(width: Int, first: String, rest: String) {
        self.width = width
        self.rest = rest
        restWidth = DisplayWidth.of(rest)
        line = first
        lineWidth = DisplayWidth.of(first)
    }

    mutating func newLine() {
        lines.append(TextWrapper.trimmingTrailingSpaces(line))
        line = rest
        lineWidth = restWidth
        lineHasWords = false
    }

    /// Before a word: a new line when it does not fit after the words so far, else a space.
    mutating func startWord(width wordWidth: Int) {
        if lineHasWords, lineWidth + 1 + wordWidth > width { newLine() }
        if lineHasWords {
            line += " "
            lineWidth += 1
        }
    }

    /// Before a piece of a word cut between characters: a new line when the line is full (and
    /// is more than its indent).
    mutating func breakBefore(width pieceWidth: Int) {
        if lineWidth + pieceWidth > width, lineWidth > restWidth { newLine() }
    }

    mutating func append(_ text: Substring, width textWidth: Int) {
        line += text
        lineWidth += textWidth
    }

    mutating func finished() -> [String] {
        if lineHasWords || lines.isEmpty { newLine() }
        return lines
    }
}

private extension TextWrapper {
    static func isWebAddress(_ word: Substring) -> Bool {
        let lower = word.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www.")
    }

    /// Printable ASCII words, one space between each two and none at either end.
    static func isSingleSpacedWords(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last, first != 0x20, last != 0x20 else { return false }
        return text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } && !zip(text.utf8, text.utf8.dropFirst()).contains { $0 == 0x20 && $1 == 0x20 }
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
