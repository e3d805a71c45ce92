import Foundation
import RecipositoryCore

/// Rewrites the `rcp-root:/` links that the Markdown stage writes into HTML (`href="rcp-root:/recipes/soup/"`,
/// `src="rcp-root:/pix/x.webp"`) into links relative to the page being rendered.
enum RootLinkRewriter {
    static let scheme = "rcp-root:/"

    /// - Parameter imageSize: images of known size get `width` and `height`, so the
    ///   page does not jump while they load.
    static func rewrite(_ html: String, rootPrefix: String,
                        imageSize: (String) -> (width: Int, height: Int)? = { _ in nil }) -> String {
        // Most HTML has no such link; bytes say so quicker than Foundation's search (no scalar of
        // another spelling is canonically equal to these ASCII characters, so none is missed).
        guard html.containsUTF8(quotedScheme) else { return html }
        var out = ""
        out.reserveCapacity(html.utf8.count + 32)
        var rest = html[...]
        while let range = rest.firstRange(ofUTF8: quotedScheme) {
            let before = rest[..<range.lowerBound]
            out += before
            out += "\""
            rest = rest[range.upperBound...]
            // The value ends at the next quote; cmark always quotes with `"`.
            let end = rest.firstIndex(of: "\"") ?? rest.endIndex
            let target = String(rest[..<end])
            // Only link attributes are links; an alt text that happens to say `rcp-root:/` stays.
            out += before.hasSuffix(" href=") || before.hasSuffix(" src=")
                ? SitePath.link(to: target, rootPrefix: rootPrefix) : scheme + target
            rest = rest[end...]
            // cmark writes `<img src="…" alt="…" />`, never a size of its own.
            if before.hasSuffix("<img src="), !rest.isEmpty,
               let size = imageSize(target.removingPercentEncoding ?? target) {
                out += "\" width=\"\(size.width)\" height=\"\(size.height)"
            }
        }
        out += rest
        return out
    }

    private static let quotedScheme = Array(("\"" + scheme).utf8)
}
