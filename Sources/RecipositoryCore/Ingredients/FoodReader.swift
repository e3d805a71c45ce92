/// What is bought, and how it is sized, prepared and branded, read from an ingredient's name and note:
/// `boneless, skinless chicken thighs` → food `chicken thighs`, preparation `boneless, skinless`;
/// `Diamond Crystal kosher salt` → food `kosher salt`, brand `Diamond Crystal`;
/// `Onions` with the note `medium-sized, minced` → food `onions`, size `medium-sized`, preparation `minced`.
///
/// The food is lowercase and keeps the words that choose a kind (`unsalted butter`, `light brown sugar`,
/// `kosher salt`); it drops sizes, preparation and state (`fresh`, `dried`, `frozen`, `warm`), brands,
/// leftover amount words (`another`, `a handful of`) and what follows a connector (`for dusting`).
/// "X or Y" keeps both foods (`butter or margarine`); `choices` splits them.
public struct FoodReading: Hashable, Sendable {
    public var food: String?
    public var size: String?
    public var preparation: String?
    public var brand: String?

    public init(food: String? = nil, size: String? = nil, preparation: String? = nil, brand: String? = nil) {
        self.food = food
        self.size = size
        self.preparation = preparation
        self.brand = brand
    }
}

public enum FoodReader {
    /// `line` is the whole line as written: a list is read only from what follows a comma in it.
    public static func read(name: String, note: String?, line: String = "") -> FoodReading {
        var reading = Reading()
        var words = Word.split(name)
        if let sentenceEnd = words.firstIndex(where: \.endsSentence) {
            words.removeSubrange((sentenceEnd + 1)...)   // `250g pasta. Usually I prefer fusilli or penne`
        }
        if let label = words.lastIndex(where: \.endsWithColon), label + 1 < words.count,
           !words[(label + 1)...].contains(where: \.isNumber) {
            words.removeSubrange(...label)   // `Condiments of your choice: Parsley, origan or cumin`
        }
        // `salt & pepper`, `thyme + oregano`, `half & half`: `&` and `+` between words join as `and` does (the food had
        // stopped at them: `salt & pepper` bought salt only); `flour + 2 tbsp` adds an amount, not a food.
        for index in words.indices.dropFirst().dropLast()
        where (words[index].key == "&" || words[index].key == "+") && !words[index - 1].isNumber && !words[index + 1].isNumber {
            words[index] = Word(text: "and", key: "and")
        }
        reading.takeBrand(from: &words)
        var choices: [[String]] = []
        for segment in split(words, atChoice: true) {
            var foodWords = reading.foodWords(of: segment)
            // A part or form alone belongs to the food of the choice before it: `Lemon wedge/juice`,
            // `tomato paste/puree`, `pork loin or ribs` (lemon juice, tomato puree, pork ribs).
            if foodWords.count == 1, IngredientWords.partWords.contains(Singularizer.singular(foodWords[0])),
               let before = choices.last, before.count > 1 {
                foodWords = before.dropLast() + foodWords
            }
            if !foodWords.isEmpty { choices.append(foodWords) }
        }
        var joiner = " or "
        if choices.count == 1, let note, let list = listAfterComma(in: note, line: line) {
            choices += list.parts.map { reading.foodWords(of: $0) }.filter { !$0.isEmpty }
            joiner = list.joiner
        }
        if let note { reading.readNote(note) }
        var result = FoodReading()
        let food = choices.map { $0.joined(separator: " ") }.joined(separator: joiner)
        result.food = food.isEmpty ? fallback(name) : food
        if let brandWords = reading.brandWords, result.food == nil || food.isEmpty {
            result.food = brandWords.map { $0.lowercased() }.joined(separator: " ")
        }
        result.size = reading.sizes.isEmpty ? nil : reading.sizes.joined(separator: " ")
        result.preparation = reading.preparations.isEmpty ? nil : reading.preparations.joined(separator: ", ")
        result.brand = reading.brandWords.map { $0.joined(separator: " ") }
        return result
    }

    /// The foods of an "X or Y" food: `butter or margarine` → `butter`, `margarine`.
    public static func choices(of food: String) -> [String] {
        food.pieces(separatedBy: " or ").filter { !$0.isEmpty }
    }

    /// `butter, or margarine`, `parsley, cilantro or basil`, `thyme, rosemary and some bay leaves`: a list of
    /// foods that the first comma cut short, read from the note's last part (what followed that comma).
    /// The list must end with `or` or `and`, and each item must look like a food: short, no amounts, no
    /// preparation, colour or use words (`1 onion, peeled and diced`, `1 pepper, red or green`,
    /// `sugar, or more to taste` are not lists).
    static func listAfterComma(in note: String, line: String) -> (parts: [[Word]], joiner: String)? {
        // Most notes (`thinly sliced`) hold none of the words that join a list: answered on their
        // bytes before any is split into words (4% of `check`'s instructions, most of them here).
        guard mayJoin(note) else { return nil }
        return readList(in: note, line: line)
    }

