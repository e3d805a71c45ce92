/// The last pass over a rendered plain-text template, so whatever the template writes, the
/// message has LF line ends, no trailing spaces, at most one blank line in a row, and lines of
/// at most `width` columns. A long line is wrapped under its own text: after its indentation and
/// after a list marker (`- `, `12. `), so numbered steps keep a hanging indent.
///
/// Done on the text's UTF-8 bytes, one output buffer for the whole text: most lines are
/// printable ASCII and short, and are copied as they are.
struct PlainTextLayout {
    var width: Int = 72

    func finish(_ text: String) -> String {
        var text = LineEnds.lf(text, loneCR: .lineEnd)
        var out = Lines()
        text.withUTF8 { text in
            let wrapper = TextWrapper(width: width)
            var lineStart = 0
            while lineStart <= text.count {
                let lineEnd = text[lineStart...].firstIndex(of: 0x0A) ?? text.count
                let raw = UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd])
                lineStart = lineEnd + 1
                let line = UnsafeBufferPointer(rebasing: raw[..<UTF8Text.endTrimming([0x20, 0x09], in: raw)])
                if line.isEmpty {
                    if out.lastIsEmpty == false { out.append(line) }
                    continue
                }
                guard !DisplayWidth.fits(line, in: width) else {
                    out.append(line)
                    continue
                }
                let split = Self.markerEnd(line)
                let start = UnsafeBufferPointer(rebasing: line[..<split])
                let hanging = [UInt8](repeating: 0x20, count: DisplayWidth.of(start))
                hanging.withUnsafeBufferPointer { hanging in
                    wrapper.wrap(UnsafeBufferPointer(rebasing: line[split...]), first: start, rest: hanging) { out.append($0) }
                }
            }
        }
        return out.joined
    }
}

private extension PlainTextLayout {
    /// Finished lines, each followed by LF.
    struct Lines {
        private var bytes: [UInt8] = []
        /// Whether the last line is empty; nil before the first.
        private(set) var lastIsEmpty: Bool?

        mutating func append(_ line: UnsafeBufferPointer<UInt8>) {
            bytes.append(contentsOf: line)
            bytes.append(0x0A)
            lastIsEmpty = line.isEmpty
        }

        /// Without blank lines at either end; a text with no lines is one empty line.
        var joined: String {
            var end = bytes.count
            while end > 0, end == 1 || bytes[end - 2] == 0x0A { end -= 1 }   // an empty last line
            var start = 0
            while start < end, bytes[start] == 0x0A { start += 1 }   // an empty first line
            return start == end ? "\n" : String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }

    /// Where the indentation plus list marker (`   3. `) ends and the words begin. The marker's
    /// spaces, digits and punctuation must be Characters of their own, as they were when this
    /// compared Characters.
    static func markerEnd(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        func isSpace(_ index: Int) -> Bool {
            index < line.count && line[index] == 0x20 && UTF8Text.standsAlone(line, at: index)
        }
        var indent = 0
        while isSpace(indent) { indent += 1 }
        guard indent < line.count else { return indent }
        switch line[indent] {
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"):
            return isSpace(indent + 1) ? indent + 2 : indent
        case 0xE2 where line[indent...].starts(with: "•".utf8):
            // The space after it must stand alone, so the bullet is a Character of its own too.
            return isSpace(indent + 3) ? indent + 4 : indent
        default:
            var digits = indent
            while digits < line.count, line[digits] >= UInt8(ascii: "0"), line[digits] <= UInt8(ascii: "9") { digits += 1 }
            let count = digits - indent
            guard count > 0, count < 4, digits < line.count,
                  line[digits] == UInt8(ascii: ".") || line[digits] == UInt8(ascii: ")"), isSpace(digits + 1)
            else { return indent }
            return digits + 2
        }
    }
}
