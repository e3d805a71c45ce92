/// A stored property of a value that is not a `TemplateParent`, found by its name through
/// reflection, as swift-mustache let templates read any struct or tuple (`{{#pair}}{{key}}{{/pair}}`).
/// Every view model of ours answers its names itself; this is for what a theme reaches beyond them.
enum MirroredField {
    static func value(named name: String, in object: Any) -> Any? {
        guard let field = Mirror(reflecting: object).children.first(where: { $0.label == name }) else { return nil }
        let mirror = Mirror(reflecting: field.value)
        guard mirror.displayStyle == .optional else { return field.value }
        return mirror.children.first?.value
    }
}
