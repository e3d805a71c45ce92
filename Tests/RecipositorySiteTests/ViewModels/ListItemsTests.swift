import RecipositoryCore
import Testing
@testable import RecipositorySite

@Suite struct ListItemsTests {
    @Test func eachItemIsALineOfItsOwn() {
        #expect(ListItems.lines(["a", "b"]) { "<li>\($0)</li>" } == "<li>a</li>\n<li>b</li>\n")
        #expect(ListItems.lines([String]()) { $0 } == "")
    }

    /// `{{{items}}}` and `{{{plainItems}}}` place what a section over each ingredient or step placed
    /// before, on the recipe page and in both cookbooks.
    @Test func themesPlacingEachLineGetTheSamePages() throws {
        let replacements = [
            "recipe.mustache": [
                ("<ul class=\"ingredient-list\">\n{{{items}}}</ul>",
                 "<ul class=\"ingredient-list\">\n{{#ingredients}}\n<li{{{dataAttributes}}}>{{{html}}}</li>\n{{/ingredients}}\n</ul>"),
                ("{{{items}}}</ol>", "{{#steps}}\n<li id=\"step-{{number}}\">{{{html}}}</li>\n{{/steps}}\n</ol>"),
            ],
            "partials/cookbook-recipe.mustache": [
                ("{{{plainItems}}}</ul>", "{{#ingredients}}\n<li>{{{html}}}</li>\n{{/ingredients}}\n</ul>"),
                ("{{{plainItems}}}</ol>", "{{#steps}}\n<li>{{{html}}}</li>\n{{/steps}}\n</ol>"),
            ],
        ]
        var overrides: [String: [UInt8]] = [:]
        for (file, pairs) in replacements {
            var text = try #require(DefaultThemeFiles.files[file])
            for (oneTag, section) in pairs {
                #expect(text.contains(oneTag), "\(file)")
                text = text.replacingOccurrences(of: oneTag, with: section)
            }
            overrides[file] = Array(text.utf8)
        }
        let (theme, diagnostics) = Theme.make(overriding: overrides, displayRoot: "T")
        #expect(diagnostics.isEmpty)
        let placingEach = RenderedSite(RenderFixture.renderer(theme: theme)), withItems = RenderedSite()
        for path in ["recipes/apple-pie/index.html", "recipes/leek-soup/index.html", "cookbook/index.html", "cookbook/desserts/index.html"] {
            #expect(withItems.text(path) == placingEach.text(path), "\(path)")
        }
        let pie = withItems.text("recipes/apple-pie/index.html")
        #expect(pie.contains("<li data-quantity-low=\""))
        #expect(pie.contains("<li id=\"step-2\">"))
        #expect(withItems.text("cookbook/index.html").contains("<ol class=\"step-list\">\n<li>"))
    }
}
