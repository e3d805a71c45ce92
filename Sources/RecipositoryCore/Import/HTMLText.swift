/// Text out of the HTML that recipe pages put in their data: tags dropped, entities decoded,
/// whitespace tidied. `Mom&#39;s <b>best</b>&nbsp; pie` is `Mom's best pie`.
public enum HTMLText {
    /// One line of plain text. Some sites escape their HTML twice (`&lt;p&gt;`, `&amp;#39;`), so
    /// tags are dropped and entities decoded until nothing changes (at most three rounds).
    public static func plain(_ html: String) -> String {
        tidy(lines(html).joined(separator: " "))
    }

    /// The text split where the HTML breaks lines (`<br>`, `<p>`, `<li>`, line ends), each piece
    /// tidied, empty ones dropped: how an instructions string becomes steps.
    public static func lines(_ html: String) -> [String] {
        var text = html
        for _ in 0..<3 {
            let next = decodeEntities(stripTags(text))
            if next == text { break }
            text = next
        }
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" || $0 == "\u{2028}" || $0 == "\u{2029}" })
            .map { tidy(String($0)) }.filter { !$0.isEmpty }
    }

    /// Runs of spaces, tabs, no-break spaces and line ends become one space; ends trimmed.
    public static func tidy(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace || scalar == "\u{200B}" || scalar.value < 0x20 {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out += " " }
            pendingSpace = false
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// Tags removed; a tag that breaks a line in a browser (`br`, `p`, `li`, `div`, headings...)
    /// becomes a line end, others nothing (`<b>be</b>st` stays one word). A `<` not followed by a
    /// letter, `/` or `!` is text (`cook < 5 min`).
    static func stripTags(_ html: String) -> String {
        let scalars = Array(html.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "<", index + 1 < scalars.count, isTagStart(scalars[index + 1]) else {
                out.append(scalar)
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count, scalars[end] != ">" { end += 1 }
            guard end < scalars.count else {
                out.append(scalar)
                index += 1
                continue
            }
            let name = tagName(scalars[(index + 1)..<end])
            if lineBreakingTags.contains(name) { out.append("\n") }
            index = end + 1
        }
        return String(out)
    }

    static func isTagStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "/" || scalar == "!" || scalar.properties.isAlphabetic && scalar.isASCII
    }

    static func tagName(_ inside: ArraySlice<Unicode.Scalar>) -> String {
        var name = ""
        for scalar in inside.drop(while: { $0 == "/" }) {
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) else { break }
            name.unicodeScalars.append(scalar)
        }
        return name.lowercased()
    }

    static let lineBreakingTags: Set<String> = [
        "br", "p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table",
        "section", "article", "blockquote", "hr", "dt", "dd",
    ]

    /// `&amp;`, `&eacute;`, `&#39;`, `&#x27;`; an unknown or unterminated entity stays as written.
    public static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "&" else {
                out.append(scalars[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count, end - index <= 32, scalars[end] != ";",
                  scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end]) || scalars[end] == "#" {
                end += 1
            }
            let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
            let terminated = end < scalars.count && scalars[end] == ";"
            if let decoded = entity(name) {
                out.append(contentsOf: decoded.unicodeScalars)
                index = terminated ? end + 1 : end
            } else {
                out.append("&")
                index += 1
            }
        }
        return String(out)
    }

    static func entity(_ name: String) -> String? {
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, value != 0 else { return nil }
            // Windows-1252 numbers that pages still write for quotes and dashes.
            if let mapped = windows1252[value] { return String(mapped) }
            return Unicode.Scalar(value).map { String(Character($0)) } ?? "\u{FFFD}"
        }
        return named[name]
    }

    static let windows1252: [UInt32: Character] = [
        0x80: "€", 0x85: "…", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x96: "–", 0x97: "—", 0x99: "™",
    ]

    /// The entities recipe pages use; HTML has two thousand, these cover text, fractions and accents.
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "ensp": " ", "emsp": " ",
        "thinsp": "\u{2009}", "shy": "", "zwnj": "", "zwj": "", "lrm": "", "rlm": "",
        "ndash": "–", "mdash": "—", "hellip": "…", "lsquo": "‘", "rsquo": "’", "sbquo": "‚", "ldquo": "“",
        "rdquo": "”", "bdquo": "„", "laquo": "«", "raquo": "»", "lsaquo": "‹", "rsaquo": "›", "bull": "•",
        "middot": "·", "prime": "′", "Prime": "″", "deg": "°", "times": "×", "divide": "÷", "minus": "−",
        "plusmn": "±", "frac12": "½", "frac14": "¼", "frac34": "¾", "frac13": "⅓", "frac23": "⅔",
        "frac15": "⅕", "frac16": "⅙", "frac18": "⅛", "frac38": "⅜", "frac58": "⅝", "frac78": "⅞",
        "frasl": "⁄", "sup1": "¹", "sup2": "²", "sup3": "³", "copy": "©", "reg": "®", "trade": "™",
        "euro": "€", "pound": "£", "cent": "¢", "yen": "¥", "sect": "§", "para": "¶", "micro": "µ",
        "iexcl": "¡", "iquest": "¿", "ordf": "ª", "ordm": "º", "szlig": "ß", "hearts": "♥", "star": "☆",
        "Agrave": "À", "Aacute": "Á", "Acirc": "Â", "Atilde": "Ã", "Auml": "Ä", "Aring": "Å", "AElig": "Æ",
        "Ccedil": "Ç", "Egrave": "È", "Eacute": "É", "Ecirc": "Ê", "Euml": "Ë", "Igrave": "Ì", "Iacute": "Í",
        "Icirc": "Î", "Iuml": "Ï", "Ntilde": "Ñ", "Ograve": "Ò", "Oacute": "Ó", "Ocirc": "Ô", "Otilde": "Õ",
        "Ouml": "Ö", "Oslash": "Ø", "Ugrave": "Ù", "Uacute": "Ú", "Ucirc": "Û", "Uuml": "Ü", "Yacute": "Ý",
        "agrave": "à", "aacute": "á", "acirc": "â", "atilde": "ã", "auml": "ä", "aring": "å", "aelig": "æ",
        "ccedil": "ç", "egrave": "è", "eacute": "é", "ecirc": "ê", "euml": "ë", "igrave": "ì", "iacute": "í",
        "icirc": "î", "iuml": "ï", "ntilde": "ñ", "ograve": "ò", "oacute": "ó", "ocirc": "ô", "otilde": "õ",
        "ouml": "ö", "oslash": "ø", "ugrave": "ù", "uacute": "ú", "ucirc": "û", "uuml": "ü", "yacute": "ý",
        "yuml": "ÿ", "OElig": "Œ", "oelig": "œ", "Scaron": "Š", "scaron": "š", "eth": "ð", "thorn": "þ",
    ]
}
