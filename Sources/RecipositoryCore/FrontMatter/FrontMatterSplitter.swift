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
        // Found on the bytes, stopping at the closing fence: no line table of the whole file.
        var native = text
        let fences = native.withUTF8 { Self.fences(in: $0) }
        switch fences {
        case .none:
            return (SplitSource(yaml: nil, yamlFirstLine: 1, body: text, bodyFirstLine: 1), [])
        case .closed(let yaml, let body, let closeLine):
            let utf8 = text.utf8
            func slice(_ range: Range<Int>) -> String {
                String(text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)])
            }
            return (SplitSource(yaml: slice(yaml), yamlFirstLine: 2, body: slice(body), bodyFirstLine: closeLine + 2), [])
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
        /// Byte ranges of the YAML and the body, and the 0-based line of the closing fence.
        case closed(yaml: Range<Int>, body: Range<Int>, closeLine: Int)
    }

    /// Lines are split on `\n` alone (CRLF was made LF before); a line's bytes exclude its newline.
    private static func fences(in bytes: UnsafeBufferPointer<UInt8>) -> Fences {
        func lineEnd(from start: Int) -> Int {
            guard start < bytes.count else { return bytes.count }
            return bytes[start...].firstIndex(of: 10) ?? bytes.count
        }
        let firstEnd = lineEnd(from: 0)
        guard isFence(bytes[0..<firstEnd]) else { return .none }
        guard firstEnd < bytes.count else { return .unterminated }
        var start = firstEnd + 1
        var line = 1
        while true {
            let end = lineEnd(from: start)
            let content = bytes[start..<end]
            // YAML's document end marker `...` closes front matter too, as in Jekyll.
            if isFence(content) || isFence(content, of: UInt8(ascii: ".")) {
                return .closed(yaml: firstEnd + 1..<start, body: min(end + 1, bytes.count)..<bytes.count, closeLine: line)
            }
            guard end < bytes.count else { return .unterminated }
            start = end + 1
            line += 1
        }
    }

    /// Exactly three dashes (or dots), then only spaces or tabs.
    private static func isFence<Line: Collection<UInt8>>(_ line: Line, of mark: UInt8 = UInt8(ascii: "-")) -> Bool {
        var count = 0
        for byte in line {
            if byte == mark, count < 3 { count += 1; continue }
            if count == 3, byte == 32 || byte == 9 { continue }
            return false
        }
        return count == 3
    }
}

