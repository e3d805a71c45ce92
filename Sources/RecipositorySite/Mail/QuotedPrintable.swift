/// Quoted-printable body encoding (RFC 2045 §6.7): lines of at most 76 characters, CRLF line
/// ends, soft breaks (`=`) where a long line is cut. The bytes of one character are never spread
/// over two lines, and a line never starts with `.` or `From ` (which some relays and mailbox
/// files mangle), so the body reaches any reader as it left.
enum QuotedPrintable {
    static let lineLimit = 76

    /// `text`'s lines (LF or CRLF) become encoded lines joined by CRLF.
    static func encode(_ text: String) -> String {
        var text = text
        var out: [UInt8] = []
        text.withUTF8 { encode($0, into: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// The same, from bytes and onto the end of `out`, for a message assembled as bytes.
    static func encode(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        out.reserveCapacity(out.count + bytes.count + bytes.count / 8)
        var lineStart = 0
        while true {
            let newline = bytes[lineStart...].firstIndex(of: 0x0A)
            var lineEnd = newline ?? bytes.count
            if newline != nil, lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }  // CRLF is one break
            encodeLine(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), into: &out)
            guard let newline else { return }
            out += [0x0D, 0x0A]
            lineStart = newline + 1
        }
    }
}

private extension QuotedPrintable {
    static func encodeLine(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        if isPlain(bytes) {
            out.append(contentsOf: bytes)
            return
        }
        var lineLength = 0
        var index = 0
        while index < bytes.count {
            let length = sequenceLength(bytes, at: index)
            let isLast = index + length == bytes.count
            let lineStart = lineLength == 0
            var tokenLength = 0
            for offset in index..<(index + length) {
                tokenLength += isLiteral(bytes[offset], last: isLast, lineStart: lineStart, bytes: bytes, at: offset) ? 1 : 3
            }
            // Keep room for the soft break's `=`, except for the line's last token.
            let room = isLast ? lineLimit : lineLimit - 1
            if !lineStart, lineLength + tokenLength > room {
                out += [UInt8(ascii: "="), 0x0D, 0x0A]
                lineLength = 0
                continue   // encode again: the token may now start a line
            }
            for offset in index..<(index + length) {
                let byte = bytes[offset]
                if isLiteral(byte, last: isLast, lineStart: lineStart, bytes: bytes, at: offset) {
                    out.append(byte)
                } else {
                    Hex.appendEscaped(byte, marker: UInt8(ascii: "="), to: &out)
                }
            }
            lineLength += tokenLength
            index += length
        }
    }

    /// A short line of printable ASCII without `=` needs no encoding: most lines of a recipe.
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count <= lineLimit && bytes.last != UInt8(ascii: " ") && bytes.first != UInt8(ascii: ".")
            && !bytes.starts(with: "From ".utf8)
            && bytes.allSatisfy { ($0 >= 32 && $0 <= 126 && $0 != UInt8(ascii: "=")) }
    }

    static func isLiteral(_ byte: UInt8, last: Bool, lineStart: Bool, bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
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
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let expected = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        var length = 1
        while length < expected, index + length < bytes.count, bytes[index + length] & 0xC0 == 0x80 { length += 1 }
        return length
    }
}
