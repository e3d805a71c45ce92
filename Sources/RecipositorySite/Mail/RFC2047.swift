/// Encoded-words (RFC 2047) for header text that is not plain ASCII: `=?UTF-8?Q?Cr=C3=A8me?=`.
/// Each word is at most 75 characters and holds whole characters, so no UTF-8 sequence (and,
/// where it fits, no grapheme cluster) is ever split between two words.
enum RFC2047 {
    static let maximumWordLength = 75
    private static let prefix = "=?UTF-8?Q?"
    private static let suffix = "?="

    /// Encodes `text` as a run of encoded-words; the first has at most `firstWordLength` characters
    /// (room left on the header's first line), the rest at most 75.
    static func encodedWords(_ text: String, firstWordLength: Int = maximumWordLength) -> [String] {
        var words: [String] = []
        var current = ""
        var room = min(firstWordLength, maximumWordLength) - prefix.count - suffix.count
        func flush() {
            guard !current.isEmpty else { return }
            words.append(prefix + current + suffix)
            current = ""
            room = maximumWordLength - prefix.count - suffix.count
        }
        for character in text {
            let encoded = encode(String(character))
            if current.count + encoded.count <= room {
                current += encoded
                continue
            }
            flush()
            if encoded.count <= room {
                current = encoded
            } else {
                // One enormous cluster (a pile of combining marks): split it between scalars.
                for scalar in character.unicodeScalars {
                    let piece = encode(String(scalar))
                    if current.count + piece.count > room { flush() }
                    current += piece
                }
            }
        }
        flush()
        return words
    }

    /// The Q encoding: letters and digits as they are, space as `_`, everything else `=XX`.
    static func encode(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "!"), UInt8(ascii: "*"),
                 UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "):
                out += "_"
            default:
                out += "=" + Hex.byte(byte)
            }
        }
        return out
    }
}
