import RecipositoryCore
import Testing
@testable import RecipositorySite

@Suite struct IngredientViewModelTests {
    @Test func dataAttributesGiveQuantityAndUnit() {
        let line = Ingredient(text: "1-2 cups flour", quantity: Quantity(low: Rational(1), high: Rational(2)), unit: .cup, name: "flour")
        #expect(IngredientViewModel(line).dataAttributes
            == #" data-quantity-low="1" data-quantity-high="2" data-unit="cup" data-food="flour" data-low="1" data-high="2""#)
    }

    /// The food, for scaling and the shopping list: what is bought, without size or preparation.
    /// Eggs are counted whole (`data-whole`): scaled, the page says `about 5 eggs`, never `4⅔`.
    @Test func dataFoodIsTheFoodNotTheName() {
        let line = Ingredient(text: "3 large eggs, beaten", line: IngredientLineParser.parse("3 large eggs, beaten"))
        #expect(IngredientViewModel(line).dataAttributes
            == #" data-quantity-low="3" data-quantity-high="3" data-food="eggs" data-low="3" data-high="3" data-whole="true""#)
        let onions = Ingredient(text: "2 onions", line: IngredientLineParser.parse("2 onions"))
        #expect(!IngredientViewModel(onions).dataAttributes.contains("data-whole"), "half an onion is a thing cooks use")
    }

    @Test func dataAttributesLeaveOutWhatIsNotKnown() {
        #expect(IngredientViewModel(Ingredient(text: "", name: "")).dataAttributes == "")
        #expect(IngredientViewModel(Ingredient(text: "salt", name: "salt")).dataAttributes == #" data-food="salt""#)
        let envelope = Ingredient(text: "an envelope of yeast", unitText: "envelope", name: "yeast")
        #expect(IngredientViewModel(envelope).dataAttributes == #" data-unit="envelope" data-food="yeast""#)
    }

    /// For the scaling script: exact fractions, and the alternative measure.
    @Test func exactFractionsAndTheAlternativeForScaling() {
        let line = Ingredient(text: "⅓ cup (80 ml) milk", line: IngredientLineParser.parse("⅓ cup (80 ml) milk"))
        #expect(IngredientViewModel(line).dataAttributes.hasSuffix(
            #" data-low="1/3" data-high="1/3" data-alt-low="80" data-alt-high="80" data-alt-unit="ml""#))
    }

    /// `Juice of 2 lemons`: the amount counts lemons; the page keeps `Juice of` before the amount it
    /// shows (`data-lead`), and the list buys lemons (`data-shopping`), not the juice.
    @Test func aPartOfAFruitKeepsItsLeadingWords() {
        let text = "Juice of 2 lemons"
        let line = Ingredient(text: text, line: IngredientLineParser.parse(text))
        let view = IngredientViewModel(line, shopping: ShoppingList.parts(of: line))
        #expect(view.dataAttributes.contains(#" data-food="lemon juice" data-low="2" data-high="2" data-lead="Juice of""#),
                "\(view.dataAttributes)")
        #expect(view.shopping?.map { FoodKey.mergeKey($0.food) } == ["lemon"], "the fruit, not its juice")
        #expect(IngredientViewModel.plainHTML(line) == #"Juice of 2 <span class="ingredient-name">lemons</span>"#)
    }

    /// A unit word as written cannot break out of its attribute, combining mark or not.
    @Test func dataAttributesAreEscaped() {
        let hostile = Ingredient(text: "x", quantity: Quantity(Rational(1)), unitText: "\"\u{301} onload=alert(1) x='", name: "x",
                                 food: "\"\u{301} y='")
        #expect(IngredientViewModel(hostile).dataAttributes
            == #" data-quantity-low="1" data-quantity-high="1" data-unit="&quot;"# + "\u{301}" + #" onload=alert(1) x=&#39;""#
            + #" data-food="&quot;"# + "\u{301}" + #" y=&#39;" data-low="1" data-high="1""#)
    }
}
