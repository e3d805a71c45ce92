import Testing
@testable import RecipositoryCore

extension ValuesTests {
    @Suite("ServingsParser")
    struct ServingsParserTests {
        static let counted: [(String, Int, Int?)] = [
            ("4", 4, 4), ("45", 45, 45), ("4-6", 4, 6), ("4–6", 4, 6), ("4 to 6", 4, 6), ("8 - 10", 8, 10),
            ("1~2, about 1 plate full", 1, 2), ("4 or 5", 4, 5), ("6-4", 4, 6), ("6+", 6, nil),
            ("serves 4", 4, 4), ("Serves 4-6 people.", 4, 6), ("Servings: 4", 4, 4), ("for 4 people", 4, 4),
            ("4 servings", 4, 4), ("4 people", 4, 4), ("4 Omelets", 4, 4), ("10 breads", 10, 10),
            ("8-12 slices", 8, 12), ("6-8 bowls", 6, 8), ("1 pizza", 1, 1),
            ("makes 24 cookies", 24, 24), ("Makes about 2 dozen cookies", 24, 24), ("about 20", 20, 20),
            ("~12", 12, 12), ("yields 12 muffins", 12, 12),
            ("1 loaf (12 slices)", 12, 12), ("2 loaves (24 slices)", 24, 24), ("1 pie (8 slices)", 8, 8),
            ("1 (2 wraps)", 2, 2), ("4 servings (about 1 cup each)", 4, 4), ("12 slices (1 loaf)", 12, 12),
            ("4 (as a side)", 4, 4), ("16? (It depends)", 16, 16), ("10.", 10, 10),
            ("2 dozen", 24, 24), ("2-3 dozen", 24, 36), ("a dozen", 12, 12), ("half a dozen", 6, 6),
            ("1½ dozen", 18, 18), ("Five-dozen individual cookies", 60, 60),
            ("one", 1, 1), ("Two", 2, 2), ("twenty-four", 24, 24), ("twelve cupcakes", 12, 12),
        ]

        @Test(arguments: counted)
        func readsCount(text: String, low: Int, high: Int?) {
            let servings = ServingsParser.parse(text)
            #expect(servings?.low == low)
            #expect(servings?.high == high)
        }

        /// A number, but not a count of people or pieces: the text is kept, the count is not.
        static let uncounted: [String] = [
            "2 litres", "1 cup", "1.5", "2/3", "4 4-15", "0", "Usually enough for a family of five.",
            "A batch like this will last for two days in a family of four.", "1 9-inch pie",
            "1 loaf (12 slices", "2 cups (1 jar)",
        ]

        @Test(arguments: uncounted)
        func keepsTextWithoutCount(text: String) {
            #expect(ServingsParser.parse(text) == Servings(low: nil, high: nil, text: text))
        }

        @Test(arguments: ["", "   ", "lots", "Depends", "An average-sized mason jar.", "a crowd", "🍽️"])
        func refusesTextWithoutNumber(text: String) {
            #expect(ServingsParser.parse(text) == nil)
        }

        @Test func keepsTextVerbatimButTrimmed() {
            #expect(ServingsParser.parse("  Serves 4 (hungry) \n") == Servings(low: 4, high: 4, text: "Serves 4 (hungry)"))
            #expect(ServingsParser.parse("1 loaf (12 slices)")?.text == "1 loaf (12 slices)")
        }

        @Test(arguments: [(4, Servings(low: 4, high: 4, text: "4")), (0, nil), (-3, nil),
                          (1, Servings(low: 1, high: 1, text: "1"))])
        func readsYAMLInteger(integer: Int, expected: Servings?) {
            #expect(ServingsParser.parse(integer: integer) == expected)
        }

        @Test func hugeNumbersAreNotCounts() {
            #expect(ServingsParser.parse("9999999999")?.low == nil)
            #expect(ServingsParser.parse("999999999 dozen")?.low == nil)
            #expect(ServingsParser.parse("999999999")?.low == 999_999_999)
        }
    }
}
