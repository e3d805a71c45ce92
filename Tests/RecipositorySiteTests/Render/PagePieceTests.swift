import Testing
@testable import RecipositorySite

@Suite struct PagePieceTests {
    @Test func aPieceIsItsRunsWithTheFillingAtEachPlace() {
        let piece = PagePiece(runs: [Array("<p>No. ".utf8), Array(" of the book, no. ".utf8), Array("</p>".utf8)], filling: Array("12".utf8))
        #expect(String(decoding: piece.bytes, as: UTF8.self) == "<p>No. 12 of the book, no. 12</p>")
        #expect(PagePiece(Array("plain".utf8)).bytes == Array("plain".utf8))
    }

    /// Kept without its filling, and read back with another: the same runs, the new filling.
    @Test func aKeptPieceReadsBackWithAnyFilling() throws {
        let piece = PagePiece(runs: [Array("<b>".utf8), [], Array("é</b>\n".utf8)], filling: Array("3".utf8))
        let back = try #require(PagePiece(kept: piece.kept, filling: Array("41".utf8)))
        #expect(back.runs == piece.runs && String(decoding: back.bytes, as: UTF8.self) == "<b>4141é</b>\n")
        #expect(!piece.kept.contains(UInt8(ascii: "3")), "the filling is not kept")
    }

    /// Bytes that are no kept piece (another kind of part, cut short, longer) read as none, so the
    /// article is rendered again rather than written wrong.
    @Test func bytesThatAreNoKeptPieceReadAsNone() {
        let kept = PagePiece(runs: [Array("ab".utf8), Array("cd".utf8)], filling: []).kept
        #expect(PagePiece(kept: kept, filling: []) != nil)
        #expect(PagePiece(kept: Array(kept.dropLast()), filling: []) == nil)
        #expect(PagePiece(kept: kept + [0], filling: []) == nil)
        #expect(PagePiece(kept: [], filling: []) == nil)
        #expect(PagePiece(kept: [0, 0, 0, 0], filling: []) == nil)
        #expect(PagePiece(kept: Array("<article>".utf8), filling: []) == nil)
    }

    /// An article made with its number as a slot and the number put in is the article rendered with
    /// its number (`CookbookViewModel.article`, the plain way): with the default theme, and with
    /// partials that show the number twice, in a section, as `{{.}}`, last of all (the final newline
    /// trimmed as before), as a field of it (nothing), or not at all.
    @Test(arguments: [
        nil,
        "<p>{{number}}. {{title}} ({{number}})</p>\n",
        "{{#number}}<i>No. {{.}}</i>{{/number}}{{^number}}none{{/number}}\n",
        "<h2>{{title}}</h2>\n{{number}}\n",
        "<h2>{{title}}</h2>\n<p>{{number}}</p>\r\n",
        "<h2>{{title}}</h2>{{number.index}}|{{#number}}{{index}}{{/number}}|\n",
        "<h2>{{title}}</h2>\n\n",
    ] as [String?]) func anArticlesPieceIsTheArticleWithItsNumber(partial: String?) throws {
        let theme = partial.map { text -> Theme in
            let (theme, diagnostics) = Theme.make(overriding: ["partials/cookbook-recipe.mustache": Array(text.utf8)], displayRoot: "T")
            #expect(diagnostics.isEmpty)
            return theme
        } ?? .builtIn
        let context = RenderContext(config: RenderFixture.config, index: SiteCatalog(RenderFixture.recipes), routes: Routes(OutputFormat.defaults),
                                    imageSize: { _ in nil })
        let plain = CookbookViewModel(term: nil, pagePath: "cookbook/index.html", context: context, theme: theme, articles: .rendered)
        let slotted = CookbookViewModel(term: nil, pagePath: "cookbook/index.html", context: context, theme: theme, articles: .slot)
        let entries = plain.chapters.flatMap(\.recipes)
        #expect(entries.count == RenderFixture.recipes.count && slotted.articles.count == entries.count)
        for (index, entry) in entries.enumerated() {
            guard case .text(let text)? = entry.article else {
                Issue.record("no article rendered for \(entry.title)")
                continue
            }
            let piece = slotted.articles.article(at: index)
            #expect(String(decoding: piece.bytes, as: UTF8.self) == text, "\(entry.title)")
            #expect(slotted.articles.number(at: index) == Array("\(entry.number)".utf8))
            // Kept and put back at another number: that number where the plain article has its own.
            let moved = try #require(PagePiece(kept: piece.kept, filling: Array("\(entry.number + 100)".utf8)))
            #expect(moved.runs == piece.runs)
        }
    }
}
