import Foundation
import Testing
import TestSupport

/// A rebuild decodes no picture that did not change: the copies come from the site's
/// `.recipository/cache/pictures/`, named by the picture's content, never its file date.
@Suite(.blocking, .serialized) struct PictureCacheTests {
    @Test(.timeLimit(.minutes(2))) func aRebuildTakesTheCopiesFromTheCache() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/toast.md", "---\ntitle: Toast\nimage: /pix/phone.jpg\n---\n## Ingredients\n- 1 slice bread\n## Steps\n1. Toast.\n")
        try temp.write("site/static/pix/phone.jpg", "")
        try Data(contentsOf: Fixtures.pictures.appending(path: "phone.jpg")).write(to: temp.path("site/static/pix/phone.jpg"))
        let first = try Executable.run(["build", ".", "-o", "public"], in: temp.path("site"))
        #expect(first.status == 0, "\(first.stderr)")
        let cache = temp.path("site/.recipository/cache/pictures")
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted()
        #expect(kept.count == 4)  // the 180 and 357 px WebP and JPEG (phone.jpg is the 357 px JPEG)
        #expect(try String(contentsOf: temp.path("site/.recipository/.gitignore"), encoding: .utf8).hasSuffix("*\n"))
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

    /// After a build has written the whole site, the cache holds what it used and no more: the
    /// copies of a picture changed or removed go (a family's cache would otherwise grow with
    /// every photo ever tried); the folder's `.gitignore` and files not named as copies stay; a
    /// build that fails deletes nothing.
    @Test(.timeLimit(.minutes(2))) func aBuildKeepsOnlyTheCopiesItUsed() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/toast.md", "---\ntitle: Toast\nimage: /pix/phone.jpg\n---\n## Ingredients\n- 1 slice bread\n## Steps\n1. Toast.\n")
        try temp.write("site/static/pix/phone.jpg", "")
        let phone = try Data(contentsOf: Fixtures.pictures.appending(path: "phone.jpg"))
        try phone.write(to: temp.path("site/static/pix/phone.jpg"))
        let cache = temp.path("site/.recipository/cache/pictures")
        func kept() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted() }
        #expect(try Executable.run(["build", ".", "-o", "public"], in: temp.path("site")).status == 0)
        let first = try kept()
        #expect(first.count == 4)
        // A copy of a picture no longer in the site, and a note someone left.
        let stale = String(repeating: "ab", count: 32) + "-720.webp"
        try temp.write("site/.recipository/cache/pictures/\(stale)", "old")
        try temp.write("site/.recipository/cache/pictures/notes.txt", "mine")
        // The photo changed (one byte of its EXIF): its copies have another name.
        var changed = phone
        let artist = try #require(changed.range(of: Data("Grandma".utf8)))
        changed[artist.lowerBound] = UInt8(ascii: "g")
        try changed.write(to: temp.path("site/static/pix/phone.jpg"))
        // A build that fails (a lying picture) deletes nothing.
        try temp.write("site/static/pix/page.jpg", "<!doctype html>")
        #expect(try Executable.run(["build", ".", "-o", "public"], in: temp.path("site")).status == 1)
        #expect(try kept() == (first + [stale, "notes.txt"]).sorted())
        try FileManager.default.removeItem(at: temp.path("site/static/pix/page.jpg"))
        #expect(try Executable.run(["build", ".", "-o", "public"], in: temp.path("site")).status == 0)
        let second = try kept()
        #expect(second.count == 5 && second.contains("notes.txt") && Set(second).isDisjoint(with: first + [stale]), "\(second)")
        #expect(FileManager.default.fileExists(atPath: temp.path("site/.recipository/.gitignore").path))
        // No picture left: no copy kept.
        try FileManager.default.removeItem(at: temp.path("site/static/pix/phone.jpg"))
        try temp.write("site/content/toast.md", "---\ntitle: Toast\n---\n## Ingredients\n- 1 slice bread\n## Steps\n1. Toast.\n")
        #expect(try Executable.run(["build", ".", "-o", "public"], in: temp.path("site")).status == 0)
        #expect(try kept() == ["notes.txt"])
    }
}
