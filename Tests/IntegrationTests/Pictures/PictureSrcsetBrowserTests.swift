import Foundation
import Testing
import TestSupport

/// A phone fetches the copy it shows, not the camera's picture: Chromium chooses from the page's
/// `srcset` and `sizes` (based.cooking's Älplermagronen photo is 2,000 px wide and more), for the
/// recipe's photo, a card and a picture in the recipe's text alike; and `sizes` says the width
/// style.css shows each at (the theme's rem is 19 px, `sizes`' the browser's 16).
@Suite(.blocking, .serialized) struct PictureSrcsetBrowserTests {
    @Test(.timeLimit(.minutes(3))) func aPhoneAt390PixelsFetchesASmallCopy() throws {
        let temp = try TemporaryFolder()
        let build = try Executable.run(["build", Fixtures.basedCooking.path, "-o", temp.path("site").path, "--quiet"])
        #expect(build.status == 0, "\(build.stderr)")
        let server = try LocalWebServer(serving: temp.path("site"))
        let browser = try HeadlessChromium(profile: temp.path("chromium-profile"))
        func chosen(_ page: String, _ selector: String) throws -> String {
            try browser.visit(server.url(page)) { page in
                _ = try page.evaluate("""
                    new Promise((done) => { const image = document.querySelector('\(selector)'); image.scrollIntoView();
                      image.complete ? done(true) : image.addEventListener('load', () => done(true)); })
                    """)
                return try page.evaluate("document.querySelector('\(selector)').currentSrc") as? String ?? ""
            }
        }
        /// The width `sizes` says (a picture's natural width is its copy's width over the density
        /// `sizes` gave it) and the width the page shows it at, in CSS pixels.
        func saidAndShown(_ page: String, _ selector: String) throws -> (said: Double, shown: Double) {
            try browser.visit(server.url(page)) { page in
                _ = try page.evaluate("""
                    new Promise((done) => { const image = document.querySelector('\(selector)'); image.scrollIntoView();
                      image.complete ? done(true) : image.addEventListener('load', () => done(true)); })
                    """)
                let both = try page.evaluate("""
                    [document.querySelector('\(selector)').naturalWidth, document.querySelector('\(selector)').getBoundingClientRect().width]
                    """) as? [Any] ?? []
                return ((both.first as? NSNumber)?.doubleValue ?? -1, (both.last as? NSNumber)?.doubleValue ?? -100)
            }
        }
        // 390 px at one pixel a CSS pixel: the photo is the 5.5 rem square beside the title
        // (104.5 px: the theme's rem is 19 px), so the 180 px copy, in WebP; `sizes` says it as
        // 88 px on purpose (two device pixels a CSS pixel is then the 180 px copy, not the 360),
        // and a card's square alike. A picture in a step is shown at most the text's width (the
        // page less 1 rem a side: 352 px, which `sizes` says), less the list's indent.
        try browser.emulate(width: 390, height: 844)
        let square = try saidAndShown("recipes/aelplermagronen/", ".hero img")
        #expect(abs(square.said - 88) <= 1 && abs(square.shown - 104.5) <= 1, "\(square)")
        let cardSquare = try saidAndShown("recipes/index.html", "img.recipe-card-image[src*=bolognese]")
        #expect(abs(cardSquare.said - 88) <= 1 && abs(cardSquare.shown - 104.5) <= 1, "\(cardSquare)")
        let step = try saidAndShown("recipes/paneer-tikka-masala/", "img[src$=\"masala-01.webp\"]")
        #expect(abs(step.said - 352) <= 1 && step.shown <= step.said && step.shown >= step.said - 2.5 * 19 - 1, "\(step)")
        #expect(try chosen("recipes/aelplermagronen/", ".hero img").hasSuffix("/pix/aelplermagronen-180.webp"))
        // A picture in the steps (840 px wide, lazy) is shown 358 px wide at most (the page less
        // 1 rem each side): its 360 px copy.
        #expect(try chosen("recipes/paneer-tikka-masala/", "img[src$=\"masala-01.webp\"]").hasSuffix("/pix/paneer-tikka-masala-01-360.webp"))
        // The same phone with three device pixels a CSS pixel would need 1,056 px for the step's
        // picture; the page asks for two device pixels a CSS pixel there (704): the 720 px copy,
        // not the 1,200 px one. The photo's square is asked for at 176: still the 180 px copy.
        try browser.emulate(width: 390, height: 844, deviceScaleFactor: 3)
        #expect(try chosen("recipes/aelplermagronen/", ".hero img").hasSuffix("/pix/aelplermagronen-180.webp"))
        #expect(try chosen("recipes/paneer-tikka-masala/", "img[src$=\"masala-01.webp\"]").hasSuffix("/pix/paneer-tikka-masala-01-720.webp"))
        // Two device pixels a CSS pixel: the square said 88 px is 176, the 180 px copy; on a
        // wider screen at two (1,280 px: the photo beside the title, 470 px, 40vw less 2.2 rem;
        // 940), the 1,200 px one (sourdough-loaf's is 1,177 px).
        try browser.emulate(width: 390, height: 844, deviceScaleFactor: 2)
        #expect(try chosen("recipes/lasagna/", ".hero img").hasSuffix("/pix/lasagna-180.webp"))
        try browser.emulate(width: 1280, height: 900, deviceScaleFactor: 2)
        #expect(try chosen("recipes/sourdough-loaf/", ".hero img").hasSuffix("/pix/sourdough-loaf-1177.webp"))
        let beside = try saidAndShown("recipes/sourdough-loaf/", ".hero img")
        // Shown 6 px narrower where the window has a scrollbar (15 px here): vw counts it.
        #expect(abs(beside.said - 470.2) <= 1 && beside.shown <= beside.said && beside.shown >= beside.said - 8, "\(beside)")
        // A card's 5.5 rem square, said 88 px, at two device pixels is 176: the 180 px copy (on the A to Z
        // page: the newest recipes, on the home page, have no picture; not one whose wider copy
        // the browser now has and may reuse).
        let card = try chosen("recipes/index.html", "img.recipe-card-image[src*=bolognese]")
        #expect(card.hasSuffix("-180.webp"), "\(card)")
    }
}
