/// What a `##` section of the body is, from its heading words.
enum SectionKind: Equatable {
    case ingredients
    case steps
    case other

    /// Headings match case-insensitively, with or without a trailing colon or emoji, extra spaces tolerated.
    init(heading: String) {
        let words = LetterWords.of(heading)
        switch words {
        case "ingredients", "ingredient list", "ingredient", "ingredients list", "you will need", "what you need":
            self = .ingredients
        case "steps", "directions", "method", "instructions", "preparation", "how to make it", "procedure", "step", "direction":
            self = .steps
        default:
            self = .other
        }
    }
}
