import RecipositoryMarkdown

/// The one way Recipository reads YAML: front matter, `recipository.yml` and imported files.
///
/// A size limit and tab indents are dealt with on the text; the rest is libyaml's, through
/// `YAMLComposer`, which refuses anchors, aliases and deep nesting as its events arrive. Every
/// problem becomes a diagnostic at its file line and column, in libyaml's own words.
public enum YAMLReader {
    public static let maximumDepth = 16
    public static let maximumBytes = 64 * 1024

    /// What the YAML is, for the sentences that name it.
    public enum Source: Sendable {
        case frontMatter
        case config

        var syntaxCode: DiagnosticCode { self == .frontMatter ? .yamlSyntax : .configSyntax }
        var name: String { self == .frontMatter ? "The front matter" : "recipository.yml" }
    }

    public struct Result: Sendable {
        /// Nil when there is no document, or when it could not be read.
        public var root: YAMLNode?
        /// False when the YAML could not be read at all (its diagnostics say why).
        public var isReadable: Bool
        public var diagnostics: [Diagnostic]
    }

    /// `firstLine` is the file line the YAML starts on.
    public static func read(_ yaml: String, firstLine: Int, path: String, as source: Source = .frontMatter) -> Result {
        func at(_ mark: YAMLMark) -> SourceLocation {
            SourceLocation(file: path, line: firstLine + mark.line - 1, column: mark.column)
        }
        func unreadable(_ diagnostic: Diagnostic, after earlier: [Diagnostic] = []) -> Result {
            Result(root: nil, isReadable: false, diagnostics: earlier + [diagnostic])
        }
        if yaml.utf8.count > maximumBytes {
            let advice = source == .frontMatter
                ? "; keep long text in the body." : ", more than settings ever need; look for something pasted into it by mistake."
            return unreadable(Diagnostic(.frontMatterTooLarge, "\(source.name) is over \(maximumBytes / 1024) KB\(advice)",
                                         at: at(YAMLMark(line: 1, column: 1))))
        }
        var diagnostics: [Diagnostic] = []
        var yaml = yaml
        if yaml.utf8.contains(9) {
            yaml = replacingIndentTabs(yaml) { line in
                diagnostics.append(Diagnostic(.yamlTabIndent,
                                              "This \(source == .frontMatter ? "front matter" : "recipository.yml") line is indented with a tab; YAML needs spaces, so it was read as two spaces per tab.",
                                              at: at(YAMLMark(line: line, column: 1))))
            }
        }
        switch YAMLComposer.compose(yaml, maximumDepth: maximumDepth) {
        case .empty:
            return Result(root: nil, isReadable: true, diagnostics: diagnostics)
        case .document(let root):
            return Result(root: root, isReadable: true, diagnostics: diagnostics)
        case .problem(let problem):
            switch problem.kind {
            case .repeatedKeys(let keys):
                // Forgiving, as Hugo authors expect: the last of a repeated top-level key wins.
                // Read again only when lines were dropped: a repeat the line scan does not see
                // (`description:<tab>x` after `description: x`) was read again without end (fuzzing).
                guard let (kept, dropped) = droppingEarlierDuplicates(of: Set(keys), in: yaml), kept != yaml else {
                    return unreadable(Diagnostic(source.syntaxCode, "\(source.name) repeats the key `\(keys.joined(separator: "`, `"))`.",
                                                 at: at(problem.mark)), after: diagnostics)
                }
                var result = read(kept, firstLine: firstLine, path: path, as: source)
                for (line, key) in dropped {
                    result.diagnostics.append(Diagnostic(.duplicateKey, "The key `\(key)` is written again further down; the later one is used.",
                                                         at: at(YAMLMark(line: line + 1, column: 1))))
                }
                result.diagnostics = (diagnostics + result.diagnostics).sorted()
                return result
            case .anchorOrAlias:
                return unreadable(Diagnostic(.yamlAlias,
                                             "\(source == .frontMatter ? "Front matter" : "recipository.yml") may not use YAML anchors or aliases (`&name`, `*name`); write the value out, or put it in quotes.",
                                             at: at(problem.mark)), after: diagnostics)
            case .tooDeep:
                return unreadable(Diagnostic(.yamlTooDeep,
                                             "\(source.name) is nested more than \(maximumDepth) levels deep; \(source == .frontMatter ? "recipes" : "settings") never need that.",
                                             at: at(problem.mark)), after: diagnostics)
            case .severalDocuments:
                return unreadable(Diagnostic(source.syntaxCode, "\(source.name) holds more than one YAML document; remove the `---` or `...` line.",
                                             at: at(problem.mark)), after: diagnostics)
            case .syntax(let words):
                return unreadable(Diagnostic(source.syntaxCode, "\(source.name) is not valid YAML: \(words).", at: at(problem.mark)),
                                  after: diagnostics)
            }
        }
    }

    /// Tabs in a line's leading white space become two spaces each; `report` hears each such
    /// line's 1-based number once.
    static func replacingIndentTabs(_ yaml: String, report: (Int) -> Void) -> String {
        var out = String.UnicodeScalarView()
        var atLineStart = true
        var line = 1
        var reported = false
        for scalar in yaml.unicodeScalars {
            if scalar == "\n" {
                atLineStart = true
                reported = false
                line += 1
                out.append(scalar)
            } else if atLineStart && scalar == "\t" {
                if !reported { report(line); reported = true }
                out.append(contentsOf: "  ".unicodeScalars)
            } else {
                if scalar != " " { atLineStart = false }
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Comments out every top-level `key:` line (and its indented value) that a later line of the
    /// same key repeats, keeping line numbers. Nil when a repeated key is not at the top level.
    static func droppingEarlierDuplicates(of keys: Set<String>, in yaml: String) -> (String, [(line: Int, key: String)])? {
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lastLine: [String: Int] = [:]
        for (index, line) in lines.enumerated() {
            if let key = topLevelKey(line), keys.contains(key) { lastLine[key] = index }
        }
        guard Set(lastLine.keys) == keys else { return nil }
        var dropped: [(Int, String)] = []
        var dropping = false
        for index in lines.indices {
            let line = lines[index]
            if let key = topLevelKey(line) {
                dropping = keys.contains(key) && lastLine[key] != index
                if dropping { dropped.append((index, key)) }
            } else if !(line.first == " " || line.first == "-" || line.isEmpty) {
                dropping = false
            }
            if dropping { lines[index] = "#" }
        }
        return (lines.joined(separator: "\n"), dropped)
    }

    private static func topLevelKey(_ line: String) -> String? {
        guard let first = line.first, first != " ", first != "#", first != "-", let colon = line.firstIndex(of: ":") else { return nil }
        let after = line.index(after: colon)
        guard after == line.endIndex || line[after] == " " else { return nil }
        var key = String(line[..<colon])
        if key.count >= 2, let q = key.first, q == "\"" || q == "'", key.last == q { key = String(key.dropFirst().dropLast()) }
        return key
    }
}
