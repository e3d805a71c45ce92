import Foundation

/// The schema.org data of a page, as JSON values: every `<script type="application/ld+json">`
/// block that parses, with its `@id`s indexed so references (`{"@id": "#author"}`) can be resolved.
/// Broken blocks are counted and skipped.
struct JSONLDGraph {
    private(set) var roots: [Any] = []
    private(set) var brokenBlocks = 0
    private var byID: [String: [String: Any]] = [:]

    init(blocks: [String]) {
        for block in blocks {
            if let value = Self.parse(block) {
                roots.append(value)
                index(value, depth: 0)
            } else {
                brokenBlocks += 1
            }
        }
    }

    /// Every recipe object, wherever it sits: at the top, in an array, in `@graph`, as
    /// `mainEntity`, inside an `ItemList`'s items, or referred to by `@id`. Each once.
    func recipes() -> [[String: Any]] {
        var found: [[String: Any]] = []
        var seen = Set<String>()
        for root in roots { collect(root, into: &found, seen: &seen, depth: 0) }
        return found
    }

    /// The object an `{"@id": ...}` reference stands for (or the value itself).
    func resolve(_ value: Any) -> Any {
        if let object = value as? [String: Any], let id = object["@id"] as? String,
           object.keys.allSatisfy({ $0 == "@id" || $0 == "@type" }), let target = byID[id] {
            return target
        }
        return value
    }

    static func isRecipe(_ object: [String: Any]) -> Bool {
        types(object).contains("Recipe")
    }

    /// `@type` as plain names: `"Recipe"`, `["Recipe", "NewsArticle"]`, `"schema:Recipe"` and
    /// `"http://schema.org/Recipe"` are all `Recipe`.
    static func types(_ object: [String: Any]) -> [String] {
        let raw: [String]
        switch object["@type"] ?? object["type"] {
        case let text as String: raw = [text]
        case let list as [Any]: raw = list.compactMap { $0 as? String }
        default: raw = []
        }
        return raw.map { type in
            String(type.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last ?? "")
        }
    }

    /// JSON as sites write it: CDATA wrappers, HTML comments, raw line breaks and tabs inside
    /// strings (invalid JSON that browsers' Google tools accept) are forgiven.
    static func parse(_ block: String) -> Any? {
        var text = block.trimmingCharacters(in: .whitespacesAndNewlines)
        for wrapper in ["<!--", "-->", "//<![CDATA[", "//]]>", "<![CDATA[", "]]>"] {
            text = text.replacingOccurrences(of: wrapper, with: "")
        }
        if let value = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]),
           value is [String: Any] || value is [Any] {
            return value
        }
        let cleaned = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 ? " " : $0 }))
        if let value = try? JSONSerialization.jsonObject(with: Data(cleaned.utf8), options: [.fragmentsAllowed]),
           value is [String: Any] || value is [Any] {
            return value
        }
        return nil
    }
}

private extension JSONLDGraph {
    static let maximumDepth = 32

    mutating func index(_ value: Any, depth: Int) {
        guard depth < Self.maximumDepth else { return }
        if let object = value as? [String: Any] {
            if let id = object["@id"] as? String, object.keys.contains(where: { $0 != "@id" && $0 != "@type" }) {
                // The fullest description of an id wins (a graph may mention it twice).
                if (byID[id]?.count ?? 0) < object.count { byID[id] = object }
            }
            for child in object.values { index(child, depth: depth + 1) }
        } else if let list = value as? [Any] {
            for child in list { index(child, depth: depth + 1) }
        }
    }

    func collect(_ value: Any, into found: inout [[String: Any]], seen: inout Set<String>, depth: Int) {
        guard depth < Self.maximumDepth else { return }
        let value = resolve(value)
        if let object = value as? [String: Any] {
            if Self.isRecipe(object) {
                let key = (object["@id"] as? String) ?? "name:\(object["name"] ?? "")|\((object["recipeIngredient"] as? [Any])?.count ?? 0)"
                if seen.insert(key).inserted { found.append(object) }
                return
            }
            for key in object.keys.sorted() where !Self.notContainers.contains(key) {
                collect(object[key]!, into: &found, seen: &seen, depth: depth + 1)
            }
        } else if let list = value as? [Any] {
            for child in list { collect(child, into: &found, seen: &seen, depth: depth + 1) }
        }
    }

    /// Keys whose values never hold the page's recipe (a review's or an author's own items).
    static let notContainers: Set<String> = ["@context", "author", "publisher", "review", "breadcrumb", "potentialAction", "image", "logo"]
}
