
/// Where a recipe comes from: a link when it is a web address, else text as written.
struct SourceViewModel: TemplateParent {
    var text: String
    /// Only http(s) addresses become links; anything else (`javascript:`) stays text.
    var isLink: Bool

    init(_ source: String) {
        text = source
        let lower = source.lowercased()
        isLink = (lower.hasPrefix("https://") || lower.hasPrefix("http://")) && !source.contains(where: \.isWhitespace)
    }

    func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "isLink": isLink
        case "href": isLink ? text : nil
        default: nil
        }
    }
}
