/// A food read from a line (lowercase, accents dropped: `mexican oregano`) in the letters its author wrote it
/// with, for a shopping list a cook reads: `dried Mexican oregano`, `grated Parmesan`, `jalapeños`. A capital stays
/// where it marks a name, not on the name's first word, which authors capitalize as a sentence's (`2 Potatoes`,
/// `Salt to taste`), nor where the author capitalized every word (`1/2 cup Chicken Stock`, `3 Cloves Garlic`).
enum WrittenFood {
    /// `food` as its words stand in `line` (the line's plain text), or `food` itself where they do not stand there
    /// one after another; `name`: the line's name, whose words tell capitals throughout.
    static func letters(of food: String, name: String, in line: String) -> String {
        // Most lines have neither a capital nor an accent: the food is their words already (checked byte by byte,
        // as every line of every page asks).
        guard line.utf8.contains(where: { $0 &- 0x41 < 26 || $0 >= 0x80 }) else { return food }
        let foodWords = food.split(separator: " ")
        let words = line.split(separator: " ").map { $0.trimmingPunctuation() }
        guard !foodWords.isEmpty, words.count >= foodWords.count else { return food }
        let folded = words.map { TextFolding.fold(String($0)) }
        guard let start = (0...(words.count - foodWords.count)).first(where: { start in
            foodWords.indices.allSatisfy { folded[start + $0] == foodWords[$0] }
        }) else { return food }
        // Capitals throughout: every word of the name, two or more of them or after a capital unit (`3 Cloves Garlic`).
        let capital = { (word: Substring) in word.first?.isUppercase == true }
        let nameWords = name.split(separator: " ").filter { $0.first?.isLetter == true }
        let capitalBefore = words[..<start].dropFirst().contains(where: capital)
        let capitalsThroughout = !nameWords.isEmpty && nameWords.allSatisfy(capital) && (nameWords.count > 1 || capitalBefore)
        // The name's first word takes a capital as a sentence's does (`2 Potatoes`, `1 Onion, diced`): a capital marks a
        // name after it (`dried Mexican oregano`, `grated Parmesan`).
        let firstOfName = nameWords.first.map { TextFolding.fold(String($0.trimmingPunctuation())) }
        let nameStart = folded[...start].lastIndex { $0 == firstOfName } ?? start
        return foodWords.indices.map { offset -> String in
            let word = words[start + offset]
            // A word that is a name wherever it stands (`Greek yogurt`, `2 Granny Smith apples`, `1/2 Cup Dijon Mustard`)
            // keeps its capital first in the name or among capitals throughout too.
            let isName = Self.names.contains(String(foodWords[offset]))
            let keep = capital(word) && (isName || !capitalsThroughout && start + offset > nameStart)
            return keep ? String(word) : word.lowercased()
        }.joined(separator: " ")
    }

    /// Words of food names that are names (of places, peoples, cheeses, kinds and brands), folded: a capital on them is no
    /// sentence's, so the list keeps it where an author wrote it (`Yukon Gold potatoes`, not `yukon Gold potatoes`).
    static let names: Set<String> = [
        "american", "asian", "belgian", "brazilian", "british", "cajun", "canadian", "caribbean", "chinese", "creole",
        "cuban", "danish", "dijon", "dutch", "english", "french", "german", "greek", "hungarian", "indian", "irish",
        "israeli", "italian", "jamaican", "japanese", "kashmiri", "korean", "lebanese", "madras", "mediterranean",
        "mexican", "moroccan", "persian", "polish", "portuguese", "russian", "scottish", "sichuan", "sicilian", "spanish",
        "swedish", "swiss", "szechuan", "thai", "turkish", "tuscan", "vietnamese", "welsh",
        "asiago", "brie", "camembert", "cheddar", "colby", "edam", "emmental", "fontina", "gorgonzola", "gouda",
        "gruyere", "havarti", "jarlsberg", "manchego", "monterey", "parmesan", "parmigiano", "pecorino", "provolone",
        "reggiano", "romano", "roquefort", "stilton",
        "anjou", "bartlett", "bosc", "burgundy", "champagne", "demerara", "fuji", "gala", "granny", "honeycrisp",
        "kalamata", "maldon", "marsala", "medjool", "meyer", "roma", "vidalia", "worcestershire", "yukon",
        "bisquick", "crisco", "heinz", "kraft", "nutella", "oreo", "tabasco", "velveeta",
    ]
}

private extension Substring {
    /// The word without the punctuation around it (`(Assam),` → `Assam`); a hyphen or an apostrophe within stays.
    func trimmingPunctuation() -> Substring {
        let isWordCharacter = { (c: Character) in !(c.isPunctuation || c.isSymbol) }
        guard let first = firstIndex(where: isWordCharacter), let last = lastIndex(where: isWordCharacter) else { return self }
        return self[first...last]
    }
}
