import Foundation

/// How many renderings are still to ask for each recipe's HTML (its own unit, and each cookbook
/// article of it), so that the cache lets a recipe's go once the last is done
/// (`RenderContext.finished`). Kept to the end of the build, it and the kitchen facts were a
/// quarter of its memory (134 MB of 537 at 10,000 recipes). Counting only decides when a recipe's
/// HTML is let go: a rendering that asks after that renders it again, to the same text.
final class RecipeUses: @unchecked Sendable {
    private let lock = NSLock()
    /// By slug; a recipe not counted is kept to the end.
    private var remaining: [String: Int]

    init(_ counts: [String: Int] = [:]) { remaining = counts }

    /// One rendering of the recipe at `slug` is done; true when it was the last.
    func done(_ slug: String) -> Bool {
        lock.withLock {
            guard let count = remaining[slug] else { return false }
            if count > 1 {
                remaining[slug] = count - 1
                return false
            }
            remaining[slug] = nil
            return true
        }
    }
}
