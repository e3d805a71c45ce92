import Mustache
import RecipositoryPictures

/// An image of the site with its size when known, so the page does not jump while it loads, and,
/// for a JPEG, PNG or WebP, its sized copies (`PictureCopies`) for `srcset`, so a phone fetches
/// the width it shows, not the camera's.
struct ImageViewModel: MustacheParent {
    /// How wide the picture is shown, for `sizes`: each matches the theme's style.css.
    enum Role {
        /// The recipe's own photo: the page's width less its margins (1 rem, 1.5 rem from 40 em),
        /// from 56 em the second of the recipe's columns (3fr 2fr, 2.5 rem apart) in at most 72 rem.
        case hero
        /// A gallery photo: a column of at least 14 rem, and at most 28 rem on a wider screen.
        case gallery
        /// A recipe card's square, 5.5 rem.
        case card
        /// A picture in the recipe's text, `width` pixels wide: shown at most that wide (its
        /// `width` attribute), and at most as wide as the text: 42 rem (`--measure`), less than
        /// the page less its margins (1 rem a side, 1.5 rem from 40 em).
        case text(width: Int)

        var sizes: String {
            switch self {
            case .hero: "(min-width: 72em) 426px, (min-width: 56em) calc(40vw - 2.2rem), (min-width: 40em) calc(100vw - 3rem), calc(100vw - 2rem)"
            case .gallery: "(min-width: 40em) 28rem, calc(100vw - 2rem)"
            case .card: "5.5rem"
            case .text(let width) where width < 672:
                "(min-width: \(width + 48)px) \(width)px, (min-width: 40em) calc(100vw - 3rem), calc(100vw - 2rem)"
            case .text: "(min-width: 45em) 42rem, (min-width: 40em) calc(100vw - 3rem), calc(100vw - 2rem)"
            }
        }
    }

    var src: String
    var alt: String
    var width: Int?
    var height: Int?
    /// `pix/pie-360.webp 360w, ...`; nil for a picture published as it is (SVG, GIF).
    var webpSrcset: String?
    var jpegSrcset: String?
    var sizes: String

    /// - Parameter sitePath: the image's path relative to the site root (`pix/pie.webp`).
    init(sitePath: String, alt: String, rootPrefix: String, size: (width: Int, height: Int)?, role: Role = .hero) {
        src = rootPrefix + SitePath.encodePath(sitePath)
        self.alt = alt
        width = size?.width
        height = size?.height
        sizes = role.sizes
        if let size, let format = PictureFiles.format(sitePath) {
            let copies = PictureCopies(path: sitePath, format: format, width: size.width)
            func srcset(_ format: PictureFormat) -> String {
                copies.widths.map { rootPrefix + SitePath.encodePath(copies.url(width: $0, format: format)) + " \($0)w" }.joined(separator: ", ")
            }
            webpSrcset = srcset(.webp)
            jpegSrcset = srcset(.jpeg)
        }
    }

    func child(named name: String) -> Any? {
        switch name {
        case "src": src
        case "alt": alt
        case "hasSize": width != nil && height != nil
        case "width": width
        case "height": height
        case "hasCopies": webpSrcset != nil
        case "webpSrcset": webpSrcset
        case "jpegSrcset": jpegSrcset
        case "sizes": sizes
        default: nil
        }
    }
}
