import Testing
@testable import RecipositorySite

/// How a long list or cookbook is cut into pages (`Paging.pages`).
struct PagingTests {
    @Test func aListThatFitsIsNotPaged() {
        #expect(Paging.pages(groups: [5], size: 5) == nil)
        #expect(Paging.pages(groups: [2, 3], size: 5) == nil)
        #expect(Paging.pages(groups: [], size: 5) == nil)
    }

    @Test func aLongListIsCutIntoFullPagesAndTheRest() throws {
        let pages = try #require(Paging.pages(groups: [12], size: 5))
        #expect(pages.map(\.range) == [0..<5, 5..<10, 10..<12])
        #expect(pages.map(\.number) == [1, 2, 3])
        #expect(pages.allSatisfy { $0.count == 3 })
    }

    /// A cookbook's chapters go on a page whole while they fit; a chapter longer than a page
    /// fills pages of its own and the next chapters continue on its last page.
    @Test func chaptersStayWholeWhileTheyFit() throws {
        // Breads 3 and Soups 3 do not fit in 5 together: Soups starts page 2.
        #expect(try #require(Paging.pages(groups: [3, 3], size: 5)).map(\.range) == [0..<3, 3..<6])
        // 2 + 2 fit; then Desserts (12) starts a page, fills two, and Drinks (1) joins its last.
        #expect(try #require(Paging.pages(groups: [2, 2, 12, 1], size: 5)).map(\.range) == [0..<4, 4..<9, 9..<14, 14..<17])
    }

    @Test func eachPageIsAtTheListsAddressOrUnderItsPageFolder() {
        #expect(Routes.page(1, of: "categories/desserts/") == "categories/desserts/")
        #expect(Routes.page(3, of: "categories/desserts/") == "categories/desserts/page/3/")
        #expect(Routes.pageFile(1, of: "recipes/index.html") == "recipes/index.html")
        #expect(Routes.pageFile(2, of: "recipes/index.html") == "recipes/page/2/index.html")
        #expect(Routes.pageFile(2, of: "tags/soup.html") == "tags/soup/page/2/index.html")
    }
}
