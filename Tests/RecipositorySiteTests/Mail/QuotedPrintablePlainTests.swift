import TestSupport
import Testing
@testable import RecipositorySite

/// `QuotedPrintable` works on UTF-8 bytes for speed (docs/performance.md); here it is compared with
/// the same rules written plainly, a Unicode scalar at a time, on varied text.
@Suite struct QuotedPrintablePlainTests {
    @Test func bytesAndScalarsEncodeAlike() {
        let pieces = ["salt", " ", "  ", "\t", "=", ".", "From ", "From", "F", "\n", "\r\n", "\r", "e\u{301}", "crème",
                      "親子丼", "🍽️", "👩‍🍳", "1\u{FE0F}\u{20E3}", "\u{600}", "½", "\u{FFFD}",
                      String(decoding: [0xC3, 0x28, 0xFF, 0xE2, 0x82], as: UTF8.self),   // invalid bytes, as a String reads them
                      String(repeating: "x", count: 70), String(repeating: "é", count: 30), "http://example.com/a=b"]
        var generator = SeededGenerator(seed: 12)
        var texts = pieces
        for _ in 0..<3000 {
            texts.append((0..<Int(generator.next() % 12)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
        }
        for text in texts {
            #expect(QuotedPrintable.encode(text) == ScalarQuotedPrintable.encode(text), "\(text.debugDescription)")
        }
    }
}

/// The quoted-printable rules a scalar at a time, with Strings: the plain version.
enum ScalarQuotedPrintable {
    static let lineLimit = 76

    static func encode(_ text: String) -> String {
        var out = ""
        // Split at every LF scalar: a CRLF pair is one Character, and is one line break here too.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if index > 0 { out += "\r\n" }
            let isBroken = index < lines.count - 1
            out += encodeLine(Array(isBroken && line.last == "\r" ? line.dropLast() : line))
        }
        return out
    }

    static func encodeLine(_ scalars: [Unicode.Scalar]) -> String {
        var out = ""
        var lineLength = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let isLast = index == scalars.count - 1
            let lineStart = lineLength == 0
            let literal = scalar.isASCII && isLiteral(scalar, last: isLast, lineStart: lineStart, rest: scalars[index...])
            let token = literal ? String(scalar) : String(scalar).utf8.map { "=" + hex($0) }.joined()
            // Keep room for the soft break's `=`, except for the line's last token.
            if !lineStart, lineLength + token.count > (isLast ? lineLimit : lineLimit - 1) {
                out += "=\r\n"
                lineLength = 0
                continue   // the token may now start a line
            }
            out += token
            lineLength += token.count
            index += 1
        }
        return out
    }

    static func isLiteral(_ scalar: Unicode.Scalar, last: Bool, lineStart: Bool, rest: ArraySlice<Unicode.Scalar>) -> Bool {
        switch scalar {
        case " ", "\t": !last   // whitespace at a line's end would be stripped in transit
        case "=": false
        case ".": !lineStart
        case "F": !(lineStart && rest.starts(with: "From ".unicodeScalars))
        case "!"..."~": true
        default: false
        }
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
