import Foundation
import TestSupport
import Testing

/// Lines whose amount follows the name (`pasta: 800g | 1 1/2 lb`, `Oil 2 tbsp`, as based.cooking
/// writes many): scaled or converted, the page shows the new amount first and leaves the author's
/// out, where it read `10 juniper berries: 5` and `¼ cup Oil ¼ cup`. Expected values are a cook's
/// arithmetic: 1 kg doubled is 2 kg, 2¼ lb 4½ lb, 2 tbsp doubled 4 tbsp, which is ¼ cup.
@Suite(.blocking, .serialized) struct AmountAfterTheNameBrowserTests {
    static let recipe = """
        ---
        title: Carbonade
        servings: 4
        ---
        ## Ingredients

        - beef (chuck, brisket): 1kg | 2 1/4lb
        - juniper berries: 5
        - Oil 2 tbsp
        - Onions 2 medium-sized, minced
        - Whole milk *1 liter*

        ## Steps

        1. Brown the beef in the oil.
        """

    @Test func theNewAmountStandsFirstAndTheAuthorsIsLeftOut() throws {
        let fixture = try KitchenFixture.shared.get()
        let page = try fixture.page(of: Self.recipe, slug: "carbonade")
        let (lines, errors) = try fixture.lines(of: page, after: [.servings(8), .servings(4), .units("metric"), .units("us"),
                                                                   .units("as-written"), .servings(2)])
        let (written, doubled, metric, us, back, halved) = (lines[0], lines[1], lines[3], lines[4], lines[5], lines[6])
        #expect(errors.isEmpty, "\(errors)")
        #expect(written == ["beef (chuck, brisket): 1kg | 2 1/4lb", "juniper berries: 5", "Oil 2 tbsp", "Onions 2 medium-sized, minced",
                            "Whole milk 1 liter"])
        #expect(doubled.prefix(3) == ["2 kg (4½ lb) beef (chuck, brisket)", "10 juniper berries", "¼ cup Oil"], "\(doubled)")
        #expect(doubled.count == 5 && doubled[3].hasPrefix("4 ") && !doubled[3].contains(" 2 "), "\(doubled)")
        // An amount in emphasis after the name is left out too (it read `2 l Whole milk 2 liters`); a litre is 4¼ cups.
        #expect(doubled[4] == "2 l Whole milk", "\(doubled)")
        #expect(us[4] == "4¼ cups Whole milk", "\(us)")
        #expect(metric.first == "1 kg beef (chuck, brisket)", "the author's own metric amount, once: \(metric)")
        #expect(us.first == "2¼ lb beef (chuck, brisket)", "\(us)")
        #expect(metric[1] == "juniper berries: 5" && us[2] == "Oil 2 tbsp", "nothing to change: as written")
        #expect(back == written)
        // The name goes on after its amount (`Onions 2 medium-sized`): one onion is said in the singular.
        #expect(halved[3] == "1 Onion medium-sized, minced", "\(halved)")
    }

    static let secondParts = """
        ---
        title: Crumb Muffins
        servings: 12
        ---
        ## Ingredients

        - ½ cup sugar +1 tsp
        - 2 cups all-purpose flour, plus 2 tbsp
        - 12 tbsp butter
        - 1234 g plain flour

        ## Steps

        1. Mix.
        """

    /// At ×1, a page in the author's own system shows the author's measure where the switch would only round it: ½ cup and
    /// 1 tsp of sugar is 25 tsp, which US cups would round to `½ cup`, and a metric page would round 1,234 g to `1.25 kg`. An exact one is
    /// still said as cooks say it (12 tbsp is ¾ cup), and doubled, 2 cups and 2 tbsp of flour are 4¼ cups.
    @Test func theAuthorsMeasureIsNotRoundedAtOneTimes() throws {
        let fixture = try KitchenFixture.shared.get()
        let page = try fixture.page(of: Self.secondParts, slug: "crumb-muffins")
        let (lines, errors) = try fixture.lines(of: page, after: [.units("us"), .units("metric"), .servings(24), .units("us")])
        let (us, metric, doubledUS) = (lines[1], lines[2], lines[4])
        #expect(errors.isEmpty, "\(errors)")
        #expect(us.prefix(3) == ["½ cup sugar +1 tsp", "2 cups all-purpose flour, plus 2 tbsp", "¾ cup butter"], "\(us)")
        #expect(metric.last == "1234 g plain flour", "\(metric)")
        #expect(doubledUS[1] == "4¼ cups all-purpose flour", "\(doubledUS)")
    }
}
