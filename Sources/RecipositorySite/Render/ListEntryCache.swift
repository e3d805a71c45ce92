import Foundation
import RecipositoryCore

/// Each recipe as it appears in lists, made once per page depth the first time a page asks for
/// it and reused by every list: its card (`partials/recipe-card`) and its `ListItem` for the
/// page's JSON-LD. With ingredient and tag pages a recipe is listed a dozen times or more, so this
/// is most of what makes 10,000 recipes fast; made when asked for, so an incremental build that
/// renders a few pages makes only their recipes' cards, and takes those whose key is the last
/// build's as it made them (`KeptParts`).
struct ListEntryCache: Sendable {
    static let cardTemplate = "partials/recipe-card"

    struct Entry: Sendable {
        /// The rendered card, without its final newline (the list puts each card on its own line).
        var card: String?
        /// The `ListItem` JSON split around its position: `{"@type":"ListItem","name":"…","position":` and `,"url":"…"}`.
        var itemHead: String
        var itemTail: String
    }

    private let made: Made?

    /// No entries: lists fall back to their partial and encode items themselves.
    init() { made = nil }

    /// Entries for the pages at `rootPrefixes` (pages elsewhere fall back as above).
    init(recipes: [Recipe], rootPrefixes: Set<String>, theme: Theme, context: RenderContext, kept: KeptParts = KeptParts()) {
        made = Made(recipes: recipes, rootPrefixes: rootPrefixes.sorted(), theme: theme, context: context, kept: kept)
    }

    /// The same entries, none made yet, taking those of `kept` whose key is the last build's.
    func keeping(_ kept: KeptParts) -> ListEntryCache {
        guard let made else { return self }
        return over(made.recipes, keeping: kept)
    }

    /// The same, over `recipes`: a catalog's recipes after a save changed what lists show of some
    /// at the places they had (`RecipeSave`), whose entries are made again when asked for.
    func over(_ recipes: [Recipe], keeping kept: KeptParts) -> ListEntryCache {
        guard let made else { return self }
        return ListEntryCache(recipes: recipes, rootPrefixes: Set(made.prefixes.keys), theme: made.theme, context: made.context, kept: kept)
    }

    func entry(for slug: String, rootPrefix: String) -> Entry? {
        made?.entry(for: slug, rootPrefix: rootPrefix)
    }

    /// Lets each root prefix's entries go once `pages[prefix]` pages have placed them (`placed`):
    /// for a build that keeps no parts for the next, whose lists come grouped by root prefix
    /// (`RenderPlan`). An entry asked for after that (a recipe page's related recipes) is made
    /// again, to the same text, and not kept.
    func letGo(after pages: [String: Int]) {
        made?.letGo(after: pages)
    }

    /// A page placing the entries at `rootPrefix` is made.
    func placed(rootPrefix: String) {
        made?.placed(rootPrefix)
    }

    /// Every entry made or taken so far that has a key, by key, for the next build (`PartSink`);
    /// but those whose key is `known` (kept already: a save's lists take most of their cards so).
    func madeParts(except known: (String) -> Bool = { _ in false }) -> [(String, [UInt8])] {
        made?.keyed(except: known) ?? []
    }

    /// The entries made so far, by root prefix and catalog position. Pages render on many
    /// threads; two asking at once may both make an entry, the same one.
    private final class Made: @unchecked Sendable {
        let recipes: [Recipe]
        let positions: [String: Int]
        let prefixes: [String: Int]
        let hasCard: Bool
        let theme: Theme
        let context: RenderContext
        let kept: KeptParts
        private let lock = NSLock()
        /// By prefix, then catalog position; a prefix's are empty once let go.
        private var slots: [[Entry?]]
        /// By prefix, how many pages are still to place its entries; nil: every entry is kept.
        private var remaining: [Int]?

