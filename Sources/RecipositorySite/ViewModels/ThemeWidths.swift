/// The widths the default theme's style.css lays pictures out in, which `sizes` must say too
/// (`ImageViewModel.Role`). CSS cannot read Swift, nor the view models CSS, so this is the one
/// table, and style.css declares each as a custom property of `:root` that its rules use;
/// `ThemeWidthsTests` fails when the two disagree.
enum ThemeWidths {
    /// `--photo-square`: a recipe card's picture, and the recipe's photo (without a caption)
    /// beside its title on a phone.
    static let photoSquare = "5.5rem"
    /// `--measure`, in rem: the text's longest line, and so the widest a picture in it is shown.
    static let measureRem = 42
    /// Each custom property as style.css's `:root` declares it.
    static let declared: [(property: String, value: String)] = [("--photo-square", photoSquare), ("--measure", "\(measureRem)rem")]
}
