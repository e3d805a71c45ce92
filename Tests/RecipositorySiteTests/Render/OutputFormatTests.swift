import Testing
@testable import RecipositorySite

@Suite struct OutputFormatTests {
    func format(_ pattern: String) -> OutputFormat {
        OutputFormat(name: "x", template: "x", pathPattern: pattern, mediaType: "text/html", kind: .recipe)
    }

    @Test func theSlugTakesEachPlaceInThePattern() {
        #expect(format("recipes/{slug}/index.html").path(slug: "apple-pie") == "recipes/apple-pie/index.html")
        #expect(format("{slug}/{slug}.md").path(slug: "pie") == "pie/pie.md")
        #expect(format("cookbook/index.html").path(slug: "pie") == "cookbook/index.html")
        #expect(format("tags/{slug}/").path(slug: "和食") == "tags/和食/")
        #expect(format("recipes/{slug}/index.html").path() == "recipes/{slug}/index.html")
    }
}
