import Testing
@testable import RecipositoryCore

extension IngredientTests {
    /// What gets reported, and what must not be.
    @Suite struct IngredientLineProblemTests {
        static let misspeltUnits: [Line] = [
            Line("3 tbps sugar", "3", nil, "sugar", unitText: "tbps",
                 problems: [.unknownUnit(word: "tbps", suggestion: .tbsp)]),
            Line("2 cupz flour", "2", nil, "flour", unitText: "cupz",
                 problems: [.unknownUnit(word: "cupz", suggestion: .cup)]),
            Line("1 tablspoon honey", "1", nil, "honey", unitText: "tablspoon",
                 problems: [.unknownUnit(word: "tablspoon", suggestion: .tbsp)]),
            Line("2 teaspooons salt", "2", nil, "salt", unitText: "teaspooons",
                 problems: [.unknownUnit(word: "teaspooons", suggestion: .tsp)]),
            Line("200 gramms flour", "200", nil, "flour", unitText: "gramms",
                 problems: [.unknownUnit(word: "gramms", suggestion: .g)]),
            Line("1 Cupps milk", "1", nil, "milk", unitText: "Cupps",
                 problems: [.unknownUnit(word: "Cupps", suggestion: .cup)]),
        ]

        static let notUnderstood: [(text: String, reported: String)] = [
            ("1//2 cup flour", "1//2"),
            ("2-- eggs", "2--"),
            ("1/0 cup sugar", "1/0"),
            ("99999999999999999999 g sugar", "99999999999999999999"),
            ("1.2.3 cups flour", "1.2.3"),
            ("1/2/3 cup milk", "1/2/3"),
            ("2 1//2 cups flour", "2 1//2"),
            ("1 3/2 cups flour", "1 3/2"),
            ("½2 cups flour", "½2"),
            ("2 - eggs", "2 -"),
            ("1/1234567 cup", "1/1234567"),
            ("1.1234567 kg", "1.1234567"),
        ]

        /// Ordinary words after an amount are names, never typos.
        static let ordinaryWords = [
            "2 eggs", "3 large onions", "1 red pepper", "1 spring onion", "1 sweet potato", "2 pinto beans",
            "3 thin slices ham", "1 mint leaf", "2 pears", "1 lime", "2 leeks", "4 steaks", "2 spices", "1 punch bowl",
            "2 sliced onions", "1 pint", "3 stocks", "2 dried chillies", "1 cane sugar", "2 heavy cans",
        ]

        @Test(arguments: misspeltUnits) func reportsMisspeltUnits(_ row: Line) { expectParsed(row) }

        @Test(arguments: notUnderstood) func reportsQuantitiesNotUnderstood(_ text: String, _ reported: String) {
            let line = IngredientLineParser.parse(text)
            #expect(line.problems == [.quantityNotUnderstood(text: reported)])
            #expect(line.quantity == nil)
            #expect(line.name == text)
        }

        @Test(arguments: ordinaryWords) func doesNotReportOrdinaryWords(_ text: String) {
            #expect(IngredientLineParser.parse(text).problems.isEmpty)
        }
    }
}
