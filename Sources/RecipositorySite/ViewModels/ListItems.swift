/// A list's items as one value, each on a line of its own: `{{{items}}}` in a template places
/// what `{{#ingredients}}<li …>{{{html}}}</li>{{/ingredients}}` would, with one Mustache tag
/// instead of a section and two tags per item (each tag is a lookup, 0.2 to 0.6 µs,
/// and a recipe's lines are placed on its page and in both cookbooks); lists of recipe cards use it
/// too. The HTML inside each item is already escaped or cmark's.
enum ListItems {
    static func lines<Item>(_ items: [Item], _ line: (Item) -> String) -> String {
        var text = ""
        for item in items {
            text += line(item)
            text += "\n"
        }
        return text
    }
}
