import Testing
@testable import RecipositorySite

@Suite struct DisplayWidthTests {
    /// Columns counted by hand: wide CJK and emoji take two, marks, controls and zero-width
    /// characters none; a Substring as its String.
    @Test func widthsOfTextAndOfSubstrings() {
        let cases: [(String, Int)] = [("", 0), ("plain words", 11), ("tab\there", 7), ("親子丼", 6), ("crème brûlée", 12),
                                      ("e\u{301}", 1), ("🍽️ dinner", 9), ("1\u{FE0F}\u{20E3}", 2), ("\u{200B}x", 1), ("\r\n", 0),
                                      ("親子丼 e\u{301}", 8)]
        for (text, columns) in cases {
            #expect(DisplayWidth.of(text) == columns, "\(text.debugDescription)")
            #expect(DisplayWidth.of(("<" + text + ">").dropFirst().dropLast()) == columns, "\(text.debugDescription)")
        }
    }

    /// `fits` answers short text by its bytes, which is right only because no character is wider
    /// than its UTF-8: checked for every scalar, alone and with an emoji presentation selector.
    @Test func noCharacterIsWiderThanItsBytes() {
        var wider: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(Character(scalar)), String(Character(scalar)) + "\u{FE0F}"]
            where text.count == 1 && DisplayWidth.of(text) > text.utf8.count {
                wider.append(text)
            }
        }
        #expect(wider.isEmpty)
    }

    @Test func fitsMeasuresOnlyWhenBytesDoNotSettleIt() {
        #expect(DisplayWidth.fits("親子丼", in: 6))
        #expect(!DisplayWidth.fits("親子丼", in: 5))
        #expect(DisplayWidth.fits("crème", in: 5))
        #expect(!DisplayWidth.fits("crèmes", in: 5))
        #expect(DisplayWidth.fits("🍽️🍽️", in: 4) && !DisplayWidth.fits("🍽️🍽️", in: 3))
    }
}
