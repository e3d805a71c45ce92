import Foundation
import RecipositoryCore
import Testing
@testable import RecipositorySite

@Suite struct StructuredDataTests {
    let site = RenderedSite()

    func object(_ path: String) throws -> [String: Any] {
        let block = try #require(site.jsonLD(path).first)
        let parsed = try JSONSerialization.jsonObject(with: Data(block.utf8))
        return try #require(parsed as? [String: Any])
    }

    @Test func recipeHasRequiredAndRecommendedFields() throws {
        let json = try object("recipes/apple-pie/index.html")
        #expect(json["@context"] as? String == "https://schema.org")
        #expect(json["@type"] as? String == "Recipe")
        #expect(json["name"] as? String == "Grandma Rose's Apple Pie")
        #expect(json["image"] as? [String] == ["https://family.example/cookbook/recipes/desserts/apple-pie.svg",
                                               "https://family.example/cookbook/pix/pie-slice.svg"])
        #expect((json["author"] as? [String: Any])?["name"] as? String == "Rose")
        #expect(json["datePublished"] as? String == "2019-11-28")
        #expect(json["prepTime"] as? String == "PT45M")
        #expect(json["cookTime"] as? String == "PT1H")
        #expect(json["totalTime"] as? String == "PT1H45M")
        #expect(json["recipeYield"] as? [String] == ["8", "1 pie (8 slices)"])
        #expect(json["recipeCategory"] as? String == "Desserts")
        #expect(json["recipeCuisine"] as? String == "American")
        #expect(json["keywords"] as? String == "baking, autumn, family classic")
        let ingredients = try #require(json["recipeIngredient"] as? [String])
        #expect(ingredients.first == "2 1/2 cups (310 g) all-purpose flour")
        #expect(ingredients.count == 8)
        let sections = try #require(json["recipeInstructions"] as? [[String: Any]])
        #expect(sections.map { $0["@type"] as? String } == ["HowToSection", "HowToSection"])
        let steps = try #require(sections[1]["itemListElement"] as? [[String: Any]])
        #expect(steps.first?["@type"] as? String == "HowToStep")
        #expect(steps.first?["url"] as? String == "https://family.example/cookbook/recipes/apple-pie/#step-3")
        let nutrition = try #require(json["nutrition"] as? [String: Any])
        #expect(nutrition["@type"] as? String == "NutritionInformation")
        #expect(nutrition["calories"] as? String == "410 calories")
        #expect(nutrition["saturatedFatContent"] as? String == "11.5 g")
        let rating = try #require(json["aggregateRating"] as? [String: Any])
        #expect(rating["ratingValue"] as? Double == 4.5)
        #expect(rating["ratingCount"] as? Int == 2)
    }

    @Test func noAggregateRatingWithoutCookedRatings() throws {
        // The custard has a `rating` in its front matter but no ratings in its cooked log.
        let json = try object("recipes/vanilla-custard/index.html")
        #expect(json["aggregateRating"] == nil)
        #expect(json["recipeYield"] as? String == "4")
        let steps = try #require(json["recipeInstructions"] as? [[String: Any]])
        #expect(steps.map { $0["@type"] as? String } == ["HowToStep", "HowToStep"])
    }

    @Test func imagesAreRelativeWithoutBaseURL() throws {
        var config = RenderFixture.config
        config.baseURL = nil
        let site = RenderedSite(RenderFixture.renderer(config: config))
        let block = try #require(site.jsonLD("recipes/apple-pie/index.html").first)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
        #expect(json["image"] as? [String] == ["../../recipes/desserts/apple-pie.svg", "../../pix/pie-slice.svg"])
        #expect(json["url"] == nil)
    }

    @Test func hostileTextCannotLeaveTheScriptElement() throws {
        let block = try #require(site.jsonLD("recipes/hostile/index.html").first)
        for raw in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
            #expect(!block.contains(raw), "raw \(raw) in JSON-LD")
        }
        #expect(block.contains(#"\u003c/script\u003e"#))
        #expect(block.contains(#"\u2028"#))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
        #expect(json["name"] as? String == RenderFixture.hostileTitle)
        #expect(json["description"] as? String == "</script><script>alert('d')</script> \u{2028} & more")
    }

    @Test func listingPagesCarryAnItemList() throws {
        for path in ["index.html", "categories/desserts/index.html", "ingredients/sugar/index.html"] {
            let json = try object(path)
            #expect(json["@type"] as? String == "ItemList", "\(path)")
            let items = try #require(json["itemListElement"] as? [[String: Any]])
            #expect(items.map { $0["position"] as? Int } == Array(1...items.count).map { $0 })
        }
        let sugar = try object("ingredients/sugar/index.html")
        let names = (sugar["itemListElement"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["Grandma Rose's Apple Pie", "Vanilla Custard"])
    }

    @Test func encoderSortsKeysAndEscapes() {
        let value = JSONValue.object(["b": .int(1), "a": .array([.string("x<y\n\u{1}"), .bool(true), .null])])
        #expect(value.scriptSafeText == #"{"a":["x\u003cy\n\u0001",true,null],"b":1}"#)
    }
}

@Suite struct ItemListFastPathTests {
    @Test func cachedItemListMatchesTheGenericEncoder() {
        let recipes = SiteCatalog(RenderFixture.recipes).recipes
        for baseURL in ["https://family.example/cookbook/", nil] {
            var config = RenderFixture.config
            config.baseURL = baseURL
            var context = RenderContext(config: config, index: SiteCatalog(RenderFixture.recipes), routes: Routes(OutputFormat.defaults), imageSize: { _ in nil })
            context.lists = ListEntryCache(recipes: recipes, rootPrefixes: ["../../"], theme: .builtIn, context: context)
            let name = RenderFixture.hostileTitle + " </script>"
            #expect(ItemListStructuredData.scriptSafeText(name: name, recipes: context.index.all, rootPrefix: "../../", context: context)
                == ItemListStructuredData.jsonLD(name: name, recipes: recipes, rootPrefix: "../../", context: context).scriptSafeText)
            // Without cached entries the same text comes from the encoder.
            context.lists = ListEntryCache()
            #expect(ItemListStructuredData.scriptSafeText(name: name, recipes: context.index.all, rootPrefix: "../../", context: context)
                == ItemListStructuredData.jsonLD(name: name, recipes: recipes, rootPrefix: "../../", context: context).scriptSafeText)
        }
    }
}
