/// Reads a rating ("hearts") from 0 to 5: `4`, `4.5`, `4,5`, `4½`, `4/5`, `8/10`,
/// `4 out of 5`, `4 stars`, or the stars and hearts themselves (`★★★★☆`, `❤️❤️❤️`, `⭐⭐⭐½`).
///
/// Ratings are drawn in half stars, so a value between halves is rounded to the nearest half
/// (`4.3` is 4.5). Filled glyphs count 1, `½` counts a half, empty ones (`☆`, `♡`) count 0.
/// Nil for anything else and for values outside 0...5, so the caller can warn.
public enum RatingParser {
    public static func parse(_ text: String) -> Double? {
        guard var scanner = ValueScanner(text) else { return nil }
        scanner.skipSpaces()
        let value: Double?
        if let first = scanner.current, ValueScanner.digitValue(first) != nil {
            value = scanNumericRating(&scanner)
        } else {
            value = scanGlyphRating(&scanner)
        }
        guard let value, value >= 0, value <= 5 else { return nil }
        return (value * 2).rounded() / 2
    }
}

private extension RatingParser {
    /// `4`, `4.5`, `4½`, then optionally `/5`, `/10`, `out of 5`, `stars`, `hearts` or one glyph.
    static func scanNumericRating(_ scanner: inout ValueScanner) -> Double? {
        guard var value = scanner.scanDecimal() else { return nil }
        if let half = scanner.current.flatMap(ValueScanner.vulgarFractionValue), half == 0.5, value == value.rounded() {
            scanner.position += 1
            value += half
        }
        scanner.skipSpaces()
        if scanner.skip("/") || scanner.skipPhrase(["out", "of"]) {
            scanner.skipSpaces()
            guard let scale = scanner.scanDigits(), scale.value > 0, scale.value <= 100 else { return nil }
            value = value * 5 / Double(scale.value)
            scanner.skipSpaces()
        }
        if scanner.skipWord("stars") || scanner.skipWord("star") || scanner.skipWord("hearts") || scanner.skipWord("heart") {
            scanner.skipSpaces()
        } else if let glyph = scanner.current, glyphValue(glyph) == 1 {
            scanner.position += 1
            skipPresentationSelectors(&scanner)
            scanner.skipSpaces()
        }
        return scanner.isAtEndIgnoringSpaces ? value : nil
    }

    /// A row of stars or hearts; at least one glyph, nothing else but spaces.
    static func scanGlyphRating(_ scanner: inout ValueScanner) -> Double? {
        var total = 0.0
        var glyphs = 0
        while let scalar = scanner.current {
            if ValueScanner.isSpace(scalar) {
                scanner.position += 1
                continue
            }
            guard let value = glyphValue(scalar) else { return nil }
            scanner.position += 1
            skipPresentationSelectors(&scanner)
            total += value
            glyphs += 1
        }
        return glyphs > 0 ? total : nil
    }

    /// Emoji come with variation selectors (`❤️` is U+2764 U+FE0F); they do not count.
    static func skipPresentationSelectors(_ scanner: inout ValueScanner) {
        while scanner.skip("\u{FE0F}") || scanner.skip("\u{FE0E}") {}
    }

    static func glyphValue(_ scalar: Unicode.Scalar) -> Double? {
        switch scalar.value {
        // Stars: ★ ⭐ 🌟 ✪ ✭ ✮ ✯ ✰
        case 0x2605, 0x2B50, 0x1F31F, 0x272A, 0x272D, 0x272E, 0x272F, 0x2730: return 1
        // Hearts: ❤ ♥ 💓 💕 💖 💗 💘 💙 💚 💛 💜 💝 💞 🖤 🤍 🤎 🧡 🩵 🩶 🩷 ❣
        case 0x2764, 0x2665, 0x1F493, 0x1F495...0x1F49E, 0x1F5A4, 0x1F90D, 0x1F90E, 0x1F9E1,
             0x1FA75...0x1FA77, 0x2763: return 1
        // Half: ½ ⯪ ⯨ (half stars)
        case 0x00BD, 0x2BEA, 0x2BE8: return 0.5
        // Empty: ☆ ♡ ✩
        case 0x2606, 0x2661, 0x2729: return 0
        default: return nil
        }
    }
}
