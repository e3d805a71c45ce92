import Testing
@testable import RecipositorySite

/// `TermCounts`: whether a theme can show a recipe's terms' counts on its page, mail files or
/// cookbook articles, read from its templates as the renderer would meet them. The cases are
/// Mustache's lookup rules (the spec's sections, partials, parents and blocks): a name is looked
/// up down the stack, so a count inside any section over a term link may be the term's.
struct TermCountsTests {
    /// The default theme with `recipe.mustache` (or another file) replaced.
    static func theme(_ files: [String: String]) -> [String: String] {
        DefaultThemeFiles.files.merging(files) { _, site in site }
    }

    @Test func theDefaultThemeShowsNoRecipesTermCounts() {
        // Its recipe page links its category, cuisine and tags by name; the cookbook's `count` is its pager's.
        #expect(!TermCounts.shown(in: DefaultThemeFiles.files))
        #expect(DefaultThemeFiles.files["cookbook.mustache"]?.contains("{{count}}") == true)
    }

    @Test(arguments: [
        ("{{#tags}}<a href=\"{{href}}\">{{name}} ({{count}})</a>{{/tags}}", true),
        ("{{#category}}{{#hasTags}}{{countNoun}}{{/hasTags}}{{/category}}", true),
        ("{{category.count}}", true),
        ("{{#cuisine}}{{^count}}none{{/count}}{{/cuisine}}", true),
        ("{{#tags}}{{> partials/term}}{{/tags}}", true),
        ("{{> partials/term}}", false),
        ("{{#category}}{{name}}{{/category}} {{#pager}}{{count}}{{/pager}} {{cookedCount}}", false),
        ("{{#category}}{{.}}{{/category}} {{tags}}", false),
        ("{{>*which}}", true),
        ("{{#tags}}{{unclosed}}", true),
    ]) func aRecipePageShowsTheCountsWhenATagNamesThemWhereATermLinkMayBe(template: String, shown: Bool) {
        let theme = Self.theme(["recipe.mustache": template, "partials/term.mustache": "{{name}}: {{count}}"])
        #expect(TermCounts.shown(in: theme) == shown, "\(template)")
    }

    @Test func aBlockIsWalkedWhereItsParentPutsIt() {
        // The recipe page's body is an override of the layout's block, rendered where the layout has it.
        let layout = "<main>{{$content}}{{/content}}</main>{{#tags}}{{$chips}}{{/chips}}{{/tags}}"
        let inside = "{{<layout}}{{$chips}}{{count}}{{/chips}}{{/layout}}"
        let outside = "{{<layout}}{{$content}}{{count}}{{/content}}{{/layout}}"
        #expect(TermCounts.shown(in: Self.theme(["layout.mustache": layout, "recipe.mustache": inside])))
        #expect(!TermCounts.shown(in: Self.theme(["layout.mustache": layout, "recipe.mustache": outside])))
        // The mail, the cookbook's articles and the cards are read too.
        #expect(TermCounts.shown(in: Self.theme(["email.txt.mustache": "{{#tags}}{{count}}{{/tags}}"])))
        // Not a page a recipe's key feeds: the home page's counts are its own (keyed by every recipe as listed).
        #expect(!TermCounts.shown(in: Self.theme(["home.mustache": "{{#tags}}{{count}}{{/tags}}"])))
        let article = TermCounts.shown(in: Self.theme(["partials/cookbook-recipe.mustache": "{{#category}}{{count}}{{/category}}"]))
        let card = TermCounts.shown(in: Self.theme(["partials/recipe-card.mustache": "{{#tags}}{{count}}{{/tags}}"]))
        #expect(article && card)
    }

    @Test func aTermLinkPrintedWholeIsItsName() throws {
        let library = try #require(TemplateLibrary(sources: ["t": "{{#category}}{{.}}{{/category}}|{{category}}|{{tags}}"]))
        let value: [String: Any] = ["category": TermLinkViewModel(name: "Desserts", href: "d/", count: 12),
                                    "tags": [TermLinkViewModel(name: "quick", href: "q/", count: 3)]]
        let text = try #require(library.render(value, withTemplate: "t"))
        #expect(text.hasPrefix("Desserts|Desserts|") && text.contains("quick") && !text.contains("12") && !text.contains("3"))
    }
}
