import Testing
@testable import RecipositorySite

/// Which of a site's files the loader reads the size of, by the ending of their names.
@Suite struct PictureFilesTests {
    /// One ending found once answers as the three questions asked in turn: every ending a picture
    /// may have, in any case, other files, names with no ending or a dot in a folder's name.
    @Test func aPictureEndingIsAPictureRasterOrHEIF() {
        let paths = ["a.png", "b.JPG", "c.jpeg", "d.Jfif", "e.webp", "f.gif", "g.svg", "h.HEIC", "i.heif", "j.md", "k.txt",
                     "l.pdf", "noending", "dir.png/file", "dir.d/x.jpg", ".png", "a.", "x.tiff", "x.avif", "a.b.WEBP", "crème.png",
                     "images/recipes/30-minute-borscht.png", "x.png ", ""]
        for path in paths {
            #expect(PictureFiles.hasPictureEnding(path) == (ImageSize.isPicture(path) || PictureFiles.isRaster(path) || PictureFiles.isHEIF(path)),
                    "\(path)")
        }
        #expect(PictureFiles.hasPictureEnding("photo.JPG"))
        #expect(PictureFiles.hasPictureEnding("iphone.heic"))
        #expect(!PictureFiles.hasPictureEnding("recipe.md"))
        #expect(!PictureFiles.hasPictureEnding("folder.png/notes.txt"))
    }
}
