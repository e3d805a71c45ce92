import Testing
@testable import RecipositoryCore

/// Everything about ingredient lines, under one name so `swift test --filter Ingredient` runs it all.
@Suite struct IngredientTests {}

/// One row of the ingredient-line tables: a line and everything the parser must read from it.
struct IngredientLineCase: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: IngredientLine

    var testDescription: String { text }

    /// `amount` is written the way the tables read best: `2`, `5/2`, `2-3`, `1/2-1`, `~150`, nil for none.
    init(_ text: String, _ amount: String?, _ unit: Unit? = nil, _ name: String, note: String? = nil,
         optional: Bool = false, alternative: (String, Unit?)? = nil, unitText: String? = nil,
         problems: [IngredientLineProblem] = []) {
        self.text = text
        self.expected = IngredientLine(
            quantity: amount.map(Self.quantity), unit: unit, unitText: unitText, name: name, note: note,
            isOptional: optional, alternative: alternative.map { Measure(quantity: Self.quantity($0.0), unit: $0.1) },
            problems: problems)
    }

    static func quantity(_ text: String) -> Quantity {
        let approximate = text.hasPrefix("~")
        let bounds = text.drop { $0 == "~" }.split(separator: "-").map { rational(String($0)) }
        return Quantity(low: bounds[0], high: bounds.last!, approximate: approximate)
    }

    static func rational(_ text: String) -> Rational {
        let parts = text.split(separator: "/").map { Int($0)! }
        return Rational(parts[0], parts.count > 1 ? parts[1] : 1)
    }
}

/// Shorthand so tables stay one line per case.
typealias Line = IngredientLineCase

func expectParsed(_ row: IngredientLineCase, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    var parsed = IngredientLineParser.parse(row.text)
    // These tables are about amounts, units, names and notes; the food tables check the rest.
    (parsed.food, parsed.size, parsed.preparation, parsed.brand) = (nil, nil, nil, nil)
    parsed.measureAfterName = nil   // where the amount stands: TrailingMeasureTextTests
    parsed.unitAfterName = nil      // where the unit stands: UnitAfterTheNameTests
    (parsed.unitSize, parsed.unitSizeFirst) = (nil, false)   // the size word before the unit as written: IngredientLineUnitTests
    (parsed.unitWord, parsed.containerSize) = (nil, nil)   // the unit's word and a container's size: IngredientLineUnitTests
    #expect(parsed == row.expected, "\(row.text)", sourceLocation: sourceLocation)
}
