import RecipositoryCore

/// A `mailto:` link that opens a new message with the recipe's title as subject and its plain
/// text as body (RFC 6068), no recipient. Mail programs and browsers cut or refuse long mailto
/// URLs (some at 2,000 characters), so the whole URL stays under `limit`: a body that does not
/// fit is shortened at a line, or failing that between characters, so it never ends inside a
/// percent-escape or a UTF-8 sequence, and it ends by pointing to the recipe's page.
///
/// On UTF-8 bytes, each line encoded straight into the URL: the same rules on Strings and scalars
/// took 3 times as long (85 µs a recipe against 30 µs; 0.55 s of CPU for 10,000 recipes, whose
/// pages all carry the link). `MailtoLinkPlainTests` compares the two.
struct MailtoLink {
    var limit = 1800
    /// A subject longer than this is cut (it is a title; a paragraph would be useless there).
    var subjectLimit = 120

    func url(subject: String, body: String, pageURL: String?) -> String {
        link(subject: subject, body: body, pageURL: pageURL).url
    }

    /// The link, and whether its body had to be shortened (the page says so before it is used).
    func link(subject: String, body: String, pageURL: String?) -> (url: String, isShortened: Bool) {
        var isShortened = false
        var url = Array("mailto:?subject=".utf8)
        var subject = shortSubject(subject)
        subject.withUTF8 { Self.encode($0, into: &url) }
        url += "&body=".utf8
        let bodyStart = url.count
        var body = LineEnds.lf(body)
        body.withUTF8 { body in
            // The whole body, each line encoded straight into the URL; where each line's
            // encoding lies is kept, in case the body must be shortened.
            let lines = Self.lines(body)
            var encoded: [Range<Int>] = []
            encoded.reserveCapacity(lines.count)
            for line in lines {
                if !encoded.isEmpty { url += Self.newline }
                let start = url.count
                Self.encode(UnsafeBufferPointer(rebasing: body[line]), into: &url)
                encoded.append(start..<url.count)
            }
            if url.count > limit {
                isShortened = true
                shorten(&url, bodyStart: bodyStart, lines: lines.map { UnsafeBufferPointer(rebasing: body[$0]) },
                        encoded: encoded, pageURL: pageURL)
            }
        }
        return (String(decoding: url, as: UTF8.self), isShortened)
    }
}

private extension MailtoLink {
    /// RFC 6068 wants CRLF for line breaks in a body.
    static let newline = Array("%0D%0A".utf8)

    /// The body cut to whole lines that fit before the ending (or, if not even the first line
    /// does, to the characters of it that fit), then the ending that points to the recipe.
    func shorten(_ url: inout [UInt8], bodyStart: Int, lines: [UnsafeBufferPointer<UInt8>], encoded: [Range<Int>], pageURL: String?) {
        var ending: [UInt8] = []
        Self.encode("…", into: &ending)
        ending += Self.newline + Self.newline
        Self.encode(pageURL.map { "The whole recipe: \($0)" } ?? "The rest did not fit in this message.", into: &ending)
        var room = limit - bodyStart - ending.count
        var kept: [UInt8] = []
        for (line, range) in zip(lines, encoded) {
            let length = (kept.isEmpty ? 0 : Self.newline.count) + range.count
            if length <= room {
                if !kept.isEmpty { kept += Self.newline }
                kept += url[range]
                room -= length
                continue
            }
            if kept.isEmpty {   // not even the first line fits: cut it between characters
                for character in String(decoding: line, as: UTF8.self) {
                    var piece: [UInt8] = []
                    Self.encode(String(character), into: &piece)
                    guard piece.count <= room else { break }
                    kept += piece
                    room -= piece.count
                }
            }
            break
        }
        url.removeSubrange(bodyStart...)
        url += kept
        if !kept.isEmpty { url += Self.newline }
        url += ending
    }

    func shortSubject(_ subject: String) -> String {
        let clean = HeaderText.clean(subject)
        // A Character has at least one byte: few enough bytes are few enough Characters.
        guard clean.utf8.count > subjectLimit, clean.count > subjectLimit else { return clean }
        return Trimming.whitespace(clean.prefix(subjectLimit - 1)) + "…"
    }

    /// The body's lines (LF), as ranges of its bytes, without empty lines at the end.
    static func lines(_ body: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for (index, byte) in body.enumerated() where byte == 0x0A {
            lines.append(start..<index)
            start = index + 1
        }
        lines.append(start..<body.count)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    static func encode(_ text: String, into out: inout [UInt8]) {
        var text = text
        text.withUTF8 { encode($0, into: &out) }
    }

    /// Everything but RFC 3986's unreserved characters is escaped, byte by byte of its UTF-8;
    /// control characters other than line breaks are dropped.
    static func encode(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var afterC2 = false   // U+0080...U+009F, the C1 controls, are C2 80...C2 9F
        for byte in bytes {
            defer { afterC2 = byte == 0xC2 }
            if byte < 0x20 || byte == 0x7F { continue }
            if byte == 0xC2 { continue }   // written with the byte after it, unless that is a C1 control
            if afterC2 {
                if byte <= 0x9F { continue }
                PercentEncoding.append(0xC2, to: &out)
            }
            PercentEncoding.append(byte, to: &out)
        }
    }
}
