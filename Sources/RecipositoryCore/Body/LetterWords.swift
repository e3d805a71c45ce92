/// The words of a heading or label, lowercased, letters only, single spaces (`## Ingredients:` and
/// `- ⏲️ Prep  time` read `ingredients` and `prep time`).
enum LetterWords {
    static func of<Text: StringProtocol>(_ text: Text) -> String {
        if let ascii = ofASCII(text) { return ascii }
        return text.lowercased().unicodeScalars
            .filter { $0.properties.isAlphabetic || $0 == " " }
            .split(separator: " ")
            .map { String(String.UnicodeScalarView($0)) }
            .joined(separator: " ")
    }

    /// The same on bytes for ASCII text, where the letters are `a`-`z` and `A`-`Z`: every section
    /// heading is classified, and Unicode property lookups per scalar showed in profiles.
    private static func ofASCII<Text: StringProtocol>(_ text: Text) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var wordEnded = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if wordEnded, !out.isEmpty { out.append(UInt8(ascii: " ")) }
                wordEnded = false
                out.append(byte | 0x20)
            case UInt8(ascii: " "):
                wordEnded = true
            default:
                break   // dropped without ending the word, as the filter above drops it
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
