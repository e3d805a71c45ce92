import Foundation
import Testing
@testable import RecipositorySite

/// What every mail file of the fixture site must be, hostile recipe included, with and without
/// a base URL: HTML that mail programs keep, plain text that fits, a message that travels.
@Suite struct MailSafetyTests {
    static let sites: [(baseURL: String?, site: RenderedSite)] = [RenderFixture.config.baseURL, nil].map { baseURL in
        var config = RenderFixture.config
        config.baseURL = baseURL
        return (baseURL, RenderedSite(RenderFixture.renderer(config: config)))
    }

    static func files(_ name: String) -> [(baseURL: String?, path: String, text: String)] {
        sites.flatMap { entry in
            entry.site.files.keys.filter { $0.hasSuffix("/" + name) }.sorted().map { (entry.baseURL, $0, entry.site.text($0)) }
        }
    }

    @Test func everyRecipeHasItsMailFiles() {
        for (_, site) in Self.sites {
            for recipe in RenderFixture.recipes {
                for name in ["email.html", "email.txt", "recipe.eml"] {
                    #expect(site.files["recipes/\(recipe.slug)/\(name)"] != nil, "\(recipe.slug)/\(name)")
                }
            }
        }
    }

    @Test func htmlMailUsesInlineStylesTablesAndAbsoluteImagesOnly() throws {
        let images = try NSRegularExpression(pattern: #"<img [^>]*src="([^"]*)""#)
        for (baseURL, path, html) in Self.files("email.html") {
            let lower = html.lowercased()
            #expect(!lower.contains("<style") && !lower.contains("<link") && !lower.contains("<script"), "\(path)")
            #expect(lower.contains("<table role=\"presentation\""), "\(path)")
            #expect(html.contains("max-width:600px"), "\(path)")
            let sources = images.matches(in: html, range: NSRange(html.startIndex..., in: html))
                .map { String(html[Range($0.range(at: 1), in: html)!]) }
            if let baseURL {
                #expect(sources.allSatisfy { $0.hasPrefix(baseURL) }, "\(path): \(sources)")
            } else {
                #expect(sources.isEmpty, "\(path): an image without a base URL cannot load in a mail")
            }
            #expect(!html.contains("href=\"javascript"), "\(path)")
        }
    }

    @Test func contentIsEscapedInHTMLMail() throws {
        let html = Self.files("email.html").first { $0.path == "recipes/hostile/email.html" }?.text ?? ""
        #expect(html.contains("x&quot;\u{301} onmouseover=alert(1)"))
        #expect(html.contains("&lt;b&gt;Eve&lt;/b&gt;"))
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(&#39;d&#39;)&lt;/script&gt;"))
        #expect(!html.contains("<b>Eve") && !html.contains("<i>group") && !html.contains("\" onclick"))
    }

    @Test func plainTextIsWrappedAt72Columns() {
        for (_, path, text) in Self.files("email.txt") {
            #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n") && !text.contains("\r"), "\(path)")
            for line in text.split(separator: "\n") where !Self.isWebAddressLine(line) {
                #expect(DisplayWidth.of(String(line)) <= 72, "\(path): \(line)")
                #expect(line.last != " ", "\(path): trailing space")
            }
        }
    }

    @Test func messagesAreASCIIWithShortCRLFLines() {
        for (_, path, message) in Self.files("recipe.eml") {
            #expect(message.utf8.allSatisfy { $0 < 0x80 }, "\(path)")
            #expect(!message.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "\(path)")
            let (headers, body) = Self.split(message)
            for line in headers.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 78, "\(path): \(line)") }
            for line in body.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 76, "\(path): \(line)") }
        }
    }
}

private extension MailSafetyTests {
    /// A web address may be longer than a line: it is kept whole so that it still works.
    static func isWebAddressLine(_ line: Substring) -> Bool {
        let words = line.split(separator: " ")
        return words.last.map { $0.hasPrefix("https://") || $0.hasPrefix("http://") } ?? false
            && DisplayWidth.of(String(words.last!)) > 40
    }

    static func split(_ message: String) -> (String, String) {
        let parts = message.components(separatedBy: "\r\n\r\n")
        return (parts[0], parts.dropFirst().joined(separator: "\r\n\r\n"))
    }
}
