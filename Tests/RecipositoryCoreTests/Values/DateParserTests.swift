import Testing
@testable import RecipositoryCore

extension ValuesTests {
    @Suite("DateParser")
    struct DateParserTests {
        static let readable: [(String, RecipeDate)] = [
            ("2019-11-28", RecipeDate(year: 2019, month: 11, day: 28)),
            (" 2019-11-28 ", RecipeDate(year: 2019, month: 11, day: 28)),
            ("2019-11-28T10:00:00Z", RecipeDate(year: 2019, month: 11, day: 28)),
            ("2019-11-28t10:00z", RecipeDate(year: 2019, month: 11, day: 28)),
            ("2019-11-28T10:00:00+01:00", RecipeDate(year: 2019, month: 11, day: 28)),
            ("2019-11-28T23:30:00-05:00", RecipeDate(year: 2019, month: 11, day: 28)),
            ("2019-11-28T23:30:00.123456Z", RecipeDate(year: 2019, month: 11, day: 28)),
            ("2019-11-28T10:00", RecipeDate(year: 2019, month: 11, day: 28)),
            ("2019-11-28 10:00:00 -0500", RecipeDate(year: 2019, month: 11, day: 28)),
            ("2019-11-28 10:00:00 UTC", RecipeDate(year: 2019, month: 11, day: 28)),
            ("2001-12-14 21:59:43.10 -5", RecipeDate(year: 2001, month: 12, day: 14)),
            ("2019/11/28", RecipeDate(year: 2019, month: 11, day: 28)),
            ("28.11.2019", RecipeDate(year: 2019, month: 11, day: 28)),
            ("1.2.2019", RecipeDate(year: 2019, month: 2, day: 1)),
            ("2019-1-5", RecipeDate(year: 2019, month: 1, day: 5)),
            ("2020-02-29", RecipeDate(year: 2020, month: 2, day: 29)),
            ("2000-02-29", RecipeDate(year: 2000, month: 2, day: 29)),
            ("2019-12-31", RecipeDate(year: 2019, month: 12, day: 31)),
            ("2019-04-30", RecipeDate(year: 2019, month: 4, day: 30)),
        ]

        @Test(arguments: readable)
        func readsDate(text: String, date: RecipeDate) {
            #expect(DateParser.parse(text) == date)
        }

        static let invalid: [String] = [
            // Days that do not exist
            "2019-02-29", "1900-02-29", "2019-13-01", "2019-00-10", "2019-04-31", "2019-11-00",
            "2019-11-32", "0000-01-01",
            // Ambiguous or malformed
            "11/28/2019", "28/11/2019", "11/12/2019", "19-11-28", "2019-11", "2019", "2019.11.28",
            "2019-11/28", "2019-011-28", "20190-11-28", "28.11.19",
            // Bad times
            "2019-11-28T25:00:00Z", "2019-11-28T10:60", "2019-11-28Tnoon", "2019-11-28 garbage",
            "2019-11-28T10:00:00+1500", "2019-11-28T", "2019-11-28T10",
            "", "yesterday", "tomorrow 2019-11-28",
        ]

        @Test(arguments: invalid)
        func refusesInvalidDate(text: String) {
            #expect(DateParser.parse(text) == nil)
        }

        @Test(arguments: [(1996, true), (2000, true), (2024, true), (1900, false), (2023, false), (2100, false)])
        func knowsLeapYears(year: Int, isLeap: Bool) {
            #expect(DateParser.isValid(RecipeDate(year: year, month: 2, day: 29)) == isLeap)
        }
    }
}
