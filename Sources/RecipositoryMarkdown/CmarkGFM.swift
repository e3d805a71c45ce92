import CCmarkGFM
import Foundation

/// The one file that talks to cmark-gfm.
///
/// cmark-gfm keeps a process-wide table of special inline characters that every parser adds to
/// when extensions are attached and removes from when it is freed, so two parses at once corrupt
/// each other. Parsing is therefore serialized by a lock; the finished tree is converted to Swift
/// values and freed at once (swift-markdown's rule): nothing of C outlives a parse. Rendering builds a fresh cmark tree from those values, renders it and frees it; making
/// nodes and rendering them touch no global state (each tree is its own, the extension list is
/// only read), so renderings run on any thread at once.
public enum Markdown {
    public struct Options: Sendable, Hashable {
        /// GFM tables. Turned off for input that would take Debian's cmark-gfm quadratic time.
        public var tables: Bool

        public init(tables: Bool = true) {
            self.tables = tables
        }
    }

    /// Parses `text` with the GFM extensions (table, strikethrough, autolink, tagfilter, tasklist)
    /// and footnotes; rendering is in safe mode: raw HTML and `javascript:` links are not passed through.
    public static func parse(_ text: String, options: Options = Options()) -> MarkdownDocument {
        let cRoot = Cmark.shared.parse(text, tables: options.tables)
        defer { cmark_node_free(cRoot) }
        let (root, linksAndImages, tooDeep) = TreeConverter.convert(cRoot)
        return MarkdownDocument(root: root, linksAndImages: linksAndImages, tooDeep: tooDeep)
    }
}

/// A parsed document as Swift values; cmark's tree is gone. Its nodes render to HTML or plain
/// text through `Markdown.html` and `Markdown.plainText`.
public struct MarkdownDocument: Sendable {
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
}

extension Markdown {
    /// A picture's size in pixels, written on its `<img>` so the page does not jump while it loads,
    /// and, for one published in sized copies, those copies, so a phone fetches the width it shows.
    public struct PictureSize: Sendable, Hashable {
        public var width: Int
        public var height: Int
        public var copies: Copies?

        public init(width: Int, height: Int, copies: Copies? = nil) {
            self.width = width
            self.height = height
            self.copies = copies
        }

        /// What `<picture>` offers: the WebP copies in a `<source>`, the JPEG ones on the `<img>`
        /// (each `srcset` a list of `address NNNw`, addresses already percent-encoded), and how
        /// wide the page shows the picture (`sizes`).
        public struct Copies: Sendable, Hashable {
            public var webpSrcset: String
            public var jpegSrcset: String
            public var sizes: String

            public init(webpSrcset: String, jpegSrcset: String, sizes: String) {
                self.webpSrcset = webpSrcset
                self.jpegSrcset = jpegSrcset
                self.sizes = sizes
            }
        }
    }

    /// cmark-gfm's HTML for one node (safe mode, tagfilter applied), made from a fresh cmark tree.
    /// A link or picture whose `id` is in `destinations` points there instead of where the text
    /// says (cmark still checks and escapes it); a picture whose `id` is in `pictureSizes` gets
    /// `width` and `height`; a task item's box is named "done" or "to do".
    public static func html(_ node: MarkdownNode, destinations: [Int: String] = [:],
                            pictureSizes: [Int: PictureSize] = [:]) -> String {
        Cmark.shared.render(node, destinations: destinations, pictureSizes: pictureSizes, html: true)
    }

