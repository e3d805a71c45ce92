import RecipositoryCore
import Testing
@testable import RecipositorySite

@Suite struct UnbuiltLinksTests {
    static func recipe(_ slug: String, linkingTo targets: [SiteTarget] = []) -> Recipe {
        var recipe = Recipe(sourcePath: "content/recipes/\(slug).md", slug: slug, title: slug)
        recipe.links = targets.enumerated().map { index, target in
            Reference(target: Routes(OutputFormat.defaults).path(of: target), location: SourceLocation(file: recipe.sourcePath, line: 10 + index, column: 3),
                      resolved: target)
        }
        return recipe
    }

    @Test func aLinkToARecipeLeftOutForItsErrorsSaysSo() {
        let soup = Self.recipe("soup", linkingTo: [.recipe(slug: "bread", fragment: ""), .recipe(slug: "soup", fragment: "#step-2"),
                                                 .file(path: "pix/soup.webp", fragment: "")])
        let bread = Self.recipe("bread")
        let found = UnbuiltLinks.diagnostics(built: [soup], all: [soup, bread], failed: [bread.sourcePath])
        #expect(found.map(\.location.line) == [10])
        #expect(found.first?.message == "This links to the recipe `bread`, which has errors and was left out, so on the site the link leads nowhere.")
        #expect(found.first?.note == nil)
    }

    @Test func nothingToSayWhenEveryRecipeIsBuilt() {
        let soup = Self.recipe("soup", linkingTo: [.recipe(slug: "bread", fragment: "")])
        let bread = Self.recipe("bread")
        #expect(UnbuiltLinks.diagnostics(built: [soup, bread], all: [soup, bread], failed: []).isEmpty)
    }
}
