import Testing
@testable import RecipositoryCore

/// `JSONByteWriter` escapes strings on their UTF-8 bytes for speed (docs/performance.md); here it is
/// compared with the same rules written plainly, a Unicode scalar at a time, on varied text.
@Suite struct JSONByteWriterPlainTests {
    @Test(arguments: [true, false])
    func bytesAndScalarsEscapeAlike(scriptSafe: Bool) {
        let pieces = ["salt", " ", "\"", "\\", "/", "\n", "\r\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "<", ">", "&",
                      "</script>", "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "e\u{301}", "crème", "親子丼", "🍽️",
                      "👩‍🍳", "\u{85}", String(Unicode.Scalar(0xFDD0 as UInt32)!), "\u{FFFD}", "½",
                      String(decoding: [0xE2, 0x80, 0xC3, 0x28, 0xFF], as: UTF8.self)]   // invalid bytes, as a String reads them
        var state: UInt64 = 7
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        var texts = pieces
        for _ in 0..<3000 {
            texts.append((0..<(next() % 10)).map { _ in pieces[next() % pieces.count] }.joined())
        }
        for text in texts {
            var writer = JSONByteWriter(scriptSafe: scriptSafe)
            writer.string(text)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == Self.plain(text, scriptSafe: scriptSafe), "\(text.debugDescription)")
        }
    }

    /// A JSON string a scalar at a time: the plain version.
    static func plain(_ text: String, scriptSafe: Bool) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += escaped(scalar)
            case _ where scriptSafe && ["<", ">", "&", "\u{2028}", "\u{2029}"].contains(scalar): out += escaped(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func escaped(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
