/// The front matter keys of the format contract, and the aliases real collections use for them.
public enum FrontMatterKey: String, CaseIterable, Sendable {
    case title, slug, description, category, cuisine, tags, servings, yield, prep, cook, total
    case difficulty, rating, image, gallery, author, source, date, cooked, nutrition, diet
    case related, draft, ingredients, directions
    case estimateNutrition = "estimate_nutrition"

    /// Every spelling accepted for a key, lowercased: the key itself first, then its aliases.
    public var spellings: [String] {
        switch self {
        case .description: return ["description", "summary"]
        case .category: return ["category", "categories"]
        case .tags: return ["tags", "keywords"]
        case .servings: return ["servings", "serves", "portions"]
        case .yield: return ["yield", "yields", "makes"]
        case .prep: return ["prep", "prep_time", "preptime", "prep-time"]
        case .cook: return ["cook", "cook_time", "cooktime", "cook-time"]
        case .total: return ["total", "total_time", "totaltime", "total-time"]
        case .rating: return ["rating", "hearts"]
        case .gallery: return ["gallery", "images"]
        case .author: return ["author", "authors"]
        case .cooked: return ["cooked", "cooked_log", "made"]
        case .diet: return ["diet", "diets"]
        case .directions: return ["directions", "steps", "instructions", "method"]
        default: return [rawValue]
        }
    }

    /// Finds the key for a spelling, ignoring case (`prepTime` is `prep`).
    public init?(spelling: String) {
        guard let key = FrontMatterKey.bySpelling[spelling.lowercased()] else { return nil }
        self = key
    }

    static let bySpelling: [String: FrontMatterKey] = {
        var table: [String: FrontMatterKey] = [:]
        for key in allCases { for spelling in key.spellings { table[spelling] = key } }
        return table
    }()

    /// Keys other tools write that are not ours but are never typos (Hugo, Jekyll).
    static let knownForeign: Set<String> = [
        "layout", "lastmod", "weight", "aliases", "url", "permalink", "type", "publishdate",
        "expirydate", "linktitle", "menu", "summary_image", "toc", "comments", "excerpt",
    ]
}
