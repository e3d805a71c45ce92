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
        guard text.utf8.starts(with: "---".utf8) else {
            return (SplitSource(yaml: nil, yamlFirstLine: 1, body: text, bodyFirstLine: 1), [])
        }
        let lines = LineScanner(text)
        guard isFence(lines.bytes(0)) else {
            return (SplitSource(yaml: nil, yamlFirstLine: 1, body: text, bodyFirstLine: 1), [])
        }
        // YAML's document end marker `...` closes front matter too, as in Jekyll.
        if let close = (1..<lines.count).first(where: { isFence(lines.bytes($0)) || isFence(lines.bytes($0), of: UInt8(ascii: ".")) }) {
            let yaml = lines.text(fromLine: 1, toLine: close)
            let body = lines.text(fromLine: close + 1, toLine: lines.count)
            return (SplitSource(yaml: yaml, yamlFirstLine: 2, body: body, bodyFirstLine: close + 2), [])
        }
        let diagnostic = Diagnostic.error(
            "unterminated-front-matter",
            "The front matter that starts here is never closed: add a line with just `---` after it.",
            at: SourceLocation(file: path, line: 1, column: 1))
        return (nil, [diagnostic])
    }

    /// Exactly three dashes (or dots), then only spaces or tabs.
    private static func isFence(_ line: Substring.UTF8View, of mark: UInt8 = UInt8(ascii: "-")) -> Bool {
        var count = 0
        for byte in line {
            if byte == mark, count < 3 { count += 1; continue }
            if count == 3, byte == 32 || byte == 9 { continue }
            return false
        }
        return count == 3
    }
}

