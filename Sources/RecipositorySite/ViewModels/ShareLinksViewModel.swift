import RecipositoryCore

/// The recipe page's ways to pass a recipe on: a new mail with the recipe in it (said to be
/// shortened, before it is used, when the recipe does not fit a mail link whole), the whole mail
/// as a file to open in a mail program, and the Markdown source for another family's collection.
/// The files sit beside the page (`recipes/<slug>/`), so the links are plain file names.
struct ShareLinksViewModel: TemplateParent {
    var mailtoHref: String
    var mailIsShortened: Bool
    var slug: String

    init(_ mail: RecipeMail) {
        (mailtoHref, mailIsShortened) = mail.mailto
        slug = mail.recipe.slug
    }

    func child(named name: String) -> Any? {
        switch name {
        case "mailtoHref": mailtoHref
        case "mailIsShortened": mailIsShortened
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
