import Foundation
import TestSupport
import Testing

@Suite(.blocking, .serialized) struct ShowCommandTests {
    @Test func jsonModelOfOneRecipe() throws {
        let file = Executable.repository.appendingPathComponent("content/recipes/baking/banana-bread.md")
        let result = try Executable.run(["show", file.path, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Ada's Brown Butter Banana Bread")
        let times = try #require(object["times"] as? [String: Any])
        #expect(times["total"] is Int)
        let groups = try #require(object["ingredient_groups"] as? [[String: Any]])
        let ingredients = groups.flatMap { $0["ingredients"] as? [[String: Any]] ?? [] }
        #expect(!ingredients.isEmpty)
        for ingredient in ingredients {
            for key in ["text", "quantity", "unit", "name", "food", "size", "preparation", "brand", "note", "optional", "alternative"] {
                #expect(ingredient.keys.contains(key), "missing \(key)")
            }
        }
        let butter = try #require(ingredients.first { ($0["text"] as? String)?.contains("115 g / ½ cup") == true })
        let quantity = try #require(butter["quantity"] as? [String: Any])
        #expect(quantity["low"] as? Double == 115)
        #expect(butter["unit"] as? String == "g")
        let alternative = try #require(butter["alternative"] as? [String: Any])
        #expect(alternative["low"] as? Double == 0.5)
        #expect(alternative["unit"] as? String == "cup")
    }

    @Test func readableText() throws {
        let file = Executable.repository.appendingPathComponent("content/recipes/baking/banana-bread.md")
        let result = try Executable.run(["show", file.path])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Ada's Brown Butter Banana Bread"))
        #expect(result.stdout.contains("Ingredients"))
    }
}

extension ShowCommandTests {
    /// What `show --format json` understands of every ingredient of the bundled cookbook, food, size,
    /// preparation and brand included, against `Fixtures/golden/show-cookbook-ingredients.json`
    /// (`RECORD_GOLDEN=1` re-records it).
    @Test func cookbookIngredientsMatchGolden() throws {
        let recipes = Executable.repository.appendingPathComponent("content/recipes")
        let files = try FileManager.default.subpathsOfDirectory(atPath: recipes.path)
            .filter { $0.hasSuffix(".md") && !$0.split(separator: "/").contains { $0.hasPrefix("_") } }.sorted()
        #expect(files.count > 20)
        var all: [String: Any] = [:]
        for file in files {
            let result = try Executable.run(["show", recipes.appendingPathComponent(file).path, "--format", "json"])
            #expect(result.status == 0, "\(file): \(result.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            all[file] = object["ingredient_groups"]
        }
        let data = try JSONSerialization.data(withJSONObject: all, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        try Golden.check(String(decoding: data, as: UTF8.self) + "\n", file: Executable.fixtures.appending(path: "golden/show-cookbook-ingredients.json"))
    }
}
