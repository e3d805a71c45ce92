import Foundation

/// Site paths of recipe pages.
enum RecipePaths {
    /// `recipes/<slug>/`, the slug percent-encoded for use in links.
    static func sitePath(of slug: String) -> String { "recipes/\(SitePath.encodeSegment(slug))/" }

    /// The slug of a resolved reference to a recipe page (`recipes/soup/` gives `soup`).
    static func slug(fromResolvedPath path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0] == "recipes" else { return nil }
        return String(parts[1]).removingPercentEncoding ?? String(parts[1])
    }
}
