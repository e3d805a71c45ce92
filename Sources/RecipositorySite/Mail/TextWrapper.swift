/// Wraps plain text to a column width (72 for mail) at spaces, with a prefix for the first line
/// and another for the rest (a hanging indent under a list number or an ingredient's amount).
/// A word longer than a line is cut between characters, except a web address, which is kept
/// whole on a line of its own because a cut address no longer works.
struct TextWrapper {
    var width: Int

    func wrap(_ text: String, first: String = "", rest: String = "") -> [String] {
        var lines: [String] = []
        var (text, first, rest) = (text, first, rest)
        text.withUTF8 { text in
            first.withUTF8 { first in
                rest.withUTF8 { rest in
                    wrap(text, first: first, rest: rest) { lines.append(String(decoding: $0, as: UTF8.self)) }
                }
            }
        }
        return lines
    }

    /// The same on UTF-8 bytes: each line, without trailing spaces, is handed to `emit` in turn.
    /// Words are split and measured on the bytes; only a word that is not printable ASCII is
    /// measured as a String (see `DisplayWidth`).
    func wrap(_ text: UnsafeBufferPointer<UInt8>, first: UnsafeBufferPointer<UInt8>, rest: UnsafeBufferPointer<UInt8>,
              emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var line = Array(first)
        // Single-spaced printable ASCII that fits after `first` (no text is wider than its
        // bytes) is the one line its words would be joined into again: most ingredient lines.
        if first.count + text.count <= width, Self.isSingleSpacedWords(text) {
            line.append(contentsOf: text)
            line.withUnsafeBufferPointer(emit)
            return
        }
        var lineWidth = DisplayWidth.of(first)
        var lineHasWords = false
        var linesEmitted = 0
        let restWidth = DisplayWidth.of(rest)
        func newLine() {
            line.withUnsafeBufferPointer { line in
                emit(UnsafeBufferPointer(rebasing: line[..<UTF8Text.endTrimming([0x20], in: line)]))
            }
            linesEmitted += 1
            line.removeAll(keepingCapacity: true)
            line.append(contentsOf: rest)
            lineWidth = restWidth
            lineHasWords = false
        }
        var words = Words(text: text)
        while let word = words.next() {
            let wordWidth = words.isPrintableASCII ? word.count : DisplayWidth.of(word)
            if lineHasWords, lineWidth + 1 + wordWidth > width { newLine() }
            if lineHasWords {
                line.append(0x20)
                lineWidth += 1
            }
            if lineWidth + wordWidth <= width || Self.isWebAddress(word) {
                line.append(contentsOf: word)
                lineWidth += wordWidth
            } else {
                for character in String(decoding: word, as: UTF8.self) {
                    let characterWidth = DisplayWidth.of(character)
                    if lineWidth + characterWidth > width, lineWidth > restWidth { newLine() }
                    line.append(contentsOf: character.utf8)
                    lineWidth += characterWidth
                }
            }
            lineHasWords = true
        }
        if lineHasWords || linesEmitted == 0 { newLine() }
    }
}

private extension TextWrapper {
    /// The words of UTF-8 text: what lies between spaces, tabs and line feeds that are
    /// Characters of their own (`split(whereSeparator:)` on the String's Characters).
    struct Words {
        let text: UnsafeBufferPointer<UInt8>
        /// Whether the text is printable ASCII: then every space is a Character and a
        /// separator, and a word's bytes are its columns.
        let isPrintableASCII: Bool
        var index = 0

        init(text: UnsafeBufferPointer<UInt8>) {
            self.text = text
            isPrintableASCII = UTF8Text.isPrintableASCII(text)
        }

        mutating func next() -> UnsafeBufferPointer<UInt8>? {
            while index < text.count, isSeparator(at: index) { index += 1 }
            guard index < text.count else { return nil }
            let start = index
            index += 1
            while index < text.count, !isSeparator(at: index) { index += 1 }
            return UnsafeBufferPointer(rebasing: text[start..<index])
        }

        func isSeparator(at index: Int) -> Bool {
            let byte = text[index]
            if isPrintableASCII { return byte == 0x20 }
            return (byte == 0x20 || byte == 0x0A || byte == 0x09) && UTF8Text.standsAlone(text, at: index)
        }
    }

    /// Printable ASCII words, one space between each two and none at either end.
    static func isSingleSpacedWords(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = text.first, let last = text.last, first != 0x20, last != 0x20 else { return false }
        var previous: UInt8 = 0
        for byte in text {
            guard byte >= 0x20, byte < 0x7F, !(byte == 0x20 && previous == 0x20) else { return false }
            previous = byte
        }
        return true
    }

    /// Asked only of a word too long for a line, so it is asked of a String, as it always was.
    static func isWebAddress(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let lower = String(decoding: word, as: UTF8.self).lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www.")
    }
}
