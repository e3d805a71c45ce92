import Foundation
import RecipositoryCore
import Testing
import TestSupport
@testable import RecipositorySite

/// The mail files read back by Python's `email` package, an independent parser: the bundled
/// cookbook's messages carry the whole recipe in both parts, and in `Fixtures/mail/hostile-site`
/// (titles with line breaks and header lines, markup in every field) nothing adds a header.
@Suite(.blocking, .serialized) struct MailReadByPythonTests {
    static let hostileSite = Fixtures.repository.appending(path: "Tests/RecipositorySiteTests/Fixtures/mail/hostile-site")

    @Test func everyBundledMessageCarriesTheWholeRecipeInBothParts() async throws {
        let site = try await OffThread.run { try BuiltSite() }
        defer { site.remove() }
        let paths = site.recipes.map { site.url("recipes/\($0.slug)/recipe.eml").path }
        let parsed = try await OffThread.run { try PythonEmail.parse(files: paths) }
        #expect(site.recipes.count >= 30)
        for recipe in site.recipes {
            let message = try #require(parsed[site.url("recipes/\(recipe.slug)/recipe.eml").path], "\(recipe.slug)")
            #expect(message.subject == HeaderText.clean(recipe.title))
            #expect(message.contentType == "multipart/alternative")
            #expect(message.headers(named: "x-unsent") == ["1"])
            #expect(message.defects.isEmpty, "\(recipe.slug): \(message.defects)")
            let text = BuiltSite.collapsed(try #require(message.part("text/plain"), "\(recipe.slug)").text)
            let html = try #require(message.part("text/html")?.words, "\(recipe.slug)")
            // Each body says everything: title, every ingredient line, every step.
            for words in [recipe.title] + recipe.ingredients.map(BuiltSite.words) + recipe.steps.map({ BuiltSite.collapsed($0.text) }) {
                #expect(text.contains(words), "\(recipe.slug) text part lacks: \(words)")
                #expect(html.contains(words), "\(recipe.slug) HTML part lacks: \(words)")
            }
            // The standalone files are the message's parts.
            #expect(BuiltSite.collapsed(try site.text("recipes/\(recipe.slug)/email.txt")) == text)
        }
    }

    @Test func headersStayIntactWhateverTheTitle() async throws {
        let site = try await OffThread.run { try BuiltSite(Self.hostileSite) }
        defer { site.remove() }
        #expect(site.recipes.count == 4)
        let paths = site.recipes.map { site.url("recipes/\($0.slug)/recipe.eml").path }
        let parsed = try await OffThread.run { try PythonEmail.parse(files: paths) }
        for recipe in site.recipes {
            let message = try #require(parsed[site.url("recipes/\(recipe.slug)/recipe.eml").path])
            #expect(message.headers.map(\.name) == ["MIME-Version", "Subject", "X-Unsent", "Content-Language", "Content-Type"],
                    "\(recipe.slug)")
            #expect(message.subject == HeaderText.clean(recipe.title), "\(recipe.slug)")
            #expect(!message.subject.contains("\n") && !message.subject.contains("\r"))
            #expect(message.defects.isEmpty, "\(recipe.slug): \(message.defects)")
            #expect(message.parts.map(\.type) == ["text/plain", "text/html"], "\(recipe.slug)")
            let raw = try site.text("recipes/\(recipe.slug)/recipe.eml")
            let headerBlock = raw.components(separatedBy: "\r\n\r\n")[0]
            for line in headerBlock.components(separatedBy: "\r\n") {
                #expect(line.utf8.count <= 78, "\(recipe.slug): \(line)")
                for word in line.split(separator: " ") where word.hasPrefix("=?") { #expect(word.count <= 75) }
            }
        }
    }

    @Test func theInjectionAttemptIsJustWords() async throws {
        let site = try await OffThread.run { try BuiltSite(Self.hostileSite) }
        defer { site.remove() }
        let bytes = try site.bytes("recipes/header-injection/recipe.eml")
        let message = try await OffThread.run { try PythonEmail.parse(bytes) }
        #expect(message.subject == "Pie Bcc: victim@example.com X-Evil: 1 Body starts here")
        #expect(message.headers(named: "bcc").isEmpty && message.headers(named: "x-evil").isEmpty)
    }

    /// The title as the cook wrote it, markup and all: as written in the subject and the plain
    /// text, and as words (escaped, so not markup) in the HTML part.
    @Test func markupIsTextInTheSubjectAndBothParts() async throws {
        let site = try await OffThread.run { try BuiltSite(Self.hostileSite) }
        defer { site.remove() }
        let bytes = try site.bytes("recipes/markup/recipe.eml")
        let message = try await OffThread.run { try PythonEmail.parse(bytes) }
        let title = "<script>alert('t')</script> \"Quotes\" & <b>Bold</b> 🍰"
        #expect(message.subject == title)
        #expect(message.defects.isEmpty)
        let text = BuiltSite.collapsed(try #require(message.part("text/plain")).text)
        #expect(text.contains(title), "\(text)")
        #expect(message.part("text/html")?.words?.contains(title) == true)
    }

    @Test func aMessageReadsBackWithBothPartsAndNoInjectedHeader() throws {
        let message = MIMEMessage(subject: "Crème brûlée\r\nBcc: evil@example.com", text: "Crème brûlée\n\n  1 cup  cream\n",
                                  html: "<p style=\"color:#000\">Crème brûlée</p>\n", language: "en")
        let parsed = try PythonEmail.parse(message.bytes)
        #expect(parsed.subject == "Crème brûlée Bcc: evil@example.com")
        #expect(parsed.headers(named: "bcc").isEmpty)
        #expect(parsed.headers(named: "x-unsent") == ["1"])
        #expect(parsed.contentType == "multipart/alternative")
        #expect(parsed.part("text/plain")?.text == "Crème brûlée\n\n  1 cup  cream")
        #expect(parsed.part("text/html")?.text == "<p style=\"color:#000\">Crème brûlée</p>")
        #expect(parsed.parts.allSatisfy { $0.charset == "utf-8" && $0.encoding == "quoted-printable" })
        #expect(parsed.defects.isEmpty)
    }

    /// The mail shows the photo 568 px wide: its `<img>` is the JPEG copy that covers that (every
    /// mail program shows JPEG; not all show WebP), 720 px for a 2,000 px photo, not the 2,000 px
    /// one; a photo narrower than 568 px, its own width. Read from the message by Python.
    @Test(.timeLimit(.minutes(2))) func theMailsPhotoIsASmallJPEG() async throws {
        let temp = try TemporaryFolder()
        try temp.write("site/recipository.yml", "base_url: https://example.org/cook/\n")
        for (slug, picture) in [("alp", "alp.webp"), ("toast", "phone.jpg")] {
            try temp.write("site/content/\(slug).md", "---\ntitle: \(slug)\nimage: /pix/\(picture)\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Cook.\n")
        }
        try temp.write("site/static/pix/alp.webp", "")
        try Data(contentsOf: Fixtures.basedCooking.appending(path: "static/pix/aelplermagronen.webp")).write(to: temp.path("site/static/pix/alp.webp"))
        try Data(contentsOf: Fixtures.pictures.appending(path: "phone.jpg")).write(to: temp.path("site/static/pix/phone.jpg"))
        let build = try Executable.run(["build", ".", "-o", "public"], in: temp.path("site"))
        #expect(build.status == 0, "\(build.stderr)")
        let site = temp.path("site/public")
        let parsed = try await OffThread.run { try PythonEmail.parse(files: ["alp", "toast"].map { site.appending(path: "recipes/\($0)/recipe.eml").path }) }
        for (slug, copy, width) in [("alp", "pix/alp-720.jpg", 720), ("toast", "pix/phone-357.jpg", 357)] {
            let html = try #require(parsed[site.appending(path: "recipes/\(slug)/recipe.eml").path]?.part("text/html")?.text)
            let sources = html.split(separator: "<img ").dropFirst().compactMap { tag -> String? in
                guard let start = tag.range(of: "src=\"") else { return nil }
                return String(tag[start.upperBound...].prefix { $0 != "\"" })
            }
            #expect(sources == ["https://example.org/cook/" + copy], "\(slug): \(sources)")
            let published = try [UInt8](Data(contentsOf: site.appending(path: copy)))
            #expect(published.starts(with: [0xFF, 0xD8, 0xFF]) && ImageSize.parse(published)?.width == width, "\(copy)")
        }
    }
}
