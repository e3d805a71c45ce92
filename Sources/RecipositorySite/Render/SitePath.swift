/// Paths inside the built site and the relative links between them.
///
/// Every link is relative, so the site works from file://, under any sub-path and on any static
/// host. Links to a directory name its `index.html` explicitly, because file:// serves no index
/// files.
enum SitePath {
    /// The prefix that leads from the page at `pagePath` back to the site root:
    /// `""` for `index.html`, `"../../"` for `recipes/pie/index.html`.
    static func rootPrefix(forPage pagePath: String) -> String {
        String(repeating: "../", count: pagePath.utf8.count { $0 == UInt8(ascii: "/") })
    }

    /// A link from a page (given by its root prefix) to a site path; a directory path
    /// (`recipes/pie/`, or `""` for the home page) gets `index.html`.
    static func link(to path: String, rootPrefix: String) -> String {
        rootPrefix + linkTarget(path)
    }

    /// `recipes/pie/` becomes `recipes/pie/index.html`; a query or fragment stays at the end.
    static func linkTarget(_ path: String) -> String {
        let end = path.firstIndex { $0 == "#" || $0 == "?" } ?? path.endIndex
        let (base, rest) = (path[..<end], path[end...])
        guard base.isEmpty || base.hasSuffix("/") else { return path }
        return base + "index.html" + rest
    }

    /// Percent-encodes one path segment (a slug) so that any file name makes a valid URL.
    static func encodeSegment(_ segment: String) -> String {
        PercentEncoding.encode(segment)
    }

    /// Percent-encodes each segment of a file path (`pix/my pie.jpg` gives `pix/my%20pie.jpg`).
    static func encodePath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { encodeSegment(String($0)) }
            .joined(separator: "/")
    }

    /// The absolute URL of a site path under `baseURL` (which may lack its trailing slash).
    static func absoluteURL(_ path: String, baseURL: String) -> String {
        (baseURL.hasSuffix("/") ? baseURL : baseURL + "/") + path
    }
}
