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
        switch fences(in: text) {
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

    enum Fences: Equatable {
        /// The first line is not a fence.
        case none
        case unterminated
        /// Where the YAML and the body are, and the 0-based line of the closing fence.
        case closed(yaml: Range<String.Index>, body: Range<String.Index>, closeLine: Int)
    }

    /// The fences found on the text's UTF-8 bytes, where the String has them contiguous (always, but
    /// for text bridged from elsewhere): every mark looked for (`\n`, `-`, `.`, space, tab) is ASCII,
    /// and no byte of a longer scalar is ASCII, so the bytes give the scalars' answer. Looking for
    /// each line's end in the `UnicodeScalarView` took 2,000 instructions a line, 1.5% of `check`
    /// (`FrontMatterSplitterTests` holds the two to one answer).
    static func fences(in text: String) -> Fences {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in fenceOffsets(in: bytes) }
        guard let found else { return fences(in: text.unicodeScalars) }
        let utf8 = text.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        switch found {
        case .none: return .none
        case .unterminated: return .unterminated
        case .closed(let yaml, let body, let closeLine):
            return .closed(yaml: index(yaml.lowerBound)..<index(yaml.upperBound), body: index(body)..<text.endIndex,
                           closeLine: closeLine)
        }
    }

    /// `Fences` in UTF-8 offsets.
    private enum FenceOffsets {
        case none
        case unterminated
        case closed(yaml: Range<Int>, body: Int, closeLine: Int)
    }

    /// `fences(in:)` on bytes.
    private static func fenceOffsets(in bytes: UnsafeBufferPointer<UInt8>) -> FenceOffsets {
        func lineEnd(from start: Int) -> Int {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            return end
        }
        func isFence(_ range: Range<Int>, of mark: UInt8) -> Bool {
            var count = 0
            for byte in bytes[range] {
                if byte == mark, count < 3 { count += 1; continue }
                if count == 3, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { continue }
                return false
            }
            return count == 3
        }
        let firstEnd = lineEnd(from: 0)
        guard isFence(0..<firstEnd, of: UInt8(ascii: "-")) else { return .none }
        guard firstEnd < bytes.count else { return .unterminated }
        let yamlStart = firstEnd + 1
        var start = yamlStart
        var line = 1
        while true {
            let end = lineEnd(from: start)
            if isFence(start..<end, of: UInt8(ascii: "-")) || isFence(start..<end, of: UInt8(ascii: ".")) {
                return .closed(yaml: yamlStart..<start, body: end < bytes.count ? end + 1 : end, closeLine: line)
            }
            guard end < bytes.count else { return .unterminated }
            start = end + 1
            line += 1
        }
    }

    /// The plain reading, on the scalars (the fences are ASCII) a line at a time up to the closing fence, with no
    /// line table of the whole file. Lines are split on `\n` alone (CRLF was made LF before).
    static func fences(in scalars: String.UnicodeScalarView) -> Fences {
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
