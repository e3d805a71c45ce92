import Testing
@testable import RecipositoryCore

extension ValuesTests {
    /// Every parser meets text nobody should write; none may crash, hang or misread it as a value.
    @Suite("Nasty inputs")
    struct NastyInputTests {
        static let nasty: [String] = [
            "", " ", "\u{0}", "\u{FEFF}4", "4\u{200B}", "4\u{0301}", "\t\n\r", "\u{2028}",
            String(repeating: "9", count: 10_000), String(repeating: "a", count: 10_000),
            String(repeating: "(", count: 10_000), String(repeating: "1/", count: 5_000),
            String(repeating: "(", count: 900), String(repeating: "1 h ", count: 200),
            String(repeating: "1-", count: 400), String(repeating: "½", count: 900),
            String(repeating: "❤️", count: 400), String(repeating: "and a half ", count: 80),
            String(repeating: "P1D", count: 300), "PT" + String(repeating: "9", count: 500) + "H",
            "99999999999999999999 min", "999999999 weeks", "999999999-999999999", "99999999:99",
            "1e308", "NaN", "inf", "-0", "-", "--", "~", "/", "1/0", "0/0", "½½½½", "٣", "１２",
            "🍽️🍳⏲️", "👨‍👩‍👧‍👦", "Ｐ Ｔ １ Ｈ", "PT1H\u{0}", "2019-02-30T99:99:99+99:99",
            "(((1)))", ")", "1 (", "4 ()", "a", "an", "half", "dozen", "and", "to", "or",
            "9999-12-31T23:59:60.999999999+14:00", "1 and a half and a half", "a dozen dozen",
        ]

        /// Whatever a parser makes of such text is a value of its kind, found in bounded time.
        @Test(.timeLimit(.minutes(1)), arguments: nasty)
        func parsersGiveSaneValues(text: String) {
            if let minutes = DurationParser.minutes(from: text) { #expect(minutes >= 0) }
            if let servings = ServingsParser.parse(text) {
                #expect(servings.low.map { $0 > 0 } ?? true)
                #expect((servings.low ?? 0) <= (servings.high ?? .max))
            }
            if let difficulty = DifficultyParser.parse(text) { #expect(difficulty.level >= 0) }
            if let rating = RatingParser.parse(text) { #expect(rating.isFinite && rating >= 0) }
            if let date = DateParser.parse(text) {
                #expect((1...12).contains(date.month) && (1...31).contains(date.day))
            }
            for name in [text, "protein"] {
                if let value = NutritionParser.value(name: name, text: text) { #expect(value.amount.isFinite) }
            }
            if let property = NutritionParser.schemaOrgProperty(text) { #expect(!property.isEmpty) }
            let distance = EditDistance.distance(text, "servings", limit: 3)
            #expect((0...4).contains(distance))
            #expect(distance == EditDistance.distance("servings", text, limit: 3))
            #expect(EditDistance.closest(to: text, in: ["servings", text], maxDistance: 2) == text)
        }

        @Test func overlongTextIsNeverAValue() {
            let long = "4" + String(repeating: " ", count: 2_000)
            #expect(DurationParser.minutes(from: long) == nil)
            #expect(ServingsParser.parse(String(repeating: "4 ", count: 1_000)) == nil)
            #expect(DifficultyParser.parse(long) == nil)
            #expect(RatingParser.parse(long) == nil)
            #expect(DateParser.parse(long) == nil)
            #expect(NutritionParser.value(name: "protein", text: long) == nil)
        }

        @Test func extremeIntegersDoNotTrap() {
            #expect(ServingsParser.parse(integer: Int.max)?.low == Int.max)
            #expect(ServingsParser.parse(integer: Int.min) == nil)
            #expect(DurationParser.iso8601(minutes: Int.min) == "PT0M")
            #expect(NutritionParser.schemaOrgValue(NutritionValue(name: "fat", amount: 1e300, unit: "g")).hasSuffix(" g"))
            #expect(NutritionParser.schemaOrgValue(NutritionValue(name: "fat", amount: -1e300, unit: "g")).hasSuffix(" g"))
        }
    }
}
