/// Quoted-printable body encoding (RFC 2045 §6.7): lines of at most 76 characters, CRLF line
/// ends, soft breaks (`=`) where a long line is cut. The bytes of one character are never spread
/// over two lines, and a line never starts with `.` or `From ` (which some relays and mailbox
/// files mangle), so the body reaches any reader as it left.
enum QuotedPrintable {
    static let lineLimit = 76

    /// `text`'s lines (LF or CRLF) become encoded lines joined by CRLF.
    static func encode(_ text: String) -> String {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { encodeLine(Array($0.utf8)) }.joined(separator: "\r\n")
    }
}

private extension QuotedPrintable {
    static func encodeLine(_ bytes: [UInt8]) -> String {
        var output: [String] = []
        var line = ""
        var lineLength = 0
        var index = 0
        while index < bytes.count {
            let length = sequenceLength(bytes, at: index)
            let isLast = index + length == bytes.count
            var token = ""
            for offset in 0..<length {
                let byte = bytes[index + offset]
                token += isLiteral(byte, last: isLast, lineStart: line.isEmpty, bytes: bytes, at: index + offset)
                    ? String(Unicode.Scalar(byte)) : "=" + Hex.byte(byte)
            }
            // Keep room for the soft break's `=`, except for the line's last token.
            let room = isLast ? lineLimit : lineLimit - 1
            if !line.isEmpty, lineLength + token.utf8.count > room {
                output.append(line + "=")
                line = ""
                lineLength = 0
                continue   // re-encode: the token may now start a line
            }
            line += token
            lineLength += token.utf8.count
            index += length
        }
        output.append(line)
        return output.joined(separator: "\r\n")
    }

    static func isLiteral(_ byte: UInt8, last: Bool, lineStart: Bool, bytes: [UInt8], at index: Int) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"):
            return !last   // whitespace at a line's end would be stripped in transit
        case UInt8(ascii: "="):
            return false
        case UInt8(ascii: "."):
            return !lineStart
        case UInt8(ascii: "F"):
            return !(lineStart && bytes[index...].starts(with: "From ".utf8))
        case 33...126:
            return true
        default:
            return false
        }
    }

    /// The number of bytes of the UTF-8 sequence starting at `index` (1 for ASCII or a stray byte).
    static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let expected = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        var length = 1
        while length < expected, index + length < bytes.count, bytes[index + length] & 0xC0 == 0x80 { length += 1 }
        return length
    }
}
