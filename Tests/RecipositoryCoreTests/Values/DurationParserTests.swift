import Testing
@testable import RecipositoryCore

extension ValuesTests {
    @Suite("DurationParser")
    struct DurationParserTests {
        static let readable: [(String, Int)] = [
            // Minutes
            ("45 min", 45), ("45 minutes", 45), ("45m", 45), ("45 mins", 45), ("10 Minutes", 10),
            ("15min", 15), ("50 m", 50), ("  15 min ", 15), ("30 min.", 30), ("0 min", 0), ("0m", 0),
            // Hours and both
            ("1 h 15", 75), ("1h15m", 75), ("1h15", 75), ("1 h 15 min", 75), ("1 hour 15 minutes", 75),
            ("1 hour and 15 minutes", 75), ("1 h, 15 min", 75), ("1 hr", 60), ("1 hr.", 60),
            ("1 Hour", 60), ("2 hours", 120), ("13 h", 780), ("2h 30min", 150), ("8 hr 30 min", 510),
            ("1 hr 15 mins", 75), ("1 hr. 15 min.", 75),
            // Fractions and decimals
            ("1.5 hours", 90), ("1,5 h", 90), ("½ hour", 30), ("1 1/2 hours", 90), ("1½ hours", 90),
            ("1 ½ hours", 90), ("1/3 hour", 20), ("3⁄4 hour", 45),
            // Words
            ("an hour", 60), ("half an hour", 30), ("a half hour", 30), ("an hour and a half", 90),
            ("one hour", 60), ("two hours", 120), ("1 and a half hours", 90), ("forty-five minutes", 45),
            ("a day", 1_440),
            // ISO 8601
            ("PT1H15M", 75), ("PT45M", 45), ("P1DT2H", 1_560), ("pt30m", 30), ("PT90S", 2),
            ("PT1.5H", 90), ("PT1,5H", 90), ("P1W", 10_080), ("PT0M", 0), ("P2D", 2_880),
            ("PT26H", 1_560), ("  PT1H  ", 60),
            // Bare numbers and clocks
            ("90", 90), ("45", 45), ("1:15", 75), ("0:45", 45), ("1:00:30", 61),
            // Seconds round up, days and weeks
            ("30 sec", 1), ("90 seconds", 2), ("60 s", 1), ("2 days", 2_880), ("1 week", 10_080),
            ("1 day 2 hours", 1_560),
            // Ranges take the upper bound
            ("10-15 min", 15), ("10 to 15 minutes", 15), ("10–15 min", 15), ("10 — 15 min", 15),
            ("1-2 hours", 120), ("30 min - 1 hour", 60), ("45 ~ 60 min", 60), ("20~30 min", 30),
            ("2.5 - 3.25 hr", 195), ("0.5-2 hours", 120), ("4-5 hrs", 300), ("15-10 min", 15),
            ("1h 10min or 2h 10min, (depending on how long you leave it to rest.)", 130),
            // Approximations and notes
            ("~30 min", 30), ("≈ 30 min", 30), ("about 20 minutes", 20), ("approx. 20 min", 20),
            ("at least 4 hours", 240), ("~1.5 hrs", 90), ("1 Hour+", 60),
            ("30 min (plus one hour rising)", 30),
            ("10-20 minutes (Noodles take most of the time)", 20),
        ]

        @Test(arguments: readable)
        func readsDuration(text: String, minutes: Int) {
            #expect(DurationParser.minutes(from: text) == minutes)
        }

        static let unreadable: [String] = [
            "", "   ", "overnight", "Overnight", "lots", "Simmer all day", "5 min/day",
            "1 Hour+ in fridge", "~5 minutes + ingredients prep time", "5 min 5 min", "15 min 1 h",
            "P1M", "P1Y", "PT", "P", "P1DT", "PT1H1H", "PT1M1H", "PT1X", "1:75", "1:5", "min",
            "-5 min", "45 parsecs", "10 15", "a few minutes", "30 min (unclosed", "1, 5 h",
            "1 h 15 min 30 min", "2 days 3", "1/0 hour", "h",
        ]

        @Test(arguments: unreadable)
        func refusesWhatIsNotADuration(text: String) {
            #expect(DurationParser.minutes(from: text) == nil)
        }

        @Test(arguments: [(75, "PT1H15M"), (45, "PT45M"), (0, "PT0M"), (60, "PT1H"), (1_560, "PT26H"),
                          (1, "PT1M"), (-5, "PT0M")])
        func writesISO8601(minutes: Int, expected: String) {
            #expect(DurationParser.iso8601(minutes: minutes) == expected)
        }

        @Test(arguments: [0, 1, 5, 59, 60, 61, 90, 119, 1_440, 10_000])
        func iso8601RoundTrips(minutes: Int) {
            #expect(DurationParser.minutes(from: DurationParser.iso8601(minutes: minutes)) == minutes)
        }

        @Test func hugeNumbersDoNotCrash() {
            #expect(DurationParser.minutes(from: "999999999 weeks") == 999_999_999 * 10_080)
            #expect(DurationParser.minutes(from: "9999999999 min") == nil)
            #expect(DurationParser.minutes(from: "PT99999999999999999999H") == nil)
            #expect(DurationParser.iso8601(minutes: Int.max).hasPrefix("PT"))
        }
    }
}
