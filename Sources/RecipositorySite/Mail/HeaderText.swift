/// Makes any text safe to stand in one header line: a title or note can never start a new
/// header or a body, because every line break and control character becomes a space.
enum HeaderText {
    /// Blanks dropped at both ends, and each run of them in between made one space.
    static func clean(_ text: String) -> String {
        if isAlreadyClean(text) { return text }
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isBlank(scalar) {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(" ") }
            pendingSpace = false
            out.append(scalar)
        }
        return String(out)
    }
}

private extension HeaderText {
    /// Visible words with single spaces between them, the usual title: nothing to change.
    static func isAlreadyClean(_ text: String) -> Bool {
        var afterSpace = true   // a leading space would have to go
        for scalar in text.unicodeScalars {
            if scalar == " " {
                if afterSpace { return false }
                afterSpace = true
            } else if isBlank(scalar) {
                return false
            } else {
                afterSpace = false
            }
        }
        return !afterSpace || text.isEmpty
    }

    /// ASCII is answered without Unicode's property tables, which are slow to look up.
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value <= 0x20 || scalar.value == 0x7F }
        return isBreakingOrInvisible(scalar) || scalar.properties.isWhitespace
    }

    /// C0 and C1 controls, DEL, the Unicode line and paragraph separators, and the bidi
    /// overrides that could make a subject read differently from what it says.
    static func isBreakingOrInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
