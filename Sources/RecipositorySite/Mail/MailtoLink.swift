/// A `mailto:` link that opens a new message with the recipe's title as subject and its plain
/// text as body (RFC 6068), no recipient. Mail programs and browsers cut or refuse long mailto
/// URLs (some at 2,000 characters), so the whole URL stays under `limit`: a body that does not
/// fit is shortened at a line, or failing that between characters, so it never ends inside a
/// percent-escape or a UTF-8 sequence, and it ends by pointing to the recipe's page.
struct MailtoLink {
    var limit = 1800
    /// A subject longer than this is cut (it is a title; a paragraph would be useless there).
    var subjectLimit = 120

    func url(subject: String, body: String, pageURL: String?) -> String {
        let start = "mailto:?subject=" + Self.encode(shortSubject(subject)) + "&body="
        let lines = Self.lines(body)
        let whole = lines.map(Self.encode).joined(separator: Self.newline)
        if start.utf8.count + whole.utf8.count <= limit { return start + whole }

        let ending = Self.encode("…") + Self.newline + Self.newline
            + Self.encode(pageURL.map { "The whole recipe: \($0)" } ?? "The rest did not fit in this message.")
        var room = limit - start.utf8.count - ending.utf8.count
        var kept = ""
        for line in lines {
            let encoded = (kept.isEmpty ? "" : Self.newline) + Self.encode(line)
            if encoded.utf8.count <= room {
                kept += encoded
                room -= encoded.utf8.count
                continue
            }
            if kept.isEmpty {   // not even the first line fits: cut it between characters
                for character in line {
                    let piece = Self.encode(String(character))
                    guard piece.utf8.count <= room else { break }
                    kept += piece
                    room -= piece.utf8.count
                }
            }
            break
        }
        return start + kept + (kept.isEmpty ? "" : Self.newline) + ending
    }
}

private extension MailtoLink {
    /// RFC 6068 wants CRLF for line breaks in a body.
    static let newline = "%0D%0A"

    func shortSubject(_ subject: String) -> String {
        let clean = HeaderText.clean(subject)
        guard clean.count > subjectLimit else { return clean }
        return String(clean.prefix(subjectLimit - 1)).trimmingTrailingSpaces + "…"
    }

    static func lines(_ body: String) -> [String] {
        var lines = LineEnds.lf(body).utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
            .map { String(Substring($0)) }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Everything but RFC 3986's unreserved characters is escaped, byte by byte of its UTF-8;
    /// control characters other than line breaks are dropped.
    static func encode(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count * 3 / 2)
        var afterC2 = false   // U+0080...U+009F, the C1 controls, are C2 80...C2 9F
        for byte in text.utf8 {
            defer { afterC2 = byte == 0xC2 }
            if byte < 0x20 || byte == 0x7F { continue }
            if byte == 0xC2 { continue }   // written with the byte after it, unless that is a C1 control
            if afterC2 {
                if byte <= 0x9F { continue }
                appendEscaped(0xC2, to: &out)
            }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.append(byte)
            default:
                appendEscaped(byte, to: &out)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func appendEscaped(_ byte: UInt8, to out: inout [UInt8]) {
        Hex.appendEscaped(byte, marker: UInt8(ascii: "%"), to: &out)
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
