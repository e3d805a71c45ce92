import Mustache

/// The content types the loader puts in force in every template it compiles.
///
/// swift-mustache applies a registered content type only after a `{{% CONTENT_TYPE: NAME }}`
/// pragma, and its built-in HTML type escapes by Character (see `HTMLEscaper`), so the loader
/// prepends our pragma to each template, the site's own included.
enum TemplateContentTypes {
    static let html = "RecipositoryHTML"
    static let text = "TEXT"

    /// Plain-text templates (`email.txt.mustache` is named `email.txt`) escape nothing; HTML and
    /// XML templates use the scalar-safe escaper.
    static func name(forTemplate template: String) -> String {
        template.hasSuffix(".txt") ? text : html
    }

    /// Registration must precede parsing: the parser looks the name up when it meets the pragma.
    static func registerOnce() { _ = registration }
}

private extension TemplateContentTypes {
    struct ScalarSafeHTML: MustacheContentType {
        func escapeText(_ text: String) -> String { HTMLEscaper.escape(text) }
    }

    static let registration: Void = MustacheContentTypes.register(ScalarSafeHTML(), named: html)
}
