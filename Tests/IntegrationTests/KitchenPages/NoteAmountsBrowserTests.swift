import Foundation
import TestSupport
import Testing

/// Amounts in a line's note scale with the line: each of two weights the author gave, separated
/// by a slash (`(250 g/9 oz peeled)` of bananas doubled is 500 g, or 18 oz: `1¼ lb` to the
/// quarter pound a US cook weighs by); it read `(500 g/9 oz peeled)`. A fraction's denominator is
/// no amount of its own (`(about 1/2 cup)` doubled is `about 1 cup`). In metric or US measures the
/// note keeps the author's weight in that system alone (kitchen-conventions.md: where a recipe
/// gives both systems, show the author's value for the chosen one): `(250 g peeled)`, `(9 oz peeled)`.
@Suite(.blocking, .serialized) struct NoteAmountsBrowserTests {
    static let recipe = """
        ---
        title: Banana cookies
        servings: 12
        ---
        ## Ingredients

        - 2 ripe bananas (250 g/9 oz peeled)
        - 1 cup oats (about 1/2 cup more for rolling)

        ## Steps

        1. Mash the bananas.
        """

    @Test func bothWeightsOfANoteScale() throws {
        let fixture = try KitchenFixture.shared.get()
        let page = try fixture.page(of: Self.recipe, slug: "banana-cookies")
        let (lines, errors) = try fixture.lines(of: page, after: [.servings(24), .servings(12), .units("metric"), .units("us")])
        let (written, doubled, metric, us) = (lines[0], lines[1], lines[3], lines[4])
        #expect(errors.isEmpty, "\(errors)")
        #expect(written == ["2 ripe bananas (250 g/9 oz peeled)", "1 cup oats (about 1/2 cup more for rolling)"])
        #expect(doubled == ["4 ripe bananas (500 g/1¼ lb peeled)", "2 cups oats (about 1 cup more for rolling)"], "\(doubled)")
        #expect(metric.first == "2 ripe bananas (250 g peeled)", "\(metric)")
        #expect(us.first == "2 ripe bananas (9 oz peeled)", "\(us)")
    }

    /// A line whose name runs into emphasis (`*good*`), so that it has no element of its own, and which
    /// gives a second measure after its unit: doubled, the page shows both measures once, where it said
    /// the weight twice (`2 cups (250 g) (250 g) good flour`). A cup of flour is 125 g (USDA 20081).
    @Test func aSecondMeasureIsSaidOnceWhereTheNameRunsIntoEmphasis() throws {
        let fixture = try KitchenFixture.shared.get()
        let page = try fixture.page(of: """
            ---
            title: Flatbread
            servings: 4
            ---
            ## Ingredients

            - 1 cup (125 g) *good* flour

            ## Steps

            1. Knead.
            """, slug: "flatbread")
        let (lines, errors) = try fixture.lines(of: page, after: [.servings(8)])
        #expect(errors.isEmpty, "\(errors)")
        #expect(lines[0] == ["1 cup (125 g) good flour"])
        #expect(lines[1] == ["2 cups (250 g) good flour"], "\(lines[1])")
    }

    /// A weight said in the singular after more than one (`a 2-3 pound chuck roast`) is each thing's size: the
    /// count scales, the size does not (it read `2 boneless 4–6 pounds chuck roasts`, twice the meat doubled; half
    /// of it `½ boneless 1–1½ pounds chuck roast`); in metric it converts, the same size for one roast as for two.
    @Test func aSizeOfEachThingDoesNotScaleWithTheCount() throws {
        let lines = try KitchenFixture.shared.get().lines(ofIngredients: [
            "1 boneless 2-3 pound chuck roast, trimmed", "2 cups broth (about 1 pound of bones' worth)",
        ], slug: "barbacoa", after: [.servings(8), .units("metric"), .servings(4)])
        #expect(lines[1] == ["2 boneless 2-3 pound chuck roasts, trimmed", "4 cups broth (about 2 pounds of bones' worth)"],
                "one pound is no size of each: \(lines[1])")
        let (metricDoubled, metric) = (lines[2][0], lines[3][0])
        #expect(metric.hasPrefix("1 boneless ") && metric.hasSuffix(" g chuck roast, trimmed") && !metric.contains("pound"), "\(metric)")
        #expect(metricDoubled == metric.replacingOccurrences(of: "1 boneless", with: "2 boneless")
                    .replacingOccurrences(of: "roast,", with: "roasts,"), "\(metricDoubled) against \(metric)")
    }

    /// A count opening brackets is the same things counted (`4 pounds apples (8 large)` doubled `(16 large)`; it stayed
    /// `(8 large)`), but a share is not (`(50/50 mix of Gruyère and Emmentaler)`).
    @Test func aCountInBracketsScalesWithTheLine() throws {
        let lines = try KitchenFixture.shared.get().lines(ofIngredients: [
            "4 pounds crisp, sweet apples (8 large), rinsed", "800 g swiss cheese (50/50 mix of Gruyère and Emmentaler)",
        ], slug: "applesauce-and-fondue", after: [.servings(8), .servings(2)])
        #expect(lines[1] == ["8 lb crisp, sweet apples (16 large), rinsed", "1.6 kg swiss cheese (50/50 mix of Gruyère and Emmentaler)"],
                "\(lines[1])")
        #expect(lines[2].first == "2 lb crisp, sweet apples (4 large), rinsed", "\(lines[2])")
    }
}
