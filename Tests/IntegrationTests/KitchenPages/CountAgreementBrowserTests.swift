import Foundation
import TestSupport
import Testing

/// A scaled count agrees with the thing it counts, which is the name before ` in `, ` with ` or ` from `: halved,
/// `2 chipotle peppers in adobo sauce` are `1 chipotle pepper in adobo sauce` (it read `1 chipotle peppers`);
/// doubled, `1 whole chicken with organs removed` is `2 whole chickens with organs removed` (it read `2 whole
/// chicken with organs removeds`).
@Suite(.blocking, .serialized) struct CountAgreementBrowserTests {
    @Test func theCountAgreesWithTheThingCountedBeforeItsDescription() throws {
        let lines = try KitchenFixture.shared.get().lines(ofIngredients: [
            "2 chipotle peppers in adobo sauce", "1 whole chicken with organs removed",
        ], slug: "chicken-stock", after: [.servings(2), .servings(8)])
        #expect(lines[1] == ["1 chipotle pepper in adobo sauce", "½ whole chicken with organs removed"], "\(lines[1])")
        #expect(lines[2] == ["4 chipotle peppers in adobo sauce", "2 whole chickens with organs removed"], "\(lines[2])")
    }
}
