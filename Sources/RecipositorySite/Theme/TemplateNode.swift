/// One piece of a compiled template: what the renderer walks. Names are split at their dots and
/// the spec's standalone-line and indentation rules are already applied to the text, so rendering
/// reads no template text again.
enum TemplateNode: Sendable {
    /// Text written as it is (one line at most: a partial's indentation goes before each).
    case text(String)
    /// `{{name}}` (escaped) and `{{{name}}}` or `{{&name}}` (not).
    case value(TemplateName, escaped: Bool)
    /// `{{#name}}…{{/name}}`: once if true, once per element of a list, once with the value on top.
    case section(TemplateName, [TemplateNode])
    /// `{{^name}}…{{/name}}`: once if the value is missing, false or an empty list.
    case invertedSection(TemplateName, [TemplateNode])
    /// `{{>name}}` (or `{{<name}}…{{/name}}`, with the blocks it overrides): another template,
    /// indented by the whitespace before a standalone tag.
    case partial(String, indentation: String, overrides: [String: [TemplateNode]]?)
    /// `{{>*name}}`: the partial whose name is the value of `name`.
    case dynamicPartial(TemplateName, indentation: String, overrides: [String: [TemplateNode]]?)
    /// `{{$name}}…{{/name}}`: the override a template inheriting this one gave, or this default.
    case block(String, default: [TemplateNode], indentation: String)
    /// `{{$name}}…{{/name}}` inside `{{<parent}}`: an override, gathered into the partial's.
    case blockOverride(String, [TemplateNode])
    /// `{{% CONTENT_TYPE: TEXT }}`: how the values after it, in this list, are escaped.
    case escaping(TemplateEscaping)
}

/// A tag's name, split at its dots once, when the template is compiled.
struct TemplateName: Sendable, Equatable {
    /// The parts between dots (`recipe.title` is two); none for `.`, the value on top.
    let parts: [String]
    /// `.title`: looked up in the value on top only, not down the stack.
    let fromTop: Bool

    init(_ text: String) {
        parts = text == "." ? [] : text.split(separator: ".").map(String.init)
        fromTop = text.first == "."
    }
}
