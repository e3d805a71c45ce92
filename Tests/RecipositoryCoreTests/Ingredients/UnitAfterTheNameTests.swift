import Testing
@testable import RecipositoryCore

extension IngredientTests {
    /// Where a unit written after the name stands (`2 garlic cloves`: two cloves of garlic), so the
    /// page can show another count first and say the unit in its number (`4 garlic cloves` doubled,
    /// `1 garlic clove` halved) instead of adding a unit of its own before the name (it read
    /// `4 cloves garlic cloves` on 33 lines of based.cooking). Expected: the word a reader sees as the unit.
    @Suite struct UnitAfterTheNameTests {
        static let rows: [(line: String, unit: RecipositoryCore.Unit, word: String)] = [
            ("2 garlic cloves, minced", .clove, "cloves"),
            ("1 garlic clove", .clove, "clove"),
            ("3-4 Garlic Cloves", .clove, "Cloves"),
            ("Garlic cloves 3, minced/crushed", .clove, "cloves"),
            ("2 thyme sprigs", .sprig, "sprigs"),
            ("2 celery stalks, diced", .stalk, "stalks"),
            ("1 lettuce head", .head, "head"),
        ]

        @Test(arguments: rows.indices) func theUnitAfterTheNameIsPlaced(_ index: Int) {
            let row = Self.rows[index]
            let ingredient = Ingredient(text: row.line, line: IngredientLineParser.parse(row.line))
            #expect(ingredient.unit == row.unit, "\(row.line)")
            let placed = ingredient.unitSpan.map { String(decoding: Array(row.line.utf8)[$0], as: UTF8.self) }
            #expect(placed == row.word, "\(row.line)")
        }

        /// A unit before the name, a count with none, or a name that only describes stays as it was.
        @Test(arguments: ["3 cloves garlic", "2 sprigs of thyme", "3 whole cloves", "2 onions", "8 Cloves"])
        func aUnitBeforeTheNameIsNotAfterIt(_ text: String) {
            let ingredient = Ingredient(text: text, line: IngredientLineParser.parse(text))
            #expect(ingredient.unitAfterName == nil && ingredient.unitSpan == nil, "\(text)")
        }

        /// Only the very next word after the name, whole.
        @Test func theWordMustFollowTheName() {
            #expect(NameSpan.word("cloves", in: "garlic cloves, minced", after: 0..<6) == 7..<13)
            #expect(NameSpan.word("clove", in: "garlic cloves", after: 0..<6) == nil, "part of a word")
            #expect(NameSpan.word("cloves", in: "garlic, cloves", after: 0..<6) == nil, "not next")
            #expect(NameSpan.word("cloves", in: "garliccloves", after: 0..<6) == nil, "no space between")
        }
    }
}
