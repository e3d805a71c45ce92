import RecipositoryCore

/// Paragraphs of cmark's plain text (a Notes section): blocks are separated by blank lines and
/// soft breaks are newlines, so lines are joined into one paragraph each; a line that starts a
/// list item (`- `, `2. `) starts a paragraph of its own.
enum PlainParagraphs {
    static func split(_ text: String) -> [String] {
        var paragraphs: [String] = []
        var current: [String] = []
        func endParagraph() {
            let joined = HeaderText.clean(current.joined(separator: " "))
            if !joined.isEmpty { paragraphs.append(joined) }
            current = []
        }
        // An empty line ends a block; lines of spaces belong to the block (they trim to nothing).
        for raw in LineEnds.lf(text).utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            guard !raw.isEmpty else {
                endParagraph()
                continue
            }
            let trimmed = Trimming.whitespace(Substring(raw))
            if isListItem(trimmed), !current.isEmpty {
                paragraphs.append(HeaderText.clean(current.joined(separator: " ")))
                current = []
            }
            current.append(trimmed)
        }
        endParagraph()
        return paragraphs
    }

    static func isListItem(_ line: String) -> Bool {
        if line.hasPrefix("- ") || line.hasPrefix("* ") || line.hasPrefix("+ ") || line.hasPrefix("• ") { return true }
        let digits = line.utf8.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        let after = line.utf8.dropFirst(digits.count)
        let marker = after.prefix(2)
        return !digits.isEmpty && digits.count < 4
            && (marker.elementsEqual(". ".utf8) || marker.elementsEqual(") ".utf8))
    }
}
