import Testing
@testable import RecipositoryCore

/// A site's `synonyms` groups extend the built-in ones.
struct SiteSynonymTests {
    static let normalizer = IngredientNormalizer(synonyms: [
        ["nduja", "'nduja", "spreadable salami"],
        ["spring onion", "green onion"],  // joins the built-in scallion group and renames it
        ["Courgettes", "zucchini"],  // the family says courgette
        ["Rübli", "carrots"],
    ])

    static let cases: [(line: String, terms: [String])] = [
        ("'nduja", ["nduja"]),
        ("2 tbsp spreadable salami", ["nduja"]),
        // A two-word canonical term is found by its head noun too, like any compound.
        ("scallions", ["spring onion", "onion"]),
        ("green onions", ["spring onion", "onion"]),
        ("salad onion", ["spring onion", "onion"]),
        ("zucchini", ["courgette"]),
        ("baby carrots", ["rubli"]),
        ("aubergine", ["eggplant"]),  // built-in groups still apply
    ]

    @Test(arguments: cases)
    func siteGroupsMapToTheirFirstName(_ row: (line: String, terms: [String])) {
        #expect(Self.normalizer.terms(for: row.line) == row.terms)
    }

    @Test func queriesUseSiteGroups() {
        #expect(Self.normalizer.queryTerms("scallions 'nduja") == ["spring onion", "nduja"])
    }

    @Test func emptyAndBlankNamesAreIgnored() {
        let normalizer = IngredientNormalizer(synonyms: [[], ["", "  "], ["leek"]])
        #expect(normalizer.terms(for: "leeks") == ["leek"])
    }
}
