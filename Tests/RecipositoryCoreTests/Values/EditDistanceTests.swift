import Testing
@testable import RecipositoryCore

extension ValuesTests {
    @Suite("EditDistance")
    struct EditDistanceTests {
        static let distances: [(String, String, Int)] = [
            ("servings", "servings", 0), ("sevrings", "servings", 1), ("serving", "servings", 1),
            ("srvings", "servings", 1), ("servingss", "servings", 1), ("Servings", "servings", 1),
            ("", "abc", 3), ("abc", "", 3), ("", "", 0), ("kitten", "sitting", 3), ("flaw", "lawn", 2),
            ("prep_time", "prepTime", 2), ("abcdef", "badcfe", 3), ("titel", "title", 1),
            // Optimal string alignment: no substring is edited twice, so this is 3, not 2.
            ("ca", "abc", 3),
            ("descripton", "description", 1), ("ctaegory", "category", 1), ("café", "cafe", 1),
            ("🍽️", "🍳", 2),
        ]

        @Test(arguments: distances)
        func measuresDistance(a: String, b: String, expected: Int) {
            #expect(EditDistance.distance(a, b, limit: 10) == expected)
            #expect(EditDistance.distance(b, a, limit: 10) == expected)
        }

        @Test(arguments: [("kitten", "sitting", 2, 3), ("abc", "xyz", 1, 2), ("a", "abcdefgh", 3, 4),
                          ("abc", "abd", 0, 1), ("abc", "abc", 0, 0), ("abc", "abd", -5, 1),
                          ("abcdefghij", "jihgfedcba", 3, 4)])
        func stopsAboveLimit(a: String, b: String, limit: Int, expected: Int) {
            #expect(EditDistance.distance(a, b, limit: limit) == expected)
        }

        @Test func limitLargerThanStringsIsExact() {
            #expect(EditDistance.distance("kitten", "sitting", limit: Int.max) == 3)
        }

        static let keys = ["title", "description", "category", "servings", "prep", "cook", "rating", "tags", "date"]

        @Test(arguments: [("sevrings", "servings"), ("titel", "title"), ("Title", "title"), ("tag", "tags"),
                          ("rateing", "rating"), ("cok", "cook"), ("catgory", "category")])
        func suggestsClosestKey(word: String, expected: String) {
            #expect(EditDistance.closest(to: word, in: Self.keys, maxDistance: 2) == expected)
        }

        @Test(arguments: ["ingredients", "xyz", "author", ""])
        func suggestsNothingFarAway(word: String) {
            #expect(EditDistance.closest(to: word, in: Self.keys, maxDistance: 2) == nil)
        }

        @Test func breaksTiesAlphabetically() {
            #expect(EditDistance.closest(to: "cat", in: ["hat", "bat"], maxDistance: 1) == "bat")
            #expect(EditDistance.closest(to: "cat", in: ["bat", "hat"], maxDistance: 1) == "bat")
            #expect(EditDistance.closest(to: "cat", in: ["hat", "cart", "bat"], maxDistance: 1) == "bat")
            #expect(EditDistance.closest(to: "cat", in: ["chat", "at"], maxDistance: 1) == "at")
        }

        @Test func edgeCases() {
            #expect(EditDistance.closest(to: "cat", in: [], maxDistance: 3) == nil)
            #expect(EditDistance.closest(to: "cat", in: ["cat"], maxDistance: -1) == nil)
            #expect(EditDistance.closest(to: "cat", in: ["cat", "bat"], maxDistance: 0) == "cat")
        }

        @Test func longStringsStayCheap() {
            let long = String(repeating: "abcdefghij", count: 1_000)
            var other = long
            other.removeLast()
            #expect(EditDistance.distance(long, other, limit: 3) == 1)
            #expect(EditDistance.distance(long, String(long.reversed()), limit: 3) == 4)
            #expect(EditDistance.distance(long, "servings", limit: Int.max) > 3)
        }
    }
}