    /// Whether `note` may hold a word that joins a list (`or`, `and`, `and/or`, `/`, `&`): false only
    /// for printable ASCII holding neither `or` nor `and` (in any case), `/` nor `&`, which cannot.
    /// Other text may lowercase into them in ways bytes do not show, and is read in words.
    static func mayJoin(_ note: String) -> Bool {
        // The two bytes before, letters in lowercase.
        var (twoBack, oneBack): (UInt8, UInt8) = (0, 0)
        for byte in note.utf8 {
            guard (0x20..<0x7F).contains(byte) || byte == 0x09 else { return true }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "&") { return true }
            let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            if lower == UInt8(ascii: "r"), oneBack == UInt8(ascii: "o") { return true }
            if lower == UInt8(ascii: "d"), oneBack == UInt8(ascii: "n"), twoBack == UInt8(ascii: "a") { return true }
            (twoBack, oneBack) = (oneBack, lower)
        }
        return false
    }

    /// `listAfterComma` without the look at the note's bytes first (`FoodReaderBytesTests` holds them to the same answers).
    static func readList(in note: String, line: String) -> (parts: [[Word]], joiner: String)? {
        guard let tail = commaTail(of: note, in: line) else { return nil }
        var parts: [[Word]] = []
        for segment in Word.pieces(of: tail, at: [","]) {
            let words = Word.split(String(segment))
            let choices = split(words, atChoice: true)
            let items = choices.flatMap { split($0, at: andWords) }.filter { !$0.isEmpty }
            guard words.count <= 6, !items.isEmpty, items.allSatisfy(isListedFood) else { return nil }
            parts += items
            if choices.count > 1 { return (parts, " or ") }
            if items.count > 1 || words.first?.key == "and" { return (parts, " and ") }
        }
        return nil
    }

    /// The note's last part (after its last `; `) when, in the line, a comma comes right before
    /// it (spaces aside): `butter, or margarine`, not `(or cashew paste)`. On bytes: the note is cut
    /// from the line, so its bytes are there as written; Foundation's `components(separatedBy:)`
    /// and `range(of:)` here were 9% of `check`'s instructions.
    static func commaTail(of note: String, in line: String) -> String? {
        let noteBytes = Array(note.utf8)
        var start = 0
        if noteBytes.count >= 2 {
            for index in stride(from: noteBytes.count - 2, through: 0, by: -1)
            where noteBytes[index] == UInt8(ascii: ";") && noteBytes[index + 1] == UInt8(ascii: " ") {
                start = index + 2
                break
            }
        }
        let tail = noteBytes[start...]
        let lineBytes = Array(line.utf8)
        guard var before = lineBytes.firstOffset(of: tail) else { return nil }
        while before > 0, lineBytes[before - 1] == UInt8(ascii: " ") { before -= 1 }
        guard before > 0, lineBytes[before - 1] == UInt8(ascii: ",") else { return nil }
        return String(decoding: tail, as: UTF8.self)
    }

    static let andWords: Set<String> = ["and", "&"]

    static func isListedFood(_ words: [Word]) -> Bool {
        guard let first = words.first(where: { !FoodWords.fillers.contains($0.key) }) else { return false }
        if FoodWords.preparations.contains(first.key) || FoodWords.manners.contains(first.key)
            || FoodWords.sizes.contains(first.key) || (words.count == 1 && FoodWords.colours.contains(first.key)) {
            return false
        }
        return !words.contains {
            $0.text.contains(where: \.isNumber) || FoodWords.connectors.contains($0.key)
                || FoodWords.notListedFoods.contains($0.key) || ($0.key.count > 4 && $0.key.hasSuffix("ed"))
        }
    }

    static func split(_ words: [Word], at keys: Set<String>) -> [[Word]] {
        words.split(omittingEmptySubsequences: false) { keys.contains($0.key) }.map(Array.init)
    }

    /// The name's normalised form, for names with nothing else in them: lowercase, punctuation trimmed.
    static func fallback(_ name: String) -> String? {
        let words = Word.split(name).map(\.key).filter { !$0.isEmpty }
        guard words.contains(where: { !FoodWords.fillers.contains($0) }) else { return nil }   // `*Optional:*`
        return words.joined(separator: " ")
    }

    static func split(_ words: [Word], atChoice: Bool) -> [[Word]] {
        var segments: [[Word]] = [[]]
        for word in words {
            if atChoice, word.key == "or" || word.key == "/" || word.key == "and/or" {
                segments.append([])
            } else {
                segments[segments.count - 1].append(word)
            }
        }
        return segments
    }
}

