import CCmarkGFM
import Foundation

/// The one file that talks to cmark-gfm.
///
/// cmark-gfm keeps a process-wide table of special inline characters that every parser adds to
/// when extensions are attached and removes from when it is freed, so two parses at once corrupt
/// each other. Parsing is therefore serialized by a lock; walking and rendering the finished tree
/// touch no global state and run in parallel.
public enum Markdown {
    public struct Options: Sendable, Hashable {
        /// GFM tables. Turned off for input that would take Debian's cmark-gfm quadratic time.
        public var tables: Bool

        public init(tables: Bool = true) {
            self.tables = tables
        }
    }

    /// Parses `text` with the GFM extensions (table, strikethrough, autolink, tagfilter, tasklist)
    /// and footnotes, in safe mode: raw HTML and `javascript:` links are not passed through.
    public static func parse(_ text: String, options: Options = Options()) -> MarkdownDocument {
        let root: OpaquePointer = Cmark.shared.parse(text, tables: options.tables)
        return MarkdownDocument(root: root, sizeHint: text.utf8.count)
    }
}

/// A parsed document: the Swift tree plus the cmark tree it came from, kept for rendering.
public final class MarkdownDocument: @unchecked Sendable {
    public let root: MarkdownNode
    /// Every link and image node, in document order, so that checking them needs no walk of the tree.
    public let linksAndImages: [MarkdownNode]
    /// Where the tree first went deeper than `maximumDepth`: the nodes below that depth are left
    /// out of the Swift tree (every walk over it may then recurse safely), so the caller must
    /// report the document as unreadable there.
    public let tooDeep: MarkdownPosition?
    /// Nodes nested deeper than this (a document, list, item and paragraph are four levels) are
    /// not converted: a recipe never needs a tenth of it, and thousands of levels would overflow
    /// any recursive walk of the tree, including Swift's own release of it.
    public static let maximumDepth = 100
    private let cRoot: OpaquePointer
    private let cNodes: [OpaquePointer]
    /// Whether any list item is a GFM task (`- [x]`), whose boxes the HTML must label.
    private let hasTaskItems: Bool

    fileprivate init(root cRoot: OpaquePointer, sizeHint: Int) {
        self.cRoot = cRoot
        (self.root, self.cNodes, self.linksAndImages, self.tooDeep) = TreeConverter.convert(cRoot, textLength: sizeHint)
        hasTaskItems = Self.containsTask(root)
    }

    private static func containsTask(_ node: MarkdownNode) -> Bool {
        if case .item(let task) = node.kind, task != nil { return true }
        return node.children.contains(where: containsTask)
    }

