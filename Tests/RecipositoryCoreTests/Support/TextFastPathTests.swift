import Testing
@testable import RecipositoryCore

@Suite struct SlugTests {
    @Test func slugsAreFoldedASCII() {
        #expect(Slug.make("Lemon Cookies") == "lemon-cookies")
        #expect(Slug.make("Grandma's Apple-Pie!!") == "grandma-s-apple-pie")
        #expect(Slug.make("  __A_B.c/d (2)  ") == "a-b-c-d-2")
        #expect(Slug.make("!!!") == "recipe")
        #expect(Slug.make("") == "recipe")
        #expect(Slug.make("Crème Brûlée") == "creme-brulee")
        #expect(Slug.make("Tom’s 3rd Soup") == "tom-s-3rd-soup")
        #expect(Slug.make("cre\u{300}me") == "creme")
        #expect(Slug.make("Straße") == "strasse")
        #expect(Slug.make("和食") == "recipe")
        #expect(Slug.make("和食 bento") == "bento")
    }

    /// One folding: a slug, a term page and a search all read `Smørrebrød` as `smorrebrod`.
    @Test func slugsFoldAsSearchDoes() {
        #expect(Slug.make("Smørrebrød") == "smorrebrod")
        #expect(Slug.term("Smørrebrød") == "smorrebrod")
        #expect(TextFolding.fold("Smørrebrød") == "smorrebrod")
    }
}

@Suite struct TrimmingTests {
    @Test func trimmingMatchesUnicodeWhiteSpace() {
        let cases = ["", " ", "\n", "a", " a ", "a b\n", "\t a\r\n", " é ", "é\n", "\u{A0}x\u{A0}", "x\u{2003}\n",
                     "\u{3000} y", "\n\n z \n\n", "\u{85}q"]
        for text in cases {
            let scalars = text.unicodeScalars
            let expected: String
            if let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) {
                let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
                expected = String(scalars[first...last])
            } else {
                expected = ""
            }
            #expect(Trimming.whitespace(text) == expected, "\(text.debugDescription)")
            #expect(Trimming.whitespace(Substring(text)) == expected, "\(text.debugDescription)")
        }
    }

    /// The scalar test's ASCII answers are Unicode's, and every other scalar is asked of Unicode.
    @Test func aScalarIsWhiteSpaceAsUnicodeSays() {
        for value in UInt32(0)..<0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(Trimming.isWhiteSpace(scalar) == scalar.properties.isWhitespace, "\(value)")
        }
    }

    @Test func onlyALastLineFeedGoes() {
        #expect(Trimming.finalNewline("<li>pie</li>\n") == "<li>pie</li>")
        #expect(Trimming.finalNewline("<li>pie</li>\n\n") == "<li>pie</li>\n")
        #expect(Trimming.finalNewline("<li>pie</li>") == "<li>pie</li>")
        #expect(Trimming.finalNewline("<li>pie</li>\r\n") == "<li>pie</li>\r\n")
        #expect(Trimming.finalNewline("\n") == "")
        #expect(Trimming.finalNewline("crème\n") == "crème")
    }
}

@Suite struct LetterWordsTests {
    @Test func headingsReadAsTheirLetterWords() {
        let reference: (String) -> String = { text in
            text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0 == " " }
                .split(separator: " ").map { String(String.UnicodeScalarView($0)) }.joined(separator: " ")
        }
        for text in ["Ingredients", "  Ingredients:  ", "How to  make it!", "Ingre-dients", "Step 1", "", "   ", "🥣 Steps",
                     "Crème Brûlée", "Prep time (active)", "A B  C", "x:y z", "1 2 3 go"] {
            #expect(LetterWords.of(text) == reference(text), "\(text)")
        }
        #expect(SectionKind(heading: "  Ingredients: ") == .ingredients)
        #expect(SectionKind(heading: "How to make it") == .steps)
    }
}
