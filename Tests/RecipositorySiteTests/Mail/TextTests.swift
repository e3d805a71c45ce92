import Foundation
import Testing
@testable import RecipositorySite

@Suite struct TextTests {
    @Test func wrapsWithHangingIndent() {
        let lines = TextWrapper(width: 21).wrap("one two three four five six seven", first: "1. ", rest: "   ")
        #expect(lines == ["1. one two three four", "   five six seven"])
    }

    @Test func keepsWebAddressesWhole() {
        let url = "https://example.org/" + String(repeating: "a", count: 80)
        let lines = TextWrapper(width: 72).wrap("Source: \(url) end")
        #expect(lines == ["Source:", url, "end"])
    }

    @Test func wideCharactersCountTwice() {
        #expect(DisplayWidth.of("親子丼") == 6)
        #expect(DisplayWidth.of("é") == 1)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("🍽️") == 2)
    }

    @Test func ingredientAmountsLineUp() {
        let lines = IngredientColumns().lines([[
            .init(amount: "2 1/2 cups (310 g)", item: "all-purpose flour"),
            .init(amount: "1 tsp", item: "salt"),
            .init(amount: "", item: "salt, to taste"),
        ]])
        #expect(lines == [[
            "  2 1/2 cups (310 g)  all-purpose flour",
            "  1 tsp               salt",
            "                      salt, to taste",
        ]])
    }

    @Test func aStepIsWrappedUnderItsText() {
        let laid = PlainTextLayout(width: 40).lines(" 1. " + String(repeating: "stir well ", count: 12) + "  ")
        let lines = laid.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix(" 1. stir well"))
        #expect(lines[1].hasPrefix("    ") && !lines[1].hasPrefix("     "))
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(laid.hasSuffix("well"))
    }

    @Test func aLongIngredientWrapsUnderItsNameAndAShortOneStaysWhole() {
        let lines = IngredientColumns().lines([[
            .init(amount: "½ cup", item: "sugar"),
            .init(amount: "1 tsp", item: String(repeating: "very ", count: 16) + "fine salt"),
        ]])
        #expect(lines == [[
            "  ½ cup  sugar",
            "  1 tsp  very very very very very very very very very very very very\n         very very very very fine salt",
        ]])
    }

    @Test func paragraphsAreSplitAtBlankLinesAndListItems() {
        let text = "First line\r\nsame paragraph\n\n\n- an item\n  - another\n2. numbered\n \nlast"
        #expect(PlainParagraphs.split(text) == ["First line same paragraph", "- an item", "- another", "2. numbered last"])
    }
}
