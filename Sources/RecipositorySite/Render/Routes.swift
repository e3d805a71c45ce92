import RecipositoryCore
import RecipositoryPictures

/// Every URL of the site, read from the site's output-format table (`SiteRenderer.formats`, the
/// rows validation kept): a recipe's page, a term's page and a cookbook are where their rows put
/// them, and nothing else spells `recipes/` or `categories/`. Site paths for links percent-encode
/// the slug; the paths files are written at (`OutputFormat.path(slug:)`) keep it as it is.
public struct Routes: Sendable {

    /// Folder patterns with `{slug}` (`recipes/{slug}/`), by row kind.
    private let recipe: SlugPattern
    private let terms: [Taxonomy: SlugPattern]
    private let cookbooks: [Taxonomy?: SlugPattern]
    /// The pages that are one file, as folders (`search/`), or `feed.xml`.
    public let home: String
    public let allRecipes: String
    public let search: String
    public let feed: String

    public init(_ formats: [OutputFormat]) {
        var recipe: SlugPattern?
        var terms: [Taxonomy: SlugPattern] = [:]
        var cookbooks: [Taxonomy?: SlugPattern] = [:]
        var singles: [String: String] = [:]
        for format in formats {
            let folder = SlugPattern(Self.folder(format.pathPattern))
            switch format.kind {
            case .recipe: recipe = recipe ?? folder
            case .listing(let taxonomy): terms[taxonomy] = terms[taxonomy] ?? folder
            case .cookbook(let taxonomy): cookbooks[taxonomy] = cookbooks[taxonomy] ?? folder
            case .home, .allRecipes, .search, .feed:
                singles[Self.name(format.kind)] = singles[Self.name(format.kind)] ?? Self.folder(format.pathPattern)
            default: break
            }
        }
        self.recipe = recipe ?? Self.bare
        self.terms = terms
        self.cookbooks = cookbooks
        // A table without the row has no such page; links go where the default table puts it.
        home = singles["home"] ?? ""
        allRecipes = singles["allRecipes"] ?? "recipes/"
        search = singles["search"] ?? "search/"
        feed = singles["feed"] ?? "feed.xml"
    }

    private static func name(_ kind: OutputFormat.PageKind) -> String {
        switch kind {
        case .home: "home"
        case .allRecipes: "allRecipes"
        case .search: "search"
        default: "feed"
        }
    }

    /// A recipe's page (`recipes/soup/`).
    public func recipe(_ slug: String) -> String { recipe.filled(SitePath.encodeSegment(slug)) }

    /// The file of a recipe's page from the site root (`recipes/soup/index.html`), as the search index names it.
    public func recipePage(_ slug: String) -> String { SitePath.linkTarget(recipe(slug)) }

    /// The folder a recipe's files are written in, its slug as it is.
    func recipeFolder(_ slug: String) -> String { recipe.filled(slug) }

    /// A term's page (`categories/desserts/`).
    func term(_ slug: String, in taxonomy: Taxonomy) -> String {
        (terms[taxonomy] ?? Self.bare).filled(SitePath.encodeSegment(slug))
    }

    /// A term's page, from the term itself.
    func term(_ term: TaxonomyTerm) -> String { self.term(term.slug, in: term.taxonomy) }

    /// A cookbook: the whole collection's (`cookbook/`), or one term's (`cookbook/desserts/`).
    func cookbook(_ term: TaxonomyTerm?) -> String {
        (cookbooks[term?.taxonomy] ?? Self.bare).filled(term.map { SitePath.encodeSegment($0.slug) } ?? "")
    }

    /// Whether the table has a cookbook for one term of `taxonomy` (categories have one).
    func hasCookbook(for taxonomy: Taxonomy) -> Bool { cookbooks[taxonomy] != nil }

    /// Where a link of a recipe leads, from the site root (`recipes/soup/#step-2`, `pix/x.webp`).
    public func path(of target: SiteTarget) -> String {
        switch target {
        case .recipe(let slug, let fragment): recipe(slug) + fragment
        case .file(let path, let fragment): path + fragment
        case .home(let fragment): fragment
        }
    }
}

extension Routes {
    /// Page `number` of a paged list or cookbook whose first page is the folder `first`
    /// (`categories/desserts/`): the first is itself, the others `categories/desserts/page/2/`.
    static func page(_ number: Int, of first: String) -> String {
        guard number > 1 else { return first }
        return (first.isEmpty || first.hasSuffix("/") ? first : folderOfFile(first)) + "page/\(number)/"
    }

    /// The file of page `number` of a list whose first page is the file `first`
    /// (`categories/desserts/index.html` gives `categories/desserts/page/2/index.html`).
    static func pageFile(_ number: Int, of first: String) -> String {
        guard number > 1 else { return first }
        return SitePath.linkTarget(page(number, of: folderOfFile(first)))
    }

    /// A file's page as a folder: `x/index.html` is `x/`, `tags/soup.html` is `tags/soup/`.
    private static func folderOfFile(_ path: String) -> String {
        if path.hasSuffix("index.html") { return String(path.dropLast("index.html".count)) }
        let stem = PictureFiles.fileExtension(path).isEmpty ? path : String(path.dropLast(PictureFiles.fileExtension(path).count + 1))
        return stem + "/"
    }

    /// A picture's copy `width` pixels wide in `format`, beside it: `pix/pie.jpg` at 720 as WebP
    /// is `pix/pie-720.webp`.
    static func picture(_ path: String, width: Int, format: PictureFormat) -> String {
        let stem = PictureFiles.fileExtension(path).isEmpty ? path : String(path.dropLast(PictureFiles.fileExtension(path).count + 1))
        return "\(stem)-\(width).\(format.fileExtension)"
    }
}

private extension Routes {
    /// The folder of a page pattern: `recipes/{slug}/index.html` gives `recipes/{slug}/`.
    static func folder(_ pattern: String) -> String {
        pattern.hasSuffix("index.html") ? String(pattern.dropLast("index.html".count)) : pattern
    }

    /// Where a table without such a row would put the page.
    static let bare = SlugPattern("{slug}/")
}
