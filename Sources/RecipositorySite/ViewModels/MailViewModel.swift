import RecipositoryCore
import RecipositoryPictures

/// What the mail templates (`email.html`, `email.txt`) see: the recipe as plain words, links
/// and the picture only as absolute URLs (a mail has no "here" to be relative to). HTML escaping
/// is the template's, as anywhere. For plain text (`layout`) each value comes laid out at 72
/// columns, as the line the default template writes it on (`PlainTextLayout`: a long title,
/// paragraph or step wrapped under its own text, the ingredient lines set in columns), and the
/// template's output is the message: nothing is wrapped after rendering.
/// A class for the reason `RecipePageViewModel` is one: each lookup would copy a struct.
final class MailViewModel: TemplateParent {
    let mail: MailRecipe
    let language: String
    /// How plain-text values are laid out; nil for the HTML mail, whose values are as written.
    let layout: PlainTextLayout?
    /// The amount column's width in plain text, the same for every group.
    private let amountColumn: Int
    private let numberWidth: Int

    init(_ mail: MailRecipe, language: String, layout: PlainTextLayout? = nil) {
        self.mail = mail
        self.language = language
        self.layout = layout
        amountColumn = IngredientColumns().column(for: mail.ingredientGroups.map(\.lines))
        numberWidth = String(mail.stepSections.reduce(0) { $0 + $1.steps.count }).count
    }

    func child(named name: String) -> Any? {
        switch name {
        case "lang": language
        case "title": laid(mail.title)
        case "titleUnderline": String(repeating: "=", count: min(max(DisplayWidth.of(mail.title), 3), 72))
        case "lead": mail.lead.map(laid)
        case "hasFacts": !mail.facts.isEmpty
        case "facts": mail.facts.enumerated().map { FactItem(fact: $1, isLast: $0 == mail.facts.count - 1) }
        case "factLines": factLines.map(laid)
        case "hasIngredients": !mail.ingredientGroups.isEmpty
        case "ingredientGroups": mail.ingredientGroups.map { GroupItem(group: $0, amountColumn: amountColumn, layout: layout) }
        case "hasSteps": !mail.stepSections.isEmpty
        case "stepSections": stepSections
        case "sections": mail.sections.map { SectionItem(section: $0, layout: layout) }
        case "hasNutrition": mail.nutrition != nil
        case "nutrition": mail.nutrition?.rows.map(NutritionRowViewModel.init) ?? []
        case "nutritionLines": mail.nutrition?.rows.map { laid($0.label + ": " + $0.amount) } ?? []
        case "nutritionNote": mail.nutrition.map { laid($0.note) }
        case "author": mail.author
        case "source": mail.source.map(SourceViewModel.init)
        case "pageURL": mail.pageURL
        case "imageURL": mail.imageURL
        case "siteTitle": laid(mail.siteTitle)
        // The foot's lines, each laid out whole (its words and the value), for plain text.
        case "authorLine": mail.author.map { laid("From: " + $0) }
        case "sourceLine": mail.source.map { laid("Source: " + $0) }
        case "pageURLLine": mail.pageURL.map { laid("The recipe online: " + $0) }
        default: nil
        }
    }
}

extension MailRecipe {
    /// How wide `email.html` shows the recipe's photo (its `width`), in pixels.
    static let pictureWidth = 568

    /// The recipe as mail tells it on this site: links and the picture absolute, when there is a base URL.
    /// - Parameter estimate: the recipe's nutrition estimate (`RecipeKitchen.estimate`), asked for
    ///   only when the author gave no nutrition.
    init(_ recipe: Recipe, context: RenderContext, estimate: @autoclosure () -> NutritionEstimate?) {
        let pageURL = context.absoluteURL(context.routes.recipe(recipe.slug))
        // The mail shows the photo 568 px wide: the JPEG copy that fits (every mail program
        // shows JPEG, not all WebP), not the widest, which a phone on a metered line would fetch.
        let imageURL = RecipeImages(recipe).main.flatMap { path -> String? in
            var shown = path
            if let format = PictureFiles.format(path), let size = context.imageSize(path) {
                shown = PictureCopies(path: path, format: format, width: size.width).path(fitting: Self.pictureWidth, format: .jpeg)
            }
            return context.absoluteURL(SitePath.encodePath(shown))
        }
        self.init(recipe, siteTitle: context.config.title, pageURL: pageURL, imageURL: imageURL)
        nutrition = NutritionPanel(recipe, estimate: estimate())
    }
}

