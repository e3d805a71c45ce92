/// A forgiving read of a saved web page: enough of a tree to find a recipe's JSON-LD blocks, its
/// canonical address and its microdata. Not a browser parser: unknown end tags are ignored,
/// unclosed elements end with their parent, and `<script>`, `<style>` and `<textarea>` hold
/// raw text. Linear in the page's size.
public struct HTMLDocument: Sendable {
    public struct Element: Sendable {
        public var name: String
        public var attributes: [String: String]
        /// Child element indexes into `elements`.
        public var children: [Int] = []
        /// The HTML between the start and end tags (scalar offsets into `source`).
        var inner: Range<Int>
    }

    public private(set) var elements: [Element] = []
    let source: [Unicode.Scalar]

    public init(_ html: String) {
        source = Array(html.unicodeScalars)
        parse()
    }

    /// The HTML inside an element, as written; at most `limit` scalars of it.
    public func innerHTML(_ element: Element, limit: Int = .max) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: source[element.inner].prefix(limit))
        return String(view)
    }

    /// Indexes of every element with this name, in document order.
    public func all(_ name: String) -> [Int] {
        elements.indices.filter { elements[$0].name == name }
    }

    /// The page's own address: `<link rel="canonical">`, then `og:url`.
    public var canonicalURL: String? {
        for index in all("link") {
            let rel = elements[index].attributes["rel"]?.lowercased().split(separator: " ") ?? []
            if rel.contains("canonical"), let href = elements[index].attributes["href"], !href.isEmpty { return href }
        }
        return meta(property: "og:url")
    }

    /// `<meta property="og:title" content="...">` (or `name=`).
    public func meta(property: String) -> String? {
        for index in all("meta") {
            let attributes = elements[index].attributes
            if attributes["property"] == property || attributes["name"] == property,
               let content = attributes["content"], !content.isEmpty {
                return content
            }
        }
        return nil
    }

    /// Whether the text looks like HTML at all (a tag near the start), so a PDF or JSON file
    /// saved as `.html` is reported instead of read as an empty page.
    public static func looksLikeHTML(_ text: String) -> Bool {
        let start = text.unicodeScalars.drop(while: { $0.properties.isWhitespace || $0 == "\u{FEFF}" }).prefix(1024)
        guard start.first == "<" else { return false }
        let lower = String(String.UnicodeScalarView(start)).lowercased()
        return ["<!doctype html", "<html", "<head", "<body", "<meta", "<title", "<div", "<script", "<!--", "<p", "<link", "<section", "<main", "<article"]
            .contains(where: lower.hasPrefix) || lower.contains("<html")
    }
}

private extension HTMLDocument {
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]
    static let rawTextElements: Set<String> = ["script", "style", "textarea", "title", "xmp", "noscript"]

    mutating func parse() {
        // The root stands for the document; its index is never handed out.
        elements.append(Element(name: "#document", attributes: [:], inner: 0..<source.count))
        var open: [Int] = [0]
        var openNames: [String] = ["#document"]
        var openCount: [String: Int] = [:]
        var index = 0
        while index < source.count {
            guard source[index] == "<", index + 1 < source.count else {
                index += 1
                continue
            }
            let next = source[index + 1]
            if next == "!" {
                index = skipDeclaration(from: index)
            } else if next == "/" {
                let (name, end) = readName(from: index + 2)
                let close = skip(to: ">", from: end)
                // A stray end tag costs one lookup; a matching one closes what it encloses, and
                // a closed element never reopens, so the whole page stays linear.
                if openCount[name, default: 0] > 0, let position = openNames.lastIndex(of: name), position > 0 {
                    for (element, closed) in zip(open[position...], openNames[position...]) {
                        elements[element].inner = elements[element].inner.lowerBound..<index
                        openCount[closed, default: 1] -= 1
                    }
                    open.removeSubrange(position...)
                    openNames.removeSubrange(position...)
                }
                index = close
            } else if next.isASCII, next.properties.isAlphabetic {
                let (name, nameEnd) = readName(from: index + 1)
                let (attributes, selfClosing, end) = readAttributes(from: nameEnd)
                let element = elements.count
                elements.append(Element(name: name, attributes: attributes, inner: end..<end))
                elements[open[open.count - 1]].children.append(element)
                index = end
                if Self.voidElements.contains(name) || selfClosing { continue }
                if Self.rawTextElements.contains(name) {
                    let close = findClosing(name, from: end)
                    elements[element].inner = end..<close
                    index = skip(to: ">", from: close)
                    continue
                }
                open.append(element)
                openNames.append(name)
                openCount[name, default: 0] += 1
                elements[element].inner = end..<source.count
            } else {
                index += 1
            }
        }
    }

    func skipDeclaration(from start: Int) -> Int {
        if matches("<!--", at: start) {
            var index = start + 4
            while index < source.count, !matches("-->", at: index) { index += 1 }
            return min(index + 3, source.count)
        }
        return skip(to: ">", from: start)
    }

    /// The index just after the next `character`, or the end.
    func skip(to character: Unicode.Scalar, from start: Int) -> Int {
        var index = start
        while index < source.count, source[index] != character { index += 1 }
        return min(index + 1, source.count)
    }

    func matches(_ text: String, at start: Int) -> Bool {
        var index = start
        for scalar in text.unicodeScalars {
            guard index < source.count, source[index] == scalar else { return false }
            index += 1
        }
        return true
    }

    /// Where `</name` starts (case-insensitive), or the end of the text.
    func findClosing(_ name: String, from start: Int) -> Int {
        var index = start
        while index + 1 < source.count {
            if source[index] == "<", source[index + 1] == "/" {
                let (found, _) = readName(from: index + 2)
                if found == name { return index }
            }
            index += 1
        }
        return source.count
    }

    func readName(from start: Int) -> (String, Int) {
        var index = start
        var name = String.UnicodeScalarView()
        while index < source.count, !source[index].properties.isWhitespace, source[index] != ">", source[index] != "/" {
            name.append(source[index])
            index += 1
        }
        return (String(name).lowercased(), index)
    }

    func readAttributes(from start: Int) -> ([String: String], Bool, Int) {
        var attributes: [String: String] = [:]
        var index = start
        var selfClosing = false
        while index < source.count {
            let scalar = source[index]
            if scalar == ">" { return (attributes, selfClosing, index + 1) }
            if scalar.properties.isWhitespace || scalar == "/" {
                selfClosing = scalar == "/"
                index += 1
                continue
            }
            selfClosing = false
            var name = String.UnicodeScalarView()
            while index < source.count, !source[index].properties.isWhitespace, !"=>/".unicodeScalars.contains(source[index]) {
                name.append(source[index])
                index += 1
            }
            if name.isEmpty { index += 1; continue }
            while index < source.count, source[index].properties.isWhitespace { index += 1 }
            var value = String.UnicodeScalarView()
            if index < source.count, source[index] == "=" {
                index += 1
                while index < source.count, source[index].properties.isWhitespace { index += 1 }
                if index < source.count, source[index] == "\"" || source[index] == "'" {
                    let quote = source[index]
                    index += 1
                    while index < source.count, source[index] != quote {
                        value.append(source[index])
                        index += 1
                    }
                    index += 1
                } else {
                    while index < source.count, !source[index].properties.isWhitespace, source[index] != ">" {
                        value.append(source[index])
                        index += 1
                    }
                }
            }
            let key = String(name).lowercased()
            if attributes[key] == nil { attributes[key] = HTMLText.decodeEntities(String(value)) }
        }
        return (attributes, selfClosing, source.count)
    }
}
