import TestSupport
import RecipositoryCore
import Testing
@testable import RecipositorySite

/// `HTMLEscaper` scans UTF-8 bytes for speed (docs/performance.md); here it is compared with the
/// same rules written plainly, a Unicode scalar at a time, on varied text.
@Suite struct HTMLEscaperPlainTests {
    @Test func bytesAndScalarsEscapeAlike() {
        let pieces = ["salt", " ", "&", "<", ">", "\"", "'", "\"\u{301}", "&\u{20DD}", "\t", "\n", "\r\n", "\u{0}", "\u{7}",
                      "\u{1F}", "\u{7F}", "\u{85}", "crème", "親子丼", "🍽️", "👩‍🍳", "&amp;", "½", "\u{FFFD}",
                      String(decoding: [0xC3, 0x28, 0xFF], as: UTF8.self)]   // invalid bytes, as a String reads them
        var generator = SeededGenerator(seed: 5)
        var texts = pieces
        for _ in 0..<3000 {
            texts.append((0..<Int(generator.next() % 10)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
        }
        for text in texts {
            #expect(HTMLEscaper.escape(text) == Self.plain(text), "\(text.debugDescription)")
        }
    }

    /// The escaper a scalar at a time: the plain version.
    static func plain(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case _ where (scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar)) || scalar.value == 0x7F: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
