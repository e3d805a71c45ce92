/// Whether an SVG file is a plain drawing, safe to publish byte for byte. Opened from the site, an
/// SVG runs its scripts with the site's origin (and the family's shopping list in its storage),
/// so a drawing is published only when everything in it is on a short list of shapes, text,
/// groups and gradients; anything else (a script, an event handler, `foreignObject`, an
/// animation, a link or a reference to another file, a DOCTYPE) refuses it whole. Nothing is
/// rewritten: a checker that only says yes or no cannot leave half of a script behind.
public enum SVGDrawing {
    /// The largest drawing read (4 MiB; the bundled cookbook's are under 2 KB, a detailed map
    /// from Inkscape a few hundred KB). A drawing is read whole to be checked, so a larger one is
    /// refused by its size before it is read: a 2 GB file named `.svg` costs nothing.
    public static let maximumBytes = 4 * 1024 * 1024

    /// Elements a drawing may use: none runs script, embeds HTML, or loads anything.
    static let elements: Set<String> = [
        "svg", "g", "defs", "title", "desc", "symbol", "use", "rect", "circle", "ellipse", "line", "polyline",
        "polygon", "path", "text", "tspan", "linearGradient", "radialGradient", "stop", "clipPath", "mask",
        "pattern", "marker",
    ]
    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"
    /// The namespaces drawing programs declare for their own notes (Inkscape's and Sodipodi's
    /// editing state, the RDF licence block in `<metadata>`), each under its usual prefix only.
    /// No browser gives an element or attribute in them any meaning: they are neither drawn nor
    /// run, and a URL in them (`rdf:resource`) is never fetched. Any other prefix (`html:`), or
    /// one of these bound to another namespace (a `sodipodi` prefix for XLink would make
    /// `sodipodi:href` a link), is refused.
    static let editorNamespaces: [String: String] = [
        "svg": svgNamespace, "xlink": xlinkNamespace,
        "inkscape": "http://www.inkscape.org/namespaces/inkscape",
        "sodipodi": "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
        "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
        "cc": "http://creativecommons.org/ns#",
        "dc": "http://purl.org/dc/elements/1.1/",
    ]
    static let editorPrefixes: Set<String> = ["inkscape", "sodipodi", "rdf", "cc", "dc"]

    /// `<metadata>` and the editors' own elements (`<sodipodi:namedview>`, `<rdf:RDF>`, `<cc:Work>`).
    static func isEditorElement(_ name: String) -> Bool {
        let parts = name.split(separator: ":", maxSplits: 1)
        return name == "metadata" || parts.count == 2 && editorPrefixes.contains(String(parts[0]))
    }

