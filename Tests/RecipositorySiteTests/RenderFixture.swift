import Foundation
import RecipositoryCore
@testable import RecipositorySite

/// A small, hand-built cookbook that exercises every part of the recipe page, plus a recipe
/// whose every field is hostile.
enum RenderFixture {
    static let hostileTitle = "x\"\u{301} onmouseover=alert(1)"

    static let config = SiteConfig(
        title: "The Test Kitchen", description: "Recipes we cook at home.",
        baseURL: "https://family.example/cookbook/", language: "en", author: "The Family", isPrivate: true)

    /// `Fixtures/render/golden/`: the fixture's outputs as recorded (`RECORD_GOLDEN=1` re-records).
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/render/golden")

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
        recipe.introHTML = "<p>The pie, fresh from the oven. Serve it with <a href=\"rcp-recipe:vanilla-custard\">custard</a>.</p>\n"
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
                Ingredient(text: "2 1/2 cups (310 g) all-purpose flour", html: "2 1/2 cups (310 g) all-purpose flour",
                           quantity: Quantity(Rational(5, 2)), unit: .cup, name: "all-purpose flour",
                           alternative: Measure(quantity: Quantity(Rational(310)), unit: .g)),
                Ingredient(text: "1 tsp salt", html: "1 tsp salt", quantity: Quantity(Rational(1)), unit: .tsp, name: "salt"),
                Ingredient(text: "1 cup *cold* butter, cubed", html: "1 cup <em>cold</em> butter, cubed",
                           quantity: Quantity(Rational(1)), unit: .cup, name: "butter", note: "cubed"),
                Ingredient(text: "6-8 tbsp ice water", html: "6-8 tbsp ice water",
                           quantity: Quantity(low: Rational(6), high: Rational(8)), unit: .tbsp, name: "ice water"),
            ]),
            IngredientGroup(title: "For the filling", ingredients: [
                Ingredient(text: "6 apples, peeled and sliced", html: "6 apples, peeled and sliced",
                           quantity: Quantity(Rational(6)), name: "apples", note: "peeled and sliced"),
                Ingredient(text: "⅓ cup sugar", html: "⅓ cup sugar", quantity: Quantity(Rational(1, 3)), unit: .cup, name: "sugar"),
                Ingredient(text: "1 envelope [vanilla sugar](/recipes/vanilla-custard/)",
                           html: "1 envelope <a href=\"rcp-recipe:vanilla-custard\">vanilla sugar</a>",
                           quantity: Quantity(Rational(1)), unitText: "envelope", name: "vanilla sugar"),
                Ingredient(text: "salt, to taste", html: "salt, to taste", name: "salt", note: "to taste"),
            ]),
        ]
        recipe.stepSections = [
            StepSection(title: "Crust", steps: [
                Step(text: "Mix the flour and salt, then cut in the butter.", html: "<p>Mix the flour and salt, then cut in the butter.</p>"),
                Step(text: "Add ice water until the dough holds; chill 1 hour.", html: "<p>Add ice water until the dough holds; chill <strong>1 hour</strong>.</p>"),
            ]),
            StepSection(title: "Filling and baking", steps: [
                Step(text: "Toss the apples with sugar.", html: "<p>Toss the apples with sugar.</p>"),
                Step(text: "Bake at 190 °C for 1 hour.", html: "<p>Bake at 190 °C for 1 hour.</p>"),
            ]),
        ]
        recipe.sections = [
            FreeSection(title: "Notes",
                        html: "<p>Rose's lattice: <img src=\"rcp-root:/pix/pie-slice.svg\" alt=\"A slice\" /> see <a href=\"rcp-recipe:leek-soup#step-2\">the soup</a>.</p>\n",
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
            Ingredient(text: "500 ml milk", html: "500 ml milk", quantity: Quantity(Rational(500)), unit: .ml, name: "milk"),
            Ingredient(text: "4 egg yolks", html: "4 egg yolks", quantity: Quantity(Rational(4)), name: "egg yolks"),
            Ingredient(text: "~60 g sugar", html: "~60 g sugar", quantity: Quantity(Rational(60), approximate: true), unit: .g, name: "sugar"),
        ])]
        recipe.stepSections = [StepSection(title: nil, steps: [
            Step(text: "Warm the milk.", html: "Warm the milk."),
            Step(text: "Whisk in the yolks and sugar; stir until it coats a spoon.", html: "Whisk in the yolks and sugar; stir until it coats a spoon."),
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
            Ingredient(text: "3 leeks", html: "3 leeks", quantity: Quantity(Rational(3)), name: "leeks"),
            Ingredient(text: "2 Potatoes", html: "2 Potatoes", quantity: Quantity(Rational(2)), name: "potatoes"),
        ])]
        recipe.stepSections = [StepSection(title: nil, steps: [
            Step(text: "Sweat the leeks.", html: "<p>Sweat the leeks.</p>"),
            Step(text: "Add potatoes and water; simmer.", html: "<p>Add potatoes and water; simmer.</p>"),
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
            Ingredient(text: "1 \"odd\" thing", html: "1 &quot;odd&quot; thing", quantity: Quantity(Rational(1)),
                       unitText: "\"\u{301} x=y", name: "\"odd\" thing"),
        ])]
        recipe.stepSections = [StepSection(title: "\"\u{301}'", steps: [Step(text: "Stir.", html: "Stir.")])]
        recipe.sections = [FreeSection(title: "Notes\"\u{301} onclick=alert(5)", html: "<p>Fine.</p>", text: "Fine.")]
        return recipe
    }
}
