import Mustache
import RecipositoryCore

/// The recipe page's ways to pass a recipe on: a new mail with the recipe in it, the same mail as
/// a file to open in a mail program, and the Markdown source for another family's collection.
/// The files sit beside the page (`recipes/<slug>/`), so the links are plain file names.
struct ShareLinksViewModel: MustacheParent {
    var mailtoHref: String
    var slug: String

    init(_ mail: RecipeMail) {
        mailtoHref = mail.mailtoURL
        slug = mail.recipe.slug
    }

    func child(named name: String) -> Any? {
        switch name {
        case "mailtoHref": mailtoHref
        case "messageHref": "recipe.eml"
        case "messageFileName": slug + ".eml"
        case "sourceFileHref": SitePath.encodeSegment(slug) + ".md"
        case "sourceFileName": Self.sourceFileName(slug: slug)
        default: nil
        }
    }

    /// The copy of the recipe's Markdown beside its page, named after the slug.
    static func sourceFileName(slug: String) -> String { slug + ".md" }
}
