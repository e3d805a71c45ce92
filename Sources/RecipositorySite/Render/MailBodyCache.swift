import RecipositoryCore

/// Each recipe's two mail bodies, rendered once before the pages: `email.txt`, `email.html` and
/// both parts of `recipe.eml` are the same text, so the templates run once per recipe, not twice.
/// Only for the templates of the table's message row; any other mail row renders for itself.
struct MailBodyCache: Sendable {
    struct Bodies: Sendable {
        var text: String
        var html: String
    }

    let textTemplate: String?
    let htmlTemplate: String?
    private let bodies: [String: Bodies]

    /// Nothing cached.
    init() {
        self.init(textTemplate: nil, htmlTemplate: nil, bodies: [:])
    }

    private init(textTemplate: String?, htmlTemplate: String?, bodies: [String: Bodies]) {
        self.textTemplate = textTemplate
        self.htmlTemplate = htmlTemplate
        self.bodies = bodies
    }

    init(recipes: [Recipe], formats: [OutputFormat], theme: Theme, context: RenderContext) {
        let row = formats.lazy.compactMap { format -> (String, String)? in
            if case .mailMessage(let text) = format.kind { return (text, format.template) }
            return nil
        }.first
        guard let (text, html) = row, theme.hasTemplate(text), theme.hasTemplate(html) else {
            self.init()
            return
        }
        let made = ConcurrentMap.map(recipes) { RecipeMail.bodies($0, text: text, html: html, theme: theme, context: context) }
        self.init(textTemplate: text, htmlTemplate: html,
                  bodies: Dictionary(zip(recipes.map(\.slug), made), uniquingKeysWith: { first, _ in first }))
    }

    func bodies(of recipe: Recipe) -> Bodies? { bodies[recipe.slug] }
}
