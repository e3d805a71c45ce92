import RecipositoryCore

/// The mail forms of one recipe, all made from the theme's mail templates and the same view
/// model, so `email.txt`, `email.html`, the parts of `recipe.eml` and the `mailto:` body agree.
enum RecipeMail {
    /// The plain-text mail, wrapped at 72 columns whatever the template wrote.
    static func plainText(_ recipe: Recipe, template: String, theme: Theme,
                          context: RenderContext) -> String {
        PlainTextLayout().finish(theme.render(template, MailViewModel(recipe, context: context)) ?? "")
    }

    /// `recipe.eml`: both bodies in one draft message, subject the recipe's title.
    static func message(_ recipe: Recipe, htmlTemplate: String, plainTextTemplate: String, theme: Theme,
                        context: RenderContext) -> [UInt8] {
        let model = MailViewModel(recipe, context: context)
        let text = PlainTextLayout().finish(theme.render(plainTextTemplate, model) ?? "")
        let html = theme.render(htmlTemplate, model) ?? ""
        return MIMEMessage(subject: model.mail.title, text: text, html: html, language: context.config.language).bytes
    }

    /// The `mailto:` link of the recipe page: the title as subject, the recipe in short as body,
    /// shortened to fit a URL when it must.
    static func mailtoURL(_ recipe: Recipe, context: RenderContext) -> String {
        let mail = MailViewModel(recipe, context: context).mail
        return MailtoLink().url(subject: mail.title, body: MailtoBody.text(mail), pageURL: mail.pageURL)
    }
}
