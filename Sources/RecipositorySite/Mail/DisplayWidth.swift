/// How many columns text takes in a fixed-width font: East Asian wide characters and emoji take
/// two, combining marks none. Plain text is wrapped and aligned by this, not by `count`.
enum DisplayWidth {
    static func of<Text: StringProtocol>(_ text: Text) -> Int {
        // Most recipe text is ASCII, one column a byte; Unicode properties are slow to look up.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// Whether `text` takes at most `columns` columns. No character is wider than its UTF-8 (two
    /// columns take three bytes or more), so text of few enough bytes is not measured.
    static func fits<Text: StringProtocol>(_ text: Text, in columns: Int) -> Bool {
        text.utf8.count <= columns || of(text) <= columns
    }

    static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.count > 1, character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
            return 2   // emoji presentation selector
        }
        if first.properties.isEmojiPresentation || isWide(first.value) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: return 1
        }
    }
}

private extension DisplayWidth {
    /// The East Asian Wide and Fullwidth blocks (UAX #11), coarsely.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
