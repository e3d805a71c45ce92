import Foundation
import RecipositoryCore
import Testing
import TestSupport
@testable import RecipositorySite

/// The mail links and files of the bundled cookbook as built by `build`: the page's mailto link
/// short and safe; the Markdown copy identical to its source. (Python's `email` package reads the
/// messages back in `IntegrationTests`.)
@Suite struct BundledMailTests {
    @Test func pagesLinkAShortSafeMailtoAndTheRecipeFiles() async throws {
        let site = try await OffThread.run { try BuiltSite() }
        defer { site.remove() }
        for recipe in site.recipes {
            let page = try site.text("recipes/\(recipe.slug)/index.html")
            let mailto = try #require(Self.attribute(in: page, startingWith: "mailto:"), "\(recipe.slug)")
            #expect(mailto.utf8.count <= 1800, "\(recipe.slug): \(mailto.utf8.count)")
            #expect(Self.escapesAreWhole(mailto), "\(recipe.slug)")
            let fields = try Self.fields(of: mailto)
            #expect(fields["subject"] == HeaderText.clean(recipe.title))
            let body = try #require(fields["body"])
            #expect(body.hasPrefix(HeaderText.clean(recipe.title) + "\r\n"))
            #expect(!body.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "line breaks are CRLF")
            #expect(page.contains(#"<a href="recipe.eml" download="\#(recipe.slug).eml""#))
            #expect(page.contains(#"<a href="\#(recipe.slug).md" download="\#(recipe.slug).md""#))
            let source = try Data(contentsOf: BuiltSite.repository.appending(path: "content").appending(path: Self.contentPath(recipe)))
            #expect(try site.bytes("recipes/\(recipe.slug)/\(recipe.slug).md") == [UInt8](source), "\(recipe.slug)")
        }
    }
}

extension BundledMailTests {
    /// The first `href` value that starts with `prefix`, with `&amp;` undone.
    static func attribute(in page: String, startingWith prefix: String) -> String? {
        guard let start = page.range(of: "href=\"" + prefix) else { return nil }
        let value = page[page.index(start.lowerBound, offsetBy: 6)...].prefix { $0 != "\"" }
        return value.replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Every `%` starts a two-digit escape, so the URL was never cut inside one.
    static func escapesAreWhole(_ url: String) -> Bool {
        let bytes = Array(url.utf8)
        return bytes.indices.allSatisfy { index in
            bytes[index] != UInt8(ascii: "%")
                || (index + 2 < bytes.count && bytes[(index + 1)...(index + 2)].allSatisfy { Character(Unicode.Scalar($0)).isHexDigit })
        }
    }

    /// `subject` and `body` of a `mailto:?subject=...&body=...`, decoded; throws when the escapes
    /// do not decode to UTF-8 (a cut inside a character).
    static func fields(of mailto: String) throws -> [String: String] {
        var fields: [String: String] = [:]
        for pair in mailto.dropFirst("mailto:?".count).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let value = parts[1].removingPercentEncoding else { throw CocoaError(.coderInvalidValue) }
            fields[parts[0]] = value
        }
        return fields
    }

    /// `content/`-relative path of the recipe's source (`recipes/mains/suya.md`).
    static func contentPath(_ recipe: Recipe) -> String {
        let path = recipe.sourcePath
        guard let range = path.range(of: "content/") else { return path }
        return String(path[range.upperBound...])
    }
}
