import Foundation
import TestSupport
import Testing

/// Lines that count with a unit written after the name (`2 garlic cloves`, as many authors write
/// it): scaled, the page shows the new count first and the author's unit word after the name in
/// that count's number, where it read `4 cloves garlic cloves` and `1 clove garlic cloves` (33 lines
/// of based.cooking). Expected values are a cook's arithmetic: 2 cloves doubled are 4, 1 clove
/// doubled 2 cloves, 3 halved about 2 (a clove is not cut), 2 halved 1 clove.
@Suite(.blocking, .serialized) struct UnitAfterTheNameBrowserTests {
    static let recipe = """
        ---
        title: Garlic bread
        servings: 4
        ---
        ## Ingredients

        - 2 garlic cloves, minced
        - 1 garlic clove
        - Garlic cloves 3, crushed
        - 3 thyme sprigs
        - 1 large garlic clove, chopped

        ## Steps

        1. Mix the garlic into the butter.
        """

    @Test func theCountStandsFirstAndTheUnitAfterTheNameFollowsIt() throws {
        let fixture = try KitchenFixture.shared.get()
        let page = try fixture.page(of: Self.recipe, slug: "garlic-bread")
        let (lines, errors) = try fixture.lines(of: page, after: [.servings(8), .servings(2), .servings(4)])
        let (written, doubled, halved, back) = (lines[0], lines[1], lines[2], lines[3])
        #expect(errors.isEmpty, "\(errors)")
        #expect(written == ["2 garlic cloves, minced", "1 garlic clove", "Garlic cloves 3, crushed", "3 thyme sprigs",
                            "1 large garlic clove, chopped"])
        // The size stays where the author put it, once (it read `2 large large garlic cloves`).
        #expect(doubled == ["4 garlic cloves, minced", "2 garlic cloves", "6 Garlic cloves, crushed", "6 thyme sprigs",
                            "2 large garlic cloves, chopped"], "\(doubled)")
        #expect(halved.prefix(3) == ["1 garlic clove, minced", "about 1 garlic clove", "about 2 Garlic cloves, crushed"], "\(halved)")
        #expect(back == written)
    }
}
