import Foundation
import RecipositoryCore
import Testing
import TestSupport
@testable import RecipositorySite

/// `Fixtures/mail/hostile-site`: titles with line breaks and header lines, non-ASCII and very long
/// titles, an encoded-word lookalike, markup in every field. Nothing may add a header, end the
/// headers early, or add markup to a message or the page's mailto link.
@Suite struct HostileMailTests {
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/mail/hostile-site")

    /// Every message of every hostile recipe, byte for byte (`Fixtures/mail/golden/`,
    /// `RECORD_GOLDEN=1` re-records): the checks below say what the recorded bytes were read for.
    @Test(.timeLimit(.minutes(4))) func everyMessageIsExact() async throws {
        let site = try await OffThread.run { try BuiltSite(Self.source) }
        defer { site.remove() }
        var files: [String: [UInt8]] = [:]
        for recipe in site.recipes {
            for name in ["email.html", "email.txt", "recipe.eml"] {
                files["\(recipe.slug)/\(name)"] = try site.bytes("recipes/\(recipe.slug)/\(name)")
            }
        }
        try Golden.check(files, folder: Self.source.deletingLastPathComponent().appending(path: "golden"))
    }

    @Test func theInjectionAttemptIsEscapedInTheHTMLMail() async throws {
        let site = try await OffThread.run { try BuiltSite(Self.source) }
        defer { site.remove() }
        let html = try site.text("recipes/header-injection/email.html")
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && !html.contains("<script"))
    }

    @Test func markupStaysTextInTheHTMLMail() async throws {
        let site = try await OffThread.run { try BuiltSite(Self.source) }
        defer { site.remove() }
        let html = try site.text("recipes/markup/email.html")
        #expect(!html.lowercased().contains("<script") && !html.contains("<b>") && !html.contains("<i>"))
        #expect(!html.contains("onerror=alert(1)>") && !html.contains("<img src=x"))
        #expect(html.contains("&lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt; &quot;Quotes&quot; &amp; &lt;b&gt;Bold&lt;/b&gt; 🍰"))
        #expect(!html.contains("href=\"javascript"))
    }

    @Test func picturesAreAbsoluteInMail() async throws {
        let site = try await OffThread.run { try BuiltSite(Self.source) }
        defer { site.remove() }
        let html = try site.text("recipes/creme-brulee/email.html")
        #expect(html.contains(#"<img src="https://family.example/cookbook/recipes/creme-brulee.svg""#))
    }

    @Test func longTitlesAndBodiesMakeShortMailtoLinks() async throws {
        let site = try await OffThread.run { try BuiltSite(Self.source) }
        defer { site.remove() }
        for recipe in site.recipes {
            let page = try site.text("recipes/\(recipe.slug)/index.html")
            let mailto = try #require(BundledMailTests.attribute(in: page, startingWith: "mailto:?"))
            #expect(mailto.utf8.count <= 1800, "\(recipe.slug)")
            #expect(BundledMailTests.escapesAreWhole(mailto))
            let fields = try BundledMailTests.fields(of: mailto)
            let subject = try #require(fields["subject"])
            #expect(subject.count <= 120 && !subject.contains("\n"), "\(recipe.slug)")
            #expect(HeaderText.clean(recipe.title).hasPrefix(subject.hasSuffix("…") ? String(subject.dropLast()) : subject))
        }
        let long = try BundledMailTests.fields(of: BundledMailTests.attribute(in: site.text("recipes/very-long/index.html"),
                                                                              startingWith: "mailto:?") ?? "")
        #expect(long["body"]?.hasSuffix("…\r\n\r\nThe whole recipe: https://family.example/cookbook/recipes/very-long/") == true)
    }
}
