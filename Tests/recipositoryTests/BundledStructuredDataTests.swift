import Foundation
import Testing
import TestSupport

/// Every bundled recipe's JSON-LD parses back and has what Google's recipe rich results
/// require (name, image) and recommend.
@Suite(.blocking, .serialized) struct BundledStructuredDataTests {
    @Test func everyRecipePageHasCompleteJSONLD() throws {
        let temp = try TemporaryFolder()
        let build = try Executable.run(["build", "--output", temp.path("site").path], in: Executable.repository)
        try #require(build.status == 0, "\(build.stderr)")
        let tree = TemporaryFolder.tree(temp.path("site"))
        let pages = tree.keys.filter { $0.hasPrefix("recipes/") && $0.hasSuffix("/index.html") && $0.split(separator: "/").count == 3 }
        #expect(pages.count == 33)
        for page in pages.sorted() {
            let html = String(decoding: tree[page]!, as: UTF8.self)
            let blocks = html.components(separatedBy: "<script type=\"application/ld+json\">").dropFirst()
                .map { String($0.prefix { $0 != "<" }) }
            let block = try #require(blocks.first, "no JSON-LD in \(page)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any], "\(page)")
            #expect(object["@type"] as? String == "Recipe", "\(page)")
            for key in ["name", "description", "recipeIngredient", "recipeInstructions", "recipeYield", "totalTime",
                        "recipeCategory", "recipeCuisine", "keywords", "datePublished", "author"] {
                #expect(object[key] != nil, "\(page) lacks \(key)")
            }
            if let total = object["totalTime"] as? String { #expect(total.hasPrefix("PT") || total.hasPrefix("P"), "\(page)") }
            #expect((object["recipeIngredient"] as? [String])?.isEmpty == false, "\(page)")
            if let rating = object["aggregateRating"] as? [String: Any] {
                #expect((rating["ratingCount"] as? Int ?? 0) > 0, "\(page): a rating needs real ratings behind it")
            }
            #expect(!block.contains("<") && !block.contains("\u{2028}"), "\(page): unescaped JSON in a script")
        }
    }
}
