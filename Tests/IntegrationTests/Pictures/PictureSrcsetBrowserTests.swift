import Foundation
import Testing
import TestSupport

/// A phone fetches the copy it shows, not the camera's picture: Chromium chooses from the page's
/// `srcset` and `sizes` (based.cooking's Älplermagronen photo is 2,000 px wide and more), for the
/// recipe's photo, a card and a picture in the recipe's text alike.
@Suite(.serialized) struct PictureSrcsetBrowserTests {
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
        // 390 px at one pixel a CSS pixel: the photo is the 5.5 rem (88 px) square beside the
        // title, so the 180 px copy, in WebP.
        try browser.emulate(width: 390, height: 844)
        #expect(try chosen("recipes/aelplermagronen/", ".hero img").hasSuffix("/pix/aelplermagronen-180.webp"))
        // A picture in the steps (840 px wide, lazy) is shown 358 px wide at most (the page less
        // 1 rem each side): its 360 px copy.
        #expect(try chosen("recipes/paneer-tikka-masala/", "img[src$=\"masala-01.webp\"]").hasSuffix("/pix/paneer-tikka-masala-01-360.webp"))
        // The same phone with three device pixels a CSS pixel would need 1,074 px for the step's
        // picture; the page asks for two device pixels a CSS pixel there (716): the 720 px copy,
        // not the 1,200 px one. The photo's square needs 176: still the 180 px copy.
        try browser.emulate(width: 390, height: 844, deviceScaleFactor: 3)
        #expect(try chosen("recipes/aelplermagronen/", ".hero img").hasSuffix("/pix/aelplermagronen-180.webp"))
        #expect(try chosen("recipes/paneer-tikka-masala/", "img[src$=\"masala-01.webp\"]").hasSuffix("/pix/paneer-tikka-masala-01-720.webp"))
        // Two device pixels a CSS pixel: the square is 176 px, the 180 px copy; on a wider screen
        // at two (1,280 px: the photo beside the title, 426 px; 852), the 1,200 px one.
        try browser.emulate(width: 390, height: 844, deviceScaleFactor: 2)
        #expect(try chosen("recipes/lasagna/", ".hero img").hasSuffix("/pix/lasagna-180.webp"))
        try browser.emulate(width: 1280, height: 900, deviceScaleFactor: 2)
        #expect(try chosen("recipes/sourdough-loaf/", ".hero img").hasSuffix("/pix/sourdough-loaf-1177.webp"))
        // A card's 5.5 rem square at two device pixels is 176: the 180 px copy (on the A to Z
        // page: the newest recipes, on the home page, have no picture; not one whose wider copy
        // the browser now has and may reuse).
        let card = try chosen("recipes/index.html", "img.recipe-card-image[src*=bolognese]")
        #expect(card.hasSuffix("-180.webp"), "\(card)")
    }
}
