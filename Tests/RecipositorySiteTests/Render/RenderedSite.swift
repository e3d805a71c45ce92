import Foundation
import RecipositoryCore
@testable import RecipositorySite

/// A rendered site as a dictionary, with the small queries the tests need.
struct RenderedSite {
    var files: [String: [UInt8]]
    var diagnostics: [Diagnostic]

    init(_ renderer: SiteRenderer = RenderFixture.renderer(), recipes: [Recipe] = RenderFixture.recipes) {
        let result = renderer.render(recipes)
        files = Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.bytes) })
        diagnostics = result.diagnostics
    }

    func text(_ path: String) -> String {
        files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Web pages; the mail bodies (`email.html`) are messages, checked by the mail tests.
    var htmlPaths: [String] { files.keys.filter { $0.hasSuffix(".html") && !$0.hasSuffix("/email.html") }.sorted() }

    /// The contents of every `<script type="application/ld+json">` block of a page.
    func jsonLD(_ path: String) -> [String] {
        let html = text(path)
        var blocks: [String] = []
        var rest = html[...]
        let open = "<script type=\"application/ld+json\">"
        while let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: "</script>") {
            blocks.append(String(rest[start.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return blocks
    }

    /// Every `href="..."` and `src="..."` value of a page, entities decoded.
    func links(_ path: String) -> [String] {
        let html = text(path)
        let pattern = try! NSRegularExpression(pattern: #"(?:href|src)="([^"]*)""#)
        let range = NSRange(html.startIndex..., in: html)
        return pattern.matches(in: html, range: range).map {
            String(html[Range($0.range(at: 1), in: html)!]).replacingOccurrences(of: "&amp;", with: "&")
        }
    }
}
