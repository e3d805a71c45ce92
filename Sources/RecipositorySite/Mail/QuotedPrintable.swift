import RecipositoryCore

/// Quoted-printable body encoding (RFC 2045 §6.7): lines of at most 76 characters, CRLF line
/// ends, soft breaks (`=`) where a long line is cut. The bytes of one character are never spread
/// over two lines, and a line never starts with `.` or `From ` (which some relays and mailbox
/// files mangle), so the body reaches any reader as it left.
///
/// On UTF-8 bytes, as the encoding itself is defined: every `.eml` carries its recipe page's HTML,
/// and encoding it a scalar at a time made `recipe.eml` about 7 times slower (docs/performance.md). A test
/// compares it with a scalar-at-a-time encoder on varied text.
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
            let newline = nextNewline(in: bytes, from: lineStart)
            var lineEnd = newline
            if newline < bytes.count, lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }  // CRLF is one break
            encodeLine(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), into: &out)
            guard newline < bytes.count else { return }
            out.append(0x0D)
            out.append(0x0A)
            lineStart = newline + 1
        }
    }
}

private extension QuotedPrintable {
    /// Where the next LF is at or after `start`, or the end.
    static func nextNewline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
    }

    static func encodeLine(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        if isPlain(bytes) {
            out.append(contentsOf: bytes)
            return
        }
        var lineLength = 0
        var index = 0
        while index < bytes.count {
            // Inside an encoded line, before the line's last byte and the soft break's column,
            // printable ASCII but `=` is written as it is: copied a run at a time.
            if lineLength > 0 {
                let stop = min(bytes.count - 1, index + (lineLimit - 1 - lineLength))
                var end = index
                while end < stop, isLiteralInside(bytes[end]) { end += 1 }
                if end > index {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                    lineLength += end - index
                    index = end
                    continue
                }
            }
            // Anything else a token (a byte, or a character's bytes) at a time.
            let length = bytes[index] < 0x80 ? 1 : sequenceLength(bytes, at: index)
            let isLast = index + length == bytes.count
            let lineStart = lineLength == 0
            // Only a single byte can be literal: a character's bytes are all 0x80 or more.
            let literal = length == 1 && isLiteral(bytes[index], last: isLast, lineStart: lineStart, bytes: bytes, at: index)
            let tokenLength = literal ? 1 : 3 * length
            // Keep room for the soft break's `=`, except for the line's last token.
            let room = isLast ? lineLimit : lineLimit - 1
            if !lineStart, lineLength + tokenLength > room {
                out.append(UInt8(ascii: "="))
                out.append(0x0D)
                out.append(0x0A)
                lineLength = 0
                continue   // encode again: the token may now start a line
            }
            if literal {
                out.append(bytes[index])
            } else {
                for offset in index..<(index + length) { Hex.appendEscaped(bytes[offset], marker: UInt8(ascii: "="), to: &out) }
            }
            lineLength += tokenLength
            index += length
        }
    }

    /// Literal anywhere but at a line's start (`.`, `From `) and end (spaces).
    static func isLiteralInside(_ byte: UInt8) -> Bool {
        (byte >= 32 && byte <= 126 && byte != UInt8(ascii: "=")) || byte == UInt8(ascii: "\t")
    }

    /// A short line of printable ASCII without `=` needs no encoding: most lines of a recipe.
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count <= lineLimit && bytes.last != UInt8(ascii: " ") && bytes.first != UInt8(ascii: ".")
            && !(bytes.first == UInt8(ascii: "F") && bytes.starts(with: "From ".utf8))
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
