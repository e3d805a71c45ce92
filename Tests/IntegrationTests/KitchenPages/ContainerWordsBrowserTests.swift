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
        - 400g tin chopped tomatoes
        - 14 oz can diced tomatoes

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
                            "1 15 oz can black beans", "1 tin (400 g) chickpeas", "400g tin chopped tomatoes",
                            "14 oz can diced tomatoes"])
        // A tin's size with its `1` not written is one tin of that size (it was `800g tin` doubled, 400 g of fresh tomatoes).
        #expect(doubled == ["4 tins (400g) chopped tomatoes", "4 tins sardines", "4 packets of vanilla sugar",
                            "2 cans (15 oz) black beans", "2 tins (400 g) chickpeas", "2 tins (400g) chopped tomatoes",
                            "2 cans (14 oz) diced tomatoes"], "\(doubled)")
        #expect(halved.prefix(3) == ["1 tin (400g) chopped tomatoes", "1 tin sardines", "1 packet of vanilla sugar"], "\(halved)")
        #expect(back == written)
    }

    /// A counted piece's size written between the count and the name (`One 3-inch cinnamon stick`) is each piece's:
    /// scaled, it stays with the count and is not multiplied (the page said `2 cinnamon stick`, the size lost); in
    /// metric it is in centimetres as a cook writes them (kitchen-conventions.md: 3 inches 7.5 cm, 6 inches 15 cm, a
    /// 9-inch pie 23 cm), and a size the author gave in both systems (`14.5 oz (400 grams)`) stays as written.
    @Test func aCountedPieceKeepsItsSize() throws {
        let lines = try KitchenFixture.shared.get().lines(ofIngredients: [
            "One 3-inch cinnamon stick", "2 6-inch flour tortillas", "4 5-ounce salmon fillets",
            "1 14.5 oz (400 grams) canned tomatoes", "1 9-inch pie crust",
            // Four steaks a quarter inch thick (based.cooking's marinated pork steaks), not 4¼ inches of steak.
            "4 ¼ inch thick boneless pork shoulder steaks", "2 1-inch-thick pork chops",
        ], slug: "piece-sizes", after: [.servings(8), .servings(2), .servings(4), .units("metric")])
        let (written, doubled, halved, back, metric) = (lines[0], lines[1], lines[2], lines[3], lines[4])
        #expect(doubled[0...4] == ["2 (3-inch) cinnamon sticks", "4 (6-inch) flour tortillas", "8 (5-ounce) salmon fillets",
                            "2 × 14.5 oz (400 grams) canned tomatoes", "2 (9-inch) pie crusts"], "\(doubled)")
        #expect(halved[1...2] == ["1 (6-inch) flour tortilla", "2 (5-ounce) salmon fillets"], "\(halved)")
        #expect(back == written)
        // The count as the author wrote it (metric changes no count), the size converted and bracketed as when scaled.
        #expect(metric[0...1] == ["One (7.5 cm) cinnamon stick", "2 (15 cm) flour tortillas"], "\(metric)")
        #expect(metric[3...4] == ["1 14.5 oz (400 grams) canned tomatoes", "1 (23 cm) pie crust"], "\(metric)")
        #expect(doubled[5...6] == ["8 (¼ inch) thick boneless pork shoulder steaks", "4 (1-inch) thick pork chops"], "\(doubled)")
        #expect(halved[6] == "1 (1-inch) thick pork chop", "\(halved)")
        #expect(metric[5...6] == ["4 (5 mm) thick boneless pork shoulder steaks", "2 (2.5 cm) thick pork chops"], "\(metric)")
    }
}
