import Foundation
import Testing
import TestSupport
@testable import RecipositoryCore

/// The food reader's byte-level paths (`FoodReader.commaTail`, `Word.isOuterPunctuation`: 5.4% of
/// `check`'s instructions, `docs/performance.md`) against the plain Swift they replaced, on lines
/// with accents, curly quotes, two-scalar characters, repeats and no comma at all.
@Suite struct FoodReaderBytesTests {
    /// The note's last part after `; `, when a comma stands right before it in the line (Foundation).
    static func plainCommaTail(of note: String, in line: String) -> String? {
        guard let tail = note.components(separatedBy: "; ").last, let found = line.range(of: tail),
              line[..<found.lowerBound].last(where: { $0 != " " }) == "," else { return nil }
        return tail
    }

    static let pairs: [(note: String, line: String)] = [
        ("red or green", "1 pepper, red or green"),
        ("or cashew paste", "1 cup cream (or cashew paste)"),
        ("peeled; diced, or sliced", "2 onions, peeled; diced, or sliced"),
        ("crème fraîche or yogurt", "1 cup sour cream, crème fraîche or yogurt"),
        ("jalapeño, seeded", "1 chile,   jalapeño, seeded"),
        ("tomato", "1 onion, diced"),
        ("onion", "onion, onion"),
        ("", "1 egg"),
        ("“heirloom”; halved", "2 tomatoes, “heirloom”; halved"),
        ("a; b; c", "x, a; b; c"),
        ("cut in 2\u{00A0}cm dice", "1 swede, cut in 2\u{00A0}cm dice"),
        ("e\u{301}pices", "1 tsp quatre, e\u{301}pices"),
        ("butter", "butter"),
    ]

    /// A note `mayJoin` says no to is one the plain reading (`readList`) finds no list in; written
    /// from the rule: a list is joined by a word `or`, `and`, `and/or`, `/` or `&`, in any case.
    @Test func aNoteThatCannotJoinHoldsNoList() {
        #expect(!FoodReader.mayJoin("thinly sliced"))
        #expect(!FoodReader.mayJoin("cut into 1-inch pieces (about 2 cups)"))
        #expect(!FoodReader.mayJoin(""))
        for note in ["red or green", "Red OR green", "parsley, cilantro and basil", "thyme & rosemary", "lemon/lime", "AND chives",
                     "salt and/or pepper", "crème fraîche", "e\u{301}pices", "fork", "candied", "Orange", "brandy"] {
            #expect(FoodReader.mayJoin(note), "\(note)")
        }
        let lines = Self.pairs.map(\.line) + [
            "1 cup butter, or margarine", "parsley, cilantro or basil", "thyme, rosemary and some bay leaves",
            "2 onions, thinly sliced", "1 lb chicken, boneless, skinless", "salt, pepper", "1 pepper, red or green",
            "sugar, or more to taste", "1 tsp oregano, dried", "Corn, fresh or frozen", "Basil, mint & dill", "Lime, zest/juice",
            "1 can tomatoes, drained", "Cheese, grated (parmesan or pecorino)", "2 eggs, beaten, AND 1 yolk",
        ]
        var checked = 0
        for line in lines + Self.basedCookingLines() {
            guard let note = IngredientLineParser.parse(line).note, !FoodReader.mayJoin(note) else { continue }
            #expect(FoodReader.readList(in: note, line: line) == nil, "\(line)")
            checked += 1
        }
        #expect(checked > 20)
    }

    /// Every ingredient line of the based.cooking sample.
    static func basedCookingLines() -> [String] {
        let folder = Fixtures.basedCooking.appending(path: "content")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "md" }.flatMap { file in
            ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { line in
                line.hasPrefix("- ") ? String(line.dropFirst(2)) : nil
            }
        }
    }

    @Test func commaTailIsThePlainReading() {
        for (note, line) in Self.pairs {
            #expect(FoodReader.commaTail(of: note, in: line) == Self.plainCommaTail(of: note, in: line), "\(note) | \(line)")
        }
    }

    /// The same lines with the answers written by hand from the rule (the note's last `; ` part, where
    /// the line has a comma just before it, spaces apart), not from either implementation.
    @Test func commaTailByHand() {
        let expected: [String?] = ["red or green", nil, nil, "crème fraîche or yogurt", "jalapeño, seeded", nil, nil, nil, nil, nil,
                                   "cut in 2\u{00A0}cm dice", "e\u{301}pices", nil]
        for ((note, line), answer) in zip(Self.pairs, expected) {
            #expect(FoodReader.commaTail(of: note, in: line) == answer, "\(note) | \(line)")
        }
        #expect(FoodReader.commaTail(of: "minced", in: "2 cloves garlic, minced") == "minced")
        #expect(FoodReader.commaTail(of: "minced", in: "2 cloves garlic (minced)") == nil)
    }

    /// By scalar as by Character: each punctuation mark alone is one, a letter or a mark with an
    /// accent on it (two scalars) is not.
    @Test func outerPunctuationIsThePlainSet() {
        let plain = Set(Word.outerPunctuation.map { Character($0) })
        let characters: [Character] = Array(".,:;*!?\"“”‘’'_()[]-–—#•") + ["a", "é", "e\u{301}", ".\u{301}", "½", " ", "/", "&"]
        for character in characters {
            #expect(Word.isOuterPunctuation(character) == plain.contains(character), "\(character.unicodeScalars.map(\.value))")
        }
        // By hand: marks that stand around a word are; a letter, an accented letter or mark, a fraction, a space are not.
        for mark: Character in [".", ",", "(", ")", "“", "”"] { #expect(Word.isOuterPunctuation(mark), "\(mark)") }
        for other: Character in ["a", "é", "e\u{301}", ".\u{301}", "½", " "] { #expect(!Word.isOuterPunctuation(other), "\(other)") }
    }
}
