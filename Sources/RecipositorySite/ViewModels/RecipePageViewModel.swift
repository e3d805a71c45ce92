import Foundation
import RecipositoryCore

/// Everything the recipe page shows, already formatted for people: times as `1 h 15 min`,
/// ratings as hearts, links relative to the page. A class: Mustache casts the page to a protocol
/// on every lookup, and a struct this size is copied, field by field, each time.
final class RecipePageViewModel: TemplateParent {
    let chrome: PageChrome
    let recipe: Recipe
    let ingredientGroups: [IngredientGroupViewModel]
    let stepSections: [StepSectionViewModel]
    let freeSections: [FreeSectionViewModel]
    let related: [RecipeCardViewModel]
    let categoryLink: TermLinkViewModel?
    let cuisineLink: TermLinkViewModel?
    /// Nil when the recipe is part of another page (a cookbook).
    let share: ShareLinksViewModel?
    /// How many free sections print beside the steps (the rest print below).
    let notesBesideCount: Int
    /// The recipe's parts as HTML for this page.
    let html: RecipeHTML
    private let context: RenderContext
    private let root: String

    // Made when first asked for: a cookbook's article shows none of these.
    private(set) lazy var image = RecipeImages(recipe).main.map {
        ImageViewModel(sitePath: $0, alt: recipe.title, rootPrefix: root, size: context.imageSize($0),
                       role: .hero(captioned: recipe.imageCaption != nil))
    }
    private(set) lazy var gallery = RecipeImages(recipe).gallery.enumerated().map { index, path in
        ImageViewModel(sitePath: path, alt: RecipeImages.galleryAlt(path: path, position: index + 1,
                                                                     count: RecipeImages(recipe).gallery.count, title: recipe.title),
                       rootPrefix: root, size: context.imageSize(path), role: .gallery)
    }
    private(set) lazy var tags = recipe.tags.compactMap { Self.termLink($0, .tag, root, context) }
    /// The author's nutrition, or the estimate from the ingredients.
    private(set) lazy var nutritionPanel = NutritionPanel(recipe, estimate: kitchen.estimate)
    private let kitchen: RecipeKitchen

    /// - Parameters:
    ///   - kitchen: the recipe's kitchen facts, which its page shares with its mail; a cookbook's
    ///     article has its own, and asks for none of them unless its theme does.
    ///   - share: nil when the recipe is part of another page (a cookbook), which needs neither its
    ///     structured data, its share links nor its related recipes.
    init(_ recipe: Recipe, pagePath: String, context: RenderContext, kitchen: RecipeKitchen, share: ShareLinksViewModel?) {
        let standalone = share != nil
        let root = context.root(forPage: pagePath)
        self.recipe = recipe
        chrome = PageChrome(config: context.config, routes: context.routes, root: root, pageTitle: recipe.title,
                            metaDescription: recipe.description,
                            canonicalURL: context.absoluteURL(context.routes.recipe(recipe.slug)),
                            jsonLD: standalone ? RecipeStructuredData.jsonLD(for: recipe, rootPrefix: root, context: context,
                                                                             estimate: { kitchen.estimate }).scriptSafeText : nil,
                            pageClass: "page-recipe")
        let html = context.html(of: recipe, rootPrefix: root)
        ingredientGroups = recipe.ingredientGroups.indices.filter { !recipe.ingredientGroups[$0].ingredients.isEmpty }.map { group in
            IngredientGroupViewModel(recipe.ingredientGroups[group], html: html.ingredients[group]) { kitchen.lines[group] }
        }
        self.kitchen = kitchen
        stepSections = StepSectionViewModel.sections(recipe.stepSections, html: html.steps)
        freeSections = FreeSectionViewModel.sections(recipe.sections, html: html.sections)
        self.html = html
        related = !standalone ? [] : recipe.related.compactMap { reference in
            guard let slug = reference.recipe,
                  let other = context.index.position(slug: slug) else { return nil }
            return RecipeCardViewModel(context.index.recipes, position: other, rootPrefix: root, context: context)
        }
        categoryLink = Self.termLink(recipe.category, .category, root, context)
        cuisineLink = Self.termLink(recipe.cuisine, .cuisine, root, context)
        self.share = share
        self.context = context
        self.root = root
        notesBesideCount = PrintLayoutEstimate.notesBeside(recipe)
    }

    func child(named name: String) -> Any? {
        if let value = Self.children[name] { return value(self) }
        return chrome.child(named: name)
    }
}

