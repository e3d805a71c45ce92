/// The words of a small piece of cmark-gfm HTML (an ingredient line): tags dropped, images by
/// their alt text, character references decoded. For mail, where Markdown would show as `*`.
enum InlineHTMLText {
    static func plain(_ html: String) -> String {
        var copy = html
        return copy.withUTF8 { bytes in
            // A line without `<` or `&` is words already. ASCII without CR is read a byte at a
            // time, as each byte is a Character there; anything else a Character at a time.
            guard bytes.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }) else { return html }
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return plainCharacters(html) }
            return String(decoding: plainASCII(bytes), as: UTF8.self)
        }
    }
}

private extension InlineHTMLText {
    static func plainASCII(_ html: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(html.count)
        var rest = 0
        while let open = html[rest...].firstIndex(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }) {
            out += html[rest..<open]
            rest = open
            if html[open] == UInt8(ascii: "<") {
                guard let close = html[open...].firstIndex(of: UInt8(ascii: ">")) else { break }
                out += altText(of: Substring(String(decoding: UnsafeBufferPointer(rebasing: html[open...close]), as: UTF8.self))).utf8
                rest = close + 1
            } else if let semicolon = html[open..<min(open + 12, html.count)].firstIndex(of: UInt8(ascii: ";")),
                      let decoded = reference(Substring(String(decoding: UnsafeBufferPointer(rebasing: html[(open + 1)..<semicolon]), as: UTF8.self))) {
                out += decoded.utf8
                rest = semicolon + 1
            } else {
                out.append(UInt8(ascii: "&"))
                rest = open + 1
            }
        }
        out += html[rest...]
        return out
    }

    static func plainCharacters(_ html: String) -> String {
        var out = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
            out += rest[..<open]
            rest = rest[open...]
            if rest.first == "<" {
                guard let close = rest.firstIndex(of: ">") else { break }
                out += altText(of: rest[...close])
                rest = rest[rest.index(after: close)...]
            } else if let semicolon = rest.prefix(12).firstIndex(of: ";"),
                      let decoded = reference(rest[rest.index(after: rest.startIndex)..<semicolon]) {
                out += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                out += "&"
                rest = rest.dropFirst()
            }
        }
        out += rest
        return out
    }

    static let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]

    /// `amp`, `#39`, `#x2019`.
    static func reference(_ name: Substring) -> String? {
        if let text = named[String(name)] { return text }
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }

    static func altText(of tag: Substring) -> String {
        guard tag.hasPrefix("<img"), let start = tag.range(of: "alt=\"") else { return "" }
        let value = tag[start.upperBound...].prefix { $0 != "\"" }
        return plain(String(value))
    }
}
