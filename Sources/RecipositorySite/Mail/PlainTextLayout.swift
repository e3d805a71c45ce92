/// How the plain-text mail lays out a line of its words: at most `width` columns, without
/// trailing spaces. A long line is wrapped under its own text: after its indentation and after a
/// list marker (`- `, `12. `), so numbered steps keep a hanging indent. The mail's view model lays
/// out each value it gives the plain-text template (`MailViewModel`), so the template's output is
/// the message as it is: nothing is wrapped after rendering.
struct PlainTextLayout: Sendable {
    var width: Int = 72

    /// One line (no line feed in it) laid out: itself when it fits, else its lines joined by LF.
    func lines(_ text: String) -> String {
        let line = Self.trimmingTrailingSpaces(Substring(text))
        guard !DisplayWidth.fits(line, in: width) else { return String(line) }
        let words = Self.markerEnd(line)
        let start = String(line[..<words])
        let hanging = String(repeating: " ", count: DisplayWidth.of(start))
        return TextWrapper(width: width).wrap(String(line[words...]), first: start, rest: hanging).joined(separator: "\n")
    }

    /// Each line of a text of several (joined by LF) laid out.
    func eachLine(_ text: String) -> String {
        guard text.utf8.contains(0x0A) else { return lines(text) }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { lines(String($0)) }.joined(separator: "\n")
    }

    /// A value the template follows with `suffix` on its line (`{{groupTitle}}:`): laid out as that
    /// whole line, less the suffix, which the template writes.
    func lines(_ text: String, before suffix: String) -> String {
        let laid = lines(text + suffix)
        return laid.hasSuffix(suffix) ? String(laid.dropLast(suffix.count)) : laid
    }
}

private extension PlainTextLayout {
    /// Where the indentation plus list marker (`   3. `) ends and the words begin.
    static func markerEnd(_ line: Substring) -> Substring.Index {
        let rest = line.drop { $0 == " " }
        var characters = rest.makeIterator()
        switch characters.next() {
        case "-"?, "*"?, "+"?, "•"?:
            return characters.next() == " " ? rest.index(rest.startIndex, offsetBy: 2) : rest.startIndex
        default:
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            let after = rest[digits.endIndex...]
            guard (1...3).contains(digits.count), after.starts(with: ". ") || after.starts(with: ") ") else { return rest.startIndex }
            return after.index(after.startIndex, offsetBy: 2)
        }
    }

    static func trimmingTrailingSpaces(_ line: Substring) -> Substring {
        var line = line
        while let last = line.last, last == " " || last == "\t" { line.removeLast() }
        return line
    }
}
