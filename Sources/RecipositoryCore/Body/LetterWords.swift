/// The words of a heading or label, lowercased, letters only, single spaces (`## Ingredients:` and
/// `- ⏲️ Prep  time` read `ingredients` and `prep time`).
enum LetterWords {
    static func of<Text: StringProtocol>(_ text: Text) -> String {
        text.lowercased().unicodeScalars
            .filter { $0.properties.isAlphabetic || $0 == " " }
            .split(separator: " ")
            .map { String(String.UnicodeScalarView($0)) }
            .joined(separator: " ")
    }
}
