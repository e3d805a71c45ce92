import Foundation

/// URL names for taxonomy terms: `Côte d'Azur` becomes `cote-d-azur`. Unlike recipe slugs
/// (RecipositoryCore's `Slug`), letters without an ASCII base are kept, so `和食` gets a page of its own.
enum TermSlug {
    static func make(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive],
                                  locale: Locale(identifier: "en_US_POSIX"))
        var slug = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash && !slug.isEmpty { slug += "-" }
                pendingDash = false
                slug.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else {
                pendingDash = true
            }
        }
        // A name of only symbols (`🍰`) still needs a stable, non-empty path segment.
        return slug.isEmpty ? "x" + String(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "-")) : slug
    }
}
