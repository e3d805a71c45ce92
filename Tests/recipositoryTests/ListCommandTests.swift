import Foundation
import Testing
import TestSupport

/// `recipository list`: one merged list for several recipes, by slug, title or file.
@Suite(.blocking, .serialized) struct ListCommandTests {
    static let site = Executable.repository.appendingPathComponent("Tests/recipositoryTests/Fixtures/shopping")

    @Test func mergesScalesAndSortsByAisle() throws {
        let result = try Executable.run(["list", "onion-soup", "Onion Tart", "stew", "--site", Self.site.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            Shopping list for Onion Soup, Onion Tart, Stew

            Fruit and vegetables
            - 2–3 carrots
            - 3 onions

            Baking
            - flour, 425 g

            Tins and jars
            - tomatoes, 2 cans

            Asian shop
            - miso, 7 tbsp

            Probably in the pantry
            - salt

            """)
    }

    @Test func servingsScaleEachRecipeAndJSONForTools() throws {
        let file = Self.site.appendingPathComponent("content/recipes/onion-tart.md").path
        let result = try Executable.run(["list", "onion-soup", file, "stew", "--servings", "8", "--format", "json",
                                         "--units", "metric", "--site", Self.site.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("Stew gives no number of servings"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let recipes = try #require(object["recipes"] as? [[String: Any]])
        #expect(recipes.map { $0["factor"] as? String } == ["2", "4", "1"])
        let aisles = try #require(object["aisles"] as? [[String: Any]])
        let texts = aisles.flatMap { ($0["items"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } }
        // 600 g + 4 cups (500 g) of flour; 4 + 4 onions; 2 tbsp + 8 tbsp + ¼ cup of miso: a solid, weighed by
        // USDA's miso (16112: 17 g a tbsp, 275 g a cup), 170 + 68.75 = 238.75 g, to 5 g as the recipe page rounds.
        // Cans of tomatoes are with the tins, not the fresh vegetables.
        #expect(texts == ["2–3 carrots", "8 onions", "flour, 1.1 kg", "tomatoes, 5 cans", "miso, 240 g"])
        #expect(aisles.map { $0["aisle"] as? String } == ["Fruit and vegetables", "Baking", "Tins and jars", "Asian shop"])
        #expect((object["pantry"] as? [[String: Any]])?.first?["text"] as? String == "salt")
        // Each item's amount as numbers besides the text: flour 1.1 kg, 1,100 g; onions a count of 8, and their
        // weight as 8 medium onions (USDA 11282: 110 g each).
        let items = aisles.flatMap { $0["items"] as? [[String: Any]] ?? [] }
        let flour = try #require(items.first { $0["food"] as? String == "flour" })
        #expect(flour["quantity"] as? Double == 1.1 && flour["unit"] as? String == "kg" && flour["grams"] as? Double == 1100)
        let onions = try #require(items.first { $0["food"] as? String == "onions" })
        #expect(onions["quantity"] as? Double == 8 && onions["unit"] is NSNull && onions["grams"] as? Double == 880)
    }

    @Test func anUnknownRecipeIsAUsageError() throws {
        let result = try Executable.run(["list", "no-such-recipe", "--site", Self.site.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no recipe no-such-recipe"))
    }
}
