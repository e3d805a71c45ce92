import RecipositoryCore
import RecipositoryPictures

/// What the mail templates (`email.html`, `email.txt`) see: the recipe as plain words, links
/// and the picture only as absolute URLs (a mail has no "here" to be relative to), and for plain
/// text the ingredient lines already set in columns. HTML escaping is the template's, as anywhere.
/// A class for the reason `RecipePageViewModel` is one: each lookup would copy a struct.
final class MailViewModel: TemplateParent {
    let mail: MailRecipe
    let language: String
    /// The amount column's width in plain text, the same for every group.
    private let amountColumn: Int
    private let numberWidth: Int

    init(_ mail: MailRecipe, language: String) {
        self.mail = mail
        self.language = language
        amountColumn = IngredientColumns().column(for: mail.ingredientGroups.map(\.lines))
        numberWidth = String(mail.stepSections.reduce(0) { $0 + $1.steps.count }).count
    }

    func child(named name: String) -> Any? {
        switch name {
        case "lang": language
        case "title": mail.title
        case "titleUnderline": String(repeating: "=", count: min(max(DisplayWidth.of(mail.title), 3), 72))
        case "lead": mail.lead
        case "hasFacts": !mail.facts.isEmpty
        case "facts": mail.facts.enumerated().map { FactItem(fact: $1, isLast: $0 == mail.facts.count - 1) }
        case "factLines": factLines
        case "hasIngredients": !mail.ingredientGroups.isEmpty
        case "ingredientGroups": mail.ingredientGroups.map { GroupItem(group: $0, amountColumn: amountColumn) }
        case "hasSteps": !mail.stepSections.isEmpty
        case "stepSections": stepSections
        case "sections": mail.sections.map(SectionItem.init)
        case "hasNutrition": mail.nutrition != nil
        case "nutrition": mail.nutrition?.rows.map(NutritionRowViewModel.init) ?? []
        case "nutritionLines": mail.nutrition?.rows.map { $0.label + ": " + $0.amount } ?? []
        case "nutritionNote": mail.nutrition?.note
        case "author": mail.author
        case "source": mail.source.map(SourceViewModel.init)
        case "pageURL": mail.pageURL
        case "imageURL": mail.imageURL
        case "siteTitle": mail.siteTitle
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
            StepSectionItem(sectionTitle: section.title, steps: section.steps.map { text in
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

        func child(named name: String) -> Any? {
            switch name {
            case "groupTitle": group.title
            case "ingredients": group.lines.map(IngredientItem.init)
            // Set in columns for plain text only when asked: the HTML mail has a table.
            case "textLines": IngredientColumns().lines(group.lines, column: amountColumn)
            // The same lines as one value (each tag is a lookup, 0.2 to 0.6 µs).
            case "ingredientText": IngredientColumns().lines(group.lines, column: amountColumn).joined(separator: "\n")
            default: nil
            }
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
        var steps: [StepItem]

        func child(named name: String) -> Any? {
            switch name {
            case "sectionTitle": sectionTitle
            case "steps": steps
            // `paddedNumber. text` for each step, a blank line between, as one value.
            case "stepText": steps.map { "\($0.paddedNumber). \($0.text)" }.joined(separator: "\n\n")
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

        func child(named name: String) -> Any? {
            switch name {
            case "heading": section.title
            case "headingUnderline": String(repeating: "-", count: min(max(DisplayWidth.of(section.title), 3), 72))
            case "paragraphs": section.paragraphs
            default: nil
            }
        }
    }
}
