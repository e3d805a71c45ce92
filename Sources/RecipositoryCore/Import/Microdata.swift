/// schema.org microdata (`itemscope`, `itemtype`, `itemprop`) read into the same shape as
/// JSON-LD, so one mapper serves both: each item is `["@type": ..., property: [values]]`.
enum Microdata {
    /// Every top-level item on the page (items that are not some other item's property).
    static func items(in document: HTMLDocument) -> [[String: Any]] {
        var found: [[String: Any]] = []
        var budget = mostCopied
        func walk(_ index: Int, depth: Int) {
            guard depth < 256, found.count < mostItems else { return }
            let element = document.elements[index]
            if element.attributes["itemscope"] != nil, element.attributes["itemprop"] == nil {
                found.append(item(index, in: document, depth: depth, budget: &budget))
            }
            for child in element.children { walk(child, depth: depth + 1) }
        }
        walk(0, depth: 0)
        return found
    }

    static func item(_ index: Int, in document: HTMLDocument, depth: Int, budget: inout Int) -> [String: Any] {
        // Gathered as arrays and made values at the end: appending to an `Any` copied the list
        // each time (quadratic in a property given many times).
        var properties: [String: [Any]] = [:]
        func collect(_ child: Int, depth: Int) {
            guard depth < 256 else { return }
            let element = document.elements[child]
            if let names = element.attributes["itemprop"] {
                let value: Any = element.attributes["itemscope"] != nil
                    ? item(child, in: document, depth: depth + 1, budget: &budget) : propertyValue(element, in: document, budget: &budget)
                for name in names.split(separator: " ").map(String.init) {
                    properties[name, default: []].append(value)
                }
                if element.attributes["itemscope"] != nil { return }
            } else if element.attributes["itemscope"] != nil {
                return
            }
            for grandchild in element.children { collect(grandchild, depth: depth + 1) }
        }
        for child in document.elements[index].children { collect(child, depth: depth + 1) }
        var object: [String: Any] = properties
        if let type = document.elements[index].attributes["itemtype"] {
            object["@type"] = type.split(separator: " ").map(String.init)
        }
        return object
    }

    /// A page has a few items (the recipe, a breadcrumb trail, a rating); the rest are not read.
    static let mostItems = 1_000
    /// A property's HTML is read up to here: a recipe's longest part (its steps as one block)
    /// is a few KB, and 20,000 nested recipes each holding the rest of the page as one property
    /// would otherwise copy the page once for each (quadratic: 38 s and 536 MB).
    static let longestValue = 64 * 1024
    /// And a page's properties together copy at most this much of it (nested properties each
    /// holding the rest of the page would copy 64 KB for each level).
    static let mostCopied = 8 * 1024 * 1024

    /// A property's value as microdata defines it: `content`, a link's `href`, a picture's
    /// `src`, a time's `datetime`, else the element's HTML (the mapper takes the text out).
    static func propertyValue(_ element: HTMLDocument.Element, in document: HTMLDocument, budget: inout Int) -> String {
        if let content = element.attributes["content"] { return content }
        switch element.name {
        case "a", "link", "area": return element.attributes["href"] ?? ""
        case "img", "audio", "video", "source", "embed", "iframe": return element.attributes["src"] ?? ""
        case "meta": return ""
        case "time" where element.attributes["datetime"] != nil: return element.attributes["datetime"]!
        default:
            let limit = min(longestValue, max(budget, 0))
            budget -= min(limit, element.inner.count)
            return document.innerHTML(element, limit: limit)
        }
    }
}
