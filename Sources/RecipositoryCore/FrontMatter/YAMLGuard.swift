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
            return (nil, [.error("front-matter-too-large",
                                 "The front matter is over \(maximumBytes / 1024) KB; keep long text in the body.", at: at(0, 1))])
        }
        var diagnostics: [Diagnostic] = []
        var output: [String] = []
        var scanner = Scanner()
        for (index, rawLine) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Array(rawLine.unicodeScalars)
            let tabs = line.prefix { $0 == " " || $0 == "\t" }.count { $0 == "\t" }
            if tabs > 0 {
                diagnostics.append(.warning("yaml-tab-indent",
                                            "This front matter line is indented with a tab; YAML needs spaces, so it was read as two spaces per tab.",
                                            at: at(index, 1)))
                let indent = line.prefix { $0 == " " || $0 == "\t" }
                line = Array(String(indent.map { $0 == "\t" ? "  " : " " }.joined()).unicodeScalars) + line.dropFirst(indent.count)
            }
            if let problem = scanner.scan(line) {
                let diagnostic: Diagnostic
                switch problem {
                case .alias(let column):
                    diagnostic = .error("yaml-alias",
                                        "Front matter may not use YAML anchors or aliases (`&name`, `*name`); write the value out, or put it in quotes.",
                                        at: at(index, column + 1))
                case .tooDeep(let column):
                    diagnostic = .error("yaml-too-deep",
                                        "The front matter is nested more than \(maximumDepth) levels deep; recipes never need that.",
                                        at: at(index, column + 1))
                }
                return (nil, diagnostics + [diagnostic])
            }
            output.append(String(String.UnicodeScalarView(line)))
        }
        return (tabs(in: diagnostics) ? output.joined(separator: "\n") : yaml, diagnostics)
    }

    private static func tabs(in diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { $0.code == "yaml-tab-indent" }
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

    mutating func scan(_ line: [Unicode.Scalar]) -> Problem? {
        let indent = line.prefix { $0 == " " }.count
        let blank = indent == line.count || line[indent] == "#"
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
                if c == "\\" { i += 2; continue }
                if c == "\"" { inDoubleQuote = false }
                i += 1
                continue
            }
            if inSingleQuote {
                if c == "'" { inSingleQuote = false }
                i += 1
                continue
            }
            switch c {
            case " ":
                i += 1
                continue
            case "#" where i == 0 || line[i - 1] == " ":
                return nil
            case "&" where nodeStart, "*" where nodeStart:
                return .alias(column: i)
            case "\"" where nodeStart:
                inDoubleQuote = true
            case "'" where nodeStart:
                inSingleQuote = true
            case "[", "{":
                flowDepth += 1
                if flowDepth > YAMLGuard.maximumDepth { return .tooDeep(column: i) }
                nodeStart = true
                i += 1
                continue
            case "]", "}":
                flowDepth = max(0, flowDepth - 1)
            case ",":
                if flowDepth > 0 { nodeStart = true; i += 1; continue }
            case "-" where nodeStart && (i + 1 == line.count || line[i + 1] == " "),
                 "?" where nodeStart && (i + 1 == line.count || line[i + 1] == " "):
                if line[i] == "-" {
                    // A sequence entry opens a deeper level for the block depth count.
                    indents.append(i + 2)
                    if indents.count > YAMLGuard.maximumDepth { return .tooDeep(column: i) }
                }
                i += 1
                continue
            case ":" where i + 1 == line.count || line[i + 1] == " ":
                nodeStart = true
                i += 1
                continue
            case "|" where nodeStart && flowDepth == 0, ">" where nodeStart && flowDepth == 0:
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
