import Foundation

/// URL names: lowercase ASCII letters, digits and hyphens, accents folded (`Crème Brûlée` -> `creme-brulee`).
public enum Slug {
    public static func make(_ text: String) -> String {
        if let ascii = makeFromASCII(text) { return ascii }
        var out = ""
        var pendingHyphen = false
        for scalar in text.unicodeScalars {
            let base = fold(scalar)
            if base.isEmpty {
                pendingHyphen = !out.isEmpty
                continue
            }
            if pendingHyphen { out += "-" }
            pendingHyphen = false
            out += base
        }
        return out.isEmpty ? "recipe" : out
    }

    /// `make` for ASCII text, on bytes: a letter or digit is kept (lowercased); any other ASCII
    /// character folds to nothing, so it separates words, exactly as in `fold`.
    private static func makeFromASCII(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingHyphen = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let lower = byte | 0x20
            let keep: UInt8?
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): keep = byte
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): keep = lower
            default: keep = nil
            }
            guard let keep else {
                pendingHyphen = !bytes.isEmpty
                continue
            }
            if pendingHyphen { bytes.append(UInt8(ascii: "-")) }
            pendingHyphen = false
            bytes.append(keep)
        }
        return bytes.isEmpty ? "recipe" : String(decoding: bytes, as: UTF8.self)
    }

    private static func fold(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "a"..."z", "0"..."9": return String(scalar)
        case "A"..."Z": return String(scalar).lowercased()
        case "_", "-", " ", ".", "/", "'", "’": return ""
        default:
            // Decompose and keep the ASCII letters: é -> e; a letter with no ASCII base is dropped.
            let decomposed = String(scalar).decomposedStringWithCanonicalMapping.lowercased()
            let ascii = decomposed.unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            return String(String.UnicodeScalarView(ascii))
        }
    }
}
