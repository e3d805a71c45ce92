import Foundation
import RecipositoryCore
import RecipositoryMarkdown
@testable import RecipositorySite

/// A small, hand-built cookbook that exercises every part of the recipe page, plus a recipe
/// whose every field is hostile.
enum RenderFixture {
    static let hostileTitle = "x\"\u{301} onmouseover=alert(1)"

    static let config = SiteConfig(
        title: "The Test Kitchen", description: "Recipes we cook at home.",
        baseURL: "https://family.example/cookbook/", language: "en", author: "The Family", isPrivate: true)

    /// `Fixtures/render/golden/`: the fixture's outputs as recorded (`RECORD_GOLDEN=1` re-records).
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/render/golden")

    static var recipes: [Recipe] { [applePie, custard, hostile, leekSoup] }

    static func renderer(config: SiteConfig = config, theme: Theme = .builtIn) -> SiteRenderer {
        SiteRenderer(theme: theme, config: config) { path in
            switch path {
            case "recipes/desserts/apple-pie.svg": (width: 800, height: 500)
            case "pix/pie-slice.svg": (width: 400, height: 300)
            default: nil
            }
        }
    }

    static func place(_ file: String, _ line: Int = 1) -> SourceLocation {
        SourceLocation(file: file, line: line, column: 1)
    }

    static var applePie: Recipe {
        let file = "content/recipes/desserts/apple-pie.md"
        var recipe = Recipe(sourcePath: file, slug: "apple-pie", title: "Grandma Rose's Apple Pie")
        recipe.description = "Flaky crust, cinnamon apples, the one we bake every November."
        recipe.introText = "The pie, fresh from the oven. Serve it with custard."
        recipe.category = "Desserts"
        recipe.cuisine = "American"
        recipe.tags = ["baking", "autumn", "family classic"]
        recipe.servings = Servings(low: 8, high: 8, text: "1 pie (8 slices)")
        recipe.prepMinutes = 45
        recipe.cookMinutes = 60
        recipe.totalMinutes = 105
        recipe.difficulty = Difficulty(level: 3)
        recipe.rating = 5
        recipe.image = Reference(target: "apple-pie.svg", location: place(file, 12), resolved: .file(path: "recipes/desserts/apple-pie.svg", fragment: ""))
        recipe.gallery = [Reference(target: "/pix/pie-slice.svg", location: place(file, 13), resolved: .file(path: "pix/pie-slice.svg", fragment: ""))]
        recipe.author = "Rose"
        recipe.source = "https://example.org/the-original"
        recipe.date = RecipeDate(year: 2019, month: 11, day: 28)
        recipe.cooked = [
            CookedEntry(date: RecipeDate(year: 2025, month: 11, day: 27), note: "Double crust this time.", rating: 5, servings: 8),
            CookedEntry(date: RecipeDate(year: 2026, month: 11, day: 26), rating: 4),
        ]
        recipe.nutrition = [
            NutritionValue(name: "calories", amount: 410, unit: nil),
            NutritionValue(name: "protein", amount: 4, unit: "g"),
            NutritionValue(name: "saturatedFat", amount: 11.5, unit: "g"),
            NutritionValue(name: "carbohydrates", amount: 58, unit: "g"),
        ]
        recipe.diet = ["vegetarian"]
        recipe.related = [Reference(target: "vanilla-custard", location: place(file, 21), resolved: .recipe(slug: "vanilla-custard", fragment: ""))]
        recipe.extra = ["wine": .string("Sauternes")]
        recipe.ingredientGroups = [
            IngredientGroup(title: "For the crust", ingredients: [
                Ingredient(text: "2 1/2 cups (310 g) all-purpose flour", markdown: inline("2 1/2 cups (310 g) all-purpose flour"),
                           quantity: Quantity(Rational(5, 2)), unit: .cup, name: "all-purpose flour",
                           alternative: Measure(quantity: Quantity(Rational(310)), unit: .g)),
                Ingredient(text: "1 tsp salt", markdown: inline("1 tsp salt"), quantity: Quantity(Rational(1)), unit: .tsp, name: "salt"),
                Ingredient(text: "1 cup *cold* butter, cubed", markdown: inline("1 cup *cold* butter, cubed"),
                           quantity: Quantity(Rational(1)), unit: .cup, name: "butter", note: "cubed"),
                Ingredient(text: "6-8 tbsp ice water", markdown: inline("6-8 tbsp ice water"),
                           quantity: Quantity(low: Rational(6), high: Rational(8)), unit: .tbsp, name: "ice water"),
            ]),
            IngredientGroup(title: "For the filling", ingredients: [
                Ingredient(text: "6 apples, peeled and sliced", markdown: inline("6 apples, peeled and sliced"),
                           quantity: Quantity(Rational(6)), name: "apples", note: "peeled and sliced"),
                Ingredient(text: "⅓ cup sugar", markdown: inline("⅓ cup sugar"), quantity: Quantity(Rational(1, 3)), unit: .cup, name: "sugar"),
                Ingredient(text: "1 envelope [vanilla sugar](/recipes/vanilla-custard/)",
                           markdown: inline("1 envelope [vanilla sugar](/recipes/vanilla-custard/)", ["/recipes/vanilla-custard/": .recipe(slug: "vanilla-custard", fragment: "")]),
                           quantity: Quantity(Rational(1)), unitText: "envelope", name: "vanilla sugar"),
                Ingredient(text: "salt, to taste", markdown: inline("salt, to taste"), name: "salt", note: "to taste"),
            ]),
        ]
        recipe.stepSections = [
            StepSection(title: "Crust", steps: [
                Step(text: "Mix the flour and salt, then cut in the butter.", markdown: inline("Mix the flour and salt, then cut in the butter.")),
                Step(text: "Add ice water until the dough holds; chill 1 hour.", markdown: inline("Add ice water until the dough holds; chill **1 hour**.")),
            ]),
            StepSection(title: "Filling and baking", steps: [
                Step(text: "Toss the apples with sugar.", markdown: inline("Toss the apples with sugar.")),
                Step(text: "Bake at 190 °C for 1 hour.", markdown: inline("Bake at 190 °C for 1 hour.")),
            ]),
        ]
        recipe.sections = [
            FreeSection(title: "Notes",
                        markdown: blocks("Rose's lattice: ![A slice](/pix/pie-slice.svg) see [the soup](leek-soup.md#step-2).",
                                         ["/pix/pie-slice.svg": .file(path: "pix/pie-slice.svg", fragment: ""),
                                          "leek-soup.md#step-2": .recipe(slug: "leek-soup", fragment: "#step-2")]),
                        text: "Rose's lattice: see the soup."),
        ]
        return recipe
    }

