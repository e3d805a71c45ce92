import RecipositoryPictures

/// An image of the site with its size when known, so the page does not jump while it loads, and,
/// for a JPEG, PNG or WebP, its sized copies (`PictureCopies`) for `srcset`, so a phone fetches
/// the width it shows, not the camera's.
struct ImageViewModel: TemplateParent {
    /// How wide the picture is shown, for `sizes`: each matches the theme's style.css.
    enum Role {
        /// The recipe's own photo: on a phone (to 40 em) a 5.5 rem square beside the title, or,
        /// with a caption, a strip the page's width less its margins (1 rem a side); then the
        /// page's width less 1.5 rem a side; from 56 em the second of the recipe's columns (3fr
        /// 2fr, 2.5 rem apart), fixed once the page is its widest, 72 rem. Rem here is the
        /// theme's, 19 px (`ThemeWidths`).
        case hero(captioned: Bool)
        /// A gallery photo: a column of at least 14 rem, and at most 28 rem on a wider screen.
        case gallery
        /// A recipe card's square, 5.5 rem.
        case card
        /// A picture in the recipe's text, `width` pixels wide: shown at most that wide (its
        /// `width` attribute), and at most as wide as the text: 42 rem (`--measure`), less than
        /// the page less its margins (1 rem a side, 1.5 rem from 40 em). A picture in a step is
        /// narrower still (the list's indent): this is its most.
        case text(width: Int)

        /// How wide the picture is shown, as `sizes` says it: a width for each screen, the
        /// first whose condition holds. On screens of 2.5 device pixels a CSS pixel and more (most
        /// phones: 3), the width is said two thirds as wide, so the picture is fetched at two
        /// device pixels a CSS pixel: the third costs as many bytes again as the first two (the
        /// 1,200 px copy instead of the 720 px one for a photo across a phone) for a sharpness
        /// nobody sees at arm's length, and it kept a recipe page over its 150 KB.
        var sizes: String {
            switch self {
            case .hero(captioned: true): Self.captionedHeroSizes
            case .hero(captioned: false): Self.heroSizes
            case .gallery: Self.gallerySizes
            case .card: Self.cardSizes
            case .text: Self.said(clauses)
            }
        }

        /// The roles of one width each are said once a run: every card and recipe page says one,
        /// and working the text out (`ThemeWidths.css` formats each length) cost 145,000
        /// instructions each time (2.2% of a 10,000-recipe build's CPU).
        private static let captionedHeroSizes = said(Role.hero(captioned: true).clauses)
        private static let heroSizes = said(Role.hero(captioned: false).clauses)
        private static let gallerySizes = said(Role.gallery.clauses)
        private static let cardSizes = said(Role.card.clauses)

        private static func said(_ clauses: [(condition: String?, width: String)]) -> String {
            let capped = clauses.map { clause in
                (["(min-resolution: 2.5dppx)", clause.condition].compactMap { $0 }.joined(separator: " and "), "calc(\(clause.width) * 2 / 3)")
            }
            return (capped + clauses.map { ($0.condition ?? "", $0.width) })
                .map { $0.0.isEmpty ? $0.1 : $0.0 + " " + $0.1 }.joined(separator: ", ")
        }

        /// Each screen's width as the theme's style.css lays the picture out, widest screen first.
        /// Media conditions in em are the browser's 16 px, as style.css's own media queries are.
        var clauses: [(condition: String?, width: String)] {
            let rem = ThemeWidths.sizes(rem:)
            // The square (104.5 px) is said as 5.5 of the browser's rem, 88 px, on purpose: at
            // two device pixels a CSS pixel that is 176, so the 180 px copy (1.7 device pixels a
            // CSS pixel shown); said as shown (209) it took the 360 px copy, four times the bytes
            // on every card, and the A to Z page over its 1.5 MB.
            let square = "\(ThemeWidths.css(ThemeWidths.photoSquare))rem"
            // The page less its margins: 1 rem a side on a phone, 1.5 rem from 40 em.
            let phoneText = "calc(100vw - \(rem(2)))", pageText = "calc(100vw - \(rem(3)))"
            switch self {
            case .hero(let captioned):
                // 72 rem is the page's widest (.wrap); its column then 2/5 of 72 less 3 less 2.5.
                let widest = ThemeWidths.css(72 * ThemeWidths.rootFontPercent / 100)
                return [("(min-width: \(widest)em)", rem(26.6)), ("(min-width: 56em)", "calc(40vw - \(rem(2.2)))"),
                        ("(min-width: 40em)", pageText), (nil, captioned ? phoneText : square)]
            case .gallery: return [("(min-width: 40em)", rem(28)), (nil, phoneText)]
            case .card: return [(nil, square)]
            case .text(let width) where Double(width) < ThemeWidths.measure * ThemeWidths.remPixels:
                // Its own width once the page less its margins (3 rem) holds it.
                let margins = Int((3 * ThemeWidths.remPixels).rounded(.up))
                return [("(min-width: \(width + margins)px)", "\(width)px"), ("(min-width: 40em)", pageText), (nil, phoneText)]
            case .text:
                // Said as 42 of the browser's rem (672 px) on a wide screen, under the 730 (in a
                // step) to 798 px it is shown at: a laptop at one device pixel a CSS pixel keeps
                // the 720 px copy (0.9 at the least, a blur nobody sees), not the 1,200 px one at
                // 2.7 times the bytes, and at two the 1,200 px one, not the 2,000 px one.
                let measure = ThemeWidths.css(ThemeWidths.measure)
                return [("(min-width: \(ThemeWidths.css(ThemeWidths.measure + 3))em)", "\(measure)rem"), ("(min-width: 40em)", pageText), (nil, phoneText)]
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
    init(sitePath: String, alt: String, rootPrefix: String, size: (width: Int, height: Int)?, role: Role) {
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
