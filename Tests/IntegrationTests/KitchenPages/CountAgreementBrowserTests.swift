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

    /// The word that agrees is the food's own, wherever it stands in the name and with its punctuation: halved,
    /// `2 tomatoes per person.` is `1 tomato per person.` (it read `1 tomatoes per person.`) and `1 or 2 onions.`
    /// `½–1 onion.` (it read `½–1 onions.`); doubled, `1 bay leaf` `2 bay leaves` (halved, a leaf is not cut: `about 1`).
    @Test func theFoodsOwnWordAgrees() throws {
        let lines = try KitchenFixture.shared.get().lines(ofIngredients: [
            "2 tomatoes per person.", "1 or 2 onions.", "1 bay leaf",
        ], slug: "farci-tomatoes", after: [.servings(2), .servings(8)])
        #expect(lines[1] == ["1 tomato per person.", "½–1 onion.", "about 1 bay leaf"], "\(lines[1])")
        #expect(lines[2] == ["4 tomatoes per person.", "2–4 onions.", "2 bay leaves"], "\(lines[2])")
    }

    /// The thing counted ends before ` or ` and an amount of its own (`1 whole egg or 2 egg yolks` doubled read `2 whole
    /// egg or 4 egg yolks`); a count given instead in brackets scales with the line and a unit's plural marker goes
    /// (`1 (or 2) clove(s) of garlic` doubled read `2 cloves (or 2) (s) of garlic`); a second measure written after `or`
    /// is the one the page shows in brackets, not kept again (`250g or 1/2lbs of *fresh* spinach` read `500 g (1 lb) or
    /// 1 lb of fresh spinach`). Expected values are a cook's arithmetic and the author's words.
    @Test func anAlternativeAfterOrCountsApart() throws {
        let lines = try KitchenFixture.shared.get().lines(ofIngredients: [
            "1 whole egg or 2 egg yolks, preferably at room temperature", "1 (or 2) clove(s) of garlic, roughly chopped",
            "250g or 1/2lbs of *fresh* spinach",
        ], slug: "egg-or-yolks", after: [.servings(8), .servings(4)])
        #expect(lines[1] == ["2 whole eggs or 4 egg yolks, preferably at room temperature",
                             "2 cloves (or 4) of garlic, roughly chopped", "500 g (1 lb) of fresh spinach"], "\(lines[1])")
        #expect(lines[2] == lines[0])
    }

    /// A count in a note scaled across 1 agrees with what it counts (`1 tbsp loose black tea, or 2 tea bags` halved read
    /// `or 1 tea bags`): made singular, its last plural word (`tea bag`, `sprig of parsley`); made plural, a piece's
    /// word first (`2 bags boil-in-bag rice`) or else its last word (`2 ripe tomatoes`); a possessive stays as written
    /// (`1 lemons' worth`, not `1 lemon' worth`, which based.cooking's hummus read halved). A cook's own agreement.
    @Test func aCountInANoteAgreesAcrossOne() throws {
        let lines = try KitchenFixture.shared.get().lines(ofIngredients: [
            "1 tbsp loose black tea, or 2 tea bags", "2 tbsp chopped parsley (or 2 sprigs of parsley)",
            "1 cup cooked rice (or 1 bag boil-in-bag rice)", "200 g passata, or 1 ripe tomato",
            "2 tbsp lemon juice, about 1 to 2 lemons' worth",
        ], slug: "tea-or-bags", after: [.servings(2), .servings(8)])
        #expect(lines[1] == ["1½ tsp loose black tea, or 1 tea bag", "1 tbsp chopped parsley (or 1 sprig of parsley)",
                             "½ cup cooked rice (or ½ bag boil-in-bag rice)", "100 g passata, or ½ ripe tomato",
                             "1 tbsp lemon juice, about ½ to 1 lemons' worth"], "\(lines[1])")
        #expect(lines[2] == ["2 tbsp loose black tea, or 4 tea bags", "¼ cup chopped parsley (or 4 sprigs of parsley)",
                             "2 cups cooked rice (or 2 bags boil-in-bag rice)", "400 g passata, or 2 ripe tomatoes",
                             "¼ cup lemon juice, about 2 to 4 lemons' worth"], "\(lines[2])")
    }
}
