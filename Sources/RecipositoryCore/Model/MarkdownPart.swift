import RecipositoryMarkdown

/// A part of a recipe's text (a step, an ingredient line, a section, the story) as the Markdown
/// values it was written in, with its internal links and pictures resolved; the render stage
/// turns it into HTML for the page it is on.
public struct MarkdownPart: Hashable, Sendable {
    public enum Piece: Hashable, Sendable {
        /// Blocks as cmark renders them.
        case block(MarkdownNode)
        /// One paragraph's inline content, without the paragraph around it (a step, an ingredient).
        case inline(MarkdownNode)
        /// A picture with its caption.
        case figure(Figure)
    }

    /// A part that is one paragraph of a tight list holding nothing but text (nearly every
    /// ingredient line and step) is kept as its words, its paragraph made again when its pieces
    /// are asked for (`MarkdownNode(tightParagraphOf:)`): a recipe's parts stay in memory from model
    /// to render, and the pieces' array and the paragraph's were some 240 bytes a line.
    private var storage: Storage
    /// Where the links and pictures among the pieces lead inside the site, by node id; the rest
    /// are shown as written.
    public var targets: [Int: SiteTarget]

    private enum Storage: Hashable, Sendable {
        case pieces([Piece])
        case words(String)

        init(_ pieces: [Piece]) {
            if pieces.count == 1, case .inline(let node) = pieces[0], let words = node.tightParagraphText {
                self = .words(words)
            } else {
                self = .pieces(pieces)
            }
        }
    }

    public var pieces: [Piece] {
        get {
            switch storage {
            case .pieces(let pieces): pieces
            case .words(let words): [.inline(MarkdownNode(tightParagraphOf: words))]
            }
        }
        set { storage = Storage(newValue) }
    }

    public init(pieces: [Piece] = [], targets: [Int: SiteTarget] = [:]) {
        storage = Storage(pieces)
        self.targets = targets
    }

    /// The pieces, with the targets of their own links and pictures taken from a document's.
    init(_ pieces: [Piece], documentTargets: [Int: SiteTarget]) {
        storage = Storage(pieces)
        targets = [:]
        guard !documentTargets.isEmpty, case .pieces = storage else { return }
        for node in pieces.flatMap(\.nodes) {
            node.visit { if let target = documentTargets[$0.id] { targets[$0.id] = target } }
        }
    }

    public var isEmpty: Bool {
        if case .pieces(let pieces) = storage { pieces.isEmpty } else { false }
    }

    /// The inline text of a part that is one paragraph's content (an ingredient line, a step);
    /// nil for other parts.
    public var inlineText: String? {
        switch storage {
        case .words(let words): return words
        case .pieces(let pieces):
            guard pieces.count == 1, case .inline(let node) = pieces[0] else { return nil }
            return node.inlineText
        }
    }

    /// Whether a table is among its blocks.
    public var hasTable: Bool {
        guard case .pieces(let pieces) = storage else { return false }
        return pieces.flatMap(\.nodes).contains { node in node.contains { $0.kind == .table } }
    }

    /// This part, then `other`.
    mutating func append(_ other: MarkdownPart) {
        pieces += other.pieces
        targets.merge(other.targets) { first, _ in first }
    }
}

private extension MarkdownPart.Piece {
    var nodes: [MarkdownNode] {
        switch self {
        case .block(let node), .inline(let node): [node]
        case .figure(let figure): [figure.image] + (figure.caption ?? [])
        }
    }
}

private extension MarkdownNode {
    func visit(_ body: (MarkdownNode) -> Void) {
        body(self)
        for child in children { child.visit(body) }
    }

    func contains(where matches: (MarkdownNode) -> Bool) -> Bool {
        matches(self) || children.contains { $0.contains(where: matches) }
    }
}
