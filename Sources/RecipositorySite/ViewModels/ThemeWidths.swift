import Foundation

/// The widths the default theme's style.css lays pictures out in, which `sizes` must say too
/// (`ImageViewModel.Role`). CSS cannot read Swift, nor the view models CSS, so this is the one
/// table, and style.css declares each as a custom property of `:root` that its rules use;
/// `ThemeWidthsTests` fails when the two disagree.
enum ThemeWidths {
    /// style.css's `html { font-size: 118.75% }`: its rem is 19 px at the browser's 16. A `rem`
    /// or `em` in `sizes` (and in a media query) is the browser's own 16 px, not the page's, so
    /// each theme length is said that much larger there (`sizes(rem:)`): the recipe's photo
    /// beside its title on a laptop was said 426 px and is 470 to 505.
    static let rootFontPercent = 118.75
    /// `--photo-square`, in the theme's rem: a recipe card's picture, and the recipe's photo
    /// (without a caption) beside its title on a phone.
    static let photoSquare = 5.5
    /// `--measure`, in the theme's rem: the text's longest line, and so the widest a picture in
    /// it is shown.
    static let measure = 42.0
    /// Each custom property as style.css's `:root` declares it.
    static let declared: [(property: String, value: String)] = [("--photo-square", "\(css(photoSquare))rem"), ("--measure", "\(css(measure))rem")]

    /// A length of `rem` of the theme's rem, as `sizes` says it (in the browser's rem).
    static func sizes(rem: Double) -> String { "\(css(rem * rootFontPercent / 100))rem" }

    /// The theme's rem in CSS pixels at the browser's 16 px.
    static var remPixels: Double { 16 * rootFontPercent / 100 }

    /// A number as CSS writes it: no trailing zeros (`5.5`, `6.53125`, `42`).
    static func css(_ value: Double) -> String {
        var text = String(format: "%.5f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
