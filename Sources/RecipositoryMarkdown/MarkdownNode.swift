/// A position in the parsed text: 1-based line, 1-based byte column (as cmark reports them).
public struct MarkdownPosition: Hashable, Sendable, Comparable {
    // Kept in 32 bits, as cmark does: every node holds two positions, and a recipe's nodes stay
    // in memory from model to render.
    private let storedLine: Int32
    private let storedColumn: Int32

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public static func < (a: Self, b: Self) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// One node of a parsed Markdown document, converted from cmark-gfm's tree into plain Swift values.
///
/// Kinds are named after the CommonMark and GFM specs. Rendering a node back to HTML or plain text
/// goes through cmark-gfm itself (`Markdown.html`), never through Swift code: a fresh cmark tree
/// is built from these values for each rendering. (The model takes the plain text of a paragraph
/// of nothing but words from their literals, which is what cmark writes for it, tested against it:
/// `BodyWalk.plainText`.)
///
/// A node is 64 bytes: a recipe's nodes stay in memory from model to render (the generated
/// 10,000 recipes keep about half a million, going by the 51 MB that 88 bytes less a node saved),
/// so the rare kinds' values are boxed (`indirect`) and the rare render facts shared.
public struct MarkdownNode: Sendable, Hashable {
    public enum Kind: Hashable, Sendable {
        case document
        case blockQuote
        indirect case list(ordered: Bool, start: Int, tight: Bool)
        /// A list item; `task` is nil for ordinary items, or whether a GFM task box is checked.
        case item(task: Bool?)
        indirect case codeBlock(info: String)
        case htmlBlock
        case paragraph
        case heading(level: Int)
        case thematicBreak
        case table
        case tableRow
        case tableCell
        case footnoteDefinition
        case text
        case softBreak
        case lineBreak
        case code
        case htmlInline
        case emphasis
        case strong
        case strikethrough
        indirect case link(destination: String, title: String)
        indirect case image(source: String, title: String)
        case footnoteReference
        indirect case other(String)
    }

    // Declared largest first, so that no padding falls between them.
    /// Text of leaf nodes (text, code, HTML, code blocks); empty for containers.
    public var literal: String
    public var children: [MarkdownNode]
    /// What cmark's renderers read that `kind` does not say.
    let facts: RenderFacts
    public var start: MarkdownPosition
    public var end: MarkdownPosition
    public var kind: Kind
    private let storedID: Int32

    /// The node's place in its document, counted in document order: names a link or an image
    /// whose destination is given at rendering (`Markdown.html(_:destinations:pictureSizes:)`).
    public var id: Int { Int(storedID) }

    init(kind: Kind, start: MarkdownPosition, end: MarkdownPosition, literal: String, children: [MarkdownNode], id: Int,
         facts: RenderFacts) {
        self.kind = kind
        self.start = start
        self.end = end
        self.literal = literal
        self.children = children
        storedID = Int32(clamping: id)
        self.facts = facts
    }

    public var isBlock: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
             .thematicBreak, .table, .tableRow, .tableCell, .footnoteDefinition:
            return true
        default:
            return false
        }
    }

    /// The words of a paragraph of a tight list that holds nothing but text (nearly every
    /// ingredient line and step), nil for any other node: `init(tightParagraphOf:)` makes a
    /// paragraph cmark renders to the same bytes from them, so a part can keep the words alone.
    public var tightParagraphText: String? {
        guard kind == .paragraph, facts.inTightList, !children.isEmpty,
              children.allSatisfy({ $0.kind == .text }) else { return nil }
        return inlineText
    }

    /// A paragraph of a tight list holding `text` as its one text node. cmark writes neighbouring
    /// text nodes as one text (and so do its spans, `InlineSpan`), so this renders as the parsed
    /// paragraph whose `tightParagraphText` was `text` did; its positions and ids are not that
    /// paragraph's (they are read while a recipe is modelled, not when it is rendered).
    public init(tightParagraphOf text: String) {
        let start = MarkdownPosition(line: 1, column: 1)
        let words = MarkdownNode(kind: .text, start: start, end: start, literal: text, children: [], id: 1, facts: .none)
        self.init(kind: .paragraph, start: start, end: start, literal: "", children: [words], id: 0, facts: .tightParagraph)
    }

    /// The words of this node's inline content, for reading values out of it (never for display):
    /// text and code literals joined, breaks as spaces, images by their alt text.
    public var inlineText: String {
        // A text node, or a node holding only one (nearly every ingredient line and step): its
        // literal itself, so what keeps these words shares the node's storage rather than a copy.
        switch kind {
        case .text: return literal
        case .code, .softBreak, .lineBreak, .htmlInline, .htmlBlock: break
        default: if children.count == 1, children[0].kind == .text { return children[0].literal }
        }
        var out = ""
        appendInlineText(to: &out)
        return out
    }

    private func appendInlineText(to out: inout String) {
        switch kind {
        case .text, .code:
            out += literal
        case .softBreak, .lineBreak:
            out += " "
        case .htmlInline, .htmlBlock:
            break
        default:
            for child in children { child.appendInlineText(to: &out) }
        }
    }
}

/// The parts of a cmark node that its HTML or plain text depends on and `MarkdownNode.Kind` leaves
/// out, kept so that the node can be made again for rendering. Most nodes have none, or only
/// `inTightList`: they share one of two instances rather than each holding the fields.
@dynamicMemberLookup
final class RenderFacts: Sendable, Hashable {
    struct Values: Hashable, Sendable {
        /// An ordered list's `1)` rather than `1.` (plain text writes it).
        var parenDelimiter = false
        /// A paragraph directly in an item of a tight list, which cmark writes without `<p>`.
        var inTightList = false
        /// A table's column alignments (`l`, `c`, `r` or 0), and whether a row is its header.
        var alignments: [UInt8] = []
        var isHeaderRow = false
        /// A footnote definition's label and number of references; a reference's definition label
        /// and which reference to it this is.
        var footnoteLabel = ""
        var footnoteCount = 0
    }

    private let values: Values

    static let none = RenderFacts(Values())
    static let tightParagraph = RenderFacts(Values(inTightList: true))

    init(_ values: Values) {
        self.values = values
    }

    subscript<Value>(dynamicMember field: KeyPath<Values, Value>) -> Value {
        values[keyPath: field]
    }

    static func == (a: RenderFacts, b: RenderFacts) -> Bool { a.values == b.values }
    func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
