import Testing
@testable import RecipositorySite

/// A page rendered around its slots (a cookbook's articles): the renderer notes where each slot
/// value stands, and the page is cut there only when each slot is placed once, in order, unescaped.
@Suite struct TemplateOutputTests {
    func output(_ template: String, _ value: Any) throws -> TemplateOutput {
        let (theme, diagnostics) = Theme.make(overriding: ["page.mustache": Array(template.utf8)], displayRoot: "T")
        #expect(diagnostics.isEmpty)
        return try #require(theme.renderWithSlots("page", value))
    }

    func texts(_ runs: [[UInt8]]?) -> [String]? { runs?.map { String(decoding: $0, as: UTF8.self) } }

    let book: [String: Any] = ["recipes": [["article": TemplateSlot(index: 0)], ["article": TemplateSlot(index: 1)]]]

    @Test func aPageIsCutAtEachSlotInOrder() throws {
        let page = try output("<h1>Böök</h1>\n{{#recipes}}\n{{{article}}}\n{{/recipes}}\n</div>", book)
        #expect(page.text == "<h1>Böök</h1>\n\n\n</div>")
        #expect(texts(page.runs(aroundSlots: 2)) == ["<h1>Böök</h1>\n", "\n", "\n</div>"])
    }

    @Test func aPageWithoutSlotsIsOneRun() throws {
        #expect(texts(try output("<p>No recipes yet.</p>", [String: Any]()).runs(aroundSlots: 0)) == ["<p>No recipes yet.</p>"])
    }

    @Test func slotsRepeatedMissingOrOutOfOrderAreRefused() throws {
        let slots = ["a": TemplateSlot(index: 0), "b": TemplateSlot(index: 1)]
        #expect(try output("{{{a}}}{{{a}}}{{{b}}}", slots).runs(aroundSlots: 2) == nil)
        #expect(try output("{{{a}}}", slots).runs(aroundSlots: 2) == nil)
        #expect(try output("{{{b}}}{{{a}}}", slots).runs(aroundSlots: 2) == nil)
        #expect(try output("{{{a}}}{{{b}}}", slots).runs(aroundSlots: 1) == nil)
    }

    /// `{{article}}` in an HTML template would escape the article: the page is then made whole,
    /// escaped as the theme asked. In a `.txt` template nothing is escaped.
    @Test func anEscapedSlotIsRefused() throws {
        let page = try output("a{{#recipes}}{{article}}{{/recipes}}b", book)
        #expect(page.slots.map(\.escaped) == [true, true])
        #expect(page.runs(aroundSlots: 2) == nil)
        let (theme, _) = Theme.make(overriding: ["page.txt.mustache": Array("a{{#recipes}}{{article}}{{/recipes}}b".utf8)], displayRoot: "T")
        #expect(texts(theme.renderWithSlots("page.txt", book)?.runs(aroundSlots: 2)) == ["a", "", "b"])
    }

    /// A slot at the start of a line of an indented partial stands after the indentation, where
    /// its text would have begun.
    @Test func aSlotInAnIndentedPartialStandsAfterTheIndentation() throws {
        let (theme, _) = Theme.make(overriding: ["page.mustache": Array("<div>\n  {{>part}}\n</div>".utf8),
                                                 "part.mustache": Array("<p>\n{{{a}}}\n".utf8)], displayRoot: "T")
        let page = try #require(theme.renderWithSlots("page", ["a": TemplateSlot(index: 0)]))
        #expect(texts(page.runs(aroundSlots: 1)) == ["<div>\n  <p>\n  ", "\n</div>"])
    }
}
