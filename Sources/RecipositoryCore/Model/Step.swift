import Foundation

/// One step of the method.
public struct Step: Hashable, Sendable {
    /// Plain words of the step, for search, mail and structured data.
    public var text: String {
        get { words.text }
        set { words = StepWords(newValue) }
    }
    /// The step as written, for the page.
    public var markdown: MarkdownPart
    public var location: SourceLocation?
    private var words: StepWords

    public init(text: String, markdown: MarkdownPart = MarkdownPart(), location: SourceLocation? = nil) {
        // Words that are the step's one text node (nearly every step) are kept once, in the node.
        // A step with markup keeps cmark's text, not its inline text made again (joined from its
        // nodes, with room to spare: some 200 bytes a step).
        if let words = markdown.words, words == text { self.words = StepWords(words) } else { self.words = StepWords(text) }
        self.markdown = markdown
        self.location = location
    }

    /// A step that is one paragraph with markup (a link, emphasis), `paragraph` its inline part: its
    /// words are cmark's plain text of it, made when first read. Only pages, mail and search read
    /// them, never `check`: made as the step was read, they were 5% of checking 1,000 recipes.
    init(wordsOf paragraph: MarkdownPart, location: SourceLocation?) {
        words = StepWords(later: StepWordsMade(paragraph))
        markdown = paragraph
        self.location = location
    }
}

/// A step's words: as given, or made from its paragraph when first read. Equal as the words are.
private struct StepWords: Hashable, Sendable {
    private let given: String?
    private let later: StepWordsMade?

    init(_ words: String) { (given, later) = (words, nil) }
    init(later: StepWordsMade) { (given, self.later) = (nil, later) }

    var text: String { given ?? later?.text ?? "" }

    static func == (a: StepWords, b: StepWords) -> Bool { a.text == b.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// The words of a step's paragraph, made once, on whichever core first asks (a recipe's page and
/// its mail are made on either), and kept; the paragraph is let go once they are made.
private final class StepWordsMade: @unchecked Sendable {
    /// Locks shared by every step, each step's by its address: a lock of its own (an `NSLock`
    /// allocates its mutex, and on Linux a condition and a second mutex) held 3 MB more when
    /// checking 10,000 recipes, for tens of thousands of steps that are never asked at once.
    private static let locks = (0..<64).map { _ in NSLock() }
    private var paragraph: MarkdownPart?
    private var made: String?

    init(_ paragraph: MarkdownPart) { self.paragraph = paragraph }

    var text: String {
        Self.locks[Int(bitPattern: UInt(bitPattern: ObjectIdentifier(self).hashValue) >> 4) & 63].withLock {
            if let made { return made }
            // The part's one piece is the paragraph (`BodyWalk.inlinePart`), read back as it was written.
            let words = BodyWalk.text(paragraph?.pieces.compactMap { piece in
                if case .inline(let node) = piece { node } else { nil }
            } ?? [])
            (made, paragraph) = (words, nil)
            return words
        }
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
