import Foundation
import Testing
import TestSupport
@testable import RecipositoryCore

/// The table keeps what it weighed (`WeightsMemo`): what it gives, asked once or again, is the
/// weighing worked out afresh (`FoodTable.weighing`), and a table with the site's own cups weighs anew.
@Suite struct WeightsMemoTests {
    /// Every ingredient line of the based.cooking sample and of the bundled cookbook, each food it
    /// names, asked twice (the second from the memo), against the plain weighing.
    @Test func everyFixtureLineWeighsAsWorkedOutAfresh() throws {
        let table = FoodTable.builtIn
        var compared = 0
        for (file, text) in try Fixtures.recipeTexts() {
            guard let recipe = buildRecipe(text).0 else { continue }
            for ingredient in recipe.ingredients {
                for food in ingredient.foodChoices + ingredient.shoppingFoods.map(\.food) {
                    let plain = table.weighing(food: food, unit: ingredient.unit, size: ingredient.size, preparation: ingredient.preparation)
                    for _ in 0..<2 {
                        #expect(table.weights(food: food, unit: ingredient.unit, size: ingredient.size, preparation: ingredient.preparation) == plain,
                                "\(file.lastPathComponent): \(ingredient.text)")
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 1000)
    }

    /// A site that says a cup of flour weighs 100 g (`densities:`) gets 100 g a cup, though the
    /// table it was made from had weighed a cup of flour already.
    @Test func theSiteOwnCupIsWeighedAnew() throws {
        let table = FoodTable.builtIn
        let usda = try #require(table.weights(food: "flour", unit: .cup, size: nil, preparation: nil)?.gramsPerMl)
        let site = table.overridden(byGramsPerCup: ["flour": Rational(100)])
        let own = try #require(site.weights(food: "flour", unit: .cup, size: nil, preparation: nil)?.gramsPerMl)
        #expect(own == Rational(100) / Unit.cup.baseAmount!)
        #expect(own != usda)
        #expect(table.weights(food: "flour", unit: .cup, size: nil, preparation: nil)?.gramsPerMl == usda)
    }
}
