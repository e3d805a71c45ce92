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
        switch fences(in: text.unicodeScalars) {
        case .none:
            return (SplitSource(yaml: nil, yamlFirstLine: 1, body: text, bodyFirstLine: 1), [])
        case .closed(let yaml, let body, let closeLine):
            return (SplitSource(yaml: String(text[yaml]), yamlFirstLine: 2, body: String(text[body]), bodyFirstLine: closeLine + 2), [])
        case .unterminated:
            break
        }
        let diagnostic = Diagnostic(
            .unterminatedFrontMatter,
            "The front matter that starts here is never closed: add a line with just `---` after it.",
            at: SourceLocation(file: path, line: 1, column: 1))
        return (nil, [diagnostic])
    }

    private enum Fences {
        /// The first line is not a fence.
        case none
        case unterminated
        /// Where the YAML and the body are, and the 0-based line of the closing fence.
        case closed(yaml: Range<String.Index>, body: Range<String.Index>, closeLine: Int)
    }

    /// Read on the scalars (the fences are ASCII) a line at a time up to the closing fence, with no
    /// line table of the whole file. Lines are split on `\n` alone (CRLF was made LF before).
    private static func fences(in scalars: String.UnicodeScalarView) -> Fences {
        func lineEnd(from start: String.Index) -> String.Index {
            scalars[start...].firstIndex(of: "\n") ?? scalars.endIndex
        }
        let firstEnd = lineEnd(from: scalars.startIndex)
        guard isFence(scalars[..<firstEnd]) else { return .none }
        guard firstEnd < scalars.endIndex else { return .unterminated }
        let yamlStart = scalars.index(after: firstEnd)
        var start = yamlStart
        var line = 1
        while true {
            let end = lineEnd(from: start)
            let content = scalars[start..<end]
            // YAML's document end marker `...` closes front matter too, as in Jekyll.
            if isFence(content) || isFence(content, of: ".") {
                let bodyStart = end < scalars.endIndex ? scalars.index(after: end) : end
                return .closed(yaml: yamlStart..<start, body: bodyStart..<scalars.endIndex, closeLine: line)
            }
            guard end < scalars.endIndex else { return .unterminated }
            start = scalars.index(after: end)
            line += 1
        }
    }

    /// Exactly three dashes (or dots), then only spaces or tabs.
    private static func isFence(_ line: Substring.UnicodeScalarView, of mark: Unicode.Scalar = "-") -> Bool {
        var count = 0
        for scalar in line {
            if scalar == mark, count < 3 { count += 1; continue }
            if count == 3, scalar == " " || scalar == "\t" { continue }
            return false
        }
        return count == 3
    }
}
