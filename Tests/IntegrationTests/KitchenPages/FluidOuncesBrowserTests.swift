import Foundation
import TestSupport
import Testing

/// An ounce of a liquid is a fluid ounce, as US recipes measure broth, beer and wine and as cartons and bottles are
/// sold (`32 oz chicken stock (950 ml)`: the author's own millilitres say so): in metric, `64oz Beef Broth` is 1.9 l
/// (64 × 29.6 ml), not `1.8 kg`, and `12 oz beer` 350 ml (355, to the jug's mark), not `340 g`; an ounce of a solid
/// stays a weight (`8 oz cream cheese` 225 g). Expected values: US fluid ounces (29.57 ml) and the conventions' rounding.
@Suite(.blocking, .serialized) struct FluidOuncesBrowserTests {
    @Test func anOunceOfALiquidIsAFluidOunce() throws {
        let lines = try KitchenFixture.shared.get().lines(ofIngredients: [
            "64oz Beef Broth", "12 oz beer", "8 oz cream cheese",
        ], slug: "french-onion-soup", after: [.units("metric"), .servings(8)])
        #expect(lines[1] == ["1.9 l Beef Broth", "350 ml beer", "225 g cream cheese"], "\(lines[1])")
        #expect(lines[2] == ["3.8 l Beef Broth", "710 ml beer", "455 g cream cheese"], "\(lines[2])")
    }
}
