import Testing
@testable import RecipositoryCore

extension IngredientTests {
    /// The parser runs on whatever people type: it must never crash, hang or produce an impossible amount.
    @Suite struct IngredientLineRobustnessTests {
        static let nastyInputs: [String] = [
            "", " ", "\t", "\n", "\r\n", "\u{0}", "\u{FEFF}", "\u{200B}", "🥚🥚", "👩‍👩‍👧 2 cups love", "e\u{301}",
            "1\u{301} cup", "1", "½", "⅓⅓", "1½½", "1 ½ ½", "½-", "/", "-", "--", "~", "~~2", "(", ")", ")(", "((((",
            "1 (", "1 cup (", "1 cup (250", "1 cup / ", "1 cup |", "1 cup or", ",,,,", "1,", "1.", "1/", "/1", "1//",
            "0/0", "1/0", "0", "0 g", "-1 cup", "+1 cup", "1e10 g", "0x10 g", "1 to", "1 or", "1 and", "1 and a",
            "a", "an", "a ", "half", "half a", "about", "about about 2", "approx.", "a dozen", "1 dozen dozen",
            "99999999999999999999", "999999999 1/2 cups", "999999999,999 g", "1/999999 cup", "0.999999 cup",
            "999999999.999999 g", "9/1 9/1", "𝟙 cup", "١ كوب", "二 cups", "Ⅻ eggs", "1 cup (((((", "1 cup )))))",
            "(optional)", "optional", "Optional:", "(optional", ": 2", "salt: ", "salt:2", ", 2 tsp", "(2 tsp)",
            "1 \"", "\" 1", "2\"", "1 x", "2 x 3", "2x", "1 (14 oz)", "1 (14 oz) can", "of", "1 of", "1 cup of",
            "1 T", "1 t.", "1 c", "1 fl", "1 fl oz", "1 table", "1 tea", "1 -", "1 - inch", "1-", "1–", "1—2—3",
            "1 - 2 - 3 cups", "1-2-3", "1/2-", "1/2-1/", "1 1/", "1 1/0", "½/2", "2 ½/2", "2,,5 kg", "2..5 kg",
            "1.5.", "3 tbps", "tbps 3", "cupz", "1 2 3 4 5", "1 cup 2 cups 3 cups", "Lemon juice 1", "salt 1 tsp (",
            String(repeating: "9", count: 10_000),
            String(repeating: "a", count: 10_000),
            String(repeating: "1 ", count: 5_000),
            String(repeating: "(", count: 10_000),
            String(repeating: ")", count: 10_000),
            "1 " + String(repeating: "(", count: 5_000) + " flour",
            String(repeating: "1 g (", count: 2_000),
            String(repeating: "1/", count: 5_000),
            String(repeating: "-", count: 10_000),
            String(repeating: ",", count: 10_000),
            String(repeating: "½", count: 10_000),
            String(repeating: "🥚", count: 5_000),
            "salt " + String(repeating: "2 ", count: 4_000),
            "2 cups " + String(repeating: "flour ", count: 2_000) + ", sifted",
        ]

        @Test(.timeLimit(.minutes(1)), arguments: nastyInputs)
        func neverCrashesOrHangs(_ text: String) {
            let line = IngredientLineParser.parse(text)
            if let quantity = line.quantity {
                #expect(quantity.low <= quantity.high)
                #expect(quantity.low.denominator > 0 && quantity.high.denominator > 0)
                #expect(quantity.high.numerator <= 1_000_000_000_000)
                _ = QuantityFormatter.format(quantity, unit: line.unit)
            }
            if let alternative = line.alternative {
                _ = QuantityFormatter.format(alternative.quantity, unit: alternative.unit)
            }
            #expect(line.name.unicodeScalars.count <= text.unicodeScalars.count)
        }

        @Test func emptyAndBlankLinesHaveNoNameAndNoAmount() {
            #expect(IngredientLineParser.parse("") == IngredientLine(name: ""))
            #expect(IngredientLineParser.parse("   \t ") == IngredientLine(name: ""))
        }

        @Test func hugeNumbersAreReportedNotRead() {
            let line = IngredientLineParser.parse("99999999999999999999 g sugar")
            #expect(line.quantity == nil)
            #expect(line.problems == [.quantityNotUnderstood(text: "99999999999999999999")])
        }

        @Test func formatterCopesWithExtremeRationals() {
            let huge = Quantity(Rational(Int.max / 2, 3))
            #expect(!QuantityFormatter.format(huge, unit: .g).isEmpty)
            #expect(!QuantityFormatter.format(huge, unit: .cup).isEmpty)
            #expect(QuantityFormatter.format(Quantity(Rational(-3, 2)), unit: .cup) == "-1½")
        }
    }
}
