
/// A named link with a count: a category, cuisine or tag in a list of them.
struct TermLinkViewModel: TemplateParent {
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
}
