/// schema.org microdata (`itemscope`, `itemtype`, `itemprop`) read into the same shape as
/// JSON-LD, so one mapper serves both: each item is `["@type": ..., property: [values]]`.
enum Microdata {
    /// Every top-level item on the page (items that are not some other item's property).
    static func items(in document: HTMLDocument) -> [[String: Any]] {
        var found: [[String: Any]] = []
        func walk(_ index: Int, depth: Int) {
            guard depth < 256 else { return }
            let element = document.elements[index]
            if element.attributes["itemscope"] != nil, element.attributes["itemprop"] == nil {
                found.append(item(index, in: document, depth: depth))
            }
            for child in element.children { walk(child, depth: depth + 1) }
        }
        walk(0, depth: 0)
        return found
    }

    static func item(_ index: Int, in document: HTMLDocument, depth: Int) -> [String: Any] {
        var object: [String: Any] = [:]
        if let type = document.elements[index].attributes["itemtype"] {
            object["@type"] = type.split(separator: " ").map(String.init)
        }
        func collect(_ child: Int, depth: Int) {
            guard depth < 256 else { return }
            let element = document.elements[child]
            if let names = element.attributes["itemprop"] {
                let value: Any = element.attributes["itemscope"] != nil
                    ? item(child, in: document, depth: depth + 1) : propertyValue(element, in: document)
                for name in names.split(separator: " ").map(String.init) {
                    object[name] = ((object[name] as? [Any]) ?? []) + [value]
                }
                if element.attributes["itemscope"] != nil { return }
            } else if element.attributes["itemscope"] != nil {
                return
            }
            for grandchild in element.children { collect(grandchild, depth: depth + 1) }
        }
        for child in document.elements[index].children { collect(child, depth: depth + 1) }
        return object
    }

    /// A property's value as microdata defines it: `content`, a link's `href`, a picture's
    /// `src`, a time's `datetime`, else the element's HTML (the mapper takes the text out).
    static func propertyValue(_ element: HTMLDocument.Element, in document: HTMLDocument) -> String {
        if let content = element.attributes["content"] { return content }
        switch element.name {
        case "a", "link", "area": return element.attributes["href"] ?? ""
        case "img", "audio", "video", "source", "embed", "iframe": return element.attributes["src"] ?? ""
        case "time": return element.attributes["datetime"] ?? document.innerHTML(element)
        case "meta": return ""
        default: return document.innerHTML(element)
        }
    }
}
