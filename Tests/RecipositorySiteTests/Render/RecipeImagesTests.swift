import Testing
@testable import RecipositorySite

/// A gallery photo's alt text says what it shows when its file name does.
@Suite struct RecipeImagesTests {
    @Test func galleryAltFromTheFileName() {
        func alt(_ path: String) -> String { RecipeImages.galleryAlt(path: path, position: 2, count: 3, title: "Focaccia") }
        #expect(alt("recipes/focaccia/focaccia-slice.svg") == "Focaccia slice")
        #expect(alt("images/Rosemary_sprigs2.webp") == "Rosemary sprigs")
        #expect(alt("pix/IMG_2041.JPG") == "Focaccia, photo 2 of 3")
        #expect(alt("pix/20231104_153012.jpg") == "Focaccia, photo 2 of 3")
        #expect(alt("pix/DSC0001.jpg") == "Focaccia, photo 2 of 3")
    }
}
