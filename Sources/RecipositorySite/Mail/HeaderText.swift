/// Makes any text safe to stand in one header line: a title or note can never start a new
/// header or a body, because every line break and control character becomes a space.
enum HeaderText {
    static func clean(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isBreakingOrInvisible(scalar) || scalar.properties.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out += " " }
            pendingSpace = false
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}

private extension HeaderText {
    /// C0 and C1 controls, DEL, the Unicode line and paragraph separators, and the bidi
    /// overrides that could make a subject read differently from what it says.
    static func isBreakingOrInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
