import RecipositoryCore

/// The mail forms of one recipe, all made from one `MailRecipe` and the theme's mail templates,
/// so the page's `mailto:` link, `email.txt`, `email.html` and both parts of `recipe.eml` agree.
/// One is made for each recipe by the unit of work that renders the recipe's files (see
/// `RenderPlan`) and lives only as long as that unit: each form is made once, when first asked
/// for, and `recipe.eml` reuses the two bodies.
final class RecipeMail {
    let recipe: Recipe
    private let kitchen: RecipeKitchen
    private let theme: Theme
    private let context: RenderContext
    private(set) lazy var mail = MailRecipe(recipe, context: context, estimate: kitchen.estimate)
    private lazy var model = MailViewModel(mail, language: context.config.language)
    private lazy var plainTextModel = MailViewModel(mail, language: context.config.language, layout: PlainTextLayout())
    private var plainTexts: [String: String] = [:]
    private var htmls: [String: String] = [:]

    /// - Parameter kitchen: the recipe's kitchen facts, which its page shares.
    init(_ kitchen: RecipeKitchen, theme: Theme, context: RenderContext) {
        recipe = kitchen.recipe
        self.kitchen = kitchen
        self.theme = theme
        self.context = context
    }

    /// A plain-text mail template's output, from values laid out at 72 columns.
    func plainText(template: String) -> String {
        if let made = plainTexts[template] { return made }
        let made = theme.render(template, plainTextModel) ?? ""
        plainTexts[template] = made
        return made
    }

    /// An HTML mail template's output.
    func html(template: String) -> String {
        if let made = htmls[template] { return made }
        let made = theme.render(template, model) ?? ""
        htmls[template] = made
        return made
    }

    /// `recipe.eml`: both bodies in one draft message, subject the recipe's title.
    func message(htmlTemplate: String, plainTextTemplate: String) -> [UInt8] {
        MIMEMessage(subject: HeaderText.clean(recipe.title), text: plainText(template: plainTextTemplate),
                    html: html(template: htmlTemplate), language: context.config.language).bytes
    }

    /// The `mailto:` link of the recipe page: the title as subject, the recipe in short as body,
    /// shortened to fit a URL when it must.
    var mailtoURL: String { mailto.url }

    /// The `mailto:` link, and whether the recipe had to be shortened to fit it.
    var mailto: (url: String, isShortened: Bool) {
        MailtoLink().link(subject: mail.title, body: MailtoBody.text(mail), pageURL: mail.pageURL)
    }
}
