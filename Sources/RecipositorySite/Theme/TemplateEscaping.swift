/// How a template's `{{name}}` values are escaped: HTML and XML templates with `HTMLEscaper`,
/// plain-text templates (`email.txt.mustache` is named `email.txt`) not at all.
enum TemplateEscaping: Sendable {
    case html
    case none

    static func forTemplate(_ name: String) -> TemplateEscaping {
        name.hasSuffix(".txt") ? .none : .html
    }

    /// A `{{% CONTENT_TYPE: NAME }}` pragma's name, as swift-mustache knew them: `TEXT`, and
    /// `HTML` (escaped by our escaper, which also keeps a quote with a combining mark from
    /// breaking out of an attribute, and replaces control characters).
    init?(pragmaValue: Substring) {
        switch pragmaValue {
        case "HTML", "RecipositoryHTML": self = .html
        case "TEXT": self = .none
        default: return nil
        }
    }

    func append(_ text: String, to out: inout String) {
        switch self {
        case .html: out += HTMLEscaper.escape(text)
        case .none: out += text
        }
    }
}
