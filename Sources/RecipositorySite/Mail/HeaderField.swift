/// One header field, folded to lines of at most 78 characters (RFC 5322) with CRLF and a space.
/// Plain ASCII text is folded at its spaces; anything else (non-ASCII, a word too long to
/// fold, text that looks like an encoded-word) is written as RFC 2047 encoded-words.
struct HeaderField {
    static let lineLimit = 78

    var name: String
    var value: String

    /// `value` is cleaned first, so a title can never add a header or end the header block.
    init(_ name: String, _ value: String) {
        self.name = name
        self.value = HeaderText.clean(value)
    }

    var folded: String {
        let start = name + ": "
        if needsEncoding { return start + encodedLines(firstLineRoom: Self.lineLimit - start.count) }
        return foldAtSpaces()
    }
}

private extension HeaderField {
    /// On the value's bytes: whether it is printable ASCII without `=?`, and its longest word.
    var needsEncoding: Bool {
        var value = value
        let longestWord: Int? = value.withUTF8 { bytes in
            var longest = 0
            var word = 0
            var previous: UInt8 = 0
            for byte in bytes {
                guard byte >= 0x20, byte <= 0x7E, !(previous == UInt8(ascii: "=") && byte == UInt8(ascii: "?")) else { return nil }
                word = byte == 0x20 ? 0 : word + 1
                longest = max(longest, word)
                previous = byte
            }
            return longest
        }
        guard let longestWord else { return true }
        return name.count + 2 + longestWord > Self.lineLimit
    }

    func encodedLines(firstLineRoom: Int) -> String {
        RFC2047.encodedWords(value, firstWordLength: firstLineRoom).joined(separator: "\r\n ")
    }

    /// Printable ASCII only (see `needsEncoding`), so a byte is a column.
    func foldAtSpaces() -> String {
        var out = Array(name.utf8)
        out.append(UInt8(ascii: ":"))
        var lineLength = name.count + 1   // each word brings its own leading space, the fold's whitespace
        var isFirstWord = true
        for word in value.utf8.split(separator: 0x20) {
            if !isFirstWord, lineLength + 1 + word.count > Self.lineLimit {
                out += [0x0D, 0x0A]
                lineLength = 0
            }
            out.append(0x20)
            out += word
            lineLength += 1 + word.count
            isFirstWord = false
        }
        return String(decoding: out, as: UTF8.self)
    }
}
