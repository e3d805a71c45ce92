import RecipositoryMarkdown

/// The Markdown body as lines, to turn node positions into file places and to recover the
/// author's exact text of a node.
struct BodySource {
    let path: String
    let firstLine: Int
    private let lines: LineScanner
    /// Lines with a byte over 127, found in one pass: a column is then counted in characters.
    /// Looking at every byte before a column for each node was quadratic on a long line of links.
    private let wideLines: [Bool]

    init(body: String, path: String, firstLine: Int) {
        self.path = path
        self.firstLine = firstLine
        self.lines = LineScanner(body)
        var wide = [Bool](repeating: false, count: lines.count + 1)
        var line = 0
        var body = body
        body.withUTF8 { bytes in
            for byte in bytes {
                if byte == 10 { line += 1 } else if byte >= 0x80 { wide[line] = true }
            }
        }
        self.wideLines = wide
    }

    /// cmark counts columns in bytes; diagnostics count characters (Unicode scalars), as YAML does.
    func location(_ position: MarkdownPosition) -> SourceLocation {
        var column = max(position.column, 1)
        if position.line >= 1, position.line <= lines.count, wideLines[position.line - 1] {
            let utf8 = lines.bytes(position.line - 1)
            let bytes = utf8.prefix(column - 1)
            if !bytes.allSatisfy({ $0 < 0x80 }) {
                column = bytes.count(where: { $0 & 0xC0 != 0x80 }) + 1
            }
        }
        return SourceLocation(file: path, line: firstLine + position.line - 1, column: column)
    }

    func location(of node: MarkdownNode) -> SourceLocation { location(node.start) }

    /// The source text of a node, from its start to its end position (cmark columns are bytes).
    /// Continuation lines are joined with a space, as they read.
    func text(of node: MarkdownNode) -> String {
        let first = node.start.line - 1
        let last = node.end.line - 1
        guard first >= 0, last < lines.count, first <= last else { return node.inlineText }
        if first == last {
            // Most nodes (every one-line ingredient) are one piece: no list to join.
            let piece = self.piece(of: node, line: first) ?? ""
            return piece.isEmpty ? node.inlineText : piece
        }
        var parts: [String] = []
        for index in first...last {
            if let piece = piece(of: node, line: index), !piece.isEmpty { parts.append(piece) }
        }
        return parts.isEmpty ? node.inlineText : parts.joined(separator: " ")
    }

    /// The trimmed text of `node` on one of its lines; nil when its columns there are reversed.
    private func piece(of node: MarkdownNode, line index: Int) -> String? {
        let utf8 = lines.bytes(index)
        let from = index == node.start.line - 1 ? node.start.column - 1 : 0
        let to = index == node.end.line - 1 ? node.end.column : utf8.count
        let start = utf8.index(utf8.startIndex, offsetBy: max(0, min(from, utf8.count)))
        let end = utf8.index(utf8.startIndex, offsetBy: max(0, min(to, utf8.count)))
        guard start <= end else { return nil }
        return Trimming.whitespace(Substring(utf8[start..<end]))
    }
}
