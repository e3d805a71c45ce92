/// Line ends made LF. Templates and cmark already write LF, so text without a CR is returned as
/// it is.
enum LineEnds {
    /// What a lone CR (not followed by LF) becomes.
    enum LoneCR {
        /// Kept as it is (only CRLF pairs become LF).
        case keep
        /// A line end of its own, as old Mac files meant it.
        case lineEnd
    }

    static func lf(_ text: String, loneCR: LoneCR = .keep) -> String {
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        var out = String.UnicodeScalarView()
        var pendingCR = false
        for scalar in text.unicodeScalars {
            if pendingCR {
                pendingCR = false
                if scalar == "\n" {
                    out.append(scalar)
                    continue
                }
                out.append(loneCR == .keep ? "\r" : "\n")
            }
            if scalar == "\r" {
                pendingCR = true
            } else {
                out.append(scalar)
            }
        }
        if pendingCR { out.append(loneCR == .keep ? "\r" : "\n") }
        return String(out)
    }
}