    static var custard: Recipe {
        let file = "content/recipes/desserts/vanilla-custard.md"
        var recipe = Recipe(sourcePath: file, slug: "vanilla-custard", title: "Vanilla Custard")
        recipe.category = "desserts"
        recipe.cuisine = "French"
        recipe.tags = ["Baking"]
        recipe.servings = Servings(low: 4, high: 6, text: "")
        recipe.cookMinutes = 15
        recipe.totalMinutes = 15
        recipe.difficulty = Difficulty(level: 1)
        recipe.rating = 4.5
        recipe.date = RecipeDate(year: 2021, month: 3, day: 5)
        recipe.related = [Reference(target: "apple-pie", location: place(file, 9), resolved: .recipe(slug: "apple-pie", fragment: ""))]
        recipe.ingredientGroups = [IngredientGroup(title: nil, ingredients: [
            Ingredient(text: "500 ml milk", markdown: inline("500 ml milk"), quantity: Quantity(Rational(500)), unit: .ml, name: "milk"),
            Ingredient(text: "4 egg yolks", markdown: inline("4 egg yolks"), quantity: Quantity(Rational(4)), name: "egg yolks"),
            Ingredient(text: "~60 g sugar", markdown: inline("~60 g sugar"), quantity: Quantity(Rational(60), approximate: true), unit: .g, name: "sugar"),
        ])]
        recipe.stepSections = [StepSection(title: nil, steps: [
            Step(text: "Warm the milk.", markdown: inline("Warm the milk.")),
            Step(text: "Whisk in the yolks and sugar; stir until it coats a spoon.", markdown: inline("Whisk in the yolks and sugar; stir until it coats a spoon.")),
        ])]
        return recipe
    }

