import RecipositoryCore
import Testing
@testable import RecipositorySite

/// What the template engine does beyond the Mustache specification (`MustacheSpecTests`), which
/// sites rely on. The expected texts are swift-mustache 2.1.1's, the engine the theme was written
/// against, rendered from the same templates and values before it was replaced (its differences,
/// kept on purpose, are the last tests here).
@Suite struct TemplateRendererTests {
    /// A struct a theme may reach through a name, though it answers no names itself.
    struct Plain {
        var title = "plain <t>"
        var count = 3
        var note: String? = "n"
        var missing: String? = nil
    }

    func render(_ sources: [String: String], _ value: Any, template: String = "main") throws -> String? {
        let files = sources.mapValues { Array($0.utf8) }.reduce(into: [:]) { $0[$1.key + ".mustache"] = $1.value }
        let (theme, diagnostics) = Theme.make(overriding: files, displayRoot: "T")
        #expect(diagnostics.isEmpty)
        return theme.render(template, value)
    }

    @Test func valuesPrintAsTheirDescription() throws {
        let values: [String: Any] = ["i": 3, "d": 1.5, "w": 2.0, "b": true, "s": Substring("sub"), "o": Optional<Int>.some(7) as Any]
        #expect(try render(["main": "{{i}}|{{d}}|{{w}}|{{b}}|{{s}}|{{o}}|{{n}}"], values) == "3|1.5|2.0|true|sub|7|")
    }

    /// Only a missing value, `false` and an empty list are false: an empty String and a zero are
    /// values (the view models give nil for "nothing to show").
    @Test func whatASectionTakesAsFalse() throws {
        let values: [String: Any] = ["e": "", "z": 0, "f": false, "l": [Int]()]
        let template = "[{{#e}}e{{/e}}{{#z}}z{{/z}}{{#f}}f{{/f}}{{#l}}l{{/l}}{{#m}}m{{/m}}|{{^e}}e{{/e}}{{^z}}z{{/z}}{{^f}}f{{/f}}{{^l}}l{{/l}}{{^m}}m{{/m}}]"
        #expect(try render(["main": template], values) == "[ez|flm]")
    }

    @Test func aStructsPropertiesAreNames() throws {
        let template = "{{plain.title}}|{{plain.count}}|{{#plain.note}}({{.}}){{/plain.note}}|{{^plain.missing}}none{{/plain.missing}}"
        #expect(try render(["main": template], ["plain": Plain()]) == "plain &lt;t&gt;|3|(n)|none")
    }

    /// A partial escapes as its own name says (`.txt`: not at all), whatever includes it; the
    /// pragma switches escaping for the rest of its template.
    @Test func eachTemplateEscapesByItsOwnName() throws {
        let sources = ["main": "{{v}}|{{>p.txt}}|{{>p}}", "p.txt": "{{v}}", "p": "{{v}}{{% CONTENT_TYPE: TEXT }}{{v}}",
                       "m.txt": "{{v}}|{{>p}}"]
        #expect(try render(sources, ["v": "<&>"]) == "&lt;&amp;&gt;|<&>|&lt;&amp;&gt;<&>")
        #expect(try render(sources, ["v": "<&>"], template: "m.txt") == "<&>|&lt;&amp;&gt;<&>")
    }

    @Test func aPartialNamedByAValue() throws {
        #expect(try render(["main": "{{>*which}}|{{>*none}}", "p": "P{{v}}"], ["which": "p", "v": 1]) == "P1|")
    }

    @Test func aLayoutsBlocksOverridden() throws {
        let sources = ["main": "{{<layout}}\n{{$body}}\nB {{v}}\n{{/body}}\n{{/layout}}\n",
                       "layout": "<h>{{$title}}T{{/title}}</h>\n{{$body}}none{{/body}}\n"]
        #expect(try render(sources, ["v": "x"]) == "<h>T</h>\nB x\n\n")
    }

    /// swift-mustache's whitespace, kept: a comment's leading whitespace goes to the text after
    /// it, and a last line of spaces alone is left out.
    @Test func whitespaceAroundACommentAndAtTheEnd() throws {
        #expect(try render(["main": "a\n  {{! c }} b\n  \nc\n  "], [String: Any]()) == "a\n   b\n  \nc\n")
    }

    /// A partial that includes itself whatever the data, or an override that holds its own block,
    /// stops after `maximumDepth` expansions instead of overflowing the stack.
    @Test func endlessExpansionStops() throws {
        let depth = TemplateRenderer.maximumDepth
        #expect(try render(["main": "{{>self}}", "self": "x{{>self}}"], [String: Any]()) == String(repeating: "x", count: depth))
        let sources = ["main": "{{<layout}}{{$b}}y{{$b}}{{/b}}{{/b}}{{/layout}}", "layout": "{{$b}}{{/b}}"]
        #expect(try render(sources, [String: Any]()) == String(repeating: "y", count: depth - 1))
    }

    // Where this engine departs from swift-mustache, on purpose.

    /// The spec's rule, "each line of the partial is indented": swift-mustache left the first line
    /// of a list's second and later elements unindented. No template of the default theme
    /// indents a partial or a block.
    @Test func everyLineOfAnIndentedPartialIsIndented() throws {
        let sources = ["main": "<ul>\n  {{>items}}\n</ul>\n", "items": "{{#list}}\n<li>{{.}}</li>\n{{/list}}\n"]
        #expect(try render(sources, ["list": ["a", "b"]]) == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
    }

    /// `{{% CONTENT_TYPE: HTML }}` escapes with the site's escaper: swift-mustache's own HTML
    /// escaper let a quote followed by a combining mark through, and control characters.
    @Test func theHTMLPragmaUsesTheSitesEscaper() throws {
        #expect(try render(["main": "{{% CONTENT_TYPE: HTML }}{{v}}"], ["v": "q\"\u{301}\u{7}"]) == "q&quot;\u{301}\u{FFFD}")
    }
}
