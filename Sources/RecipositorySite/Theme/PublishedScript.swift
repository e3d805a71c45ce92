/// The built-in theme's scripts as a phone downloads them: without the lines that are comments
/// alone. Those comments say why the code is as it is, for whoever maintains it; they were a quarter
/// of a recipe page's script (9.6 KB of 36.6 KB gzipped), and issue 28's 150 KB budget for a
/// page's first load is mostly its picture's. Every other byte stays as written (no minifier:
/// a comment after code, white space and names are kept), so a line the browser reports is easy
/// to find in `Templates/assets/`.
enum PublishedScript {
    /// `source` without its comment lines: lines whose text starts with `//`, and block comments
    /// that start a line and end one (`/** … */`). Where a line could continue a string onto the
    /// next (an odd number of backticks, or a `\` at its end), the source is returned whole: a
    /// comment-like line there would be text, not a comment.
    ///
    /// Read on bytes where each ASCII byte is a Character of its own (`plainReading` otherwise):
    /// every mark the reading looks for is ASCII. By Character, the built-in scripts' 194 KB took
    /// 185 M instructions, on one core, in every build: a build of the bundled cookbook (31
    /// recipes) 1,294.5 M against 1,113.2 M so (`check` makes none of it since the assets are
    /// made by render); `PublishedScriptTests` holds the two readings to one answer.
    static func withoutCommentLines(_ source: String) -> String {
        guard eachASCIIByteIsACharacter(source) else { return plainReading(source) }
        let bytes = Array(source.utf8)
        var kept: [ArraySlice<UInt8>] = []
        var inBlock = false
        for line in bytes.split(separator: newline, omittingEmptySubsequences: false) {
            let text = line.drop { $0 == space || $0 == tab }
            if inBlock {
                if text.ends(with: blockEnd) { inBlock = false }
                else if text.firstOffset(of: blockEnd, from: 0) != nil { return source }   // code after a block comment's end
                continue
            }
            if text.starts(with: lineComment) { continue }
            if text.starts(with: blockStart) {
                if let end = text.firstOffset(of: blockEnd, from: 2) {
                    guard end + blockEnd.count == text.count else { return source }
                } else {
                    inBlock = true
                }
                continue
            }
            if line.last == backslash || line.lazy.filter({ $0 == backtick }).count % 2 == 1 { return source }
            kept.append(line)
        }
        guard !inBlock else { return source }
        var published: [UInt8] = []
        published.reserveCapacity(bytes.count)
        for (index, line) in kept.enumerated() {
            if index > 0 { published.append(newline) }
            published.append(contentsOf: line)
        }
        return String(decoding: published, as: UTF8.self)
    }

    /// The same reading by Character (the plain one, for any text where an ASCII byte may join a
    /// Character with its neighbour).
    static func plainReading(_ source: String) -> String {
        var kept: [Substring] = []
        var inBlock = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.drop { $0 == " " || $0 == "\t" }
            if inBlock {
                if text.hasSuffix("*/") { inBlock = false }
                else if text.contains("*/") { return source }   // code after a block comment's end
                continue
            }
            if text.hasPrefix("//") { continue }
            if text.hasPrefix("/*") {
                if let end = text.range(of: "*/", range: text.index(text.startIndex, offsetBy: 2)..<text.endIndex) {
                    guard end.upperBound == text.endIndex else { return source }
                } else {
                    inBlock = true
                }
                continue
            }
            if line.hasSuffix("\\") || line.filter({ $0 == "`" }).count % 2 == 1 { return source }
            kept.append(line)
        }
        return inBlock ? source : kept.joined(separator: "\n")
    }

    /// Whether every ASCII scalar of `source` is a Character alone: no CR (CR LF is one), and no
    /// ASCII scalar joined to a neighbour beyond ASCII (a combining accent after it, a prepended
    /// mark before it; Unicode joins an ASCII scalar only so, pair by pair). Then a byte the
    /// reading compares is the Character the plain reading compares.
    static func eachASCIIByteIsACharacter(_ source: String) -> Bool {
        var previous: Unicode.Scalar?
        for scalar in source.unicodeScalars {
            if scalar == "\r" { return false }
            if let before = previous, before.isASCII != scalar.isASCII {
                var pair = String.UnicodeScalarView()
                pair.append(before)
                pair.append(scalar)
                if String(pair).count != 2 { return false }
            }
            previous = scalar
        }
        return true
    }

    private static let (newline, space, tab, backslash, backtick): (UInt8, UInt8, UInt8, UInt8, UInt8) =
        (UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\\"), UInt8(ascii: "`"))
    private static let lineComment = Array("//".utf8), blockStart = Array("/*".utf8), blockEnd = Array("*/".utf8)
}

private extension ArraySlice<UInt8> {
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && self.suffix(suffix.count).elementsEqual(suffix)
    }

    /// The offset from the slice's start of the first `needle` at or after `from`.
    func firstOffset(of needle: [UInt8], from: Int) -> Int? {
        guard count >= needle.count, from <= count - needle.count else { return nil }
        for offset in from...(count - needle.count)
        where self[(startIndex + offset)..<(startIndex + offset + needle.count)].elementsEqual(needle) {
            return offset
        }
        return nil
    }
}
