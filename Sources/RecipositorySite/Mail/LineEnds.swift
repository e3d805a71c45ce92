/// Line ends made LF. Templates and cmark already write LF, so the text is first searched for a
/// CR on its bytes and returned as it is when there is none: Foundation's `replacingOccurrences`
/// goes through NSString on Linux and was the largest cost of the mail outputs.
enum LineEnds {
    /// What a lone CR (not followed by LF) becomes.
    enum LoneCR {
        /// Kept as it is (only CRLF pairs become LF).
        case keep
        /// A line end of its own, as old Mac files meant it.
        case lineEnd
    }

    static func lf(_ text: String, loneCR: LoneCR = .keep) -> String {
        guard text.containsUTF8Byte(0x0D) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingCR = false
        for byte in text.utf8 {
            if pendingCR {
                pendingCR = false
                if byte == 0x0A {
                    out.append(0x0A)
                    continue
                }
                out.append(loneCR == .keep ? 0x0D : 0x0A)
            }
            if byte == 0x0D {
                pendingCR = true
            } else {
                out.append(byte)
            }
        }
        if pendingCR { out.append(loneCR == .keep ? 0x0D : 0x0A) }
        return String(decoding: out, as: UTF8.self)
    }
}
