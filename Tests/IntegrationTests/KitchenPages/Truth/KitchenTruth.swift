/// One recipe in one mode, with what a cook expects the page to show: every ingredient line in
/// order, and every step sentence holding a number (not checked doubled: the steps keep the
/// original amounts and say so). Written by hand; see `KitchenTruthTests`.
struct KitchenTruth: Sendable {
    enum Collection: Sendable { case bundled, basedCooking }
    enum Mode: Sendable { case metric, us, doubled }

    let collection: Collection
    let slug: String
    let mode: Mode
    let ingredients: [String]
    let steps: [String]

    init(_ collection: Collection, _ slug: String, _ mode: Mode, ingredients: String, steps: String = "") {
        self.collection = collection
        self.slug = slug
        self.mode = mode
        func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }
        self.ingredients = lines(ingredients)
        self.steps = lines(steps)
    }

    static var all: [KitchenTruth] { bundled + basedCooking }
    static var recipes: Int { Set(all.map { "\($0.collection) \($0.slug)" }).count }

    /// Lines the page does not show as a cook writes them yet: "slug mode expected line" and why.
    static let knownMisses: [String: String] = [:]
}
