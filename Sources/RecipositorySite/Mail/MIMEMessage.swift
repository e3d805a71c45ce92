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

    var bytes: [UInt8] { Array(rendered.utf8) }

    var rendered: String {
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
        for (type, body) in [("text/plain", text), ("text/html", html)] {
            lines.append("--" + boundary)
            lines.append("Content-Type: \(type); charset=utf-8")
            lines.append("Content-Transfer-Encoding: quoted-printable")
            lines.append("")
            lines.append(QuotedPrintable.encode(Self.endingWithoutNewline(body)))
        }
        lines.append("--" + boundary + "--")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// `=_` can never occur in a quoted-printable body (a literal `=` is always `=3D`), so the
    /// boundary cannot collide with the content it separates; the hash only makes it the
    /// content's own, the same for the same recipe.
    var boundary: String {
        var hash = ContentHash()
        for part in [subject, text, html] {
            hash.add(part.utf8)
            hash.add([0])
        }
        return "=_recipe_" + Hex.lowercase(hash.value)
    }
}

private extension MIMEMessage {
    /// The part's last line break belongs to the boundary line that follows it.
    static func endingWithoutNewline(_ body: String) -> String {
        var body = body
        while let last = body.unicodeScalars.last, last == "\n" || last == "\r" { body.unicodeScalars.removeLast() }
        return body
    }

    /// `en`, `pt-BR`: letters, digits and hyphens only.
    static func isLanguageTag(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 35
            && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
    }
}