/// The state of one reading: the parts found so far.
private struct Reading {
    var sizes: [String] = []
    var preparations: [String] = []
    var brandWords: [String]?

    /// A known brand at the start (`Diamond Crystal kosher salt`), or words marked ® or ™ with the capitalised words before them.
    mutating func takeBrand(from words: inout [Word]) {
        if let marked = words.lastIndex(where: \.hasMark) {
            var start = marked
            while start > 0, words[start - 1].text.first?.isUppercase == true { start -= 1 }
            brandWords = words[start...marked].map { $0.text.filter { $0 != "®" && $0 != "™" } }
            words.removeSubrange(start...marked)
            return
        }
        guard let first = words.first else { return }
        var best = 0
        for brand in FoodWords.brandsByFirstWord[first.key] ?? [] where brand.count <= words.count && brand.count > best {
            if zip(brand, words).allSatisfy({ $0 == $1.key }) { best = brand.count }
        }
        guard best > 0 else { return }
        brandWords = words[..<best].map(\.text)
        words.removeFirst(best)
    }

    /// The food words of one choice; sizes and preparations found are kept.
    mutating func foodWords(of segment: [Word]) -> [String] {
        var segment = segment
        if segment.count > 2, segment[0].isNumber, UnitTable.unit(for: segment[1].key) != nil {
            segment.removeFirst(2)   // `rosemary or 1 tsp dried`: the second choice's own amount
        }
        // Numbers go, except inside a name (`chinese 5 spice`).
        var words = segment.enumerated().filter { index, word in
            !word.isNumber || (index > 0 && index + 1 < segment.count && !segment[index - 1].isNumber
                               && segment[index - 1].key != "of" && !segment[index + 1].isNumber)
        }.map(\.element)
        dropLeadingAmountWords(&words)
        // Each word's lists, looked up once (`WordClass`).
        let classes = WordClass.of(words)
        var food: [String] = []
        var preparation: [String] = []
        var index = 0
        func flushPreparation() {
            if !preparation.isEmpty { preparations.append(preparation.joined(separator: " ")) }
            preparation.removeAll()
        }
        while index < words.count {
            let key = words[index].key
            let wordClass = classes[index]
            if wordClass.contains(.startsKeptPhrase), let phrase = keptPhrase(in: words, at: index) {
                flushPreparation()
                food.append(contentsOf: words[index..<index + phrase].map(\.key))
                index += phrase
                continue
            }
            if wordClass.contains(.size) && !(index + 1 < words.count && classes[index + 1].contains(.sizedKind))
                || (key == "extra" && index + 1 < words.count && classes[index + 1].contains(.size)) {
                flushPreparation()
                sizes.append(key)
                index += 1
                if index < words.count, words[index].key == "sized" || words[index].key == "size" {
                    sizes[sizes.count - 1] += " " + words[index].key   // `medium sized`
                    index += 1
                }
                // `small to medium`, `medium or large`
                if index + 1 < words.count, classes[index].contains(.sizeJoiner), classes[index + 1].contains(.size) {
                    sizes.append(words[index].key)
                    index += 1
                }
                continue
            }
            if isPreparation(words, classes, at: index) {
                preparation.append(key)
                if words[index].endsWithComma { flushPreparation() }
                index += 1
                // `peeled and diced`
                if index + 1 < words.count, !preparation.isEmpty, words[index].key == "and" || words[index].key == "or",
                   isPreparation(words, classes, at: index + 1) {
                    preparation.append(words[index].key)
                    index += 1
                }
                continue
            }
            if key == "at", index + 2 < words.count, words[index + 1].key == "room" {
                preparation.append(contentsOf: words[index...].map(\.key))
                break
            }
            if wordClass.contains(.connector), !food.isEmpty,
               !(key == "from" && food.count == 1 && FoodWords.partsOfAFruit.contains(food[0])) {
                break   // but `juice from 1 lime` is lime juice
            }
            if key == "of", !food.isEmpty, index + 1 < words.count, classes[index + 1].contains(.choiceWord) {
                break   // `oil of choice`
            }
            flushPreparation()
            if food.isEmpty && (wordClass.contains(.filler)
                                || (wordClass.contains(.container) || FoodWords.cutShapes.contains(key)) && index + 1 < words.count) {
                index += 1
                continue
            }
            if food.isEmpty, index + 2 < words.count, words[index + 1].key == "of",
               wordClass.contains(.measureBeforeOf) || UnitTable.unit(for: key) != nil {
                index += 2   // `thumb-sized piece of ginger`, `1 tsp of vinegar`
                continue
            }
            food.append(key)
            index += 1
            if words[index - 1].endsSentence { break }
        }
        flushPreparation()
        while let last = food.last, FoodWords.fillers.contains(last) || FoodWords.connectors.contains(last) {
            food.removeLast()
        }
        if food.count > 1, let last = food.last, FoodWords.countingWords.contains(last) { food.removeLast() }
        return Self.partOfFirst(food)
    }

