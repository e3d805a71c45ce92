import Testing
@testable import RecipositorySite

/// `TextWrapper.wrapASCII` (on bytes) against `wrapPlain` (on Characters), on every kind of
/// printable ASCII a mail wraps: short and long words, web addresses, runs of spaces, spaces at
/// either end, indents wider than the line.
@Suite struct TextWrapperASCIITests {
    /// A small deterministic generator (the same inputs on every run).
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let words = ["a", "stir", "well", "1/2", "cup", "(310", "g)", "—", "https://example.com/recipes/a-very-long-slug/",
                        "www.example.org", "supercalifragilisticexpialidocious-and-then-some-more-letters", "x", "", " ", "  "]

    @Test func theBytesWrapAsTheCharactersDo() {
        var numbers = Numbers(state: 24)
        let prefixes = [("", ""), ("- ", "  "), ("  12. ", "      "), ("  2 cups  ", "          "), ("x", String(repeating: " ", count: 30))]
        for _ in 0..<3_000 {
            let text = (0..<numbers.next(30)).map { _ in Self.words[numbers.next(Self.words.count)].replacingOccurrences(of: "—", with: "-") }
                .joined(separator: numbers.next(4) == 0 ? "  " : " ")
            let (first, rest) = prefixes[numbers.next(prefixes.count)]
            let wrapper = TextWrapper(width: 1 + numbers.next(80))
            #expect(wrapper.wrapASCII(text, first: first, rest: rest) == wrapper.wrapPlain(text, first: first, rest: rest),
                    "\(wrapper.width): \(first)|\(text)")
        }
    }

    @Test func aLongWordIsCutAsTheCharactersAre() {
        for width in 1...12 {
            let wrapper = TextWrapper(width: width)
            for (first, rest) in [("", ""), ("- ", "  "), ("", String(repeating: " ", count: 14))] {
                let word = String(repeating: "abcdefg", count: 5)
                #expect(wrapper.wrapASCII("ab " + word + " cd", first: first, rest: rest)
                        == wrapper.wrapPlain("ab " + word + " cd", first: first, rest: rest), "\(width)")
            }
        }
    }
}
