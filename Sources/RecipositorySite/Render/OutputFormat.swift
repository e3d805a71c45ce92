/// One kind of file the site is made of, as data: add a row to render a new kind of file
/// (a print page, `email.txt`, the search page) without touching the renderer.
public struct OutputFormat: Hashable, Sendable {
    /// Which view model the template sees, and how many files the row makes.
    public enum PageKind: Hashable, Sendable {
        /// One file for the whole site: the home page and its listing of every recipe.
        case home
        /// One file per recipe; `{slug}` in the path pattern is the recipe's slug.
        case recipe
        /// One file per term of a taxonomy; `{slug}` is the term's slug.
        case listing(Taxonomy)
        /// Every recipe, A to Z, under its first letter.
        case allRecipes
        /// One file with the layout's values only (for pages whose content is all in the template).
        case plain
        /// Like `plain`, but linking with absolute URLs when the site has a base URL, because
        /// hosts serve `404.html` at whatever depth the missing page was asked for.
        case notFound
        /// The Atom feed of the newest recipes.
        case feed
        /// The sitemap, for public sites with a base URL.
        case sitemap
        /// The search page: the layout's values plus the category and ingredient links it
        /// offers when JavaScript is off.
        case search
        /// A printable cookbook: a title page, contents, then every recipe on its own pages. Nil
        /// makes one for the whole collection; a taxonomy makes one per term (`{slug}`).
        case cookbook(Taxonomy?)
        /// One file per recipe from the mail view model (`email.html`, `email.txt`). A `text/plain`
        /// row is wrapped at 72 columns after rendering.
        case recipeMail
        /// One mail message per recipe (`recipe.eml`): the HTML part from `template`, the plain-text
        /// part from `plainTextTemplate`, both with the mail view model.
        case mailMessage(plainTextTemplate: String)
    }

    /// When a row produces anything at all.
    public enum Requirement: Hashable, Sendable {
        case always
        /// The site is public (`private: false`) and has a `base_url`.
        case publicSiteWithBaseURL
        /// The site is private (`private: true`, the default).
        case privateSite
    }

    public var name: String
    /// Template name (file name under Templates/ without `.mustache`).
    public var template: String
    /// Output path, `/`-separated, with `{slug}` for per-recipe and per-term rows.
    public var pathPattern: String {
        didSet { slugPattern = SlugPattern(pathPattern) }
    }
    /// `pathPattern`, cut at its `{slug}`s once for the many pages of the row.
    private var slugPattern: SlugPattern
    public var mediaType: String
    public var kind: PageKind
    public var requirement: Requirement
    /// A file of the site's own `static/` at this path is published instead (a family's own
    /// `robots.txt`), where any other would collide.
    public var yieldsToStaticFile: Bool

    public init(name: String, template: String, pathPattern: String, mediaType: String, kind: PageKind,
                requirement: Requirement = .always, yieldsToStaticFile: Bool = false) {
        self.name = name
        self.template = template
        self.pathPattern = pathPattern
        slugPattern = SlugPattern(pathPattern)
        self.mediaType = mediaType
        self.kind = kind
        self.requirement = requirement
        self.yieldsToStaticFile = yieldsToStaticFile
    }

    /// The default table.
    public static let defaults: [OutputFormat] = [
        OutputFormat(name: "home", template: "home", pathPattern: "index.html", mediaType: "text/html", kind: .home),
        OutputFormat(name: "recipe", template: "recipe", pathPattern: "recipes/{slug}/index.html",
                     mediaType: "text/html", kind: .recipe),
        OutputFormat(name: "all-recipes", template: "all-recipes", pathPattern: "recipes/index.html",
                     mediaType: "text/html", kind: .allRecipes),
        OutputFormat(name: "category", template: "listing", pathPattern: "categories/{slug}/index.html",
                     mediaType: "text/html", kind: .listing(.category)),
        OutputFormat(name: "cuisine", template: "listing", pathPattern: "cuisines/{slug}/index.html",
                     mediaType: "text/html", kind: .listing(.cuisine)),
        OutputFormat(name: "tag", template: "listing", pathPattern: "tags/{slug}/index.html",
                     mediaType: "text/html", kind: .listing(.tag)),
        OutputFormat(name: "ingredient", template: "listing", pathPattern: "ingredients/{slug}/index.html",
                     mediaType: "text/html", kind: .listing(.ingredient)),
        OutputFormat(name: "search", template: "search", pathPattern: "search/index.html", mediaType: "text/html",
                     kind: .search),
        OutputFormat(name: "shopping-list", template: "shopping-list", pathPattern: "list/index.html",
                     mediaType: "text/html", kind: .plain),
        OutputFormat(name: "not-found", template: "404", pathPattern: "404.html", mediaType: "text/html",
                     kind: .notFound),
        OutputFormat(name: "feed", template: "feed.xml", pathPattern: "feed.xml", mediaType: "application/atom+xml",
                     kind: .feed),
        OutputFormat(name: "sitemap", template: "sitemap.xml", pathPattern: "sitemap.xml",
                     mediaType: "application/xml", kind: .sitemap, requirement: .publicSiteWithBaseURL),
        OutputFormat(name: "robots", template: "robots.txt", pathPattern: "robots.txt", mediaType: "text/plain",
                     kind: .plain, requirement: .privateSite, yieldsToStaticFile: true),
        OutputFormat(name: "cookbook", template: "cookbook", pathPattern: "cookbook/index.html",
                     mediaType: "text/html", kind: .cookbook(nil)),
        OutputFormat(name: "category-cookbook", template: "cookbook", pathPattern: "cookbook/{slug}/index.html",
                     mediaType: "text/html", kind: .cookbook(.category)),
        OutputFormat(name: "email-html", template: "email.html", pathPattern: "recipes/{slug}/email.html",
                     mediaType: "text/html", kind: .recipeMail),
        OutputFormat(name: "email-text", template: "email.txt", pathPattern: "recipes/{slug}/email.txt",
                     mediaType: "text/plain", kind: .recipeMail),
        OutputFormat(name: "email-message", template: "email.html", pathPattern: "recipes/{slug}/recipe.eml",
                     mediaType: "message/rfc822", kind: .mailMessage(plainTextTemplate: "email.txt")),
    ]

    /// Every template the row renders with.
    var templates: [String] {
        if case .mailMessage(let plainText) = kind { return [template, plainText] }
        return [template]
    }

    /// The output path for one page of this row.
    func path(slug: String? = nil) -> String {
        guard let slug else { return pathPattern }
        return slugPattern.filled(slug)
    }
}
