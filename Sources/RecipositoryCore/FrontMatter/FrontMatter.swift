/// A value read from front matter, with the place it was written (for later diagnostics).
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// Front matter, typed. Every field is optional; aliases are already folded into their key.
public struct FrontMatter: Hashable, Sendable {
    public var title: Located<String>?
    public var slug: Located<String>?
    public var description: String?
    public var category: String?
    public var cuisine: String?
    public var tags: [String] = []
    public var servings: Servings?
    /// What the recipe makes (`1 loaf (12 slices)`), when the author says so apart from servings.
    public var yield: Servings?
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var totalMinutes: Int?
    public var difficulty: Difficulty?
    public var rating: Double?
    public var image: Located<String>?
    public var gallery: [Located<String>] = []
    public var author: String?
    public var source: String?
    public var date: RecipeDate?
    public var cooked: [CookedEntry] = []
    public var nutrition: [NutritionValue] = []
    public var diet: [String] = []
    public var related: [Located<String>] = []
    public var isDraft = false
    /// `estimate_nutrition:`; nil when not given (the site's setting applies).
    public var estimateNutrition: Bool?
    public var extra: [String: ExtraValue] = [:]
    /// Jekyll-style lists read as if they were the body's sections.
    public var ingredients: [Located<String>] = []
    public var directions: [Located<String>] = []

    public init() {}
}
