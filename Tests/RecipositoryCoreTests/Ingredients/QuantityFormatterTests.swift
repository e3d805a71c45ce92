import Testing
@testable import RecipositoryCore

extension IngredientTests {
    @Suite struct QuantityFormatterTests {
        struct Row: Sendable, CustomTestStringConvertible {
            let quantity: Quantity
            let unit: Unit?
            let text: String
            var testDescription: String { "\(quantity.low)…\(quantity.high) \(unit?.symbol ?? "-") → \(text)" }

            init(_ amount: String, _ unit: Unit?, _ text: String) {
                self.quantity = IngredientLineCase.quantity(amount)
                self.unit = unit
                self.text = text
            }
        }

        static let kitchenFractions: [Row] = [
            Row("1/2", .cup, "½"), Row("1/3", .cup, "⅓"), Row("2/3", .cup, "⅔"), Row("1/4", .tsp, "¼"),
            Row("3/4", .tbsp, "¾"), Row("1/8", .tsp, "⅛"), Row("3/8", .cup, "⅜"), Row("5/8", .cup, "⅝"),
            Row("7/8", .cup, "⅞"), Row("3/2", .cup, "1½"), Row("9/4", .cup, "2¼"), Row("7/3", .cup, "2⅓"),
            Row("5/2", nil, "2½"), Row("2", nil, "2"), Row("12", .clove, "12"), Row("1/2", .can, "½"),
            Row("1/4", .oz, "¼"), Row("3/2", .lb, "1½"), Row("0", nil, "0"),
            Row("1/16", .tsp, "0.06"), Row("3/10", .cup, "0.3"),
        ]

        static let decimals: [Row] = [
            Row("3/2", .kg, "1.5"), Row("250", .g, "250"), Row("1/4", .l, "0.25"), Row("1/2", .kg, "0.5"),
            Row("49/4", .g, "12.25"), Row("1/8", .l, "0.125"), Row("1/3", .kg, "0.33"), Row("1000/3", .g, "333"),
            Row("100/3", .ml, "33.3"), Row("5/2", .dl, "2.5"), Row("3/2", .cm, "1.5"), Row("1000", .ml, "1000"),
        ]

        static let rangesAndApproximations: [Row] = [
            Row("2-3", .tbsp, "2–3"), Row("1/2-1", .cup, "½–1"), Row("1/4-1/2", .cup, "¼–½"),
            Row("300-400", .g, "300–400"), Row("3/2-2", .kg, "1.5–2"),
            Row("~150", .g, "~150"), Row("~2-3", .clove, "~2–3"), Row("~1/2", .cup, "~½"),
        ]

        @Test(arguments: kitchenFractions) func writesKitchenFractions(_ row: Row) {
            #expect(QuantityFormatter.format(row.quantity, unit: row.unit) == row.text)
        }

        @Test(arguments: decimals) func writesDecimalsForMetricUnits(_ row: Row) {
            #expect(QuantityFormatter.format(row.quantity, unit: row.unit) == row.text)
        }

        @Test(arguments: rangesAndApproximations) func writesRangesAndApproximations(_ row: Row) {
            #expect(QuantityFormatter.format(row.quantity, unit: row.unit) == row.text)
        }

        @Test func scalingAThirdOfACupByThreeIsOneCup() {
            let third = Quantity(Rational(1, 3))
            #expect(QuantityFormatter.format(third.scaled(by: Rational(3)), unit: .cup) == "1")
        }

        @Test(arguments: [
            ("3/4", Rational(3, 2), Unit.cup, "1⅛"), ("1/3", Rational(2), .cup, "⅔"), ("250", Rational(3, 2), .g, "375"),
            ("3/2", Rational(1, 2), .kg, "0.75"), ("2-3", Rational(2), .tbsp, "4–6"), ("1/2", Rational(1, 2), .tsp, "¼"),
        ])
        func scalesExactly(_ amount: String, _ factor: Rational, _ unit: Unit, _ text: String) {
            let scaled = IngredientLineCase.quantity(amount).scaled(by: factor)
            #expect(QuantityFormatter.format(scaled, unit: unit) == text)
        }

        /// What the parser reads, the formatter writes back the way cooks write it.
        @Test(arguments: [
            ("1 1/2 cups flour", "1½"), ("1½ cups flour", "1½"), ("0.5 cup milk", "½"), ("1,5 kg potatoes", "1.5"),
            ("2–3 tbsp water", "2–3"), ("~150 g bacon", "~150"), ("500g flour", "500"), ("3⁄4 cup milk", "¾"),
        ])
        func roundTripsParsedLines(_ text: String, _ formatted: String) throws {
            let line = IngredientLineParser.parse(text)
            let quantity = try #require(line.quantity)
            #expect(QuantityFormatter.format(quantity, unit: line.unit) == formatted)
        }
    }
}
