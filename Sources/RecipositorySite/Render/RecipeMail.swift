import RecipositoryCore

/// The mail forms of one recipe, all made from the theme's mail templates and the same view
/// model, so `email.txt`, `email.html` and the parts of `recipe.eml` agree.
enum RecipeMail {
    /// The plain-text mail (wrapped at 72 columns whatever the template wrote) and the HTML mail.
    static func bodies(_ recipe: Recipe, text: String, html: String, theme: Theme,
                       context: RenderContext) -> MailBodyCache.Bodies {
        let model = MailViewModel(recipe, context: context)
        return MailBodyCache.Bodies(text: PlainTextLayout().finish(theme.render(text, model) ?? ""),
                                    html: theme.render(html, model) ?? "")
    }

    /// A `text/plain` mail row's file: from the cache when it is the cached template.
    static func plainText(_ recipe: Recipe, template: String, theme: Theme, context: RenderContext) -> String {
        if template == context.mailBodies.textTemplate, let cached = context.mailBodies.bodies(of: recipe) { return cached.text }
        return PlainTextLayout().finish(theme.render(template, MailViewModel(recipe, context: context)) ?? "")
    }

    /// An HTML mail row's file: from the cache when it is the cached template.
    static func html(_ recipe: Recipe, template: String, theme: Theme, context: RenderContext) -> String {
        if template == context.mailBodies.htmlTemplate, let cached = context.mailBodies.bodies(of: recipe) { return cached.html }
        return theme.render(template, MailViewModel(recipe, context: context)) ?? ""
    }

    /// `recipe.eml`: both bodies in one draft message, subject the recipe's title.
    static func message(_ recipe: Recipe, htmlTemplate: String, plainTextTemplate: String, theme: Theme,
                        context: RenderContext) -> [UInt8] {
        let text = plainText(recipe, template: plainTextTemplate, theme: theme, context: context)
        let html = html(recipe, template: htmlTemplate, theme: theme, context: context)
        return MIMEMessage(subject: HeaderText.clean(recipe.title), text: text, html: html,
                           language: context.config.language).bytes
    }

    /// The `mailto:` link of the recipe page: the title as subject, the recipe in short as body,
    /// shortened to fit a URL when it must.
    static func mailtoURL(_ recipe: Recipe, context: RenderContext) -> String {
        let mail = MailRecipe(recipe, context: context)
        return MailtoLink().url(subject: mail.title, body: MailtoBody.text(mail), pageURL: mail.pageURL)
    }
}
