import Foundation
import Testing
import TestSupport

/// A rebuild decodes no picture that did not change: the copies come from the site's
/// `.recipository/cache/pictures/`, named by the picture's content, never its file date.
@Suite struct PictureCacheTests {
    @Test(.timeLimit(.minutes(2))) func aRebuildTakesTheCopiesFromTheCache() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/toast.md", "---\ntitle: Toast\nimage: /pix/phone.jpg\n---\n## Ingredients\n- 1 slice bread\n## Steps\n1. Toast.\n")
        try temp.write("site/static/pix/phone.jpg", "")
        try Data(contentsOf: Fixtures.pictures.appending(path: "phone.jpg")).write(to: temp.path("site/static/pix/phone.jpg"))
        let first = try Executable.run(["build", ".", "-o", "public"], in: temp.path("site"))
        #expect(first.status == 0, "\(first.stderr)")
        let cache = temp.path("site/.recipository/cache/pictures")
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted()
        #expect(kept.count == 2)  // the 357 px WebP and JPEG (phone.jpg is the same JPEG)
        #expect(try String(contentsOf: temp.path("site/.recipository/cache/.gitignore"), encoding: .utf8).hasSuffix("*\n"))
        // Swap a kept copy for other bytes: a rebuild that decoded the picture would not publish them.
        let webp = try #require(kept.first { $0.hasSuffix("-357.webp") })
        let marker = Data("kept, not made".utf8)
        try marker.write(to: cache.appending(path: webp))
        let second = try Executable.run(["build", ".", "-o", "public"], in: temp.path("site"))
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try Data(contentsOf: temp.path("site/public/pix/phone-357.webp")) == marker)
        // A changed picture (one byte of its EXIF) is made again; deleting the cache is safe.
        var changed = try Data(contentsOf: temp.path("site/static/pix/phone.jpg"))
        let artist = try #require(changed.range(of: Data("Grandma".utf8)))
        changed[artist.lowerBound] = UInt8(ascii: "g")
        try changed.write(to: temp.path("site/static/pix/phone.jpg"))
        let third = try Executable.run(["build", ".", "-o", "public"], in: temp.path("site"))
        #expect(third.status == 0)
        #expect(try Data(contentsOf: temp.path("site/public/pix/phone-357.webp")) != marker)
        try FileManager.default.removeItem(at: temp.path("site/.recipository/cache"))
        #expect(try Executable.run(["build", ".", "-o", "public"], in: temp.path("site")).status == 0)
    }
}
