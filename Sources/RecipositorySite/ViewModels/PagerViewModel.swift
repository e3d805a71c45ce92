
/// The links between the pages of a paged list or cookbook (`partials/pager`): every page by its
/// number, the one shown marked as current, and the previous and next ones.
struct PagerViewModel: TemplateParent {
    struct PageLink: TemplateParent {
        var number: Int
        var href: String
        var isCurrent: Bool

        func child(named key: String) -> Any? {
            switch key {
            case "number": number
            case "href": href
            case "isCurrent": isCurrent
            default: nil
            }
        }
    }

    var paging: Paging
    var pages: [PageLink]

    /// - Parameters:
    ///   - first: the first page's site folder (`categories/desserts/`), from `Routes`.
    ///   - root: the way back to the site root from the page shown.
    init(_ paging: Paging, first: String, root: String) {
        self.paging = paging
        pages = (1...paging.count).map {
            PageLink(number: $0, href: SitePath.link(to: Routes.page($0, of: first), rootPrefix: root), isCurrent: $0 == paging.number)
        }
    }

    /// The page's title with its number (`Desserts, page 2 of 5`); the first page's is the list's own.
    static func title(_ title: String, _ paging: Paging?) -> String {
        guard let paging, paging.number > 1 else { return title }
        return "\(title), page \(paging.number) of \(paging.count)"
    }

    func child(named key: String) -> Any? {
        switch key {
        case "number": paging.number
        case "count": paging.count
        case "pages": pages
        case "previousHref": paging.number > 1 ? pages[paging.number - 2].href : nil
        case "nextHref": paging.number < paging.count ? pages[paging.number].href : nil
        default: nil
        }
    }
}
