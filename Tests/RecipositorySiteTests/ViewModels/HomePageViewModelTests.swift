import RecipositoryCore
import Testing
@testable import RecipositorySite

/// The home page's category sections make their cards when the template asks for them (a few
/// each, not a card for every recipe of the collection): what the page shows stays the same.
@Suite struct HomePageViewModelTests {
    /// Eight soups and two breads, as a family's collection might hold them.
    static var recipes: [Recipe] {
        let soups = ["Ramen", "Barley", "Pho", "Borscht", "Chowder", "Minestrone", "Gazpacho", "Leek"].map { name in
            var recipe = Recipe(sourcePath: "content/recipes/\(name.lowercased()).md", slug: name.lowercased(), title: "\(name) Soup")
            recipe.category = "Soups"
            return recipe
        }
        let breads = ["Soda", "Rye"].map { name in
            var recipe = Recipe(sourcePath: "content/recipes/\(name.lowercased()).md", slug: name.lowercased(), title: "\(name) Bread")
            recipe.category = "Breads"
            return recipe
        }
        return soups + breads
    }

    /// The titles of the cards in the section of `anchor`, in page order.
    static func cardTitles(_ page: String, section anchor: String) -> [String] {
        guard let start = page.range(of: "aria-labelledby=\"\(anchor)\""),
              let end = page[start.upperBound...].range(of: "</section>") else { return [] }
        return page[start.upperBound..<end.lowerBound].components(separatedBy: "class=\"recipe-card-title\" href=\"").dropFirst()
            .compactMap { $0.split(separator: ">", maxSplits: 1).last?.split(separator: "<").first.map(String.init) }
    }

    @Test func eachSectionShowsItsFirstSixRecipesInTitleOrderAndLinksToAll() {
        let page = RenderedSite(recipes: Self.recipes).text("index.html")
        // A cook reads a section alphabetically: the first six soups of eight, then a link to them all.
        #expect(Self.cardTitles(page, section: "category-soups")
            == ["Barley Soup", "Borscht Soup", "Chowder Soup", "Gazpacho Soup", "Leek Soup", "Minestrone Soup"])
        #expect(page.contains("All 8 recipes in Soups</a>"))
        // Two breads fit: both shown, no link.
        #expect(Self.cardTitles(page, section: "category-breads") == ["Rye Bread", "Soda Bread"])
        #expect(!page.contains("recipes in Breads</a>"))
    }

    /// A site's own home template may list every recipe of a category (`recipes`, a documented
    /// name): it still gets all of them, each with its card.
    @Test func aSitesTemplateListingEveryRecipeStillGetsThemAll() throws {
        let template = "{{#categories}}{{name}}: {{#recipes}}{{title}}|{{/recipes}}{{recipeCount}}\n{{/categories}}"
            + "{{#categories}}{{#recipes}}{{{card}}}{{/recipes}}{{/categories}}"
        let (theme, diagnostics) = Theme.make(overriding: ["home.mustache": Array(template.utf8)], displayRoot: "T")
        #expect(diagnostics.isEmpty)
        let page = RenderedSite(RenderFixture.renderer(theme: theme), recipes: Self.recipes).text("index.html")
        #expect(page.contains("Breads: Rye Bread|Soda Bread|2\n"))
        #expect(page.contains("Soups: Barley Soup|Borscht Soup|Chowder Soup|Gazpacho Soup|Leek Soup|Minestrone Soup|Pho Soup|Ramen Soup|8\n"))
        #expect(page.components(separatedBy: "<li class=\"recipe-card\">").count - 1 == 10)
        #expect(page.contains("<a class=\"recipe-card-title\" href=\"recipes/ramen/index.html\">Ramen Soup</a>"))
    }
}
