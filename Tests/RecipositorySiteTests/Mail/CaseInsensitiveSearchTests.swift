import Testing
@testable import RecipositorySite

@Suite struct CaseInsensitiveSearchTests {
    func offset(_ needle: String, in text: String) -> Int? {
        CaseInsensitiveSearch.start(of: needle, in: text).map { text.utf8.distance(from: text.startIndex, to: $0) }
    }

    @Test func asciiIgnoresCaseOfLettersOnly() {
        #expect(offset("flour", in: "2 cups Flour") == 7)
        #expect(offset("FLOUR", in: "2 cups flour, sifted flour") == 7)
        #expect(offset("a@", in: "A`a@") == 2)   // ` is not a lower-case @
        #expect(offset("pepper", in: "salt") == nil)
        #expect(offset("x", in: "") == nil)
        #expect(offset("", in: "salt") == nil)
    }

    @Test func otherTextIsSearchedAsFoundationDoes() {
        #expect(offset("salt", in: "1 ½ tsp SALT") == 9)
        #expect(offset("crème", in: "2 tbsp CRÈME fraîche") == 7)
    }
}
