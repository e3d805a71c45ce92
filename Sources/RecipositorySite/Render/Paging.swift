/// Which page of a long list a page is: a list of more than `page_size` recipes (a term's page,
/// the A–Z list) or a cookbook of more is cut into pages, the first at the list's own address, the
/// others at `page/2/`, `page/3/` under it (`Routes.page`), as Hugo and Zola page their lists.
struct Paging: Hashable, Sendable {
    /// From 1.
    var number: Int
    var count: Int
    /// The positions in the whole list (or book) that this page shows.
    var range: Range<Int>

    /// The pages of a list of `groups` (a cookbook's chapters, in order; a list is one group) of
    /// at most `size` items each: a group that fits on the page being filled goes on it whole, one
    /// that does not starts a new page, and one larger than a page fills whole pages of its own.
    /// A list that fits on one page is one page (nil: nothing about it changes).
    static func pages(groups: [Int], size: Int) -> [Paging]? {
        let total = groups.reduce(0, +)
        guard total > size, size > 0 else { return nil }
        var ends: [Int] = []
        var start = 0, end = 0
        for group in groups {
            if end - start + group > size, end > start {
                ends.append(end)
                start = end
            }
            end += group
            while end - start > size {
                start += size
                ends.append(start)
            }
        }
        if end > start { ends.append(end) }
        var pages: [Paging] = []
        var from = 0
        for (offset, to) in ends.enumerated() {
            pages.append(Paging(number: offset + 1, count: ends.count, range: from..<to))
            from = to
        }
        return pages
    }
}
