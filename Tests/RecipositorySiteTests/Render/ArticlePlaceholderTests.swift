import Testing
@testable import RecipositorySite

@Suite struct ArticlePlaceholderTests {
    func page(_ parts: [String]) -> String { parts.joined() }
    func texts(_ runs: [[UInt8]]?) -> [String]? { runs?.map { String(decoding: $0, as: UTF8.self) } }

    @Test func aPageIsCutAtEachMarkInOrder() {
        let marked = page(["<h1>Book</h1>\n", ArticlePlaceholder.mark(0), "\n", ArticlePlaceholder.mark(1), "\n</div>"])
        #expect(texts(ArticlePlaceholder.split(marked, count: 2)) == ["<h1>Book</h1>\n", "\n", "\n</div>"])
    }

    @Test func aPageWithoutArticlesIsOneRun() {
        #expect(texts(ArticlePlaceholder.split(page(["<p>No recipes yet.</p>"]), count: 0)) == ["<p>No recipes yet.</p>"])
    }

    @Test func marksRepeatedMissingOrOutOfOrderAreRefused() {
        let (m0, m1) = (ArticlePlaceholder.mark(0), ArticlePlaceholder.mark(1))
        #expect(ArticlePlaceholder.split(page([m0, m0, m1]), count: 2) == nil)
        #expect(ArticlePlaceholder.split(page([m0]), count: 2) == nil)
        #expect(ArticlePlaceholder.split(page([m1, m0]), count: 2) == nil)
        #expect(ArticlePlaceholder.split(page([m0, m1]), count: 1) == nil)
    }

    /// A theme writing `{{article}}` escapes the mark's `&`, so the page is made whole, escaped as the theme asked.
    @Test func anEscapedOrAlteredMarkIsRefused() {
        let escaped = ArticlePlaceholder.mark(0).replacingOccurrences(of: "&", with: "&amp;")
        #expect(ArticlePlaceholder.split(page(["a", escaped, "b"]), count: 1) == nil)
        let cut = String(ArticlePlaceholder.mark(0).unicodeScalars.dropLast())
        #expect(ArticlePlaceholder.split(page(["a", cut, "b"]), count: 1) == nil)
        #expect(ArticlePlaceholder.split(page(["a", cut]), count: 1) == nil)
    }

    @Test func markBytesInOtherTextAreNotTakenForArticles() {
        // A title holding the mark of a later article: the page cannot be cut safely.
        let marked = page([ArticlePlaceholder.mark(0), "<li>", ArticlePlaceholder.mark(1), "</li>", ArticlePlaceholder.mark(1)])
        #expect(ArticlePlaceholder.split(marked, count: 2) == nil)
    }
}
