import Foundation
import Testing

@Suite struct ShowCommandTests {
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
            for key in ["text", "quantity", "unit", "name", "note", "optional", "alternative"] {
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
