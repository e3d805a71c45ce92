import Foundation
import TestSupport
import Testing

/// Counted containers as British and American authors name them: scaled, a tin stays a tin and a
/// packet a packet (`2 tins` doubled is `4 tins`; the page said `4 cans`), and a container's size written
/// before its unit stays with the count (`2 x 400g tins` doubled is `4 tins (400g)`: the page said `4 cans`
/// and lost which tin). Expected values are a cook's arithmetic and the author's own words.
@Suite(.blocking, .serialized) struct ContainerWordsBrowserTests {
    static let recipe = """
        ---
        title: Store cupboard pasta
        servings: 4
        ---
        ## Ingredients

        - 2 x 400g tins chopped tomatoes
        - 2 tins sardines
        - 2 packets of vanilla sugar
        - 1 15 oz can black beans
        - 1 tin (400 g) chickpeas

        ## Steps

        1. Cook everything together.
        """

    @Test func aTinStaysATinAndKeepsItsSize() throws {
        let fixture = try KitchenFixture.shared.get()
        let page = try fixture.page(of: Self.recipe, slug: "store-cupboard-pasta")
        let (lines, errors) = try fixture.lines(of: page, after: [.servings(8), .servings(2), .servings(4)])
        let (written, doubled, halved, back) = (lines[0], lines[1], lines[2], lines[3])
        #expect(errors.isEmpty, "\(errors)")
        #expect(written == ["2 x 400g tins chopped tomatoes", "2 tins sardines", "2 packets of vanilla sugar",
                            "1 15 oz can black beans", "1 tin (400 g) chickpeas"])
        #expect(doubled == ["4 tins (400g) chopped tomatoes", "4 tins sardines", "4 packets of vanilla sugar",
                            "2 cans (15 oz) black beans", "2 tins (400 g) chickpeas"], "\(doubled)")
        #expect(halved.prefix(3) == ["1 tin (400g) chopped tomatoes", "1 tin sardines", "1 packet of vanilla sugar"], "\(halved)")
        #expect(back == written)
    }
}
