import Testing
@testable import RecipositorySite

/// The byte searches find what a search over the text's bytes finds, as String indices.
@Suite struct ByteSearchTests {
    @Test func findsTheFirstOccurrenceAsIndicesOfTheText() {
        let text = "é <table> and <table>"
        let range = text.firstRange(ofUTF8: Array("<table".utf8))
        #expect(range.map { text[$0] } == "<table")
        #expect(range.map { text[..<$0.lowerBound] } == "é ")
        #expect(text.containsUTF8(Array("and".utf8)))
        #expect(!text.containsUTF8(Array("<tables".utf8)))
        #expect(!"ab".containsUTF8(Array("abc".utf8)))
        #expect("".firstRange(ofUTF8: Array("a".utf8)) == nil)
    }

    @Test func searchesASubstringFromItsOwnStart() {
        let text = "{slug}/x/{slug}.html"
        let rest = text[text.index(text.startIndex, offsetBy: 1)...]
        let range = rest.firstRange(ofUTF8: Array("{slug}".utf8))
        #expect(range.map { text[..<$0.lowerBound] } == "{slug}/x/")
    }

    @Test func agreesWithTheGenericSearchOnMixedText() {
        let pattern = Array("\"rcp-root:/".utf8)
        let texts = ["", "\"rcp-root:", "x\"rcp-root:/a", "\u{301}\"rcp-root:/b\"rcp-root:/c", "🥣🥣 \"rcp-root:/",
                     String(repeating: "\"rcp-root", count: 50) + ":/"]
        for text in texts {
            #expect(text.firstRange(ofUTF8: pattern) == text.utf8.firstRange(of: pattern), "\(text.debugDescription)")
        }
    }
}
