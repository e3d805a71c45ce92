import Foundation

/// URL names: lowercase ASCII letters, digits and hyphens, accents folded (`Crème Brûlée` -> `creme-brulee`).
public enum Slug {
    public static func make(_ text: String) -> String {
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
