/// A mail message ready to open as a draft: `multipart/alternative` with a plain-text and an
/// HTML part, both UTF-8 and quoted-printable, CRLF line ends, ASCII-only headers.
///
/// Deterministic by design: no `Date` (a draft is dated when it is sent), no recipient, no
/// `Message-ID`, and a boundary derived from the content, so the same recipe gives the same bytes.
/// `X-Unsent: 1` makes Outlook, Thunderbird and Apple Mail open it as a message to send.
struct MIMEMessage {
    var subject: String
    var text: String
    var html: String
    /// `Content-Language`, when the site says which (`en`).
    var language: String?

    var rendered: String { String(decoding: bytes, as: UTF8.self) }

    /// Assembled as bytes: the bodies are most of a message and are encoded straight into it.
    var bytes: [UInt8] {
        let boundary = self.boundary
        var headers = [
            HeaderField("MIME-Version", "1.0"),
            HeaderField("Subject", subject),
            HeaderField("X-Unsent", "1"),
        ]
        if let language = language.map(HeaderText.clean), Self.isLanguageTag(language) {
            headers.append(HeaderField("Content-Language", language))
        }
        var lines = headers.map(\.folded)
        lines.append("Content-Type: multipart/alternative;\r\n boundary=\"\(boundary)\"")
        lines.append("")
        lines.append("This is a recipe in MIME format. Open it with a mail program.")
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + html.utf8.count * 9 / 8 + 1024)
        out += lines.joined(separator: "\r\n").utf8
        for (type, body) in [("text/plain", text), ("text/html", html)] {
            out += "\r\n--\(boundary)\r\nContent-Type: \(type); charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n".utf8
            var body = body
            body.withUTF8 { QuotedPrintable.encode(Self.endingWithoutNewline($0), into: &out) }
        }
        out += "\r\n--\(boundary)--\r\n".utf8
        return out
    }

    /// `=_` can never occur in a quoted-printable body (a literal `=` is always `=3D`), so the
    /// boundary cannot collide with the content it separates; the hash only makes it the
    /// content's own, the same for the same recipe.
    var boundary: String {
        var hash = ContentHash()
        for part in [subject, text, html] {
            hash.add(part)
            hash.add([0])
        }
        return "=_recipe_" + Hex.lowercase(hash.value)
    }
}

private extension MIMEMessage {
    /// The part's last line break belongs to the boundary line that follows it.
    static func endingWithoutNewline(_ body: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var end = body.count
        while end > 0, body[end - 1] == 0x0A || body[end - 1] == 0x0D { end -= 1 }
        return UnsafeBufferPointer(rebasing: body[..<end])
    }

    /// `en`, `pt-BR`: letters, digits and hyphens only.
    static func isLanguageTag(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 35
            && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
    }
}