    /// `juice of 1 lemon`, `juice from a lime` are lemon juice and lime juice; `zest and juice of 1 orange` (or `juice
    /// and zest`) the orange's juice: its zest, a spoonful, weighs little beside it.
    static func partOfFirst(_ food: [String]) -> [String] {
        if food.count >= 5, FoodWords.partsOfAFruit.contains(food[0]), food[1] == "and", FoodWords.partsOfAFruit.contains(food[2]) {
            return partOfFirst([food[0] == "juice" ? food[0] : food[2]] + food[3...])
        }
        guard food.count >= 3, FoodWords.partsOfAFruit.contains(food[0]), food[1] == "of" || food[1] == "from" else { return food }
        var owner = Array(food[2...])
        owner[owner.count - 1] = Singularizer.singular(owner[owner.count - 1])   // `zest of 3 oranges`
        return owner + [food[0]]
    }

    /// `classes`: each word's (`WordClass.of(words)`).
    func isPreparation(_ words: [Word], _ classes: [WordClass], at index: Int) -> Bool {
        let key = words[index].key
        if key == "ground" {
            return true
        }
        if key == "hot" {
            return index + 1 < words.count && !classes[index + 1].contains(.hotKind)
        }
        if key == "dry" {
            return index + 1 < words.count && !classes[index + 1].contains(.dryKind)
        }
        if classes[index].contains(.preparation) { return true }
        // `finely chopped`, `freshly ground`, `very thinly sliced`: a manner word counts only before a preparation.
        guard classes[index].contains(.manner), key != "and", key != "or" else { return false }
        var next = index + 1
        while next < words.count, classes[next].contains(.manner) { next += 1 }
        return next < words.count && (classes[next].contains(.preparation) || words[next].key == "ground")
    }

    func keptPhrase(in words: [Word], at index: Int) -> Int? {
        for phrase in FoodWords.keptPhrasesByFirstWord[words[index].key] ?? [] where index + phrase.count <= words.count {
            if zip(phrase, words[index...]).allSatisfy({ $0 == $1.key }) { return phrase.count }
        }
        return nil
    }

    /// `another`, `some`, `a handful of`, `slices of`: amount words that no amount was read from.
    func dropLeadingAmountWords(_ words: inout [Word]) {
        while let first = words.first {
            if FoodWords.fillers.contains(first.key), words.count > 1 {
                words.removeFirst()
            } else if FoodWords.measuresBeforeOf.contains(first.key), words.count > 2, words[1].key == "of" {
                words.removeFirst(2)
            } else {
                return
            }
        }
    }

    /// Sizes, preparations and a brand written in the note: `medium-sized, minced`, `peeled and diced`,
    /// `cut into 1-inch pieces`, `at room temperature`, `Diamond Crystal`.
    mutating func readNote(_ note: String) {
        for segment in Word.pieces(of: note, at: [";", ","]) {
            let words = Word.split(String(Word.prefix(of: segment, before: "(")))
            guard let first = words.first else { continue }
            let classes = WordClass.of(words)
            if brandWords == nil, classes[0].contains(.startsBrand), FoodWords.brandsByFirstWord[first.key]?.contains(words.map(\.key)) == true {
                brandWords = words.map(\.text)
                continue
            }
            if classes.allSatisfy({ !$0.isDisjoint(with: [.size, .sizeJoiner]) }), classes[0].contains(.size) {
                sizes.append(words.map(\.key).joined(separator: " "))
                continue
            }
            let startsPrepared = isPreparation(words, classes, at: 0) || (first.key == "at" && words.count > 1 && words[1].key == "room")
                || (first.key == "room" && words.count > 1 && words[1].key == "temperature")
            // `peeled and diced`, `cut into cubes`, `sliced 1 cm thick`; not `dried mango powder`.
            let beforeConnector = words.indices.prefix { !classes[$0].contains(.connector) && !words[$0].isNumber || words[$0].key == "at" }
            let isPreparation = beforeConnector.allSatisfy {
                let key = words[$0].key
                return !classes[$0].isDisjoint(with: [.preparation, .manner]) || key == "ground" || key == "at" || key == "room"
                    || key == "temperature" || key == "/"
            }
            if startsPrepared, isPreparation, !words.contains(where: { $0.key == "optional" }) {
                preparations.append(words.map(\.key).joined(separator: " "))
            }
        }
    }
}
