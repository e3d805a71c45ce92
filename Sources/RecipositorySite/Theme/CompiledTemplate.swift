/// One template ready to render: its nodes, and how its values are escaped.
struct CompiledTemplate: Sendable {
    let nodes: [TemplateNode]
    let escaping: TemplateEscaping
}
