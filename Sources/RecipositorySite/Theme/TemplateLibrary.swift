/// The compiled templates of a theme by name (`recipe`, `partials/recipe-card`): what a
/// template's partials and parents are looked up in.
public struct TemplateLibrary: Sendable {
    private let templates: [String: CompiledTemplate]

    init(_ templates: [String: CompiledTemplate]) {
        self.templates = templates
    }

    /// Templates compiled from their sources by name, as `recipository-bench mustache` makes
    /// them; nil when one has a syntax error.
    public init?(sources: [String: String]) {
        var templates: [String: CompiledTemplate] = [:]
        for (name, source) in sources {
            guard case .success(let template) = TemplateCompiler.compile(source, name: name, file: name) else { return nil }
            templates[name] = template
        }
        self.init(templates)
    }

    func template(named name: String) -> CompiledTemplate? { templates[name] }

    /// The named template rendered with `value` at the bottom of the stack; nil when there is no
    /// such template.
    public func render(_ value: Any, withTemplate name: String) -> String? {
        renderWithSlots(value, withTemplate: name)?.text
    }

    /// The rendering with the places of the `TemplateSlot`s it met.
    func renderWithSlots(_ value: Any, withTemplate name: String) -> TemplateOutput? {
        guard let template = templates[name] else { return nil }
        return TemplateRenderer.render(template, value, library: self)
    }
}
