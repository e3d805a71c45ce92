/// The Content-Type the preview server sends for each kind of file a site has, by extension.
/// Text types say their charset: every text file a build writes is UTF-8.
enum MediaTypes {
    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "json": "application/json",
        "svg": "image/svg+xml",
        "webp": "image/webp",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "png": "image/png",
        "gif": "image/gif",
        "avif": "image/avif",
        "ico": "image/vnd.microsoft.icon",
        "eml": "message/rfc822",
        "md": "text/markdown; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "xml": "application/xml",
        "webmanifest": "application/manifest+json",
        "pdf": "application/pdf",
        "woff2": "font/woff2",
        "woff": "font/woff",
        "cook": "text/plain; charset=utf-8",
    ]

    /// Anything else (a file of `static/` of a kind not listed) is bytes, never sniffed (`nosniff`).
    static func type(ofPath path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "application/octet-stream" }
        return byExtension[path[path.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }
}
