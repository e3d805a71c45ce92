import RecipositoryCore

/// sitemap.xml: every page of a public site, by absolute URL, with the content's own dates.
struct SitemapViewModel: TemplateParent {
    struct URLEntry: TemplateParent {
        var loc: String
        var lastmod: String?

        func child(named name: String) -> Any? {
            switch name {
            case "loc": loc
            case "lastmod": lastmod
            default: nil
            }
        }
    }

    var urls: [URLEntry]

    init(baseURL: String, index: SiteCatalog, routes: Routes) {
        var urls = [URLEntry(loc: SitePath.absoluteURL("", baseURL: baseURL), lastmod: nil)]
        for recipe in index.recipes {
            urls.append(URLEntry(loc: SitePath.absoluteURL(routes.recipe(recipe.slug), baseURL: baseURL),
                                 lastmod: recipe.date?.description))
        }
        for taxonomy in Taxonomy.allCases {
            for term in index.terms(taxonomy) {
                urls.append(URLEntry(loc: SitePath.absoluteURL(routes.term(term), baseURL: baseURL), lastmod: nil))
            }
        }
        self.urls = urls
    }

    func child(named name: String) -> Any? {
        name == "urls" ? urls : nil
    }
}
