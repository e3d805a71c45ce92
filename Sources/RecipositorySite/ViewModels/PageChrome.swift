import RecipositoryCore

/// What the layout needs on every HTML page: site name, language, the way back to the root,
/// robots and structured data. Page view models answer for their own names and ask this for the rest.
struct PageChrome: TemplateParent {
    var config: SiteConfig
    /// Where the pages every page links to are (home, search, feed, the A–Z list).
    var routes: Routes
    /// Relative (`../../`) or, on the 404 page of a site with a base URL, absolute.
    var root: String
    /// The page's own title; nil on the home page.
    var pageTitle: String?
    var metaDescription: String?
    /// Absolute URL of the page, when the site has a base URL.
    var canonicalURL: String?
    /// Script-safe JSON-LD, placed inside `<script type="application/ld+json">` unescaped.
    var jsonLD: String?
    /// A class for `<body>` so the stylesheet can tell page kinds apart (`page-recipe`).
    var pageClass: String

    func child(named name: String) -> Any? {
        Self.children[name]?(self)
    }
}

private extension PageChrome {
    static let children: [String: @Sendable (PageChrome) -> Any?] = [
        "lang": { $0.config.language },
        "siteTitle": { $0.config.title },
        "siteDescription": { $0.config.description },
        "siteAuthor": { $0.config.author },
        "documentTitle": { chrome in chrome.pageTitle.map { "\($0) – \(chrome.config.title)" } ?? chrome.config.title },
        "pageTitle": { $0.pageTitle },
        "metaDescription": { $0.metaDescription ?? $0.config.description },
        "isPrivate": { $0.config.isPrivate },
        "canonicalURL": { $0.canonicalURL },
        "jsonLD": { $0.jsonLD },
        "pageClass": { $0.pageClass },
        "root": { $0.root },
        "homeHref": { $0.root + SitePath.linkTarget($0.routes.home) },
        "searchHref": { $0.root + SitePath.linkTarget($0.routes.search) },
        "feedHref": { $0.root + SitePath.linkTarget($0.routes.feed) },
        "allRecipesHref": { $0.root + SitePath.linkTarget($0.routes.allRecipes) },
        "assetsHref": { $0.root + "assets/" },
        "previewScript": { $0.config.previewScript },
    ]
}
