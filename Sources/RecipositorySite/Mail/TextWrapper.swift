/// Wraps plain text to a column width (72 for mail) at spaces, with a prefix for the first line
/// and another for the rest (a hanging indent under a list number or an ingredient's amount).
/// A word longer than a line is cut between characters, except a web address, which is kept
/// whole on a line of its own because a cut address no longer works.
struct TextWrapper {
    var width: Int

    func wrap(_ text: String, first: String = "", rest: String = "") -> [String] {
        var lines: [String] = []
        var line = first
        var lineWidth = DisplayWidth.of(first)
        var lineHasWords = false
        let restWidth = DisplayWidth.of(rest)
        func newLine() {
            lines.append(line)
            line = rest
            lineWidth = restWidth
            lineHasWords = false
        }
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            let wordWidth = DisplayWidth.of(String(word))
            if lineHasWords, lineWidth + 1 + wordWidth > width { newLine() }
            if lineHasWords {
                line += " "
                lineWidth += 1
            }
            if lineWidth + wordWidth <= width || Self.isWebAddress(word) {
                line += word
                lineWidth += wordWidth
            } else {
                for character in word {
                    let characterWidth = DisplayWidth.of(character)
                    if lineWidth + characterWidth > width, lineWidth > restWidth { newLine() }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
            lineHasWords = true
        }
        if lineHasWords || lines.isEmpty { lines.append(line) }
        return lines.map(Self.trimmingTrailingSpaces)
    }
}

private extension TextWrapper {
    static func isWebAddress(_ word: Substring) -> Bool {
        let lower = word.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www.")
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