    /// cmark-gfm writes a task's box with no name, which screen readers announce as a bare
    /// "checkbox"; it says "done" or "to do" here.
    private static func labelTaskBoxes(_ html: String) -> String {
        html.replacingOccurrences(of: #"<input type="checkbox" checked="" disabled="" />"#,
                                  with: #"<input type="checkbox" checked="" disabled="" aria-label="done" />"#)
            .replacingOccurrences(of: #"<input type="checkbox" disabled="" />"#,
                                  with: #"<input type="checkbox" disabled="" aria-label="to do" />"#)
    }

    deinit {
        cmark_node_free(cRoot)
    }

    /// cmark-gfm's HTML for one node (safe mode, tagfilter applied).
    public func html(of node: MarkdownNode) -> String {
        let html = Cmark.shared.render(cNodes[node.handle], html: true)
        return hasTaskItems ? Self.labelTaskBoxes(html) : html
    }

    /// Points a link or image somewhere else before rendering (the site rewrites internal links).
    /// Rendering still applies cmark's safe-mode URL checks and escaping.
    public func setDestination(_ url: String, of node: MarkdownNode) {
        cmark_node_set_url(cNodes[node.handle], url)
    }

    /// cmark-gfm's plain-text rendering of one node.
    public func plainText(of node: MarkdownNode) -> String {
        Cmark.shared.render(cNodes[node.handle], html: false)
    }
}

private final class Cmark: @unchecked Sendable {
    static let shared = Cmark()

    private let lock = NSLock()
    private let options: Int32 = CMARK_OPT_FOOTNOTES | CMARK_OPT_VALIDATE_UTF8 | CMARK_OPT_GITHUB_PRE_LANG
    private let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]
    /// Never freed: render calls on any thread read it, and it holds only static extension pointers.
    private let renderExtensions: UnsafeMutablePointer<cmark_llist>?
    private let extensions: [String: OpaquePointer]

    private init() {
        cmark_gfm_core_extensions_ensure_registered()
        var found: [String: OpaquePointer] = [:]
        var list: UnsafeMutablePointer<cmark_llist>? = nil
        for name in extensionNames {
            guard let ext = cmark_find_syntax_extension(name) else { continue }
            found[name] = ext
            list = cmark_llist_append(cmark_get_default_mem_allocator(), list, UnsafeMutableRawPointer(ext))
        }
        extensions = found
        renderExtensions = list
    }

    func parse(_ text: String, tables: Bool) -> OpaquePointer {
        lock.lock()
        defer { lock.unlock() }
        let parser = cmark_parser_new(options)!
        defer { cmark_parser_free(parser) }
        for name in extensionNames where tables || name != "table" {
            if let ext = extensions[name] { cmark_parser_attach_syntax_extension(parser, ext) }
        }
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        return cmark_parser_finish(parser)!
    }

    func render(_ node: OpaquePointer, html: Bool) -> String {
        let rendered = html
            ? cmark_render_html(node, options, renderExtensions)
            : cmark_render_plaintext(node, options | CMARK_OPT_NOBREAKS, 0)  // a soft break reads as a space
        guard let rendered else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}

/// Walks cmark's tree once, depth first, with an explicit stack (deep input cannot overflow the
/// call stack), and builds the Swift tree. It follows child/next/parent links rather than cmark's
/// iterator so that no list of leaf types has to match the library's own.
private enum TreeConverter {
    private struct Open {
        var kind: MarkdownNode.Kind
        var start: MarkdownPosition
        var end: MarkdownPosition
        var literal: String
        var handle: Int
        var children: [MarkdownNode] = []
    }

    /// The tree, the C node of each handle, the link and image nodes in document order, and the
    /// first place nesting went past `MarkdownDocument.maximumDepth` (whose children are left out).
    static func convert(_ cRoot: OpaquePointer, textLength: Int) -> (MarkdownNode, [OpaquePointer], [MarkdownNode], MarkdownPosition?) {
        var pointers: [OpaquePointer] = []
        pointers.reserveCapacity(textLength / 16 + 16)   // recipes have about one node per 20 bytes
        var linksAndImages: [MarkdownNode] = []
        var stack: [Open] = []
        var tooDeep: MarkdownPosition?
        var node = cRoot
        while true {
            pointers.append(node)
            stack.append(Open(kind: kind(of: node), start: start(of: node), end: end(of: node),
                              literal: literal(of: node), handle: pointers.count - 1))
            if let child = cmark_node_first_child(node), stack.count >= MarkdownDocument.maximumDepth {
                tooDeep = tooDeep ?? start(of: child)
            } else if let child = cmark_node_first_child(node) {
                // Sized once: growing every list's children array copied it several times.
                stack[stack.count - 1].children.reserveCapacity(siblingCount(from: child))
                node = child
                continue
            }
            // No children: close this node, and every ancestor whose last child it was.
            while true {
                let open = stack.removeLast()
                let done = MarkdownNode(kind: open.kind, start: open.start, end: open.end,
                                        literal: open.literal, children: open.children, handle: open.handle)
                switch done.kind {
                case .link, .image: linksAndImages.append(done)
                default: break
                }
                guard !stack.isEmpty else {
                    // Closed last-first; handles count in document order.
                    linksAndImages.sort { $0.handle < $1.handle }
                    return (done, pointers, linksAndImages, tooDeep)
                }
                stack[stack.count - 1].children.append(done)
                if let next = cmark_node_next(node) {
                    node = next
                    break
                }
                node = cmark_node_parent(node)!
            }
        }
    }

    private static func siblingCount(from first: OpaquePointer) -> Int {
        var count = 1
        var sibling = cmark_node_next(first)
        while let next = sibling {
            count += 1
            sibling = cmark_node_next(next)
        }
        return count
    }

    private static func start(of node: OpaquePointer) -> MarkdownPosition {
        MarkdownPosition(line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
    }

    private static func end(of node: OpaquePointer) -> MarkdownPosition {
        MarkdownPosition(line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node)))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func literal(of node: OpaquePointer) -> String {
        string(cmark_node_get_literal(node))
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)),
                         tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM:
            let isTask = cmark_node_get_type_string(node).map { strcmp($0, "tasklist") == 0 } ?? false
            return .item(task: isTask ? cmark_gfm_extensions_get_tasklist_item_checked(node) : nil)
        case CMARK_NODE_CODE_BLOCK: return .codeBlock(info: string(cmark_node_get_fence_info(node)))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        // Footnote nodes report the type string "<unknown>" in this cmark-gfm; compare the type.
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default:
            // Extension nodes have types registered at run time; their names are stable.
            switch string(cmark_node_get_type_string(node)) {
            case "table": return .table
            case "table_row", "table_header": return .tableRow
            case "table_cell": return .tableCell
            case "strikethrough": return .strikethrough
            case let name: return .other(name)
            }
        }
    }
}