        init(recipes: [Recipe], rootPrefixes: [String], theme: Theme, context: RenderContext, kept: KeptParts) {
            self.recipes = recipes
            // By index: iterating the recipes would copy each whole `Recipe`.
            positions = Dictionary(recipes.indices.map { (recipes[$0].slug, $0) }, uniquingKeysWith: { _, last in last })
            prefixes = Dictionary(uniqueKeysWithValues: rootPrefixes.enumerated().map { ($1, $0) })
            hasCard = theme.hasTemplate(ListEntryCache.cardTemplate)
            self.theme = theme
            self.context = context
            self.kept = kept
            slots = Array(repeating: Array(repeating: nil, count: recipes.count), count: rootPrefixes.count)
        }

        func entry(for slug: String, rootPrefix: String) -> Entry? {
            guard let prefix = prefixes[rootPrefix], let position = positions[slug] else { return nil }
            if let found = lock.withLock({ slots[prefix].isEmpty ? nil : slots[prefix][position] }) { return found }
            let key = kept.cards[rootPrefix].flatMap { $0.indices.contains(position) ? $0[position] : nil }
            let entry = key.flatMap { kept.part($0) }.flatMap(Entry.init(encoded:)) ?? make(position, rootPrefix: rootPrefix)
            lock.withLock { if !slots[prefix].isEmpty { slots[prefix][position] = entry } }
            return entry
        }

        func letGo(after pages: [String: Int]) {
            lock.withLock { remaining = prefixes.sorted { $0.value < $1.value }.map { pages[$0.key] ?? 0 } }
        }

        func placed(_ rootPrefix: String) {
            guard let prefix = prefixes[rootPrefix] else { return }
            lock.withLock {
                guard let left = remaining?[prefix], left > 0 else { return }
                remaining?[prefix] = left - 1
                if left == 1 { slots[prefix] = [] }
            }
        }

        func keyed(except known: (String) -> Bool) -> [(String, [UInt8])] {
            let made = lock.withLock { slots }
            return prefixes.flatMap { prefix, index in
                made[index].enumerated().compactMap { position, entry in
                    guard let entry, let keys = kept.cards[prefix], keys.indices.contains(position), !known(keys[position]) else { return nil }
                    return (keys[position], entry.encoded)
                }
            }
        }

        private func make(_ position: Int, rootPrefix: String) -> Entry {
            let card = hasCard
                ? theme.render(ListEntryCache.cardTemplate, RecipeCardViewModel(recipes, position: position, rootPrefix: rootPrefix, card: nil,
                                                                                routes: context.routes, imageSize: context.imageSize))
                    .map(Trimming.finalNewline)
                : nil
            let url = context.structuredDataURL(context.routes.recipe(recipes[position].slug), rootPrefix: rootPrefix)
            return Entry(card: card,
                         itemHead: #"{"@type":"ListItem","name":"# + JSONValue.string(recipes[position].title).scriptSafeText
                             + #","position":"#,
                         itemTail: #","url":"# + JSONValue.string(url).scriptSafeText + "}")
        }
    }
}

extension ListEntryCache.Entry {
    /// As kept between builds: the three texts' lengths in bytes and whether there is a card, on
    /// a line, then the texts.
    var encoded: [UInt8] {
        let (head, tail, card) = (Array(itemHead.utf8), Array(itemTail.utf8), Array((self.card ?? "").utf8))
        return Array("\(head.count) \(tail.count) \(self.card == nil ? "-" : "\(card.count)")\n".utf8) + head + tail + card
    }

    init?(encoded bytes: [UInt8]) {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let fields = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        guard fields.count == 3, let head = Int(fields[0]), let tail = Int(fields[1]), head >= 0, tail >= 0 else { return nil }
        let card = fields[2] == "-" ? nil : Int(fields[2])
        guard fields[2] == "-" || (card ?? -1) >= 0 else { return nil }
        let start = newline + 1
        guard bytes.count == start + head + tail + (card ?? 0) else { return nil }
        itemHead = String(decoding: bytes[start..<start + head], as: UTF8.self)
        itemTail = String(decoding: bytes[start + head..<start + head + tail], as: UTF8.self)
        self.card = card.map { String(decoding: bytes[start + head + tail..<start + head + tail + $0], as: UTF8.self) }
    }
}
