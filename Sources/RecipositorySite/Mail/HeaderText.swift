/// Makes any text safe to stand in one header line: a title or note can never start a new
/// header or a body, because every line break and control character becomes a space.
enum HeaderText {
    static func clean(_ text: String) -> String {
        var text = text
        let changed: [UInt8]? = text.withUTF8 { isAlreadyClean($0) ? nil : cleaned($0) }
        return changed.map { String(decoding: $0, as: UTF8.self) } ?? text
    }
}

private extension HeaderText {
    /// Visible words with single spaces between them, the usual title: nothing to change.
    static func isAlreadyClean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var afterSpace = true   // a leading space would have to go
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 {
                if afterSpace { return false }
                afterSpace = true
            } else if byte > 0x20, byte < 0x7F {
                afterSpace = false
            } else if byte >= 0x80 {
                let (scalar, length) = UTF8Text.scalar(bytes, at: index)
                if isBlank(scalar) { return false }
                afterSpace = false
                index += length
                continue
            } else {
                return false
            }
            index += 1
        }
        return !afterSpace || bytes.isEmpty
    }

    /// Blanks dropped at both ends, and each run of them in between made one space.
    static func cleaned(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var pendingSpace = false
        var index = 0
        while index < bytes.count {
            let (scalar, length) = UTF8Text.scalar(bytes, at: index)
            if isBlank(scalar) {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(0x20) }
                pendingSpace = false
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
            }
            index += length
        }
        return out
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