    static var leekSoup: Recipe {
        let file = "content/recipes/leek-soup.md"
        var recipe = Recipe(sourcePath: file, slug: "leek-soup", title: "Leek & Potato Soup")
        recipe.cuisine = "Côte d'Azur"
        recipe.servings = Servings(low: 4, high: 4, text: "4")
        recipe.prepMinutes = 15
        recipe.cookMinutes = 30
        recipe.totalMinutes = 45
        recipe.date = RecipeDate(year: 2024, month: 1, day: 9)
        recipe.ingredientGroups = [IngredientGroup(title: nil, ingredients: [
            Ingredient(text: "3 leeks", markdown: inline("3 leeks"), quantity: Quantity(Rational(3)), name: "leeks"),
            Ingredient(text: "2 Potatoes", markdown: inline("2 Potatoes"), quantity: Quantity(Rational(2)), name: "potatoes"),
        ])]
        recipe.stepSections = [StepSection(title: nil, steps: [
            Step(text: "Sweat the leeks.", markdown: inline("Sweat the leeks.")),
            Step(text: "Add potatoes and water; simmer.", markdown: inline("Add potatoes and water; simmer.")),
        ])]
        return recipe
    }

    /// Every text a person can type, made hostile.
    static var hostile: Recipe {
        let file = "content/recipes/hostile.md"
        var recipe = Recipe(sourcePath: file, slug: "hostile", title: hostileTitle)
        recipe.description = "</script><script>alert('d')</script> \u{2028} & more"
        recipe.category = "Mains & \"Sides\""
        recipe.tags = ["<script>alert(1)</script>", "a\"\u{301} onfocus=alert(2)"]
        recipe.author = "<b>Eve</b>"
        recipe.source = "javascript:alert(3)"
        recipe.cooked = [CookedEntry(date: RecipeDate(year: 2026, month: 1, day: 2), note: "<img src=x onerror=alert(4)>")]
        recipe.ingredientGroups = [IngredientGroup(title: "<i>group</i>\"\u{301}", ingredients: [
            Ingredient(text: "1 \"odd\" thing", markdown: inline("1 \"odd\" thing"), quantity: Quantity(Rational(1)),
                       unitText: "\"\u{301} x=y", name: "\"odd\" thing"),
        ])]
        recipe.stepSections = [StepSection(title: "\"\u{301}'", steps: [Step(text: "Stir.", markdown: inline("Stir."))])]
        recipe.sections = [FreeSection(title: "Notes\"\u{301} onclick=alert(5)", markdown: blocks("Fine."), text: "Fine.")]
        return recipe
    }

    /// A line of Markdown as the model keeps a step or an ingredient line; `targets` says where
    /// its site links lead, by their address as written.
    static func inline(_ markdown: String, _ targets: [String: SiteTarget] = [:]) -> MarkdownPart {
        let document = Markdown.parse(markdown)
        return MarkdownPart(pieces: [.inline(document.root.children[0])], targets: resolved(document, targets))
    }

    /// Blocks of Markdown as the model keeps a section.
    static func blocks(_ markdown: String, _ targets: [String: SiteTarget] = [:]) -> MarkdownPart {
        let document = Markdown.parse(markdown)
        return MarkdownPart(pieces: document.root.children.map { .block($0) }, targets: resolved(document, targets))
    }

    private static func resolved(_ document: MarkdownDocument, _ targets: [String: SiteTarget]) -> [Int: SiteTarget] {
        var resolved: [Int: SiteTarget] = [:]
        for node in document.linksAndImages {
            switch node.kind {
            case .link(let address, _), .image(let address, _): resolved[node.id] = targets[address]
            default: break
            }
        }
        return resolved
    }
}
