/// One step of the method.
public struct Step: Hashable, Sendable {
    /// Plain words of the step, for search, mail and structured data.
    public var text: String
    /// The step as written, for the page.
    public var markdown: MarkdownPart
    public var location: SourceLocation?

    public init(text: String, markdown: MarkdownPart = MarkdownPart(), location: SourceLocation? = nil) {
        // Words that are the step's one text node (nearly every step) are kept once, in the node.
        // A step with markup keeps cmark's text, not its inline text made again (joined from its
        // nodes, with room to spare: some 200 bytes a step).
        if let words = markdown.words, words == text { self.text = words } else { self.text = text }
        self.markdown = markdown
        self.location = location
    }
}

/// Steps under one `###` heading of the steps section; title nil when the section has no sub-headings.
public struct StepSection: Hashable, Sendable {
    public var title: String?
    public var steps: [Step]

    public init(title: String?, steps: [Step]) {
        self.title = title
        self.steps = steps
    }
}

/// Any other `##` section (Notes, Tips, Variations...), rendered as written.
public struct FreeSection: Hashable, Sendable {
    public var title: String
    public var markdown: MarkdownPart
    /// cmark's plain text of it.
    public var text: String

    public init(title: String, markdown: MarkdownPart, text: String) {
        self.title = title
        self.markdown = markdown
        self.text = text
    }
}
