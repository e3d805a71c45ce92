/// cmark-gfm's plain-text rendering of a paragraph, done on the Swift tree.
///
/// cmark's renderer emits one code point at a time through its buffer, which made plain text
/// (every step and intro, even for `check`) the costliest part of reading a body. For a paragraph
/// of ordinary inlines its output is simple: text and code literals as written, a space for a
/// soft break (rendered with `CMARK_OPT_NOBREAKS`), a newline for a hard break (none at the very
/// start, never two in a row), nothing for the markup of
/// emphasis, links and images (their text and alt text stay), nothing for inline HTML, and one
/// final newline. Anything else (extension nodes, footnote references) returns nil and is left
/// to cmark; `MarkdownTests` compares both on whole collections.
enum ParagraphPlainText {
    static func render(_ paragraph: MarkdownNode) -> String? {
        guard paragraph.kind == .paragraph else { return nil }
        var writer = Writer()
        guard writer.append(children: paragraph.children) else { return nil }
        return writer.finish()
    }

    private struct Writer {
        private var out = ""
        private var pendingNewline = false

        /// False as soon as a node is met that this writer does not render as cmark does.
        mutating func append(children: [MarkdownNode]) -> Bool {
            for node in children {
                switch node.kind {
                case .text, .code:
                    write(node.literal)
                case .softBreak:
                    write(" ")
                case .lineBreak:
                    pendingNewline = true
                case .htmlInline:
                    break
                case .emphasis, .strong, .link, .image:
                    guard append(children: node.children) else { return false }
                default:
                    return false
                }
            }
            return true
        }

        /// cmark puts a pending line break only after output that does not already end one.
        private mutating func write(_ literal: String) {
            if pendingNewline {
                if let last = out.utf8.last, last != UInt8(ascii: "\n") { out.append("\n") }
                pendingNewline = false
            }
            out.append(literal)
        }

        mutating func finish() -> String {
            if out.utf8.last != UInt8(ascii: "\n") { out.append("\n") }
            return out
        }
    }
}
