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

        @Test(arguments: nasty)
        func parsersSurvive(text: String) {
            _ = DurationParser.minutes(from: text)
            _ = ServingsParser.parse(text)
            _ = DifficultyParser.parse(text)
            _ = RatingParser.parse(text)
            _ = DateParser.parse(text)
            _ = NutritionParser.value(name: text, text: text)
            _ = NutritionParser.value(name: "protein", text: text)
            _ = NutritionParser.schemaOrgProperty(text)
            _ = EditDistance.distance(text, "servings", limit: 3)
            _ = EditDistance.closest(to: text, in: ["servings", text], maxDistance: 2)
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
