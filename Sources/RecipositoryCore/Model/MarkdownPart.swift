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

    public var pieces: [Piece]
    /// Where the links and pictures among the pieces lead inside the site, by node id; the rest
    /// are shown as written.
    public var targets: [Int: SiteTarget]

    public init(pieces: [Piece] = [], targets: [Int: SiteTarget] = [:]) {
        self.pieces = pieces
        self.targets = targets
    }

    /// The pieces, with the targets of their own links and pictures taken from a document's.
    init(_ pieces: [Piece], documentTargets: [Int: SiteTarget]) {
        self.pieces = pieces
        targets = [:]
        guard !documentTargets.isEmpty else { return }
        for node in pieces.flatMap(\.nodes) {
            node.visit { if let target = documentTargets[$0.id] { targets[$0.id] = target } }
        }
    }

    public var isEmpty: Bool { pieces.isEmpty }

    /// The inline text of a part that is one paragraph's content (an ingredient line, a step);
    /// nil for other parts.
    public var inlineText: String? {
        guard pieces.count == 1, case .inline(let node) = pieces[0] else { return nil }
        return node.inlineText
    }

    /// Whether a table is among its blocks.
    public var hasTable: Bool {
        pieces.flatMap(\.nodes).contains { node in node.contains { $0.kind == .table } }
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