    /// cmark-gfm's HTML for a paragraph's content without the paragraph around it (an ingredient
    /// line, a step): the paragraph is made as cmark makes one in a tight list, which it writes
    /// without `<p>`. A document (a line of front matter) that holds one paragraph is that
    /// paragraph; other nodes are written as `html` writes them, without their final line end.
    /// `spans` wrap parts of the content's text in elements of their own (`InlineSpan`).
    public static func inlineHTML(_ node: MarkdownNode, destinations: [Int: String] = [:],
                                  pictureSizes: [Int: PictureSize] = [:], spans: [InlineSpan] = []) -> String {
        var html: String
        if node.kind == .paragraph {
            html = Cmark.shared.render(node, destinations: destinations, pictureSizes: pictureSizes, html: true,
                                       spans: spans, tight: true)
        } else if node.kind == .document, node.children.count == 1, let paragraph = node.children.first,
                  paragraph.kind == .paragraph {
            html = Cmark.shared.render(paragraph, destinations: destinations, pictureSizes: pictureSizes, html: true,
                                       spans: spans, tight: true)
        } else {
            html = Cmark.shared.render(node, destinations: destinations, pictureSizes: pictureSizes, html: true, spans: spans)
        }
        while html.hasSuffix("\n") { html.removeLast() }
        return html
    }

    /// cmark-gfm's plain-text rendering of one node.
    public static func plainText(_ node: MarkdownNode) -> String {
        Cmark.shared.render(node, destinations: [:], pictureSizes: [:], html: false)
    }

    /// Text escaped as cmark-gfm's HTML writes text and attributes (`&`, `<`, `>`, `"`).
    public static func escapedText(_ text: String) -> String {
        TreeBuilder.escaped(text, href: false)
    }
}

/// A cmark node: complete to Swift, since the footnote helpers read the library's node layout.
private typealias CNode = UnsafeMutablePointer<cmark_node>

private final class Cmark: @unchecked Sendable {
    static let shared = Cmark()

