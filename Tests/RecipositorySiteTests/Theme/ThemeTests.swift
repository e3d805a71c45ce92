import Foundation
import RecipositoryCore
import Testing
@testable import RecipositorySite

@Suite final class ThemeTests {
    /// The folders `siteTemplates` made, removed when the test is done (each test has its own instance).
    private var sites: [URL] = []

    deinit {
        for site in sites { try? FileManager.default.removeItem(at: site) }
    }

    /// A site `Templates/` folder in a fresh temporary directory.
    func siteTemplates(_ files: [String: String]) throws -> String {
        let site = FileManager.default.temporaryDirectory.appending(path: "rcp-theme-\(UUID().uuidString)")
        sites.append(site)
        let root = site.appending(path: "Templates")
        for (path, text) in files {
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root.path
    }

    @Test func siteTemplateOverridesOneFile() throws {
        let listing = """
            {{<layout}}
            {{$content}}
            <h1 class="mine">{{heading}} ({{recipeCount}})</h1>
            {{/content}}
            {{/layout}}
            """
        let directory = try siteTemplates(["listing.mustache": listing, "assets/extra.css": "p{}", ".DS_Store": "x"])
        let (theme, diagnostics) = Theme.load(siteTemplatesDirectory: directory)
        #expect(diagnostics.isEmpty)
        let site = RenderedSite(RenderFixture.renderer(theme: theme))
        #expect(site.text("categories/desserts/index.html").contains(#"<h1 class="mine">Desserts (2)</h1>"#))
        // The layout and every other template still come from the default theme.
        #expect(site.text("categories/desserts/index.html").contains("<a class=\"skip-link\""))
        #expect(site.text("recipes/apple-pie/index.html") == RenderedSite().text("recipes/apple-pie/index.html"))
        #expect(site.files["assets/extra.css"] == Array("p{}".utf8))
        #expect(site.files["assets/style.css"] != nil)
        #expect(theme.assetPaths == (Theme.builtIn.assetPaths + ["assets/extra.css"]).sorted())
        #expect(site.files[".DS_Store"] == nil)
    }

    @Test func syntaxErrorPointsAtTheUsersLineAndColumn() throws {
        // Line 3, column 8 is where the mismatched closing tag's name starts.
        let broken = "<ul>\n{{#recipes}}\n<li>{{/recipe}}</li>\n</ul>\n"
        let directory = try siteTemplates(["listing.mustache": broken])
        let (theme, diagnostics) = Theme.load(siteTemplatesDirectory: directory)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.code == .templateSyntax)
        #expect(diagnostic.location.file == directory + "/listing.mustache")
        #expect(diagnostic.location.line == 3)
        #expect(diagnostic.location.column == 8)
        // The broken template is not used; the default one is.
        let site = RenderedSite(RenderFixture.renderer(theme: theme))
        #expect(site.text("categories/desserts/index.html") == RenderedSite().text("categories/desserts/index.html"))
    }

    @Test func syntaxErrorOnTheFirstLineKeepsItsColumn() {
        let (_, diagnostics) = Theme.make(overriding: ["x.mustache": Array("ab {{#a}}".utf8)], displayRoot: "T")
        #expect(diagnostics.map(\.location) == [RecipositoryCore.SourceLocation(file: "T/x.mustache", line: 1, column: 10)])
    }

    @Test func crlfTemplatesReportLinesAndRenderLF() throws {
        let (theme, diagnostics) = Theme.make(overriding: ["x.mustache": Array("a\r\n{{b}}\r\n".utf8),
                                                           "y.mustache": Array("a\r\nb\r\n{{/c}}".utf8)],
                                              displayRoot: "T")
        #expect(diagnostics.map(\.location.line) == [3])
        #expect(theme.render("x", ["b": "B"]) == "a\nB\n")
    }

    @Test func missingDirectoryMeansDefaultTheme() {
        let (theme, diagnostics) = Theme.load(siteTemplatesDirectory: "/nonexistent/Templates")
        #expect(diagnostics.isEmpty)
        #expect(theme.templateNames == Theme.builtIn.templateNames)
    }

    /// The built-in theme as `check` plans with it (its files' names, nothing compiled) is the
    /// theme compiled: the same templates, the same assets, the same answer to "is there a template".
    @Test func theBuiltInThemeByNameIsTheCompiledOne() {
        let named = Theme.builtIn, compiled = Theme.builtInCompiled
        #expect(named.templateNames == compiled.templateNames)
        #expect(named.templateNames.contains("layout") && named.templateNames.contains("partials/recipe-card"))
        #expect(named.assets == compiled.assets && named.assetPaths == compiled.assetPaths)
        #expect(named.assetPaths == named.assets.keys.sorted())
        for name in compiled.templateNames + ["nothing", "partials/nothing", "layout.mustache", ""] {
            #expect(named.hasTemplate(name) == compiled.hasTemplate(name), "\(name)")
        }
        #expect(named.render("robots.txt", ["baseURL": "https://example.org/"]) == compiled.render("robots.txt", ["baseURL": "https://example.org/"]))
    }

    @Test func textTemplatesAreNotHTMLEscaped() {
        let (theme, diagnostics) = Theme.make(overriding: ["email.txt.mustache": Array("{{title}}".utf8)], displayRoot: "T")
        #expect(diagnostics.isEmpty)
        #expect(theme.render("email.txt", ["title": "Tom & Jerry's <pie>"]) == "Tom & Jerry's <pie>")
    }

    @Test func aMissingTemplateIsReported() {
        var renderer = RenderFixture.renderer()
        renderer.formats.append(OutputFormat(name: "print", template: "print", pathPattern: "recipes/{slug}/print.html",
                                             mediaType: "text/html", kind: .recipe))
        let result = renderer.render(RenderFixture.recipes)
        #expect(result.diagnostics.map(\.code.rawValue) == ["missing-template"])
    }

    @Test func aNewRowAddsPages() {
        let (theme, _) = Theme.make(overriding: ["print.mustache": Array("PRINT {{title}}".utf8)], displayRoot: "T")
        var renderer = RenderFixture.renderer(theme: theme)
        renderer.formats.append(OutputFormat(name: "print", template: "print", pathPattern: "recipes/{slug}/print.html",
                                             mediaType: "text/html", kind: .recipe))
        let site = RenderedSite(renderer)
        #expect(site.text("recipes/vanilla-custard/print.html") == "PRINT Vanilla Custard")
    }
}
