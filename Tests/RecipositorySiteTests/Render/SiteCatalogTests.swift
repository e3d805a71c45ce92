import RecipositoryCore
import Testing
@testable import RecipositorySite

/// What `serve`'s save of a recipe asks of the catalog (`RecipeSave`): whether new titles leave
/// every recipe where it was in title order, and whether a term's list holds a recipe.
struct SiteCatalogTests {
    /// In title order: Apple Pie, Jollof Rice, Mango Lassi, Masala Chai.
    static let catalog = SiteCatalog([
        Recipe(sourcePath: "chai.md", slug: "chai", title: "Masala Chai"),
        Recipe(sourcePath: "pie.md", slug: "pie", title: "Apple Pie"),
        Recipe(sourcePath: "lassi.md", slug: "lassi", title: "Mango Lassi"),
        Recipe(sourcePath: "jollof.md", slug: "jollof", title: "Jollof Rice"),
    ])

    static func retitled(_ slug: String, _ title: String) -> (Int, Recipe) {
        let position = catalog.position(slug: slug)!
        var recipe = catalog.recipes[position]
        recipe.title = title
        return (position, recipe)
    }

    @Test func aTitleKeepsTheOrderWhenItStaysBetweenTheSameNeighbours() {
        #expect(Self.catalog.recipes.map(\.slug) == ["pie", "jollof", "lassi", "chai"])
        for (slug, title, keeps) in [
            ("lassi", "Mango Lassi Cooler", true),
            ("lassi", "Banana Lassi", false),
            ("lassi", "Zesty Lassi", false),
            // Folded as the lists sort (ñ as n): after Jollof, before Masala.
            ("lassi", "Mañana Lassi", true),
            ("pie", "Aardvark Pie", true),
            ("chai", "Zesty Chai", true),
            ("chai", "Apple Chai", false),
        ] {
            let (position, recipe) = Self.retitled(slug, title)
            #expect(Self.catalog.keepsOrder([position: recipe]) == keeps, "\(slug) as \(title)")
        }
    }

    /// Two saved at once are each placed against the other's new title.
    @Test func twoTitlesSavedTogetherAreCheckedAgainstEachOther() {
        let lassi = Self.retitled("lassi", "Kiwi Lassi"), chai = Self.retitled("chai", "Lemon Chai")
        #expect(!Self.catalog.keepsOrder([chai.0: chai.1]))
        #expect(Self.catalog.keepsOrder([lassi.0: lassi.1, chai.0: chai.1]))
        let late = Self.retitled("lassi", "Mint Lassi")
        #expect(!Self.catalog.keepsOrder([late.0: late.1, chai.0: chai.1]))
    }

    @Test func aListHoldsThePositionsItWasMadeWith() {
        let list = RecipeList(Self.catalog.recipes, positions: [0, 2, 3])
        #expect([0, 1, 2, 3, 4].map { list.holds(position: $0) } == [true, false, true, true, false])
        #expect(!RecipeList(Self.catalog.recipes, positions: []).holds(position: 0))
    }

    /// A save's new categories, cuisines and tags grouped again in place (`regroup`) give the
    /// catalog grouping every recipe afresh gives: each term's name, slug, recipes and count, a
    /// term made (its first recipe) and one emptied (gone), a name's spelling chosen by use, and
    /// the recipes with no category.
    @Test func termsGroupedAgainAreTheTermsOfAFreshCatalog() {
        func recipe(_ slug: String, _ title: String, category: String?, cuisine: String?, tags: [String]) -> Recipe {
            var recipe = Recipe(sourcePath: slug + ".md", slug: slug, title: title)
            (recipe.category, recipe.cuisine, recipe.tags) = (category, cuisine, tags)
            return recipe
        }
        let before = [
            recipe("chai", "Masala Chai", category: "Drinks", cuisine: "Indian", tags: ["spiced", "Hot"]),
            recipe("pie", "Apple Pie", category: "Desserts", cuisine: nil, tags: ["baking"]),
            recipe("lassi", "Mango Lassi", category: "Drinks", cuisine: "Indian", tags: ["cold"]),
            recipe("jollof", "Jollof Rice", category: nil, cuisine: "West African", tags: ["hot"]),
        ]
        func described(_ catalog: SiteCatalog) -> [String] {
            Taxonomy.allCases.flatMap { taxonomy in
                catalog.terms(taxonomy).map { term in
                    let slugs = term.recipes.indices.map { catalog.recipes[term.recipes.position(at: $0)].slug }
                    return "\(taxonomy) \(term.name) \(term.slug) \(slugs) \(catalog.recipeCount(ofTerm: term.name, in: taxonomy))"
                }
            } + ["no category: \(catalog.uncategorized.indices.map { catalog.recipes[catalog.uncategorized.position(at: $0)].slug })"]
        }
        var catalog = SiteCatalog(before)
        // Desserts emptied, Breakfast made; `Hot` now the spelling most used; a cuisine taken away and one given.
        var after = before
        after[1] = recipe("pie", "Apple Pie", category: "Breakfast", cuisine: "French", tags: ["baking", "hot"])
        after[3] = recipe("jollof", "Jollof Rice", category: "Mains", cuisine: nil, tags: ["Hot"])
        catalog.regroup([catalog.position(slug: "pie")!: after[1], catalog.position(slug: "jollof")!: after[3]])
        #expect(described(catalog) == described(SiteCatalog(after)))
        #expect(catalog.terms(.category).map(\.name) == ["Breakfast", "Drinks", "Mains"] && catalog.uncategorized.isEmpty)
        #expect(catalog.terms(.tag).first { $0.slug == "hot" }?.name == "Hot")
    }
}
