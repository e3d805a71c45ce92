import Foundation
import RecipositoryCore

/// Rewrites the marked links that the model stage writes into HTML into links relative to the
/// page being rendered: a file or the home page by its site path (`src="rcp-root:/pix/x.webp"`),
/// another recipe by its slug (`href="rcp-recipe:soup#step-2"`), placed where `Routes` says.
enum RootLinkRewriter {
    /// - Parameter imageSize: images of known size get `width` and `height`, so the
    ///   page does not jump while they load.
    static func rewrite(_ html: String, rootPrefix: String, routes: Routes,
                        imageSize: (String) -> (width: Int, height: Int)? = { _ in nil }) -> String {
        // Most HTML has no such link; bytes say so quicker than Foundation's search (no scalar of
        // another spelling is canonically equal to these ASCII characters, so none is missed).
        guard html.containsUTF8(quotedMark) else { return html }
        var out = ""
        out.reserveCapacity(html.utf8.count + 32)
        var rest = html[...]
        while let range = rest.firstRange(ofUTF8: quotedMark) {
            let before = rest[..<range.lowerBound]
            out += before
            out += "\""
            rest = rest[range.lowerBound...].dropFirst()
            // The value ends at the next quote; cmark always quotes with `"`.
            let end = rest.firstIndex(of: "\"") ?? rest.endIndex
            let value = String(rest[..<end])
            rest = rest[end...]
            // Only link attributes are links; an alt text that happens to hold a mark stays.
            guard before.hasSuffix(" href=") || before.hasSuffix(" src="), let target = sitePath(value, routes: routes) else {
                out += value
                continue
            }
            out += SitePath.link(to: target, rootPrefix: rootPrefix)
            // cmark writes `<img src="…" alt="…" />`, never a size of its own.
            if before.hasSuffix("<img src="), !rest.isEmpty, value.hasPrefix(RecipeBuilder.rootMarker),
               let size = imageSize(target.removingPercentEncoding ?? target) {
                out += "\" width=\"\(size.width)\" height=\"\(size.height)"
            }
        }
        out += rest
        return out
    }

    /// The site path a marked destination stands for; nil when it is no mark.
    private static func sitePath(_ value: String, routes: Routes) -> String? {
        if value.hasPrefix(RecipeBuilder.rootMarker) { return String(value.dropFirst(RecipeBuilder.rootMarker.count)) }
        guard value.hasPrefix(RecipeBuilder.recipeMarker) else { return nil }
        let mark = value.dropFirst(RecipeBuilder.recipeMarker.count)
        let fragment = mark.firstIndex(of: "#") ?? mark.endIndex
        return routes.recipe(String(mark[..<fragment])) + mark[fragment...]
    }

    /// Both marks begin so, after the attribute's opening quote.
    private static let quotedMark = Array("\"rcp-".utf8)
}
