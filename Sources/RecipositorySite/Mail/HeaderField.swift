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
    var needsEncoding: Bool {
        let printableASCII = value.utf8.allSatisfy { (0x20...0x7E).contains($0) }
        guard printableASCII, !value.contains("=?") else { return true }
        let longestWord = value.split(separator: " ").map(\.utf8.count).max() ?? 0
        return name.count + 2 + longestWord > Self.lineLimit
    }

    func encodedLines(firstLineRoom: Int) -> String {
        RFC2047.encodedWords(value, firstWordLength: firstLineRoom).joined(separator: "\r\n ")
    }

    func foldAtSpaces() -> String {
        var lines: [String] = []
        var line = name + ":"   // each word brings its own leading space, the fold's whitespace
        for (index, word) in value.split(separator: " ").enumerated() {
            let piece = " " + word
            if index > 0, line.count + piece.count > Self.lineLimit {
                lines.append(line)
                line = ""
            }
            line += piece
        }
        lines.append(line)
        return lines.joined(separator: "\r\n")
    }
}
