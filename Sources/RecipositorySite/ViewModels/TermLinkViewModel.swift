
/// A named link with a count: a category, cuisine or tag in a list of them. Printed whole
/// (`{{.}}`, `{{tags}}`), it is its name: only a tag naming its count shows the count, which
/// `TermCounts` looks for.
struct TermLinkViewModel: TemplateParent, CustomStringConvertible, CustomDebugStringConvertible {
    var name: String
    var href: String
    var count: Int

    func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "href": href
        case "count": count
        case "countNoun": count == 1 ? "recipe" : "recipes"
        default: nil
        }
    }

    var description: String { name }
    var debugDescription: String { name }
}
