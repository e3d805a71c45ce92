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
    /// are asked for (`MarkdownNode(tightParagraphOf:)`); any other part as its pieces written as
    /// bytes (`ModelBytesWriter`), read back when asked for. A recipe's parts stay in memory from
    /// model to render: the pieces' array and the paragraph's were some 240 bytes a line, and a
    /// step with emphasis or a link about 1.2 KB as nodes against some 170 bytes written.
    private var storage: Storage
    /// Where the links and pictures among the pieces lead inside the site, by node id; the rest
    /// are shown as written.
    public var targets: [Int: SiteTarget]

    private enum Storage: Hashable, Sendable {
        case empty
        case words(String)
        /// The pieces as `ModelBytesWriter` writes them: the same pieces, the same bytes.
        case written([UInt8])

        /// `written`: the pieces' bytes when the caller has them (read back from the build cache).
        init(_ pieces: [Piece], written: ArraySlice<UInt8>? = nil) {
            if pieces.isEmpty {
                self = .empty
            } else if pieces.count == 1, case .inline(let node) = pieces[0], let words = node.tightParagraphText {
                self = .words(words)
            } else if let written {
                self = .written(Array(written))
            } else {
                var writer = ModelBytesWriter()
                writer.add(pieces)
                self = .written(writer.bytes.trimmed())
            }
        }
    }

    public var pieces: [Piece] {
        get {
            switch storage {
            case .empty: return []
            case .words(let words): return [.inline(MarkdownNode(tightParagraphOf: words))]
            case .written(let bytes):
                var reader = ModelBytesReader(bytes)
                // Written by `Storage.init` from pieces, in this process: they read back.
                guard let pieces = try? reader.next([Piece].self) else { preconditionFailure("a part's pieces did not read back") }
                return pieces
            }
        }
        set { storage = Storage(newValue) }
    }

    public init(pieces: [Piece] = [], targets: [Int: SiteTarget] = [:]) {
        storage = Storage(pieces)
        self.targets = targets
    }

    /// Pieces read back from bytes (`ModelCoded`), kept as those bytes when they are kept as bytes at all.
    init(pieces: [Piece], written: ArraySlice<UInt8>, targets: [Int: SiteTarget]) {
        storage = Storage(pieces, written: written)
        self.targets = targets
    }

    /// The pieces' bytes as `ModelBytesWriter` writes `pieces`, when the part is kept as bytes.
    var writtenPieces: [UInt8]? {
        if case .written(let bytes) = storage { bytes } else { nil }
    }

    /// A part kept as its words (`words`), made again from them.
    init(words: String) {
        storage = .words(words)
        targets = [:]
    }

    /// The pieces, with the targets of their own links and pictures taken from a document's.
    init(_ pieces: [Piece], documentTargets: [Int: SiteTarget]) {
        storage = Storage(pieces)
        targets = [:]
        guard !documentTargets.isEmpty, case .written = storage else { return }
        for node in pieces.flatMap(\.nodes) {
            node.visit { if let target = documentTargets[$0.id] { targets[$0.id] = target } }
        }
    }

    public var isEmpty: Bool { storage == .empty }

    /// The words of a part kept as its words (see `storage`), which whatever keeps them again can share.
    var words: String? {
        if case .words(let words) = storage { words } else { nil }
    }

    /// The inline text of a part that is one paragraph's content (an ingredient line, a step);
    /// nil for other parts.
    public var inlineText: String? {
        switch storage {
        case .empty: return nil
        case .words(let words): return words
        case .written:
            let pieces = pieces
            guard pieces.count == 1, case .inline(let node) = pieces[0] else { return nil }
            return node.inlineText
        }
    }

    /// Whether a table is among its blocks.
    public var hasTable: Bool {
        guard case .written = storage else { return false }
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
