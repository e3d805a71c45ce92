import Foundation
import RecipositoryCore

/// A recipe as a message tells it: plain text without Markdown, one-line title, absolute links
/// only. Both mail bodies (`email.txt`, `email.html`) and the `mailto:` link are made from this.
struct MailRecipe: Sendable {
    struct Fact: Hashable, Sendable {
        var label: String
        var value: String
    }

    /// `amount` is the quantity and unit as the author wrote them (`2 1/2 cups (310 g)`), empty
    /// when the line has none; `item` is the rest (`all-purpose flour`).
    struct IngredientLine: Hashable, Sendable {
        var amount: String
        var item: String
    }

    struct IngredientGroup: Hashable, Sendable {
        var title: String?
        var lines: [IngredientLine]
    }

    struct StepSection: Hashable, Sendable {
        var title: String?
        var steps: [String]
    }

    /// A free section (Notes, Tips): paragraphs, each one line; list items are paragraphs too.
    struct Section: Hashable, Sendable {
        var title: String
        var paragraphs: [String]
    }

    var title: String
    /// The intro, or the description when there is no intro, as paragraphs.
    var lead: [String]
    var facts: [Fact]
    var ingredientGroups: [IngredientGroup]
    var stepSections: [StepSection]
    var sections: [Section]
    /// The author's nutrition per serving, or the estimate from the ingredients.
    var nutrition: NutritionPanel?
    var author: String?
    var source: String?
    /// The recipe's page, when the site has a `base_url`.
    var pageURL: String?
    /// The main picture, when the site has a `base_url` (mail clients cannot follow relative ones).
    var imageURL: String?
    var siteTitle: String
}

extension MailRecipe {
    init(_ recipe: Recipe, siteTitle: String, pageURL: String?, imageURL: String?) {
        title = Self.line(recipe.title)
        let intro = PlainParagraphs.split(recipe.introText)
        lead = intro.isEmpty ? PlainParagraphs.split(recipe.description ?? "") : intro
        facts = Self.facts(recipe)
        ingredientGroups = recipe.ingredientGroups.filter { !$0.ingredients.isEmpty }.map { group in
            IngredientGroup(title: group.title.map(Self.line), lines: group.ingredients.map(Self.ingredientLine))
        }
        stepSections = recipe.stepSections.filter { !$0.steps.isEmpty }.map { section in
            StepSection(title: section.title.map(Self.line), steps: section.steps.map { Self.line($0.text) })
        }
        sections = recipe.sections.map { Section(title: Self.line($0.title), paragraphs: PlainParagraphs.split($0.text)) }
            .filter { !$0.paragraphs.isEmpty }
        author = recipe.author.map(Self.line).flatMap(Self.nonEmpty)
        source = recipe.source.map(Self.line).flatMap(Self.nonEmpty)
        self.pageURL = pageURL
        self.imageURL = imageURL
        self.siteTitle = Self.line(siteTitle)
    }

    /// Every ingredient's words and every step, for tests that compare the two bodies.
    var allLines: [String] {
        ingredientGroups.flatMap { $0.lines.map { $0.amount.isEmpty ? $0.item : $0.amount + " " + $0.item } }
            + stepSections.flatMap(\.steps)
    }
}

private extension MailRecipe {
    static func facts(_ recipe: Recipe) -> [Fact] {
        var facts: [Fact] = []
        if let servings = recipe.servings.map(servingsText).flatMap(nonEmpty) { facts.append(Fact(label: "Servings", value: servings)) }
        if let made = recipe.yield.map(servingsText).flatMap(nonEmpty) { facts.append(Fact(label: "Yield", value: made)) }
        if let minutes = recipe.prepMinutes { facts.append(Fact(label: "Prep", value: DurationParser.human(minutes: minutes))) }
        if let minutes = recipe.cookMinutes { facts.append(Fact(label: "Cook", value: DurationParser.human(minutes: minutes))) }
        if let minutes = recipe.totalMinutes { facts.append(Fact(label: "Total", value: DurationParser.human(minutes: minutes))) }
        return facts
    }

    /// `8`, or the text as written when it says more (`1 pie (8 slices)`).
    static func servingsText(_ servings: Servings) -> String {
        let text = line(servings.text)
        if !text.isEmpty { return text }
        switch (servings.low, servings.high) {
        case let (low?, high?) where low != high: return "\(low)–\(high)"
        case let (low?, _): return "\(low)"
        default: return ""
        }
    }

    /// Splits the line's words into its amount and the rest, where the parser's name stands
    /// (`Ingredient.nameSpan`), so the mail keeps the author's words and can still align the
    /// amounts in a column.
    static func ingredientLine(_ ingredient: Ingredient) -> IngredientLine {
        // `Juice of 2 lemons` reads as written: its amount is not the first thing on the line.
        let measured = (ingredient.quantity != nil || ingredient.unit != nil || ingredient.unitText != nil)
            && ingredient.leadingWords == nil
        guard measured, let before = ingredient.textBeforeName.map({ line(String($0)) }), !before.isEmpty,
              let rest = ingredient.textFromName
        else { return IngredientLine(amount: "", item: line(ingredient.plainText)) }
        return IngredientLine(amount: before, item: line(String(rest)))
    }

    /// One line of plain words: breaks and control characters become single spaces.
    static func line(_ text: String) -> String { HeaderText.clean(text) }

    static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}
