import Testing
@testable import RecipositoryCore

/// Ground meat weighed by the leanness a line gives, the way butchers' labels say it: USDA's rows by lean
/// share (FOOD_DES.txt `Beef, ground, 90% lean meat / 10% fat, raw` 23562, 176 kcal per 100 g; 85% 23567; 95%
/// 23557; 80% 23572 the plain name; turkey 93% 05665, 85% 05668), and the label words as USDA defines them
/// (`lean`: under 10 g of fat per 100 g, so 90%; `extra lean` under 5 g, 95%). Milk by its milkfat: `2% milk`
/// USDA's reduced fat milk (01079), `1%` its lowfat (01082), plain milk whole (01077, 3.25%).
@Suite struct LeanShareTests {
    @Test(arguments: [
        ("1 lb 90% lean ground beef", 90.0), ("1 lb ground beef (85/15)", 85), ("1 lb 80/20 ground beef", 80),
        ("1 lb ground beef 90-10", 90), ("2 lbs. ground beef ((7-20 % fat))", 86.5), ("1 lb ground beef (20% fat)", 80),
        ("1 lb lean ground beef", 90), ("1 lb extra lean ground beef", 95), ("1 pound 93/7 ground turkey", 93),
        ("1/2 cup 2% milk", 98), ("1 cup 1% milk", 99),
    ])
    func readsTheLeanShare(_ line: String, _ lean: Double) {
        #expect(LeanShare.lean(in: line) == lean)
    }

    @Test func aLineWithoutOneGivesNone() {
        #expect(LeanShare.lean(in: "1 lb ground beef") == nil)
        #expect(LeanShare.lean(in: "2 (15-ounce) cans black beans") == nil, "no share, no label word")
        #expect(LeanShare.lean(in: "1/2 cup 2% Greek yogurt") == nil, "a per cent that is no lean or fat share")
        #expect(LeanShare.lean(in: "300 g minced beef, not too lean") == nil, "not lean: the plain (80%) row")
    }

    @Test(arguments: [
        ("1 lb 90% lean ground beef", "23562"), ("1 lb ground beef (85/15)", "23567"), ("1 lb extra lean ground beef", "23557"),
        ("1 lb ground beef", "23572"), ("2 lbs. ground beef ((7-20 % fat))", "23567"), ("1 lb ground turkey (85% lean)", "05668"),
        ("1 pound 93/7 ground turkey", "05665"), ("1/2 cup 2% milk", "01079"), ("1 cup 1% milk", "01082"), ("1 cup milk", "01077"),
    ])
    func weighsTheRowOfThatLeanness(_ line: String, _ ndb: String) throws {
        let recipe = try #require(buildRecipe("---\ntitle: Meat\nservings: 4\n---\n## Ingredients\n- \(line)\n\n## Steps\n1. Cook.\n").0)
        let ingredient = try #require(recipe.ingredients.first)
        #expect(FoodTable.builtIn.weights(of: ingredient)?.food.usda?.ndb == ndb)
    }
}