private extension MailViewModel {
    /// A value as a line of plain text lays it out; as it is for HTML.
    func laid(_ text: String) -> String { layout?.lines(text) ?? text }

    /// `Servings: 4 · Prep: 15 min · ...` in lines of at most 72 columns, broken between facts only.
    var factLines: [String] {
        var lines: [String] = []
        for fact in mail.facts.map({ "\($0.label): \($0.value)" }) {
            if let last = lines.last, DisplayWidth.fits(last + " · " + fact, in: 72) {
                lines[lines.count - 1] = last + " · " + fact
            } else {
                lines.append(fact)
            }
        }
        return lines
    }

    /// Numbered on from one section to the next, as on the recipe page.
    var stepSections: [StepSectionItem] {
        var number = 0
        return mail.stepSections.map { section in
            StepSectionItem(sectionTitle: section.title, layout: layout, steps: section.steps.map { text in
                number += 1
                let digits = String(number)
                return StepItem(number: number, paddedNumber: String(repeating: " ", count: numberWidth - digits.count) + digits,
                                     text: text)
            })
        }
    }

    struct FactItem: TemplateParent {
        var fact: MailRecipe.Fact
        var isLast: Bool

        func child(named name: String) -> Any? {
            switch name {
            case "label": fact.label
            case "value": fact.value
            case "isLast": isLast
            default: nil
            }
        }
    }

    struct GroupItem: TemplateParent {
        var group: MailRecipe.IngredientGroup
        var amountColumn: Int
        var layout: PlainTextLayout?

        func child(named name: String) -> Any? {
            switch name {
            // The default template writes `{{groupTitle}}:`.
            case "groupTitle": group.title.map { title in layout.map { $0.lines(title, before: ":") } ?? title }
            case "ingredients": group.lines.map(IngredientItem.init)
            // Set in columns for plain text only when asked: the HTML mail has a table.
            case "textLines": textLines
            // The same lines as one value (each tag is a lookup, 0.2 to 0.6 µs).
            case "ingredientText": textLines.joined(separator: "\n")
            default: nil
            }
        }

        /// Each line in columns; laid out again as a line (a web address longer than the line
        /// stays whole, and the line is wrapped under its indentation).
        var textLines: [String] {
            let lines = IngredientColumns().lines(group.lines, column: amountColumn)
            guard let layout else { return lines }
            return lines.map(layout.eachLine)
        }
    }

    struct IngredientItem: TemplateParent {
        var line: MailRecipe.IngredientLine

        func child(named name: String) -> Any? {
            switch name {
            case "amount": line.amount
            case "hasAmount": !line.amount.isEmpty
            case "item": line.item
            default: nil
            }
        }
    }

    struct StepSectionItem: TemplateParent {
        var sectionTitle: String?
        var layout: PlainTextLayout?
        var steps: [StepItem]

        func child(named name: String) -> Any? {
            switch name {
            // The default template writes `{{.}}:`.
            case "sectionTitle": sectionTitle.map { title in layout.map { $0.lines(title, before: ":") } ?? title }
            case "steps": steps
            // `paddedNumber. text` for each step, a blank line between, as one value; in plain
            // text each wrapped under its words, after the number.
            case "stepText": steps.map { step in
                let line = "\(step.paddedNumber). \(step.text)"
                return layout?.lines(line) ?? line
            }.joined(separator: "\n\n")
            default: nil
            }
        }
    }

    struct StepItem: TemplateParent {
        var number: Int
        /// Right-aligned to the widest number of the recipe (` 9`, `10`), for plain text.
        var paddedNumber: String
        var text: String

        func child(named name: String) -> Any? {
            switch name {
            case "number": number
            case "paddedNumber": paddedNumber
            case "text": text
            default: nil
            }
        }
    }

    struct SectionItem: TemplateParent {
        var section: MailRecipe.Section
        var layout: PlainTextLayout?

        func child(named name: String) -> Any? {
            switch name {
            case "heading": layout?.lines(section.title) ?? section.title
            case "headingUnderline": String(repeating: "-", count: min(max(DisplayWidth.of(section.title), 3), 72))
            // A list item (`- `, `2. `) wrapped under its words.
            case "paragraphs": layout.map { section.paragraphs.map($0.lines) } ?? section.paragraphs
            default: nil
            }
        }
    }
}
