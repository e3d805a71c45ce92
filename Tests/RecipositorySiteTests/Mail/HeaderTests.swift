import Foundation
import Testing
@testable import RecipositorySite

@Suite struct HeaderTests {
    @Test func cleaningRemovesBreaksAndControls() {
        #expect(HeaderText.clean("Pie\r\nBcc: evil@example.com") == "Pie Bcc: evil@example.com")
        #expect(HeaderText.clean("  a\u{0}b\u{7F}c\u{85}d\u{2028}e\u{202E}f  ") == "a b c d e f")
    }

    @Test func cleanNonASCIITextIsKeptAndBlanksAnywhereCollapse() {
        #expect(HeaderText.clean("Crème brûlée") == "Crème brûlée")
        #expect(HeaderText.clean("親子丼\u{200B}x") == "親子丼\u{200B}x")   // a zero-width space is no blank
        #expect(HeaderText.clean("Crème  brûlée\u{3000}pie") == "Crème brûlée pie")
        #expect(HeaderText.clean(" \u{A0}½ cup\u{2028}") == "½ cup")
    }

    @Test func asciiSubjectIsFoldedAtSpaces() {
        let field = HeaderField("Subject", String(repeating: "Grandma's apple pie ", count: 10))
        let lines = field.folded.components(separatedBy: "\r\n")
        #expect(lines.count > 1)
        for (index, line) in lines.enumerated() {
            #expect(line.utf8.count <= 78)
            if index > 0 { #expect(line.hasPrefix(" ")) }
        }
        #expect(lines.joined().hasPrefix("Subject: Grandma's apple pie Grandma's"))
    }

    @Test func nonASCIISubjectIsEncodedInShortWords() {
        let field = HeaderField("Subject", "Crème brûlée de Mémé — the one with the burnt sugar on top, ½ recipe")
        let lines = field.folded.components(separatedBy: "\r\n")
        #expect(lines[0].hasPrefix("Subject: =?UTF-8?Q?Cr=C3=A8me_"))
        for line in lines {
            #expect(line.utf8.count <= 78)
            for word in line.split(separator: " ") where word.hasPrefix("=?") { #expect(word.count <= 75) }
            #expect(line.utf8.allSatisfy { $0 < 0x80 })
        }
    }

    @Test func anEncodedWordLookalikeIsEncoded() {
        #expect(HeaderField("Subject", "=?UTF-8?Q?x?=").folded.hasPrefix("Subject: =?UTF-8?Q?=3D=3F"))
    }

    @Test func anUnfoldableWordIsEncoded() {
        let field = HeaderField("Subject", String(repeating: "a", count: 200))
        for line in field.folded.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 78) }
    }

    @Test func hugeGraphemeClustersAreSplitBetweenScalarsOnly() {
        let zalgo = "e" + String(repeating: "\u{301}", count: 60)
        for word in RFC2047.encodedWords(zalgo) {
            #expect(word.count <= 75)
            #expect(!word.contains("=CC?="))   // U+0301 is =CC=81: never cut between its bytes
        }
    }
}
