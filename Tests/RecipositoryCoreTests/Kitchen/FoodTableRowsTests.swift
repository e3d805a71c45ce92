import Testing
@testable import RecipositoryCore

/// Reading the food table's rows by byte (`FoodTable.fields`) against the plain split by Character
/// it replaced, on the table's own rows and on texts with empty fields, accents and marks.
@Suite struct FoodTableRowsTests {
    static func plain(_ text: Substring, _ separator: Character) -> [Substring] {
        text.split(separator: separator, omittingEmptySubsequences: false)
    }

    @Test func theTablesRowsAreCutAsByCharacter() {
        let lines = FoodTable.fields(FoodTable.usdaRows[...], "\n") + FoodTable.fields(FoodTable.foodRows[...], "\n")
        #expect(lines == Self.plain(FoodTable.usdaRows[...], "\n") + Self.plain(FoodTable.foodRows[...], "\n"))
        #expect(lines.count > 1_000)
        for line in lines {
            #expect(FoodTable.fields(line, "\t") == Self.plain(line, "\t"), "\(line)")
            // Every field at every separator the rows use: values, measures, a measure's key and USDA row.
            for field in FoodTable.fields(line, "\t") {
                for separator: Unicode.Scalar in [" ", ";", ",", "|", "@"] {
                    #expect(FoodTable.fields(field, separator) == Self.plain(field, Character(separator)), "\(field)")
                }
            }
        }
    }

    @Test func emptyFieldsAccentsAndMarksAreCutAsByCharacter() {
        for text in ["", "\t", "\t\t", "a\t\tb\t", "crème\tfraîche", "e\u{301}\tx", "\ta", "a\n\nb\n", "\u{1F600}\t½"] {
            #expect(FoodTable.fields(text[...], "\t") == Self.plain(text[...], "\t"), "\(text)")
            #expect(FoodTable.fields(text[...], "\n") == Self.plain(text[...], "\n"), "\(text)")
        }
        // By hand: three fields, the middle one empty.
        #expect(FoodTable.fields("01001\t\tsolid", "\t") == ["01001", "", "solid"])
    }

    /// A row read whole: salted butter's measures in USDA's order.
    @Test func butterIsReadAsUSDAWroteIt() {
        let table = FoodTable.builtIn
        #expect(table.foods.count > 900)
        let butter = table.foods["butter"]?.usda
        #expect(butter?.ndb == "01001")
        // WEIGHT.txt's rows for salted butter, by hand: tbsp 14.2 g, cup 227 g, stick 113 g.
        #expect(butter?.measures.map(\.row) == ["2|1|tbsp|14.2", "3|1|cup|227", "4|1|stick|113"])
    }
}
