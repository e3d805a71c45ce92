/// Part of a node's text wrapped in an element of its own when the node is written as HTML
/// (`<span class="ingredient-name">flour</span>`): made as a node of the tree cmark renders,
/// so the rest of the line is cmark's HTML as ever and nothing is looked for in HTML afterwards.
///
/// The range is in UTF-8 bytes of the node's `inlineText`. It is written only when it lies
/// inside one run of text (not across emphasis, a link's edge, code or a line break): an element
/// cannot straddle other elements. Spaces it starts with may end the text before that run: the
/// element then holds what follows them (` 1 liter` of `Whole milk *1 liter*` inside the emphasis).
public struct InlineSpan: Sendable, Hashable {
    public var range: Range<Int>
    /// The element's `class`.
    public var className: String

    public init(range: Range<Int>, className: String) {
        self.range = range
        self.className = className
    }
}
