import Foundation
import RecipositoryCore
import Testing
@testable import RecipositorySite

/// Nutrition on the page, on paper, in mail and in structured data: the author's values win and
/// say so; else the estimate, saying what it counted. Worked by hand from the USDA file: whole milk
/// (01077) 61 kcal per 100 g and 244 g a cup, a large egg yolk (01125) 17 g at 322 kcal per 100 g,
/// sugar (19335) 387 kcal per 100 g.
@Suite struct NutritionPanelTests {
    let site = RenderedSite()

    /// The custard (serves 4-6, so 5): 500 ml milk (515.6 g, 314.5 kcal) + 4 yolks (68 g, 219.0 kcal)
    /// + ~60 g sugar (232.2 kcal) = 765.7 kcal, 153 a serving; every line counted, so JSON-LD carries it.
    @Test func theEstimateIsShownLabelledAndPublished() throws {
        let page = site.text("recipes/vanilla-custard/index.html")
        #expect(page.contains("Nutrition <span class=\"per-serving\">per serving, estimated</span>"))
        #expect(page.contains("<tr><th scope=\"row\">Energy</th><td>153 kcal (641 kJ)</td></tr>"), "\(page)")
        #expect(page.contains("<p class=\"nutrition-note\">Estimated from all 3 ingredients.</p>"))
        #expect(page.contains("<span class=\"print-energy\"> · about 153 kcal a serving</span>"), "on paper")
        let block = try #require(site.jsonLD("recipes/vanilla-custard/index.html").first)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
        let nutrition = try #require(json["nutrition"] as? [String: Any])
        #expect(nutrition["calories"] as? String == "153 calories")
        let mail = site.text("recipes/vanilla-custard/email.html")
        #expect(mail.contains("Nutrition per serving") && mail.contains("Estimated from all 3 ingredients."))
    }

    /// The pie gives its own nutrition: shown as the author's, never replaced by an estimate.
    @Test func theAuthorsValuesWin() throws {
        let page = site.text("recipes/apple-pie/index.html")
        #expect(page.contains("<p class=\"nutrition-note\">As given by the author.</p>"))
        #expect(!page.contains("estimated"))
    }

    /// A line that cannot be weighed is named, and keeps the estimate out of structured data when the
    /// counted lines weigh under 90%.
    @Test func linesNotCountedAreNamed() throws {
        var recipe = RenderFixture.leekSoup
        recipe.ingredientGroups[0].ingredients.append(Ingredient(text: "salt, to taste", name: "salt", note: "to taste"))
        recipe.ingredientGroups[0].ingredients.append(Ingredient(text: "1 l oat milk", quantity: Quantity(Rational(1)), unit: .l,
                                                                 name: "oat milk"))
        let panel = try #require(NutritionPanel(recipe, config: SiteConfig()))
        #expect(panel.note == "Estimated from 2 of 4 ingredients (not counted: salt, to taste; 1 l oat milk).")
        #expect(panel.shortNote == "Estimated from 2 of 4 ingredients.", "on paper")
        // 3 leeks (267 g) and 2 potatoes (426 g) against a litre taken as 1,000 g: 41%.
        let estimate = try #require(NutritionEstimate(recipe, config: SiteConfig()))
        #expect(abs(estimate.weightShare - 693.0 / 1693.0) < 0.001)
        #expect(RecipeStructuredDataProbe.estimated(recipe) == nil)
        var off = SiteConfig()
        off.estimateNutrition = false
        #expect(NutritionPanel(recipe, config: off) == nil)
    }
}

/// The structured data's estimate, reached from the test.
enum RecipeStructuredDataProbe {
    static func estimated(_ recipe: Recipe) -> JSONValue? { RecipeStructuredData.estimatedNutrition(recipe, config: SiteConfig()) }
}