    private let lock = NSLock()
    private let options: Int32 = CMARK_OPT_FOOTNOTES | CMARK_OPT_VALIDATE_UTF8 | CMARK_OPT_GITHUB_PRE_LANG
    private let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]
    /// Never freed: render calls on any thread read it, and it holds only static extension pointers.
    private let renderExtensions: UnsafeMutablePointer<cmark_llist>?
    private let extensions: [String: OpaquePointer]
    /// Renders task items with a named box (`rcp_task_item_html`); never freed, like the list.
    private let taskItemExtension: OpaquePointer

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
        taskItemExtension = rcp_task_item_extension()
    }

    /// Parses `text` under the lock; the finished tree shares no state with other parses, so
    /// the caller converts and frees it outside.
    func parse(_ text: String, tables: Bool) -> CNode {
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

    /// Makes `node` again as a cmark tree, renders it and frees it. No lock: see `Markdown`.
    /// `tight` makes a paragraph's ancestors a tight list's, whatever they were.
    func render(_ node: MarkdownNode, destinations: [Int: String], pictureSizes: [Int: Markdown.PictureSize], html: Bool,
                spans: [InlineSpan] = [], tight: Bool = false) -> String {
        var builder = TreeBuilder(extensions: extensions, taskItemExtension: html ? taskItemExtension : nil,
                                  destinations: destinations, pictureSizes: pictureSizes, spans: spans)
        guard let made = builder.make(node) else { return "" }
        // cmark reads a paragraph's parent (it dereferences it) and grandparent: a paragraph of a
        // tight list is written without `<p>`. The node gets the ancestors it had.
        var top = made
        if node.facts.inTightList || tight && node.kind == .paragraph, let list = cmark_node_new(CMARK_NODE_LIST), let item = cmark_node_new(CMARK_NODE_ITEM) {
            cmark_node_set_list_tight(list, 1)
            cmark_node_append_child(list, item)
            cmark_node_append_child(item, made)
            top = list
        } else if node.kind != .document, let document = cmark_node_new(CMARK_NODE_DOCUMENT),
                  cmark_node_append_child(document, made) != 0 {
            top = document
        }
        defer {
            cmark_node_free(top)
            builder.freeDetached()
        }
        let rendered = html
            ? cmark_render_html(made, options, renderExtensions)
            : cmark_render_plaintext(made, options | CMARK_OPT_NOBREAKS, 0)  // a soft break reads as a space
        guard let rendered else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}

/// Makes cmark nodes from Swift ones, with the attributes cmark's renderers read.
private struct TreeBuilder {
    let extensions: [String: OpaquePointer]
    /// For HTML: task items are made with it, so their boxes have a name.
    let taskItemExtension: OpaquePointer?
    let destinations: [Int: String]
    let pictureSizes: [Int: Markdown.PictureSize]
    /// In the order they stand, none overlapping.
    let spans: [InlineSpan]
    /// How far into the rendered node's `inlineText` the nodes made so far reach, in UTF-8 bytes.
    private var textOffset = 0
    /// Where the last text written ended and how many spaces ended it: a span may begin with those
    /// spaces and go on in the next run (` 1 liter` of `Whole milk *1 liter*`), its element then
    /// holding what follows them.
    private var spacesBefore = (end: 0, count: 0)
    /// Definitions made only for references to point at (cmark reads a reference's label from its
    /// definition): in no tree, so freed on their own.
    private var detached: [CNode] = []

    init(extensions: [String: OpaquePointer], taskItemExtension: OpaquePointer?, destinations: [Int: String],
         pictureSizes: [Int: Markdown.PictureSize], spans: [InlineSpan] = []) {
        self.extensions = extensions
        self.taskItemExtension = taskItemExtension
        self.destinations = destinations
        self.pictureSizes = pictureSizes
        self.spans = spans.filter { !$0.range.isEmpty }.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    func freeDetached() {
        for node in detached { cmark_node_free(node) }
    }

    /// The node and its children; nil for a kind cmark did not name (none is known).
    mutating func make(_ node: MarkdownNode) -> CNode? {
        if case .image(let source, let title) = node.kind, let size = pictureSizes[node.id] {
            textOffset += node.inlineText.utf8.count
            return sizedPicture(destinations[node.id] ?? source, title: title, alt: node.altText, size: size)
        }
        guard let made = makeNode(node) else {
            textOffset += node.inlineText.utf8.count
            return nil
        }
        switch node.kind {
        case .text:
            textOffset += node.literal.utf8.count
            spacesBefore = (textOffset, Self.trailingSpaces(node.literal))
        case .code: textOffset += node.literal.utf8.count
        case .softBreak, .lineBreak: textOffset += 1
        default: break
        }
        var index = node.children.startIndex
        while index < node.children.endIndex {
            if !spans.isEmpty, let run = spannedRun(node.children, from: index) {
                for piece in spanned(run.text, spans: run.spans) { append(piece, to: made) }
                textOffset += run.text.utf8.count
                spacesBefore = (textOffset, Self.trailingSpaces(run.text))
                index = run.end
                continue
            }
            append(make(node.children[index]), to: made)
            index += 1
        }
        return made
    }

    private func append(_ child: CNode?, to parent: CNode) {
        guard let child else { return }
        if cmark_node_append_child(parent, child) == 0 { cmark_node_free(child) }
    }

    /// The text of the run of text nodes starting at `start`, where it ends, and the spans whose
    /// ranges lie inside it (none overlapping one before), when there is one: cmark writes
    /// neighbouring text nodes as one text, so a span may cover parts of several.
    private func spannedRun(_ children: [MarkdownNode], from start: Int) -> (text: String, end: Int, spans: [InlineSpan])? {
        guard children[start].kind == .text else { return nil }
        var end = start
        var length = 0
        while end < children.endIndex, children[end].kind == .text {
            length += children[end].literal.utf8.count
            end += 1
        }
        // A span's leading spaces may end the text just before this run: the element starts at the run.
        let earliest = spacesBefore.end == textOffset ? textOffset - spacesBefore.count : textOffset
        var inside: [InlineSpan] = []
        for span in spans where span.range.lowerBound >= max(earliest, inside.last?.range.upperBound ?? 0)
            && span.range.upperBound <= textOffset + length && span.range.upperBound > textOffset {
            var placed = span
            placed.range = max(span.range.lowerBound, textOffset)..<span.range.upperBound
            inside.append(placed)
        }
        guard !inside.isEmpty else { return nil }
        return (children[start..<end].map(\.literal).joined(), end, inside)
    }

    /// How many spaces end `text`.
    private static func trailingSpaces(_ text: String) -> Int {
        text.utf8.reversed().prefix { $0 == UInt8(ascii: " ") }.count
    }

    /// The run's text around and inside the spans: the text before each, its element holding its text, and the rest.
    private func spanned(_ text: String, spans: [InlineSpan]) -> [CNode?] {
        let bytes = Array(text.utf8)
        func piece(_ range: Range<Int>) -> CNode? {
            range.isEmpty ? nil : literal(CMARK_NODE_TEXT, String(decoding: bytes[range], as: UTF8.self))
        }
        var pieces: [CNode?] = []
        var at = 0
        for span in spans {
            let lower = span.range.lowerBound - textOffset
            let upper = span.range.upperBound - textOffset
            pieces.append(piece(at..<lower))
            let element = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)
            if let element {
                cmark_node_set_on_enter(element, "<span class=\"" + Self.escaped(span.className, href: false) + "\">")
                cmark_node_set_on_exit(element, "</span>")
                append(piece(lower..<upper), to: element)
            }
            pieces.append(element)
            at = upper
        }
        pieces.append(piece(at..<bytes.count))
        return pieces
    }

    private mutating func makeNode(_ node: MarkdownNode) -> CNode? {
        switch node.kind {
        case .document: return cmark_node_new(CMARK_NODE_DOCUMENT)
        case .blockQuote: return cmark_node_new(CMARK_NODE_BLOCK_QUOTE)
        case .list(let ordered, let start, let tight):
            let list = cmark_node_new(CMARK_NODE_LIST)
            cmark_node_set_list_type(list, ordered ? CMARK_ORDERED_LIST : CMARK_BULLET_LIST)
            if ordered { cmark_node_set_list_delim(list, node.facts.parenDelimiter ? CMARK_PAREN_DELIM : CMARK_PERIOD_DELIM) }
            cmark_node_set_list_start(list, Int32(start))
            cmark_node_set_list_tight(list, tight ? 1 : 0)
            return list
        case .item(let task?) where taskItemExtension != nil:
            let item = cmark_node_new_with_ext(CMARK_NODE_ITEM, taskItemExtension)
            rcp_set_task_checked(item, task)
            return item
        case .item(let task):
            guard let task, let ext = extensions["tasklist"] else { return cmark_node_new(CMARK_NODE_ITEM) }
            let item = cmark_node_new_with_ext(CMARK_NODE_ITEM, ext)
            cmark_gfm_extensions_set_tasklist_item_checked(item, task)
            return item
        case .codeBlock(let info):
            let block = cmark_node_new(CMARK_NODE_CODE_BLOCK)
            cmark_node_set_literal(block, node.literal)
            cmark_node_set_fence_info(block, info)
            return block
        case .htmlBlock: return literal(CMARK_NODE_HTML_BLOCK, node)
        case .paragraph: return cmark_node_new(CMARK_NODE_PARAGRAPH)
        case .heading(let level):
            let heading = cmark_node_new(CMARK_NODE_HEADING)
            cmark_node_set_heading_level(heading, Int32(level))
            return heading
        case .thematicBreak: return cmark_node_new(CMARK_NODE_THEMATIC_BREAK)
        case .table:
            guard let ext = extensions["table"], let table = cmark_node_new_with_ext(rcp_table_type(), ext) else { return nil }
            var alignments = node.facts.alignments
            cmark_gfm_extensions_set_table_columns(table, UInt16(alignments.count))
            cmark_gfm_extensions_set_table_alignments(table, UInt16(alignments.count), &alignments)
            return table
        case .tableRow:
            guard let ext = extensions["table"], let row = cmark_node_new_with_ext(rcp_table_row_type(), ext) else { return nil }
            cmark_gfm_extensions_set_table_row_is_header(row, node.facts.isHeaderRow ? 1 : 0)
            return row
        case .tableCell:
            guard let ext = extensions["table"], let cell = cmark_node_new_with_ext(rcp_table_cell_type(), ext) else { return nil }
            rcp_free_table_cell_payload(cell)
            return cell
        case .footnoteDefinition:
            let definition = cmark_node_new(CMARK_NODE_FOOTNOTE_DEFINITION)
            rcp_set_footnote_definition(definition, node.facts.footnoteLabel, Int32(node.facts.footnoteCount))
            return definition
        case .footnoteReference:
            guard let definition = cmark_node_new(CMARK_NODE_FOOTNOTE_DEFINITION) else { return nil }
            rcp_set_footnote_definition(definition, node.facts.footnoteLabel, 0)
            detached.append(definition)
            let reference = cmark_node_new(CMARK_NODE_FOOTNOTE_REFERENCE)
            rcp_set_footnote_reference(reference, node.literal, Int32(node.facts.footnoteCount), definition)
            return reference
        case .text: return literal(CMARK_NODE_TEXT, node)
        case .softBreak: return cmark_node_new(CMARK_NODE_SOFTBREAK)
        case .lineBreak: return cmark_node_new(CMARK_NODE_LINEBREAK)
        case .code: return literal(CMARK_NODE_CODE, node)
        case .htmlInline: return literal(CMARK_NODE_HTML_INLINE, node)
        case .emphasis: return cmark_node_new(CMARK_NODE_EMPH)
        case .strong: return cmark_node_new(CMARK_NODE_STRONG)
        case .strikethrough:
            return extensions["strikethrough"].flatMap { cmark_node_new_with_ext(rcp_strikethrough_type(), $0) }
        case .link(let destination, let title):
            return reference(CMARK_NODE_LINK, destinations[node.id] ?? destination, title)
        case .image(let source, let title):
            return reference(CMARK_NODE_IMAGE, destinations[node.id] ?? source, title)
        case .other:
            return nil
        }
    }

    private func literal(_ type: cmark_node_type, _ node: MarkdownNode) -> CNode? {
        literal(type, node.literal)
    }

    private func literal(_ type: cmark_node_type, _ text: String) -> CNode? {
        let made = cmark_node_new(type)
        cmark_node_set_literal(made, text)
        return made
    }

    private func reference(_ type: cmark_node_type, _ url: String, _ title: String) -> CNode? {
        let made = cmark_node_new(type)
        cmark_node_set_url(made, url)
        cmark_node_set_title(made, title)
        return made
    }

    /// A picture as cmark writes it (`<img src="…" alt="…" title="…" />`, the address and title
    /// escaped by cmark's own escapers, the alt text as its one text node), with its size after
    /// the address, loaded only when scrolled near (a picture in the text is below the recipe's
    /// photo and title). With copies it is a `<picture>`: the WebP copies in a `<source>`, the
    /// JPEG ones in the `<img>`'s `srcset`, as the theme writes the recipe's photo. cmark's
    /// picture node has no size, so this is a custom inline node. Its address is not checked for
    /// a `javascript:` scheme as a written one is: sizes are known only of the site's own files.
    private func sizedPicture(_ url: String, title: String, alt: String, size: Markdown.PictureSize) -> CNode? {
        guard let picture = cmark_node_new(CMARK_NODE_CUSTOM_INLINE), let text = literal(CMARK_NODE_TEXT, alt) else { return nil }
        let titleAttribute = title.isEmpty ? "" : #"" title=""# + Self.escaped(title, href: false)
        var start = ""
        var end = ""
        var copies = ""
        if let offered = size.copies {
            let sizes = Self.escaped(offered.sizes, href: false)
            start = #"<picture><source type="image/webp" srcset=""# + Self.escaped(offered.webpSrcset, href: false)
                + #"" sizes=""# + sizes + #"">"#
            copies = #" srcset=""# + Self.escaped(offered.jpegSrcset, href: false) + #"" sizes=""# + sizes + #"""#
            end = "</picture>"
        }
        cmark_node_set_on_enter(picture, start + #"<img src=""# + Self.escaped(url, href: true) + #"""# + copies
                                    + #" width="\#(size.width)" height="\#(size.height)" alt=""#)
        cmark_node_set_on_exit(picture, titleAttribute + #"" loading="lazy" decoding="async" />"# + end)
        cmark_node_append_child(picture, text)
        return picture
    }

    static func escaped(_ text: String, href: Bool) -> String {
        guard let escaped = rcp_escaped(text, href ? 1 : 0) else { return "" }
        defer { free(escaped) }
        return String(cString: escaped)
    }
}

private extension MarkdownNode {
    /// A picture's alt text as cmark writes it: the words of its children, breaks as spaces.
    var altText: String {
        children.map { child in
            switch child.kind {
            case .text, .code, .htmlInline: child.literal
            case .softBreak, .lineBreak: " "
            default: child.altText
            }
        }.joined()
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
        var id: Int
        var facts: RenderFacts
        var children: [MarkdownNode] = []
    }

    /// The tree, the link and image nodes in document order, and the first place nesting went
    /// past `MarkdownDocument.maximumDepth` (whose children are left out).
    static func convert(_ cRoot: CNode) -> (MarkdownNode, [MarkdownNode], MarkdownPosition?) {
        var count = 0
        var linksAndImages: [MarkdownNode] = []
        var stack: [Open] = []
        var tooDeep: MarkdownPosition?
        var node = cRoot
        while true {
            let kind = kind(of: node)
            stack.append(Open(kind: kind, start: start(of: node), end: end(of: node),
                              literal: literal(of: node, kind), id: count, facts: facts(of: node, kind)))
            count += 1
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
                                        literal: open.literal, children: open.children, id: open.id, facts: open.facts)
                switch done.kind {
                case .link, .image: linksAndImages.append(done)
                default: break
                }
                guard !stack.isEmpty else {
                    // Closed last-first; ids count in document order.
                    linksAndImages.sort { $0.id < $1.id }
                    return (done, linksAndImages, tooDeep)
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

    /// What cmark's renderers read beyond the kind (see `RenderFacts`).
    private static func facts(of node: CNode, _ kind: MarkdownNode.Kind) -> RenderFacts {
        switch kind {
        case .list(ordered: true, _, _):
            return cmark_node_get_list_delim(node) == CMARK_PAREN_DELIM ? RenderFacts(.init(parenDelimiter: true)) : .none
        case .paragraph:
            guard let list = cmark_node_parent(node).flatMap(cmark_node_parent), cmark_node_get_type(list) == CMARK_NODE_LIST,
                  cmark_node_get_list_tight(list) != 0 else { return .none }
            return .tightParagraph
        case .table:
            let columns = Int(cmark_gfm_extensions_get_table_columns(node))
            guard let alignments = cmark_gfm_extensions_get_table_alignments(node) else { return .none }
            return RenderFacts(.init(alignments: Array(UnsafeBufferPointer(start: alignments, count: columns))))
        case .tableRow:
            return cmark_gfm_extensions_get_table_row_is_header(node) != 0 ? RenderFacts(.init(isHeaderRow: true)) : .none
        case .footnoteDefinition:
            let (label, count) = footnoteDefinition(node)
            return RenderFacts(.init(footnoteLabel: label, footnoteCount: count))
        case .footnoteReference:
            var index: Int32 = 0
            let label = rcp_footnote_reference(node, &index).map { footnoteDefinition($0).label } ?? ""
            return RenderFacts(.init(footnoteLabel: label, footnoteCount: Int(index)))
        default:
            return .none
        }
    }

    private static func footnoteDefinition(_ node: CNode) -> (label: String, count: Int) {
        var length: Int32 = 0
        var count: Int32 = 0
        guard let bytes = rcp_footnote_definition(node, &length, &count) else { return ("", Int(count)) }
        return (String(decoding: UnsafeBufferPointer(start: bytes, count: Int(length)), as: UTF8.self), Int(count))
    }

    private static func siblingCount(from first: CNode) -> Int {
        var count = 1
        var sibling = cmark_node_next(first)
        while let next = sibling {
            count += 1
            sibling = cmark_node_next(next)
        }
        return count
    }

    private static func start(of node: CNode) -> MarkdownPosition {
        MarkdownPosition(line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
    }

    private static func end(of node: CNode) -> MarkdownPosition {
        MarkdownPosition(line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node)))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func literal(of node: CNode, _ kind: MarkdownNode.Kind) -> String {
        // A footnote definition's literal is its label, which the public API does not read.
        kind == .footnoteDefinition ? "" : string(cmark_node_get_literal(node))
    }

    private static func kind(of node: CNode) -> MarkdownNode.Kind {
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