    /// What in the drawing is not plain, in words for a cook (`a script`, `an event handler (onload)`);
    /// nil for a plain drawing.
    public static func problem(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        var rest = Substring(text)
        var sawElement = false
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if rest.hasPrefix("!--") {
                guard let end = rest.range(of: "-->") else { return "an unclosed comment" }
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("![CDATA[") {
                guard let end = rest.range(of: "]]>") else { return "an unclosed CDATA section" }
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("!") {
                // SVG 1.1's own `<!DOCTYPE svg PUBLIC "…" "…">`, as Illustrator writes it, names a
                // DTD no browser fetches; one with an internal subset (`[`) can define entities.
                guard rest.hasPrefix("!DOCTYPE"), !sawElement, let end = rest.firstIndex(of: ">"), !rest[..<end].contains("[") else {
                    return "a DOCTYPE (it can define entities that hide a script)"
                }
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("?") {
                guard let end = rest.range(of: "?>") else { return "an unclosed processing instruction" }
                let target = rest.dropFirst().prefix { !$0.isWhitespace && $0 != "?" }
                guard target == "xml", !sawElement else { return "a processing instruction (<?\(target)?>), which can load a style sheet" }
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("/") {
                guard let end = rest.firstIndex(of: ">") else { return "an unclosed tag" }
                rest = rest[rest.index(after: end)...]
            } else {
                let tag = Tag(rest)
                guard let end = tag.end else { return "a tag that cannot be read (<\(tag.name)…)" }
                if let problem = Self.problem(tag) { return problem }
                sawElement = true
                rest = rest[end...]
            }
        }
        return sawElement ? nil : "no drawing (no <svg> element)"
    }

    static func problem(_ tag: Tag) -> String? {
        switch tag.name {
        case "script": return "a script"
        case "foreignObject": return "a foreignObject (a web page inside the drawing)"
        case _ where !elements.contains(tag.name) && !isEditorElement(tag.name): return "a <\(tag.name)> element, which a plain drawing does not need"
        default: break
        }
        for (name, value) in tag.attributes {
            if let problem = problem(attribute: name, value: value) { return problem }
        }
        return nil
    }

    static func problem(attribute name: String, value: String) -> String? {
        let folded = String(value.lowercased().unicodeScalars.filter { !($0.properties.isWhitespace || $0.value < 0x20) })
        switch name.lowercased() {
        case let name where name.hasPrefix("on"): return "an event handler (\(name))"
        case "xmlns": return value == svgNamespace ? nil : "another kind of document inside the drawing (xmlns=\"\(value)\")"
        case let name where name.hasPrefix("xmlns:"):
            return editorNamespaces[String(name.dropFirst(6))] == value ? nil : "a namespace (\(name)) a plain drawing does not need"
        case "href", "xlink:href": return folded.hasPrefix("#") ? nil : "a link or reference to another file (\(name)=\"\(value)\")"
        case "xml:space", "xml:lang": break
        case let name where name.contains(":"):
            guard let prefix = name.split(separator: ":").first, editorPrefixes.contains(String(prefix)) else {
                return "an attribute (\(name)) a plain drawing does not need"
            }
        default: break
        }
        if folded.contains("javascript:") { return "a script in \(name)" }
        var search = folded[...]
        while let url = search.range(of: "url(") {
            let target = search[url.upperBound...].drop { $0 == "'" || $0 == "\"" }
            if !target.hasPrefix("#") { return "a reference to another file (\(name): url(…))" }
            search = search[url.upperBound...]
        }
        if folded.contains("@import") { return "a reference to another file (\(name): @import)" }
        return nil
    }

    /// An opening tag: its name, its attributes (character references decoded), and where it ends.
    struct Tag {
        var name = ""
        var attributes: [(String, String)] = []
        var end: Substring.Index?

        init(_ text: Substring) {
            var index = text.startIndex
            func skipSpace() { while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) } }
            func word() -> String {
                let start = index
                while index < text.endIndex, !text[index].isWhitespace, !"/>=\"'".contains(text[index]) { index = text.index(after: index) }
                return String(text[start..<index])
            }
            name = word()
            while true {
                skipSpace()
                guard index < text.endIndex else { return }
                if text[index] == ">" { end = text.index(after: index); return }
                if text[index] == "/" { index = text.index(after: index); continue }
                let attribute = word()
                guard !attribute.isEmpty else { return }
                skipSpace()
                var value = ""
                if index < text.endIndex, text[index] == "=" {
                    index = text.index(after: index)
                    skipSpace()
                    guard index < text.endIndex, text[index] == "\"" || text[index] == "'" else { return }
                    let quote = text[index]
                    index = text.index(after: index)
                    guard let close = text[index...].firstIndex(of: quote) else { return }
                    value = Self.decode(text[index..<close])
                    index = text.index(after: close)
                }
                attributes.append((attribute, value))
            }
        }

        /// XML's five named references and numeric ones (`&#106;` is `j`); any other `&name;` is
        /// kept as written (without a DOCTYPE, which is refused, it means nothing).
        static func decode(_ value: Substring) -> String {
            guard value.contains("&") else { return String(value) }
            var out = ""
            var rest = value
            while let amp = rest.firstIndex(of: "&") {
                out += rest[..<amp]
                rest = rest[amp...]
                guard let semi = rest.firstIndex(of: ";"), rest.distance(from: amp, to: semi) <= 12 else { break }
                let name = rest[rest.index(after: amp)..<semi]
                let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"][String(name)]
                var scalar: Unicode.Scalar?
                if name.hasPrefix("#x") || name.hasPrefix("#X") { scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
                else if name.hasPrefix("#") { scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init) }
                if let replacement = named ?? scalar.map({ String(Character($0)) }) {
                    out += replacement
                    rest = rest[rest.index(after: semi)...]
                } else {
                    out += "&"
                    rest = rest.dropFirst()
                }
            }
            return out + rest
        }
    }
}
