import RecipositoryMarkdown

/// A picture with a caption in a recipe's text, rendered as `<figure>` with `<figcaption>`, the
/// HTML that Hugo's and Zola's `figure` shortcodes write, here from plain Markdown:
///
/// - a picture alone in its paragraph, with a title: `![A slice](slice.jpg "Still warm, with
///   cream")`; the title is the caption (and leaves the `<img>`, so it is not read twice);
/// - a picture alone in its paragraph, then a line that is all italics, on the next line or as
///   the next paragraph: `*Still warm, with cream*`; that line is the caption (its links and
///   code kept), and a title, if any, stays the picture's own.
///
/// Anything else (a picture inside a sentence, two pictures, an italic line after a paragraph
/// of words) is left as cmark renders it. The render stage writes the figure.
public struct Figure: Hashable, Sendable {
    public var image: MarkdownNode
    /// The italic line's inline nodes; nil when the picture's title is the caption.
    public var caption: [MarkdownNode]?

    /// The blocks with their figures found; an italic line that became a caption is taken in.
    static func pieces(_ blocks: [MarkdownNode]) -> [MarkdownPart.Piece] {
        var pieces: [MarkdownPart.Piece] = []
        var index = 0
        while index < blocks.count {
            let block = blocks[index]
            index += 1
            let parts = block.kind == .paragraph ? block.children.filter { !$0.isBlankInline } : []
            guard let image = parts.first, case .image(_, let title) = image.kind else {
                pieces.append(.block(block))
                continue
            }
            if parts.count == 1 {
                if index < blocks.count, let caption = italicLine(blocks[index]) {
                    pieces.append(.figure(Figure(image: image, caption: caption)))
                    index += 1
                } else if !Trimming.whitespace(title).isEmpty {
                    pieces.append(.figure(Figure(image: image, caption: nil)))
                } else {
                    pieces.append(.block(block))
                }
            } else if parts.count == 3, parts[1].kind == .softBreak || parts[1].kind == .lineBreak, parts[2].kind == .emphasis {
                pieces.append(.figure(Figure(image: image, caption: parts[2].children)))
            } else {
                pieces.append(.block(block))
            }
        }
        return pieces
    }

    /// A paragraph that is one run of italics: its inline nodes.
    private static func italicLine(_ block: MarkdownNode) -> [MarkdownNode]? {
        guard block.kind == .paragraph else { return nil }
        let parts = block.children.filter { !$0.isBlankInline }
        guard parts.count == 1, parts[0].kind == .emphasis, !Trimming.whitespace(parts[0].inlineText).isEmpty else { return nil }
        return parts[0].children
    }
}

private extension MarkdownNode {
    /// Spaces between a picture and its line break.
    var isBlankInline: Bool { kind == .text && Trimming.whitespace(literal).isEmpty }
}
