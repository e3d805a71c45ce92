import Testing
@testable import RecipositorySite

@Suite struct ImageViewModelTests {
    /// A phone's 4,000 px photo: every copy in both formats, named beside it, for the browser to
    /// choose from; the page still says the photo's own proportions.
    @Test func aPhotoOffersEachWidth() {
        let image = ImageViewModel(sitePath: "pix/my pie.jpg", alt: "Pie", rootPrefix: "../../", size: (4000, 3000), role: .card)
        #expect(image.src == "../../pix/my%20pie.jpg")
        #expect(image.webpSrcset == "../../pix/my%20pie-180.webp 180w, ../../pix/my%20pie-360.webp 360w, ../../pix/my%20pie-720.webp 720w, "
            + "../../pix/my%20pie-1200.webp 1200w, ../../pix/my%20pie-2000.webp 2000w")
        #expect(image.jpegSrcset == "../../pix/my%20pie-180.jpg 180w, ../../pix/my%20pie-360.jpg 360w, ../../pix/my%20pie-720.jpg 720w, "
            + "../../pix/my%20pie-1200.jpg 1200w, ../../pix/my%20pie-2000.jpg 2000w")
        // The square is 5.5 of the theme's 19 px rem, 104.5 px; said as 5.5 of the browser's
        // 16 px rem (88 px) so that two device pixels a CSS pixel is the 180 px copy.
        #expect(image.sizes == "(min-resolution: 2.5dppx) calc(5.5rem * 2 / 3), 5.5rem")
        #expect(image.width == 4000 && image.height == 3000)
    }

    /// Narrower than 720: the small copies and its own width, never wider.
    @Test func aSmallPictureIsNeverEnlarged() {
        let image = ImageViewModel(sitePath: "a.png", alt: "", rootPrefix: "", size: (500, 500), role: .gallery)
        #expect(image.webpSrcset == "a-180.webp 180w, a-360.webp 360w, a-500.webp 500w")
    }

    /// A drawing is published as it is: no copies to choose from.
    @Test func aDrawingHasNoCopies() {
        let image = ImageViewModel(sitePath: "images/tacos.svg", alt: "", rootPrefix: "", size: (800, 600), role: .gallery)
        #expect(image.webpSrcset == nil && image.jpegSrcset == nil)
        #expect(image.child(named: "hasCopies") as? Bool == false)
    }

    /// The recipe's photo on a phone (to 40 em) is the 5.5 rem square beside the title of
    /// style.css, unless it has a caption: then a strip across the page less 1 rem a side. The
    /// theme's rem is 19 px (118.75% of 16), `sizes`' the browser's 16 px: 1 rem a side is 2.375
    /// there, 1.5 a side 3.5625 (the square is said 5.5 of 16 px on purpose, for the 180 px
    /// copy). On the widest page (72 rem, 85.5 em) the
    /// photo is the second column: 2/5 of 72 less the margins (3) and the gap (2.5), 26.6 rem,
    /// 31.5875 of 16 px (505.4 px).
    @Test func theRecipesPhotoOnAPhoneIsASquareUnlessCaptioned() {
        #expect(ImageViewModel.Role.hero(captioned: false).sizes.hasSuffix(", (min-width: 40em) calc(100vw - 3.5625rem), 5.5rem"))
        #expect(ImageViewModel.Role.hero(captioned: true).sizes.hasSuffix(", (min-width: 40em) calc(100vw - 3.5625rem), calc(100vw - 2.375rem)"))
        #expect(ImageViewModel.Role.hero(captioned: false).sizes.hasPrefix("(min-resolution: 2.5dppx) and (min-width: 85.5em) calc(31.5875rem * 2 / 3), "))
    }

    /// A picture in the recipe's text is shown at most its own width and at most the text's 42 rem
    /// (style.css's `--measure`; 798 px, its rem being 19 px), less than the page's margins (3 rem,
    /// 57 px);
    /// on a screen of 2.5 device pixels a CSS pixel or more, each said two thirds as wide (so
    /// fetched at two device pixels a CSS pixel).
    @Test func aPictureInTheTextIsAsWideAsItOrTheText() {
        #expect(ImageViewModel.Role.text(width: 300).sizes == "(min-resolution: 2.5dppx) and (min-width: 357px) calc(300px * 2 / 3), "
            + "(min-resolution: 2.5dppx) and (min-width: 40em) calc(calc(100vw - 3.5625rem) * 2 / 3), (min-resolution: 2.5dppx) calc(calc(100vw - 2.375rem) * 2 / 3), "
            + "(min-width: 357px) 300px, (min-width: 40em) calc(100vw - 3.5625rem), calc(100vw - 2.375rem)")
        // Wider than the text: on a wide screen 42 of the browser's rem, 672 px, under the 730 to
        // 798 px shown, so a laptop keeps the 720 px copy (not the 1,200 px one for 0.1 more
        // device pixels a CSS pixel).
        #expect(ImageViewModel.Role.text(width: 4000).sizes.hasSuffix(
            ", (min-width: 45em) 42rem, (min-width: 40em) calc(100vw - 3.5625rem), calc(100vw - 2.375rem)"))
    }
}
