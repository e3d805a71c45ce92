/// The last pass over a rendered plain-text template, so whatever the template writes, the
/// message has LF line ends, no trailing spaces, at most one blank line in a row, and lines of
/// at most `width` columns. A long line is wrapped under its own text: after its indentation and
/// after a list marker (`- `, `12. `), so numbered steps keep a hanging indent.
struct PlainTextLayout {
    var width: Int = 72

    func finish(_ text: String) -> String {
        let wrapper = TextWrapper(width: width)
        var out: [Substring] = []
        // After `lf` every LF is a Character of its own (no CR is left to pair with it, and
        // nothing joins a control), so splitting the scalars, without grapheme breaking, finds
        // the same lines.
        for raw in LineEnds.lf(text, loneCR: .lineEnd).unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Self.trimmingTrailingSpaces(Substring(raw))
            if line.isEmpty {
                if let last = out.last, !last.isEmpty { out.append(line) }
                continue
            }
            guard !DisplayWidth.fits(line, in: width) else {
                out.append(line)
                continue
            }
            let words = Self.markerEnd(line)
            let start = String(line[..<words])
            let hanging = String(repeating: " ", count: DisplayWidth.of(start))
            out += wrapper.wrap(String(line[words...]), first: start, rest: hanging).map { Substring($0) }
        }
        while out.last?.isEmpty == true { out.removeLast() }
        let first = out.firstIndex { !$0.isEmpty } ?? out.endIndex
        return out[first...].joined(separator: "\n") + "\n"
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
