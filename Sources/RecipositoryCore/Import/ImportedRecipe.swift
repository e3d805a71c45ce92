/// A recipe found in another format (a web page's schema.org data, a Jekyll or Hugo file, a
/// Cooklang file), in the shape of our front matter and sections, before it is written as a
/// recipe file. Texts are plain (entities decoded, whitespace tidied), except `intro`, `notes`
/// and `body`, which are Markdown.
public struct ImportedRecipe: Hashable, Sendable {
    /// A titled (or untitled) list: an ingredient group or a step section.
    public struct Group: Hashable, Sendable {
        public var title: String?
        public var lines: [String]

        public init(title: String? = nil, lines: [String]) {
            self.title = title
            self.lines = lines
        }
    }

    /// One nutrition value as our front matter writes it.
    public struct Nutrient: Hashable, Sendable {
        public var name: String
        public var text: String
    }

    public var title: String
    public var description: String?
    public var author: String?
    /// Where it came from: the page's canonical URL, or the file's own `source:`.
    public var source: String?
    /// `YYYY-MM-DD`.
    public var date: String?
    public var category: String?
    public var cuisine: String?
    public var tags: [String] = []
    public var servings: String?
    public var yield: String?
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var totalMinutes: Int?
    /// A picture's URL (or, from a collection, its path).
    public var image: String?
    /// Nutrition per serving, as `name: text` in our keys (`protein`, `4 g`).
    public var nutrition: [Nutrient] = []
    public var diet: [String] = []
    public var intro: String?
    public var ingredientGroups: [Group] = []
    public var stepSections: [Group] = []
    public var equipment: [String] = []
    public var notes: [String] = []
    /// A Markdown body already in our sections (Hugo, based.cooking), written as it is instead
    /// of intro, ingredients, steps and notes.
    public var body: String?
    /// The file name (without `.md`) a collection gave the recipe: kept, so links between
    /// its recipes (`/pasta`, `pasta.md`) still reach them. Nil: the title's slug.
    public var fileSlug: String?
    /// What was found but not carried over, one short phrase each, for the report.
    public var notImported: [String] = []

    public init(title: String) {
        self.title = title
    }
}
