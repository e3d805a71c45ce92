/// What a reference leads to inside the site, resolved once, when the recipe is modelled. Where
/// a recipe's page is on the site is the output table's business (`Routes`), not the model's.
public enum SiteTarget: Hashable, Sendable {
    /// Another recipe's page; `fragment` is `#…` or empty.
    case recipe(slug: String, fragment: String)
    /// A file under `static/` or `content/`, by its path from the site root (`pix/x.webp`).
    case file(path: String, fragment: String)
    /// The home page.
    case home(fragment: String)
}

/// A reference from a recipe to another file or page, kept with its place for validation.
public struct Reference: Hashable, Sendable {
    /// As written (`apple-pie.jpg`, `/pix/x.webp`, `other.md`, `/recipes/soup/`).
    public var target: String
    public var location: SourceLocation
    /// Where it leads; nil for external links and targets that lead nowhere.
    public var resolved: SiteTarget?

    public init(target: String, location: SourceLocation, resolved: SiteTarget? = nil) {
        self.target = target
        self.location = location
        self.resolved = resolved
    }

    /// The site file it leads to (`pix/x.webp`), if it leads to one.
    public var file: String? {
        if case .file(let path, _) = resolved { return path }
        return nil
    }

    /// The slug of the recipe it leads to, if it leads to one.
    public var recipe: String? {
        if case .recipe(let slug, _) = resolved { return slug }
        return nil
    }
}

/// One recipe, fully understood: the typed model every later stage works from.
public struct Recipe: Hashable, Sendable {
    /// Path of the source file relative to the site (or as given), as shown in diagnostics.
    public var sourcePath: String
    /// The URL name: front matter `slug`, else the file name without `.md`.
    public var slug: String
    public var title: String
    public var description: String?
    /// cmark's plain text of the paragraphs before the first `##` heading.
    public var introText: String
    /// The intro without the paragraph that became the description when the front matter gave
    /// none: the page shows that paragraph as its lead, and the rest as the story.
    public var story = MarkdownPart()
    /// Pictures standing alone in the ingredients section (none when empty).
    public var ingredientPictures = MarkdownPart()
    public var category: String?
    public var cuisine: String?
    public var tags: [String]
    /// How many people it serves (or, when only a yield is given, what the yield counts).
    public var servings: Servings?
    /// What it makes, as written (`1 loaf (12 slices)`), when given apart from servings.
    public var yield: Servings?
    /// Minutes.
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    /// Given in the content, or prep plus cook.
    public var totalMinutes: Int?
    public var difficulty: Difficulty?
    /// Hearts, 0 to 5.
    public var rating: Double?
    public var image: Reference?
    /// The photo's caption: the title of the body's picture that became `image`
    /// (`![Pie](pie.jpg "Still warm")`), as plain text.
    public var imageCaption: String?
    public var gallery: [Reference]
    public var author: String?
    public var source: String?
    public var date: RecipeDate?
    public var cooked: [CookedEntry]
    public var nutrition: [NutritionValue]
    public var diet: [String]
    public var related: [Reference]
    public var isDraft: Bool
    /// `estimate_nutrition: false` turns the nutrition estimate off for this recipe; nil: the site's setting.
    public var estimateNutrition: Bool?
    public var extra: [String: ExtraValue]
    public var ingredientGroups: [IngredientGroup]
    /// Each ingredient line's food (`IngredientPages.food`), in order, where the recipe is held as
    /// listed (`listed`: its lines left out); nil for a whole model.
    public var listedFoods: [String]? = nil
    public var stepSections: [StepSection]
    public var sections: [FreeSection]
    /// Links in the body, for broken-link checks and rewriting.
    public var links: [Reference]
    /// Images in the body.
    public var bodyImages: [Reference]
    /// What its model asked of the site's other files and recipes, and was told: all it depends on besides its file.
    public var lookups = LinkLookups()

    public init(sourcePath: String, slug: String, title: String) {
        self.sourcePath = sourcePath
        self.slug = slug
        self.title = title
        self.description = nil
        self.introText = ""
        self.category = nil
        self.cuisine = nil
        self.tags = []
        self.servings = nil
        self.yield = nil
        self.prepMinutes = nil
        self.cookMinutes = nil
        self.totalMinutes = nil
        self.difficulty = nil
        self.rating = nil
        self.image = nil
        self.imageCaption = nil
        self.gallery = []
        self.author = nil
        self.source = nil
        self.date = nil
        self.cooked = []
        self.nutrition = []
        self.diet = []
        self.related = []
        self.isDraft = false
        self.extra = [:]
        self.ingredientGroups = []
        self.stepSections = []
        self.sections = []
        self.links = []
        self.bodyImages = []
    }

    public var ingredients: [Ingredient] { ingredientGroups.flatMap(\.ingredients) }
    public var steps: [Step] { stepSections.flatMap(\.steps) }
}
