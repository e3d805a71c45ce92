import Testing
@testable import RecipositoryCore

/// The settings' food table: the built-in one unless the site gives densities, made when first read.
@Suite struct SiteConfigTests {
    @Test func settingsWithoutDensitiesWeighWithTheBuiltInTable() {
        let (config, _, diagnostics) = SiteConfigDecoder.decode("title: Ours\n", path: "recipository.yml")
        #expect(diagnostics.isEmpty)
        #expect(config.foods == FoodTable.builtIn)
        #expect(config.foods.food(named: "flour")?.usda?.ndb == FoodTable.builtIn.food(named: "flour")?.usda?.ndb)
    }

    @Test func theBuiltInTableGivenIsTheSameSettings() {
        var given = SiteConfig()
        given.foods = .builtIn
        #expect(given == SiteConfig())
        #expect(given.hashValue == SiteConfig().hashValue)
    }

    @Test func aSitesDensityMakesOtherSettings() throws {
        let (config, _, diagnostics) = SiteConfigDecoder.decode("densities:\n  flour: 120 g per cup\n", path: "recipository.yml")
        #expect(diagnostics.isEmpty)
        #expect(config != SiteConfig())
        #expect(try #require(config.foods.food(named: "flour")).siteGramsPerCup == Rational(120))
        #expect(SiteConfig().foods.food(named: "flour")?.siteGramsPerCup == nil)
    }
}
