/// `recipository.yml`: settings for the whole site. Everything is optional.
public struct SiteConfig: Hashable, Sendable {
    public enum Units: String, Hashable, Sendable { case asWritten = "as-written", metric, us }

    public var title: String
    public var description: String?
    /// Absolute URL of the published site (`https://family.example/cookbook/`), used for mail and feeds.
    public var baseURL: String?
    public var language: String
    public var author: String?
    public var units: Units
    /// Private by default: pages say `noindex` and no sitemap is written.
    public var isPrivate: Bool
    /// Extra search synonyms: each group lists words that mean the same ingredient.
    public var synonyms: [[String]]
    /// How many recipes the Atom feed lists.
    public var feedLimit: Int
    /// `page_size`: how many recipes a list page shows (a category, cuisine, tag or ingredient,
    /// the A–Z list) and a cookbook holds before it goes on to a next page (`page/2/`).
    public var pageSize = SiteConfig.defaultPageSize
    /// What foods weigh and what is in them, for the unit switch, the shopping list and the nutrition
    /// estimate: the built-in table (USDA) with the site's `densities:` (grams per cup) over it.
    public var foods: FoodTable {
        get { siteFoods ?? .builtIn }
        set { siteFoods = newValue == .builtIn ? nil : newValue }
    }
    /// The site's own table, where its `densities:` made one; nil for the built-in one, which is made
    /// when something first weighs a food, not with every settings value: `check` weighs nothing, and
    /// making it was 4% of checking 1,000 recipes (112 M instructions).
    private var siteFoods: FoodTable?
    /// The shopping list's aisles: the built-in table with `aisles:` over it.
    public var aisles: AisleTable = .builtIn
    /// What the shopping list takes as already in the kitchen until the cook unticks it (`pantry:`).
    public var pantry: [String] = PantryStaples.builtIn
    /// `pictures: {originals: true}`: publish each picture's original file too, EXIF (a phone's
    /// GPS position, the photographer's name) and all; off, only the clean sized copies are.
    public var publishesOriginalPictures = false
    /// `estimate_nutrition: false` turns the nutrition estimate off for every recipe that does not turn it on.
    public var estimateNutrition = true
    /// Not from `recipository.yml`: where `recipository serve` serves its reload script, put in
    /// every page it serves (never in what `build` writes).
    public var previewScript: String?

    /// 500 recipes: the A–Z page of based.cooking (349 recipes) is 749 KB scrolled to the end on a
    /// phone, pictures and all, so a page of 500 stays under issue 28's 1.5 MB budget for it; a
    /// cookbook of 500 recipes (about 1.6 MB of HTML at the generated collection's 3.1 KB a recipe) is a big book already.
    public static let defaultPageSize = 500

    public init(title: String = "Our Family Cookbook", description: String? = nil, baseURL: String? = nil,
                language: String = "en", author: String? = nil, units: Units = .asWritten, isPrivate: Bool = true,
                synonyms: [[String]] = [], feedLimit: Int = 20) {
        self.title = title
        self.description = description
        self.baseURL = baseURL
        self.language = language
        self.author = author
        self.units = units
        self.isPrivate = isPrivate
        self.synonyms = synonyms
        self.feedLimit = feedLimit
    }
}
