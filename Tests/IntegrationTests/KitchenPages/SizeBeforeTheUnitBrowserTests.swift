import Foundation
import TestSupport
import Testing

/// Lines with a size word before the unit (`2 heaped tbsp`, `1 small piece`, `small bunch`): scaled, the
/// page keeps the word with the unit (`data-size`, from the model). A heaped or heaping spoon is no exact
/// volume, so it is scaled in its own spoon and no unit switch converts it: doubled, `2 heaped tbsp` of
/// flour are `4 heaped tbsp`, where the page said `¼ cup` (a cook's heaped tablespoon holds about twice a
/// level one, so `¼ cup` was half the flour); a level spoon is the measure itself and converts as any.
@Suite(.blocking, .serialized) struct SizeBeforeTheUnitBrowserTests {
    static let recipe = """
        ---
        title: Cocoa cake
        servings: 4
        ---
        ## Ingredients

        - 2 heaped tbsp flour
        - 3 heaping teaspoons cocoa powder
        - 1 small piece ginger
        - small bunch coriander
        - 1 large can tomatoes
        - 1 level tbsp salt

        ## Steps

        1. Mix everything.
        """

    @Test func theSizeStaysWithTheUnitAndAHeapedSpoonStaysASpoon() throws {
        let fixture = try KitchenFixture.shared.get()
        let page = try fixture.page(of: Self.recipe, slug: "cocoa-cake")
        let (lines, errors) = try fixture.lines(of: page, after: [.servings(8), .servings(2), .servings(4), .units("metric"), .servings(8)])
        let (written, doubled, halved, back, metric, metricDoubled) = (lines[0], lines[1], lines[2], lines[3], lines[4], lines[5])
        #expect(errors.isEmpty, "\(errors)")
        #expect(written == ["2 heaped tbsp flour", "3 heaping teaspoons cocoa powder", "1 small piece ginger", "small bunch coriander",
                            "1 large can tomatoes", "1 level tbsp salt"])
        #expect(doubled == ["4 heaped tbsp flour", "6 heaping tsp cocoa powder", "2 small pieces ginger", "2 small bunches coriander",
                            "2 large cans tomatoes", "2 tbsp salt"], "\(doubled)")
        #expect(halved.prefix(2) == ["1 heaped tbsp flour", "1½ heaping tsp cocoa powder"], "\(halved)")
        #expect(halved.last == "1½ tsp salt", "\(halved)")
        #expect(back == written)
        // Metric weighs flour, but not a heaped spoon of it.
        #expect(metric == written, "\(metric)")
        #expect(metricDoubled.prefix(2) == ["4 heaped tbsp flour", "6 heaping tsp cocoa powder"], "\(metricDoubled)")
    }
    /// A size word before the amount (`Scant 2 cups`, `a generous 1/4 cup`) was no amount at all: the line did
    /// not scale. It is the measure's, as `1 scant cup` is, and stays where the author put it.
    @Test func aSizeBeforeTheAmountStaysBeforeIt() throws {
        let lines = try KitchenFixture.shared.get().lines(ofIngredients: [
            "Scant 2 cups chicken broth", "a generous 1/4 cup olive oil", "1 scant cup rice",
        ], slug: "broth-rice", after: [.servings(8), .servings(2), .units("metric"), .servings(4)])
        #expect(lines[1] == ["scant 4 cups chicken broth", "generous ½ cup olive oil", "2 scant cups rice"], "\(lines[1])")
        #expect(lines[2].first == "scant 1 cup chicken broth", "\(lines[2])")
        #expect(lines[3].first == "scant 1 cup chicken broth", "metric converts no sized measure: \(lines[3])")
        #expect(lines[4] == lines[0], "\(lines[4])")
    }
}
