import Foundation
import Testing
@testable import RecipositorySite

@Suite struct QuotedPrintableTests {
    @Test func shortASCIILineIsUnchanged() {
        #expect(QuotedPrintable.encode("Mix the flour and salt.") == "Mix the flour and salt.")
    }

    @Test func equalsSignAndNonASCIIAreEscaped() {
        #expect(QuotedPrintable.encode("a=b ½") == "a=3Db =C2=BD")
    }

    @Test func trailingWhitespaceIsEncoded() {
        #expect(QuotedPrintable.encode("salt \nend\t") == "salt=20\r\nend=09")
    }

    @Test func lineStartDotAndFromAreEncoded() {
        #expect(QuotedPrintable.encode(".5 g\nFrom here\nFrom") == "=2E5 g\r\n=46rom here\r\nFrom")
    }

    @Test func longLinesAreSoftBrokenWithinLimit() {
        let text = String(repeating: "Crème brûlée ½ ", count: 40) + "\n" + String(repeating: "x", count: 300)
        let encoded = QuotedPrintable.encode(text)
        for line in encoded.components(separatedBy: "\r\n") {
            #expect(line.utf8.count <= 76, "\(line)")
        }
        #expect(QuotedPrintableDecoder.decode(encoded) == text)
    }

    @Test func aCharacterIsNeverSplitAcrossLines() {
        let text = String(repeating: "é", count: 100)
        for line in QuotedPrintable.encode(text).components(separatedBy: "\r\n") {
            let body = line.hasSuffix("=") ? String(line.dropLast()) : line
            #expect(body.utf8.count % 6 == 0, "\(line)")   // whole `=C3=A9` pairs only
        }
    }

    @Test func aCharacterAtTheLineLimitMovesWhole() {
        let x74 = String(repeating: "x", count: 74)
        // 74 columns, then `=C3=A9` would need 80: the soft break comes before its first byte.
        #expect(QuotedPrintable.encode(x74 + "é") == x74 + "=\r\n=C3=A9")
        #expect(QuotedPrintable.encode(String(x74.dropFirst()) + "é") == String(x74.dropFirst()) + "=\r\n=C3=A9")
        // Plain runs are copied up to the soft break's column, then go on after it.
        #expect(QuotedPrintable.encode("=" + x74 + "é end") == "=3D" + x74.dropLast(2) + "=\r\nxx=C3=A9 end")
        #expect(QuotedPrintable.encode("½" + String(repeating: " ", count: 30) + "親" + String(repeating: "a", count: 60))
            == "=C2=BD" + String(repeating: " ", count: 30) + "=E8=A6=AA" + String(repeating: "a", count: 30) + "=\r\n" + String(repeating: "a", count: 30))
    }

    @Test func aLineStartAfterASoftBreakIsGuardedToo() {
        let x74 = String(repeating: "x", count: 74)
        #expect(QuotedPrintable.encode("=" + x74 + ".From") == "=3D" + x74.dropLast(2) + "=\r\nxx.From")
        #expect(QuotedPrintable.encode("=" + String(x74.dropFirst(2)) + ".From") == "=3D" + String(x74.dropFirst(2)) + "=\r\n=2EFrom")
        #expect(QuotedPrintable.encode("=" + String(x74.dropFirst(2)) + "From here") == "=3D" + String(x74.dropFirst(2)) + "=\r\n=46rom here")
    }

    @Test func trailingWhitespaceAtTheLimitIsEncodedOnTheNextLine() {
        let x75 = String(repeating: "x", count: 75)
        #expect(QuotedPrintable.encode(x75 + " ") == x75 + "=\r\n=20")
        #expect(QuotedPrintable.encode("salt   ") == "salt  =20")
        #expect(QuotedPrintable.encode("salt \t") == "salt =09")
    }

    @Test func loneCarriageReturnsAreEscaped() {
        #expect(QuotedPrintable.encode("a\rb\r") == "a=0Db=0D")
        #expect(QuotedPrintable.encode("a\r\r\nb") == "a=0D\r\nb")
    }

    @Test func quotedPrintableTakesEitherLineEnd() {
        #expect(QuotedPrintable.encode("one=1\r\ntwo") == QuotedPrintable.encode("one=1\ntwo"))
        #expect(QuotedPrintable.encode("one=1\ntwo") == "one=3D1\r\ntwo")
        #expect(QuotedPrintable.encode("a\rb") == "a=0Db")
    }
}

/// A plain decoder, to check the encoder round-trips.
enum QuotedPrintableDecoder {
    static func decode(_ text: String) -> String {
        var bytes: [UInt8] = []
        let lines = text.components(separatedBy: "\r\n")
        for (index, line) in lines.enumerated() {
            var chars = Array(line.utf8)
            let soft = chars.last == UInt8(ascii: "=")
            if soft { chars.removeLast() }
            var i = 0
            while i < chars.count {
                if chars[i] == UInt8(ascii: "="), i + 2 < chars.count {
                    bytes.append(UInt8(String(decoding: chars[(i + 1)...(i + 2)], as: UTF8.self), radix: 16)!)
                    i += 3
                } else {
                    bytes.append(chars[i])
                    i += 1
                }
            }
            if !soft, index < lines.count - 1 { bytes.append(UInt8(ascii: "\n")) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
