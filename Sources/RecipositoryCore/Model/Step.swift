/// One step of the method.
public struct Step: Hashable, Sendable {
    /// Plain words of the step, for search, mail and structured data.
    public var text: String
    /// cmark-gfm's HTML of the step, when the pipeline renders HTML.
    public var html: String
    public var location: SourceLocation?

    public init(text: String, html: String = "", location: SourceLocation? = nil) {
        self.text = text
        self.html = html
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
    public var html: String
    public var text: String

    public init(title: String, html: String, text: String) {
        self.title = title
        self.html = html
        self.text = text
    }
}
