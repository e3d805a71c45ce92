/// The last pass over a rendered plain-text template, so whatever the template writes, the
/// message has LF line ends, no trailing spaces, at most one blank line in a row, and lines of
/// at most `width` columns. A long line is wrapped under its own text: after its indentation and
/// after a list marker (`- `, `12. `), so numbered steps keep a hanging indent.
struct PlainTextLayout {
    var width: Int = 72

    func finish(_ text: String) -> String {
        let wrapper = TextWrapper(width: width)
        var out: [String] = []
        for raw in LineEnds.lf(text, loneCR: .lineEnd).utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let line = Self.trimmingTrailingSpaces(String(Substring(raw)))
            if line.isEmpty {
                if let last = out.last, !last.isEmpty { out.append("") }
                continue
            }
            guard DisplayWidth.of(line) > width else {
                out.append(line)
                continue
            }
            let (start, words) = Self.splitMarker(line)
            let hanging = String(repeating: " ", count: DisplayWidth.of(start))
            out += wrapper.wrap(words, first: start, rest: hanging)
        }
        while out.last == "" { out.removeLast() }
        while out.first == "" { out.removeFirst() }
        return out.joined(separator: "\n") + "\n"
    }
}

private extension PlainTextLayout {
    /// The indentation plus list marker (`   3. `), and the words after it.
    static func splitMarker(_ line: String) -> (String, String) {
        let indent = line.prefix { $0 == " " }
        let rest = line.dropFirst(indent.count)
        var marker = ""
        if let first = rest.first, "-*+•".contains(first), rest.dropFirst().first == " " {
            marker = String(first) + " "
        } else {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            let after = rest.dropFirst(digits.count)
            if !digits.isEmpty, digits.count < 4, after.hasPrefix(". ") || after.hasPrefix(") ") {
                marker = digits + String(after.prefix(2))
            }
        }
        return (String(indent) + marker, String(rest.dropFirst(marker.count)))
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        guard let last = line.utf8.last, last == 0x20 || last == 0x09 else { return line }
        var line = line
        while let last = line.last, last == " " || last == "\t" { line.removeLast() }
        return line
    }
}
