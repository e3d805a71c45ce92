import Foundation

/// The schema.org data of a page, as JSON values: every `<script type="application/ld+json">`
/// block that parses, with its `@id`s indexed so references (`{"@id": "#author"}`) can be resolved.
/// Broken blocks are counted and skipped.
struct JSONLDGraph {
    private(set) var roots: [Any] = []
    private(set) var brokenBlocks = 0
    /// Blocks that parse but nest deeper than `deepestJSON` (counted among the broken).
    private(set) var tooDeepBlocks = 0
    private var byID: [String: [String: Any]] = [:]

    init(blocks: [String]) {
        for block in blocks {
            if Self.nesting(block, over: Self.deepestJSON) {
                brokenBlocks += 1
                tooDeepBlocks += 1
            } else if let value = Self.parse(block) {
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
        var read = Set<String>()
        for root in roots { collect(root, into: &found, seen: &seen, read: &read, depth: 0) }
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

extension JSONLDGraph {
    /// Deeper JSON is refused before it is parsed: schema.org data is a few levels deep, and
    /// Foundation's parser gives up past 512 levels with an error that reads as broken JSON.
    static let deepestJSON = 512

    /// Whether brackets outside strings nest deeper than `limit` (one pass, no parsing).
    static func nesting(_ text: String, over limit: Int) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in text.utf8 {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return false
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

    /// `read`: the `@id`s already looked into, so references that fan out (or loop) are read once.
    func collect(_ value: Any, into found: inout [[String: Any]], seen: inout Set<String>, read: inout Set<String>, depth: Int) {
        guard depth < Self.maximumDepth else { return }
        let value = resolve(value)
        if let object = value as? [String: Any] {
            if let id = object["@id"] as? String, !Self.isRecipe(object), !read.insert(id).inserted { return }
            if Self.isRecipe(object) {
                let key = (object["@id"] as? String) ?? "name:\(object["name"] ?? "")|\((object["recipeIngredient"] as? [Any])?.count ?? 0)"
                if seen.insert(key).inserted { found.append(object) }
                return
            }
            for key in object.keys.sorted() where !Self.notContainers.contains(key) {
                collect(object[key]!, into: &found, seen: &seen, read: &read, depth: depth + 1)
            }
        } else if let list = value as? [Any] {
            for child in list { collect(child, into: &found, seen: &seen, read: &read, depth: depth + 1) }
        }
    }

    /// Keys whose values never hold the page's recipe (a review's or an author's own items).
    static let notContainers: Set<String> = ["@context", "author", "publisher", "review", "breadcrumb", "potentialAction", "image", "logo"]
}