private extension RecipePageViewModel {
    /// Looked up by name on every tag of the page; a table is quicker than a long `switch`.
    static let children: [String: @Sendable (RecipePageViewModel) -> Any?] = [
        "title": { $0.recipe.title },
        "description": { $0.recipe.description },
        // The story before the recipe, less the paragraph shown as the lead (based.cooking showed it twice).
        "introHTML": { $0.html.story.isEmpty ? nil : $0.html.story },
        "ingredientPicturesHTML": { $0.html.ingredientPictures.isEmpty ? nil : $0.html.ingredientPictures },
        // The recipe's folder from the site root, under which the browser keeps ticks and taps.
        "sitePath": { $0.context.routes.recipe($0.recipe.slug) },
        "image": { $0.image },
        "imageCaption": { $0.recipe.imageCaption },
        "hasGallery": { !$0.gallery.isEmpty },
        "gallery": { $0.gallery },
        "hasFacts": { $0.hasFacts },
        // A yield alone also counts as servings in the model; the page calls it what it is.
        "servings": { r in r.recipe.servings.flatMap { $0 == r.recipe.yield ? nil : servingsText($0) } },
        "makes": { $0.recipe.yield.map(servingsText) },
        // The servings the scaling control starts from: nil when the recipe gives none, or only a
        // yield ("makes 24"), which the control scales by ×½, ×2, ×3 instead.
        "scalableServings": { r in r.recipe.yield != nil && r.recipe.yield == r.recipe.servings ? nil : r.recipe.servings?.low },
        "prep": { $0.recipe.prepMinutes.map(DurationViewModel.init) },
        "cook": { $0.recipe.cookMinutes.map(DurationViewModel.init) },
        "total": { $0.recipe.totalMinutes.map(DurationViewModel.init) },
        "difficulty": { $0.recipe.difficulty?.label },
        "difficultyLevel": { $0.recipe.difficulty?.level },
        "hearts": { $0.recipe.rating.map(HeartsViewModel.init(rating:)) },
        "hasIngredients": { !$0.ingredientGroups.isEmpty },
        "ingredientGroups": { $0.ingredientGroups },
        "hasSteps": { !$0.stepSections.isEmpty },
        "stepSections": { $0.stepSections },
        "hasFreeSections": { !$0.freeSections.isEmpty },
        "hasNotesBeside": { $0.notesBesideCount > 0 },
        "hasNotesBelow": { $0.freeSections.count > $0.notesBesideCount },
        "notesBeside": { Array($0.freeSections.prefix($0.notesBesideCount)) },
        "notesBelow": { Array($0.freeSections.dropFirst($0.notesBesideCount)) },
        "freeSections": { $0.freeSections },
        "hasNutrition": { $0.nutritionPanel != nil },
        "nutrition": { $0.nutritionPanel?.rows.map(NutritionRowViewModel.init) ?? [] },
        "nutritionNote": { $0.nutritionPanel?.note },
        "nutritionIsEstimate": { $0.nutritionPanel?.isEstimate ?? false },
        "printEnergy": { $0.nutritionPanel?.energy },
        "hasAbout": { $0.hasAbout },
        "author": { $0.recipe.author },
        "source": { $0.recipe.source.map(SourceViewModel.init) },
        "date": { $0.recipe.date?.description },
        "dateText": { r in r.recipe.date.map { DateText.words($0, language: r.context.config.language) } },
        "lastMade": { $0.recipe.cooked.map(\.date).max()?.description },
        "lastMadeText": { r in r.recipe.cooked.map(\.date).max().map { DateText.words($0, language: r.context.config.language) } },
        "hasCookedLog": { !$0.recipe.cooked.isEmpty },
        "cookedCountLabel": { timesLabel($0.recipe.cooked.count) },
        "cookedEntries": { r in
            r.recipe.cooked.sorted { $0.date > $1.date }.map { CookedEntryViewModel($0, language: r.context.config.language) }
        },
        "hasRelated": { !$0.related.isEmpty },
        "related": { $0.related },
        "category": { $0.categoryLink },
        "cuisine": { $0.cuisineLink },
        "hasTags": { !$0.tags.isEmpty },
        "tags": { $0.tags },
        "hasDiet": { !$0.recipe.diet.isEmpty },
        "diet": { $0.recipe.diet },
        "extra": { $0.recipe.extra.mapValues(templateValue) },
        "share": { $0.share },
    ]
}

private extension RecipePageViewModel {
    var hasFacts: Bool {
        recipe.servings != nil || recipe.yield != nil || recipe.prepMinutes != nil || recipe.cookMinutes != nil
            || recipe.totalMinutes != nil || recipe.difficulty != nil || recipe.rating != nil
    }

    var hasAbout: Bool {
        recipe.author != nil || recipe.source != nil || recipe.date != nil || !recipe.cooked.isEmpty
    }

    /// "once", "twice", "3 times".
    static func timesLabel(_ count: Int) -> String {
        switch count {
        case 1: "once"
        case 2: "twice"
        default: "\(count) times"
        }
    }

    static func termLink(_ name: String?, _ taxonomy: Taxonomy, _ root: String,
                         _ context: RenderContext) -> TermLinkViewModel? {
        guard let name, let href = context.link(to: name, in: taxonomy, rootPrefix: root) else { return nil }
        let count = context.index.recipeCount(ofTerm: name, in: taxonomy)
        return TermLinkViewModel(name: Trimming.whitespace(name), href: href, count: count)
    }

    /// `8`, or the text as written when it says more (`1 pie (8 slices)`).
    static func servingsText(_ servings: Servings) -> String {
        let text = Trimming.whitespace(servings.text)
        if !text.isEmpty { return text }
        switch (servings.low, servings.high) {
        case let (low?, high?) where low != high: return "\(low)–\(high)"
        case let (low?, _): return "\(low)"
        default: return ""
        }
    }

    /// Front matter extras as plain values Mustache can walk: strings, arrays and dictionaries.
    static func templateValue(_ value: ExtraValue) -> Any {
        switch value {
        case .string(let text): text
        case .number(let number): DecimalText.of(number, digits: 6)
        case .bool(let flag): flag
        case .list(let items): items.map(templateValue)
        case .map(let fields): fields.mapValues(templateValue)
        case .null: false
        }
    }
}
