import Testing
@testable import RecipositoryCore

extension ValuesTests {
    @Suite("RatingParser")
    struct RatingParserTests {
        static let readable: [(String, Double)] = [
            ("4", 4), ("0", 0), ("5", 5), ("4.5", 4.5), ("4,5", 4.5), ("4½", 4.5), (" 3 ", 3),
            ("4.3", 4.5), ("4.2", 4), ("4/5", 4), ("4 / 5", 4), ("8/10", 4), ("4 out of 5", 4),
            ("4.5/5", 4.5), ("4 stars", 4), ("1 star", 1), ("3 hearts", 3), ("4 ★", 4), ("5⭐️", 5),
            ("★★★★☆", 4), ("★★★☆☆", 3), ("☆☆☆☆☆", 0), ("★★★★★", 5), ("❤️❤️❤️", 3), ("❤❤", 2),
            ("❤️ ❤️", 2), ("♥♥♥♥♥", 5), ("💖💖💖💖", 4), ("⭐⭐⭐½", 3.5), ("🧡💛💚", 3), ("♥♥♥♡♡", 3),
        ]

        @Test(arguments: readable)
        func readsRating(text: String, rating: Double) {
            #expect(RatingParser.parse(text) == rating)
        }

        @Test(arguments: ["6", "5.5", "-1", "❤️❤️❤️❤️❤️❤️", "great", "", "   ", "4/0", "★★x", "6/5",
                          "4 apples", "💔", "❤️‍🔥", "99999999999", "1e3"])
        func refusesOthers(text: String) {
            #expect(RatingParser.parse(text) == nil)
        }
    }
}
