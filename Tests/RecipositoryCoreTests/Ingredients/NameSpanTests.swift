import Testing
@testable import RecipositoryCore

/// Where a cook would say the name stands in the line: the first whole-word match, in any case.
@Suite struct NameSpanTests {
    func spanned(_ name: String, _ text: String) -> String? {
        NameSpan.first(of: name, in: text).map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) }
    }

    @Test func theFirstWholeWordMatchInAnyCase() {
        #expect(NameSpan.first(of: "salt", in: "salted butter, salt") == 15..<19)
        #expect(spanned("Flour", "2 cups FLOUR, sifted") == "FLOUR")
        #expect(NameSpan.first(of: "oil", in: "1 tbsp boiled water") == nil)
        #expect(spanned(" butter ", "1 cup cold butter") == "butter")
        #expect(NameSpan.first(of: "", in: "1 cup") == nil)
    }

    @Test func linesBeyondASCII() {
        #expect(NameSpan.first(of: "sugar", in: "1½ cups sugar") == 9..<14)   // ½ is two bytes
        #expect(spanned("crème fraîche", "2 tbsp Crème Fraîche") == "Crème Fraîche")
        #expect(NameSpan.first(of: "flour", in: "1½flour") == nil)   // a number touches it
        #expect(NameSpan.first(of: "cafe", in: "café") == nil)
        #expect(spanned("butter", "“fresh” butter") == "butter")
    }

    /// A line pasted from a web page keeps its no-break spaces (based.cooking's gumbo: `2\u{00A0}(32\u{00A0}oz)\u{00A0}Chicken\u{00A0}Broth`);
    /// the name the parser read between them is still there, so the page can show `4 (32 oz) Chicken Broth` doubled.
    @Test func aNoBreakSpaceIsASpace() {
        #expect(spanned("Chicken Broth", "2\u{00A0}(32\u{00A0}oz)\u{00A0}Chicken\u{00A0}Broth") == "Chicken\u{00A0}Broth")
        #expect(spanned("All Purpose Flour", "1\u{00A0}cup\u{00A0}All\u{00A0}Purpose\u{00A0}Flour") == "All\u{00A0}Purpose\u{00A0}Flour")
        #expect(NameSpan.first(of: "olive oil", in: "1 cup olive\u{00A0}oils") == nil, "still whole words")
    }

    /// The byte search for ASCII must find what the search on Characters finds.
    @Test func theASCIIPathAgreesWithCharacters() {
        let names = ["flour", "Salt", "bay leaves", "salt & pepper", "s", "oil"]
        let lines = ["2 cups flour", "salted butter, salt", "3-4 bay leaves", "salt & pepper", "oil", "Sugar, 1 cup",
                     "1 tbsp boiled oil", "S s"]
        for name in names {
            for line in lines {
                // A non-ASCII character far from any match sends the line down the general path.
                let general = NameSpan.first(of: name, in: line + " …")
                #expect(NameSpan.first(of: name, in: line) == general, "\(name) in \(line)")
            }
        }
    }

    /// Each Character of a line beyond ASCII is folded by its byte when it is ASCII: the same as
    /// Unicode's own answer (any white space a space, else lowercased) for every ASCII Character
    /// and CR LF, and the general path for the others.
    @Test func aCharacterIsFoldedAsUnicodeFoldsIt() {
        let characters = (0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) }
            + ["\r\n", "\u{00A0}", "\u{0085}", "\u{2003}", "½", "É", "İ", "ß", "Ǆ", "e\u{0301}", "“"]
        for character in characters {
            #expect(NameSpan.folded(character) == (character.isWhitespace ? " " : character.lowercased()),
                    "\(character.unicodeScalars.map(\.value))")
        }
    }
}
