import Testing
@testable import RecipositoryCore

/// A recipe's ingredient lines stay in memory from model to render (about 106,000 for the generated
/// 10,000 recipes): what most lines leave empty is held behind one reference, and a line is the same
/// value however its fields were set.
@Suite struct IngredientLineStorageTests {
    /// 504 bytes an ingredient before the rarer fields were held apart (352 of them the line) and
    /// its spans kept in 32 bits; the 10,000 recipes' build peaked at 331 to 335 MB, 308 MB after
    /// the first step.
    @Test func aLineStaysSmall() {
        #expect(MemoryLayout<IngredientLine>.stride <= 136)
        #expect(MemoryLayout<Ingredient>.stride <= 272)
    }

    @Test func aRareFieldSetAndClearedLeavesTheLineItWas() {
        let plain = IngredientLine(quantity: Quantity(Rational(2)), unit: .cup, name: "flour", food: "flour")
        var line = plain
        line.unitWord = "mugs"
        line.alternative = Measure(quantity: Quantity(Rational(250)), unit: .g)
        line.unitSizeFirst = true
        #expect(line != plain)
        line.unitWord = nil
        line.alternative = nil
        line.unitSizeFirst = false
        #expect(line == plain)
        #expect(line.hashValue == plain.hashValue)
    }

    @Test func eachRareFieldKeepsItsOwnValue() {
        var line = IngredientLine(name: "tomatoes", brand: "Mutti")
        line.containerSize = "400g"
        line.unitWord = "tins"
        line.measureAfterName = "2 x 400g tins"
        line.problems = [.quantityNotUnderstood(text: "2--")]
        var copy = line
        copy.containerSize = "14 oz"
        #expect(line.containerSize == "400g")
        #expect(copy.containerSize == "14 oz")
        #expect((line.brand, line.unitWord, line.measureAfterName) == ("Mutti", "tins", "2 x 400g tins"))
        #expect(line.problems == [.quantityNotUnderstood(text: "2--")])
        #expect(copy.unitText == nil && copy.leadingWords == nil && copy.plus == nil)
    }
}
