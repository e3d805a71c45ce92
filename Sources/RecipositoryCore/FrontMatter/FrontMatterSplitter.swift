/// A recipe file split into its YAML front matter and its Markdown body.
public struct SplitSource: Hashable, Sendable {
    /// The YAML text between the two `---` lines, or nil when the file has no front matter.
    public var yaml: String?
    /// File line of the first YAML line (the line after the opening `---`).
    public var yamlFirstLine: Int
    public var body: String
    /// File line of the first body line, so body positions can be turned into file positions.
    public var bodyFirstLine: Int
}

/// Splits front matter on whole lines that are exactly `---` (trailing spaces allowed), never on a
/// `---` inside a line, as authors coming from Hugo and Jekyll expect.
public enum FrontMatterSplitter {
    public static func split(_ text: String, path: String) -> (SplitSource?, [Diagnostic]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, isFence(first) else {
            return (SplitSource(yaml: nil, yamlFirstLine: 1, body: text, bodyFirstLine: 1), [])
        }
        // YAML's document end marker `...` closes front matter too, as in Jekyll.
        if let close = lines.indices.dropFirst().first(where: { isFence(lines[$0]) || lines[$0].trimmingTrailingSpaces == "..." }) {
            let closing = lines[close]
            let yaml = close > 1 ? String(text[lines[1].startIndex..<closing.startIndex]) : ""
            let body = closing.endIndex < text.endIndex ? String(text[text.index(after: closing.endIndex)...]) : ""
            return (SplitSource(yaml: yaml, yamlFirstLine: 2, body: body, bodyFirstLine: close + 2), [])
        }
        let diagnostic = Diagnostic.error(
            "unterminated-front-matter",
            "The front matter that starts here is never closed: add a line with just `---` after it.",
            at: SourceLocation(file: path, line: 1, column: 1))
        return (nil, [diagnostic])
    }

    private static func isFence(_ line: Substring) -> Bool {
        line.trimmingTrailingSpaces == "---"
    }
}

extension Substring {
    var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, let c = self[index(before: end)].unicodeScalars.first, c == " " || c == "\t" {
            end = index(before: end)
        }
        return self[startIndex..<end]
    }
}
