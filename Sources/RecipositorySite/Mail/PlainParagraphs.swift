import Foundation

/// Paragraphs of cmark's plain text (a Notes section): blocks are separated by blank lines and
/// soft breaks are newlines, so lines are joined into one paragraph each; a line that starts a
/// list item (`- `, `2. `) starts a paragraph of its own.
enum PlainParagraphs {
    static func split(_ text: String) -> [String] {
        var paragraphs: [String] = []
        for block in text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n") {
            var current: [String] = []
            for raw in block.split(separator: "\n") {
                let trimmed = raw.trimmingCharacters(in: .whitespaces)
                if isListItem(trimmed), !current.isEmpty {
                    paragraphs.append(HeaderText.clean(current.joined(separator: " ")))
                    current = []
                }
                current.append(trimmed)
            }
            let joined = HeaderText.clean(current.joined(separator: " "))
            if !joined.isEmpty { paragraphs.append(joined) }
        }
        return paragraphs
    }

    static func isListItem(_ line: String) -> Bool {
        if line.hasPrefix("- ") || line.hasPrefix("* ") || line.hasPrefix("+ ") || line.hasPrefix("• ") { return true }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        let after = line.dropFirst(digits.count)
        return !digits.isEmpty && digits.count < 4 && (after.hasPrefix(". ") || after.hasPrefix(") "))
    }
}
