import Testing
@testable import RecipositoryCore

extension IngredientTests {
    /// What is bought, and its size, preparation and brand, from whole lines (so the parser's name and
    /// note are what the food reader sees). The lines of issue 13 first.
    @Suite struct FoodReaderTests {
        struct Row: Sendable, CustomTestStringConvertible {
            var text: String
            var food: String?
            var size: String? = nil
            var preparation: String? = nil
            var brand: String? = nil
            var testDescription: String { text }
        }

        static let rows: [Row] = [
            Row(text: "1½ lb (680 g) boneless, skinless chicken thighs", food: "chicken thighs",
                preparation: "boneless, skinless"),
            Row(text: "3 large eggs", food: "eggs", size: "large"),
            Row(text: "1 cup chopped onion", food: "onion", preparation: "chopped"),
            Row(text: "1 cup firmly packed brown sugar", food: "brown sugar", preparation: "firmly packed"),
            Row(text: "1 cup warm water", food: "water", preparation: "warm"),
            Row(text: "Freshly ground black pepper", food: "black pepper", preparation: "freshly ground"),
            Row(text: "1 tbsp Diamond Crystal kosher salt", food: "kosher salt", brand: "Diamond Crystal"),
            Row(text: "Onions 2 medium-sized, minced", food: "onions", size: "medium-sized", preparation: "minced"),
            Row(text: "Butter, melted, 2 tbsp", food: "butter", preparation: "melted"),
            Row(text: "2 tbsp butter, at room temperature", food: "butter", preparation: "at room temperature"),
            Row(text: "1 cup finely diced carrots", food: "carrots", preparation: "finely diced"),
            Row(text: "another pinot noir", food: "pinot noir"),
            Row(text: "2 tbsp butter or margarine", food: "butter or margarine"),
            Row(text: "1 lb ground beef", food: "ground beef"),
            Row(text: "1 tsp ground cinnamon", food: "cinnamon", preparation: "ground"),
            Row(text: "2 cups Rice Krispies® cereal", food: "cereal", brand: "Rice Krispies"),
            Row(text: "Nutella", food: "nutella", brand: "Nutella"),
            // An Oreo is the food a cook buys (a chocolate sandwich cookie), not a brand of cookie to drop.
            Row(text: "22 Oreo cookies", food: "oreo cookies"),
            // Whipped topping is bought as such (a tub of it), not a topping to whip.
            Row(text: "1 container (8 oz) frozen whipped topping, thawed", food: "whipped topping", preparation: "frozen, thawed"),
            Row(text: "1 small to medium onion, finely chopped", food: "onion", size: "small to medium",
                preparation: "finely chopped"),
            Row(text: "1 medium sized onion", food: "onion", size: "medium sized"),
            Row(text: "Juice of 1 lemon", food: "lemon juice"),
            Row(text: "Flour for dusting", food: "flour"),
            // The shape it is cut in is no food: based.cooking's paneer was bought as `cubes paneer`; a cube steak and
            // chunk light tuna are foods of their own.
            Row(text: "250g cubes paneer", food: "paneer"), Row(text: "2 cups chunks pineapple", food: "pineapple"),
            Row(text: "1 lb cube steak", food: "cube steak"), Row(text: "1 can chunk light tuna", food: "chunk light tuna"),
            Row(text: "", food: nil),
        ]

        @Test(arguments: rows) func readsTheFood(_ row: Row) {
            let line = IngredientLineParser.parse(row.text)
            #expect(line.food == row.food)
            #expect(line.size == row.size)
            #expect(line.preparation == row.preparation)
            #expect(line.brand == row.brand)
        }

        @Test func choicesSplitAnOrFood() {
            #expect(FoodReader.choices(of: "butter or margarine") == ["butter", "margarine"])
            #expect(FoodReader.choices(of: "salt") == ["salt"])
        }

        /// A comma between two descriptions does not end the name: the food comes after them.
        @Test func descriptionsBeforeACommaStayInTheName() {
            let line = IngredientLineParser.parse("2 large, ripe tomatoes, diced")
            #expect(line.name == "large, ripe tomatoes")
            #expect(line.note == "diced")
        }
    }
}
