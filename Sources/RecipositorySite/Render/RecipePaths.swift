import Foundation

/// Site paths of recipe pages.
enum RecipePaths {
    /// `recipes/<slug>/`, the slug percent-encoded for use in links.
    static func sitePath(of slug: String) -> String { "recipes/\(SitePath.encodeSegment(slug))/" }

    /// The slug of a resolved reference to a recipe page (`recipes/soup/` and `recipes/soup/#step-2`
    /// give `soup`): a link may point into the page.
    static func slug(fromResolvedPath path: String) -> String? {
        let page = path.prefix { $0 != "#" && $0 != "?" }
        let parts = page.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0] == "recipes" else { return nil }
        return String(parts[1]).removingPercentEncoding ?? String(parts[1])
    }
}
