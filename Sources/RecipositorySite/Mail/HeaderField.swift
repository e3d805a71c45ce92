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
    /// Whether the value is not printable ASCII, holds `=?`, or has a word too long for a line.
    var needsEncoding: Bool {
        let scalars = value.unicodeScalars
        guard scalars.allSatisfy({ (0x20...0x7E).contains($0.value) }),
              !zip(scalars, scalars.dropFirst()).contains(where: { $0 == "=" && $1 == "?" }) else { return true }
        let longestWord = scalars.split(separator: " ").map(\.count).max() ?? 0
        return name.count + 2 + longestWord > Self.lineLimit
    }

    func encodedLines(firstLineRoom: Int) -> String {
        RFC2047.encodedWords(value, firstWordLength: firstLineRoom).joined(separator: "\r\n ")
    }

    /// Printable ASCII only (see `needsEncoding`), so a scalar is a column (and scalars are
    /// quicker to split than Characters).
    func foldAtSpaces() -> String {
        var out = name + ":"
        var lineLength = name.count + 1   // each word brings its own leading space, the fold's whitespace
        for (position, word) in value.unicodeScalars.split(separator: " ").enumerated() {
            if position > 0, lineLength + 1 + word.count > Self.lineLimit {
                out += "\r\n"
                lineLength = 0
            }
            out += " " + Substring(word)
            lineLength += 1 + word.count
        }
        return out
    }
}
