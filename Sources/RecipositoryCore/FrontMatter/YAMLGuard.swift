/// Looks at front matter before any YAML parser does, to refuse what would hurt it.
///
/// Yams has no limit on alias expansion (a 376-byte "billion laughs" takes 15 s) and crashes on
/// very deep nesting, so anchors, aliases and deep nesting are rejected here by a linear scan.
/// Tabs used for indentation, which YAML forbids, are turned into spaces with a warning.
public enum YAMLGuard {
    public static let maximumDepth = 16
    public static let maximumBytes = 64 * 1024

    /// Returns the YAML to parse (tabs replaced), or nil when it must not be parsed.
    public static func check(_ yaml: String, firstLine: Int, path: String) -> (yaml: String?, diagnostics: [Diagnostic]) {
        func at(_ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(file: path, line: firstLine + line, column: column)
        }
        if yaml.utf8.count > maximumBytes {
            return (nil, [Diagnostic(.frontMatterTooLarge,
                                     "The front matter is over \(maximumBytes / 1024) KB; keep long text in the body.", at: at(0, 1))])
        }
        var diagnostics: [Diagnostic] = []
        var bytes = Array(yaml.utf8)
        if bytes.containsByte(9) {
            bytes = replacingIndentTabs(bytes) { line in
                diagnostics.append(Diagnostic(.yamlTabIndent,
                                              "This front matter line is indented with a tab; YAML needs spaces, so it was read as two spaces per tab.",
                                              at: at(line, 1)))
            }
        }
        var scanner = Scanner()
        var lineStart = 0
        var lineNumber = 0
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 10) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            if let problem = scanner.scan(line) {
                // Columns count characters, as everywhere in diagnostics.
                func column(_ offset: Int) -> Int { line.prefix(offset).count { $0 & 0xC0 != 0x80 } + 1 }
                let diagnostic: Diagnostic
                switch problem {
                case .alias(let index):
                    diagnostic = Diagnostic(.yamlAlias,
                                            "Front matter may not use YAML anchors or aliases (`&name`, `*name`); write the value out, or put it in quotes.",
                                            at: at(lineNumber, column(index)))
                case .tooDeep(let index):
                    diagnostic = Diagnostic(.yamlTooDeep,
                                            "The front matter is nested more than \(maximumDepth) levels deep; recipes never need that.",
                                            at: at(lineNumber, column(index)))
                }
                return (nil, diagnostics + [diagnostic])
            }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        return (diagnostics.isEmpty ? yaml : String(decoding: bytes, as: UTF8.self), diagnostics)
    }

    /// Tabs in a line's leading white space become two spaces each.
    private static func replacingIndentTabs(_ bytes: [UInt8], report: (Int) -> Void) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var atLineStart = true
        var line = 0
        var reported = false
        for byte in bytes {
            if byte == 10 {
                atLineStart = true
                reported = false
                line += 1
                out.append(byte)
            } else if atLineStart && byte == 9 {
                if !reported { report(line); reported = true }
                out.append(32)
                out.append(32)
            } else {
                if byte != 32 { atLineStart = false }
                out.append(byte)
            }
        }
        return out
    }
}

private enum Problem {
    case alias(column: Int)
    case tooDeep(column: Int)
}

/// A line-by-line scan that knows just enough YAML: quotes, comments, flow brackets, block
/// scalars (whose lines are text, not YAML) and where a node may start.
private struct Scanner {
    private var blockScalarIndent: Int?
    private var flowDepth = 0
    private var indents: [Int] = []
    private var inDoubleQuote = false
    private var inSingleQuote = false

    mutating func scan(_ slice: ArraySlice<UInt8>) -> Problem? {
        slice.withUnsafeBufferPointer { scan(line: $0) }
    }

    /// Works on bytes: every character YAML's syntax uses is ASCII. Returns byte offsets.
    private mutating func scan(line: UnsafeBufferPointer<UInt8>) -> Problem? {
        let indent = line.prefix { $0 == 32 }.count
        let blank = indent == line.count || line[indent] == UInt8(ascii: "#")
        if let scalarIndent = blockScalarIndent {
            if blank || indent > scalarIndent { return nil }
            blockScalarIndent = nil
        }
        if blank { return nil }
        if flowDepth == 0 && !inDoubleQuote && !inSingleQuote {
            while let last = indents.last, last > indent { indents.removeLast() }
            if indents.last != indent { indents.append(indent) }
            if indents.count > YAMLGuard.maximumDepth { return .tooDeep(column: indent) }
        }
        var nodeStart = true
        var i = indent
        while i < line.count {
            let c = line[i]
            if inDoubleQuote {
                if c == UInt8(ascii: "\\") { i += 2; continue }
                if c == UInt8(ascii: "\"") { inDoubleQuote = false }
                i += 1
                continue
            }
            if inSingleQuote {
                if c == UInt8(ascii: "'") { inSingleQuote = false }
                i += 1
                continue
            }
            switch c {
            case UInt8(ascii: " "):
                i += 1
                continue
            case UInt8(ascii: "#") where i == 0 || line[i - 1] == UInt8(ascii: " "):
                return nil
            case UInt8(ascii: "&") where nodeStart, UInt8(ascii: "*") where nodeStart:
                return .alias(column: i)
            case UInt8(ascii: "\"") where nodeStart:
                inDoubleQuote = true
            case UInt8(ascii: "'") where nodeStart:
                inSingleQuote = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flowDepth += 1
                if flowDepth > YAMLGuard.maximumDepth { return .tooDeep(column: i) }
                nodeStart = true
                i += 1
                continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flowDepth = max(0, flowDepth - 1)
            case UInt8(ascii: ","):
                if flowDepth > 0 { nodeStart = true; i += 1; continue }
            case UInt8(ascii: "-") where nodeStart && (i + 1 == line.count || line[i + 1] == UInt8(ascii: " ")),
                 UInt8(ascii: "?") where nodeStart && (i + 1 == line.count || line[i + 1] == UInt8(ascii: " ")):
                if line[i] == UInt8(ascii: "-") {
                    // A sequence entry opens a deeper level for the block depth count.
                    indents.append(i + 2)
                    if indents.count > YAMLGuard.maximumDepth { return .tooDeep(column: i) }
                }
                i += 1
                continue
            case UInt8(ascii: ":") where i + 1 == line.count || line[i + 1] == UInt8(ascii: " "):
                nodeStart = true
                i += 1
                continue
            case UInt8(ascii: "|") where nodeStart && flowDepth == 0, UInt8(ascii: ">") where nodeStart && flowDepth == 0:
                // A block scalar: the lines indented below this one are text.
                blockScalarIndent = indent
                return nil
            default:
                break
            }
            nodeStart = false
            i += 1
        }
        return nil
    }
}
