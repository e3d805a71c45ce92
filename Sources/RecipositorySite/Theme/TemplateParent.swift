/// A value whose names a template can look up: every view model, and `[String: Any]`.
///
/// `child(named:)` answers one part of a name (`recipe.title` asks for `recipe`, then its
/// `title`); nil means "not here", and the renderer looks further down the stack.
public protocol TemplateParent {
    func child(named name: String) -> Any?
}

extension Dictionary: TemplateParent where Key == String {
    public func child(named name: String) -> Any? { self[name] }
}
