import Testing
@testable import RecipositoryCore

/// A can of no written size is the can the shops sell most (US labels' net contents): coconut milk 13.5 fl oz
/// (USDA 12118, 226 g a cup of 8 fl oz: 381.4 g), sweetened condensed milk 14 oz (396.9 g), pumpkin 15 oz
/// (425.2 g), condensed cream of mushroom soup 10.75 oz (304.8 g, USDA's can of cream of chicken, 06016, 305 g),
/// chicken broth and diced tomatoes 14.5 oz (411.1 g), diced green chiles 4 oz (113.4 g), refrigerated cinnamon rolls
/// with icing 12.4 oz (351.5 g: USDA 18357, the dough with its frosting). A written size wins;
/// a food sold in two common sizes stays unweighed without one.
@Suite struct CommonCansTests {
    @Test func aCanOfNoSizeIsTheCommonCan() throws {
        let ounce = 28.349523125
        let expected: [(String, Double?)] = [
            ("1 can coconut milk", 381.4), ("2 cans sweetened condensed milk", 2 * 396.9), ("1 can pumpkin puree", 425.2),
            ("1 can cream of mushroom soup", 304.8), ("1 can chicken broth", 411.1), ("1 can diced tomatoes", 411.1),
            ("1 can diced green chiles", 113.4), ("1 can refrigerated cinnamon rolls", 351.5),
            ("2 cans of cinnamon rolls (12 oz each)", 24 * ounce),
            ("1 (28 ounce) can diced tomatoes", 28 * ounce), ("1 can (400 ml) coconut milk", 400 * 226 / 236.5882365),
            ("1 can whole peeled tomatoes", nil), ("1 can crushed tomatoes", nil), ("1 can tomato sauce", nil),
        ]
        let text = "---\ntitle: Pantry\nservings: 4\n---\n## Ingredients\n" + expected.map { "- \($0.0)\n" }.joined() + "\n## Steps\n1. Cook.\n"
        let recipe = try #require(buildRecipe(text).0)
        for (ingredient, (line, grams)) in zip(recipe.ingredients, expected) {
            let weighed = FoodTable.builtIn.grams(of: ingredient)
            if let grams {
                #expect(abs((weighed ?? -1) - grams) < 0.1, "\(line): \(weighed ?? -1) g")
            } else {
                #expect(weighed == nil, "\(line): \(weighed ?? -1) g")
            }
        }
    }
}
