import Testing
@testable import RecipositoryCore

extension ValuesTests {
    @Suite("DifficultyParser")
    struct DifficultyParserTests {
        static let readable: [(String, Int)] = [
            ("1", 1), ("2", 2), ("3", 3), ("4", 4), ("5", 5), (" 2 ", 2), ("3.0", 3), ("3/5", 3),
            ("3 / 5", 3), ("3 out of 5", 3),
            ("easy", 1), ("Easy", 1), ("easy.", 1), ("very easy", 1), ("Very-Easy", 1), ("super easy", 1),
            ("beginner", 1), ("simple", 1), ("Easy-Medium", 2), ("easy to medium", 2), ("easy/medium", 2),
            ("Medium", 3), ("moderate", 3), ("intermediate", 3), ("average", 3),
            ("medium_hard", 4), ("challenging", 4),
            ("HARD", 5), ("hard", 5), ("very hard", 5), ("difficult", 5), ("advanced", 5), ("expert", 5),
            ("three", 3),
        ]

        @Test(arguments: readable)
        func readsLevel(text: String, level: Int) {
            #expect(DifficultyParser.parse(text) == Difficulty(level: level))
        }

        @Test(arguments: ["0", "6", "10", "2.5", "-1", "3/10", "", "very", "hard-ish", "impossible",
                          "3 easy", "easy 3", "★★★", "five stars", "99999999999"])
        func refusesOthers(text: String) {
            #expect(DifficultyParser.parse(text) == nil)
        }

        @Test func labelsReadBack() {
            #expect(DifficultyParser.parse("easy")?.label == "Easy")
            #expect(DifficultyParser.parse("medium")?.label == "Medium")
            #expect(DifficultyParser.parse("hard")?.label == "Hard")
        }
    }
}
