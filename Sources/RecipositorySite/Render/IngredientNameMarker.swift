import Foundation

/// Wraps the understood ingredient name in the author's verbatim line
/// (`2 cups <span class="ingredient-name">flour</span>, sifted`) so scaling scripts can find it.
///
/// The name is searched for in the text between tags only, so markup is never split; when it is
/// not found there (a name spread over emphasis, say) the line stays exactly as it was.
enum IngredientNameMarker {
    static let openTag = "<span class=\"ingredient-name\">"
    static let closeTag = "</span>"

    static func mark(_ name: String, in html: String) -> String {
        if let marked = markASCII(name, in: html) { return marked }
        let needle = cmarkEscaped(name.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !needle.isEmpty else { return html }
        var searchStart = html.startIndex
        while searchStart < html.endIndex {
            let tagStart = html[searchStart...].firstIndex(of: "<") ?? html.endIndex
            let text = html[searchStart..<tagStart]
            if let found = wholeWord(needle, in: text) {
                return String(html[..<found.lowerBound]) + openTag + html[found] + closeTag + html[found.upperBound...]
            }
            guard tagStart < html.endIndex, let tagEnd = html[tagStart...].firstIndex(of: ">") else { break }
            searchStart = html.index(after: tagEnd)
        }
        return html
    }
}

private extension IngredientNameMarker {
    /// The same search on bytes, for the usual case of a line and a name that are all ASCII
    /// (the name printable): there a Character is a byte (CR LF aside, which is neither a letter
    /// nor a digit, nor in the name), and Foundation's case-insensitive match is ASCII's.
    /// Nil when the fast path does not apply.
    static func markASCII(_ name: String, in html: String) -> String? {
        var name = name
        var html = html
        let original = html
        return name.withUTF8 { nameBytes -> String? in
            html.withUTF8 { bytes -> String? in
                guard nameBytes.allSatisfy({ $0 < 0x80 }), bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                // Trim what `.whitespacesAndNewlines` holds in ASCII: tab, LF, VT, FF, CR, space.
                var lower = nameBytes.startIndex
                var upper = nameBytes.endIndex
                while lower < upper, isASCIISpace(nameBytes[lower]) { lower += 1 }
                while upper > lower, isASCIISpace(nameBytes[upper - 1]) { upper -= 1 }
                var needle: [UInt8] = []
                for byte in nameBytes[lower..<upper] {
                    guard byte >= 0x20, byte < 0x7F else { return nil }
                    switch byte {
                    case UInt8(ascii: "&"): needle += "&amp;".utf8
                    case UInt8(ascii: "<"): needle += "&lt;".utf8
                    case UInt8(ascii: ">"): needle += "&gt;".utf8
                    case UInt8(ascii: "\""): needle += "&quot;".utf8
                    default: needle.append(lowercased(byte))
                    }
                }
                guard !needle.isEmpty else { return original }
                guard let found = findASCII(needle, in: bytes) else { return original }
                var out: [UInt8] = []
                out.reserveCapacity(bytes.count + openTag.utf8.count + closeTag.utf8.count)
                out += bytes[..<found]
                out += openTag.utf8
                out += bytes[found..<(found + needle.count)]
                out += closeTag.utf8
                out += bytes[(found + needle.count)...]
                return String(decoding: out, as: UTF8.self)
            }
        }
    }

    /// The start of the first whole-word, case-insensitive match of `needle` (lowercased) in the
    /// text between tags of `bytes`.
    static func findASCII(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var start = 0
        let count = bytes.count
        while start < count {
            var tagStart = start
            while tagStart < count, bytes[tagStart] != UInt8(ascii: "<") { tagStart += 1 }
            // Search text[start..<tagStart].
            var position = start
            while position + needle.count <= tagStart {
                var matches = true
                for offset in 0..<needle.count where lowercased(bytes[position + offset]) != needle[offset] {
                    matches = false
                    break
                }
                if matches {
                    let beforeIsWord = position > start && isASCIIWordByte(bytes[position - 1])
                    let afterIsWord = position + needle.count < tagStart && isASCIIWordByte(bytes[position + needle.count])
                    if !beforeIsWord && !afterIsWord { return position }
                    position += needle.count
                } else {
                    position += 1
                }
            }
            guard tagStart < count else { break }
            var tagEnd = tagStart
            while tagEnd < count, bytes[tagEnd] != UInt8(ascii: ">") { tagEnd += 1 }
            guard tagEnd < count else { break }
            start = tagEnd + 1
        }
        return nil
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The first case-insensitive match that is not part of a longer word (`salt`, not `salted`).
    static func wholeWord(_ needle: String, in text: Substring) -> Range<String.Index>? {
        var start = text.startIndex
        while let found = text[start...].range(of: needle, options: [.caseInsensitive]) {
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : " "
            if !isWordCharacter(before) && !isWordCharacter(after) { return found }
            start = found.upperBound
        }
        return nil
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// The name as cmark writes it in HTML text: `&`, `<`, `>` and `"` escaped, `'` not.
    static func cmarkEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
