import Foundation
import RecipositoryCore
import Testing
import TestSupport
@testable import RecipositorySite

/// The sources' stat index (`SourceIndex`): a file's key is taken without hashing it only when its
/// device, inode, size and both times are the ones recorded, and those times are at least two
/// seconds before the recording build began to read (git's racily clean rule); the site is always
/// a full build's bytes.
@Suite struct SourceIndexTests {
    typealias Time = SourceIndex.Time

    static let read = Time(seconds: 1_800_000_000, nanoseconds: 500_000_000)

    static func status(modified: Time, changed: Time? = nil, size: Int = 120, inode: UInt64 = 7) -> SourceIndex.Status {
        SourceIndex.Status(device: 27, inode: inode, size: size, modified: modified, changed: changed ?? modified)
    }

    static func index(_ status: SourceIndex.Status) -> SourceIndex {
        var index = SourceIndex(program: "build-id 1", taken: read)
        index.recipes["content/recipes/pie.md"] = SourceIndex.Entry(key: "pie key", status: status)
        index.files["static/notes.txt"] = SourceIndex.Entry(key: "notes hash", status: status)
        return index
    }

    @Test func aFileIsKnownOnlyByTheSameStatusFromTheSameProgram() {
        let old = Self.status(modified: Time(seconds: Self.read.seconds - 60, nanoseconds: 0))
        let index = Self.index(old)
        #expect(index.recipeKey("content/recipes/pie.md", status: old, program: "build-id 1") == "pie key")
        #expect(index.digest("static/notes.txt", status: old, program: "build-id 1") == "notes hash")
        #expect(index.recipeKey("content/recipes/pie.md", status: old, program: "build-id 2") == nil, "another program")
        #expect(index.recipeKey("content/recipes/tart.md", status: old, program: "build-id 1") == nil, "another file")
        #expect(index.recipeKey("content/recipes/pie.md", status: nil, program: "build-id 1") == nil, "not a regular file")
        var grown = old
        grown.size += 1
        #expect(index.recipeKey("content/recipes/pie.md", status: grown, program: "build-id 1") == nil, "another size")
        #expect(index.recipeKey("content/recipes/pie.md", status: Self.status(modified: old.modified, inode: 8), program: "build-id 1") == nil,
                "saved by a rename over it")
        // `touch -d` or `cp -p` restores the modification time; no program can set the change time back.
        let restored = Self.status(modified: old.modified, changed: Time(seconds: Self.read.seconds + 30, nanoseconds: 0))
        #expect(index.recipeKey("content/recipes/pie.md", status: restored, program: "build-id 1") == nil, "its time restored")
    }

    /// Git's racily clean file: written in the same timestamp granule as it was read, an edit keeps
    /// the status recorded. An entry whose times are not two seconds older than the read is hashed.
    @Test func aFileTouchedWithinTwoSecondsOfTheReadIsHashedAgain() {
        func known(modified: Time, changed: Time? = nil, written: Time? = nil) -> Bool {
            let status = Self.status(modified: modified, changed: changed)
            var index = Self.index(status)
            index.written = written
            return index.recipeKey("content/recipes/pie.md", status: status, program: "build-id 1") != nil
        }
        let (seconds, nanoseconds) = (Self.read.seconds, Self.read.nanoseconds)
        #expect(!known(modified: Self.read), "in the same instant")
        #expect(!known(modified: Time(seconds: seconds - 1, nanoseconds: 900_000_000)), "a FAT file system keeps times in 2 s")
        #expect(!known(modified: Time(seconds: seconds - 2, nanoseconds: nanoseconds)), "exactly two seconds")
        #expect(known(modified: Time(seconds: seconds - 2, nanoseconds: nanoseconds - 1)))
        #expect(!known(modified: Time(seconds: seconds - 10, nanoseconds: 0), changed: Time(seconds: seconds - 1, nanoseconds: 0)),
                "its change time is the later")
        #expect(!known(modified: Time(seconds: seconds - 10, nanoseconds: 0), written: Time(seconds: seconds - 11, nanoseconds: 0)),
                "the index file's own time, by the file system's clock, is earlier than the computer's")
        #expect(known(modified: Time(seconds: seconds - 10, nanoseconds: 0), written: Time(seconds: seconds + 5, nanoseconds: 0)))
    }

    @Test func anIndexReadsBackAndOneCutShortIsNone() throws {
        var index = Self.index(Self.status(modified: Time(seconds: 1_700_000_000, nanoseconds: 123_456_789)))
        index.files["content/odd %20\tname.txt"] = SourceIndex.Entry(key: "odd", status: Self.status(modified: Self.read, size: 0))
        index.files["static/old.txt"] = SourceIndex.Entry(key: "old", status: Self.status(modified: Time(seconds: -1, nanoseconds: 999_999_999),
                                                                                          size: Int.max, inode: UInt64.max))
        index.pictures["static/pix/pie.png"] = SourceIndex.Entry(key: "640x480", status: Self.status(modified: Self.read))
        let bytes = index.encoded()
        let read = try #require(SourceIndex.decoded(bytes))
        #expect(read.program == index.program && read.taken == index.taken && read.recipes == index.recipes && read.files == index.files)
        #expect(read.pictures == index.pictures)
        // A line: kind, key, device, inode, size, modified and changed times, the path escaped as the record's.
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        #expect(lines.contains("file\todd\t27\t7\t0\t1800000000\t500000000\t1800000000\t500000000\tcontent/odd %2520%09name.txt"))
        #expect(lines.contains("file\told\t27\t18446744073709551615\t9223372036854775807\t-1\t999999999\t-1\t999999999\tstatic/old.txt"))
        #expect(lines.contains("picture\t640x480\t27\t7\t120\t1800000000\t500000000\t1800000000\t500000000\tstatic/pix/pie.png"))
        let unsized = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "picture\t640x480", with: "picture\t640")
        #expect(SourceIndex.decoded(Array(unsized.utf8)) == nil, "a picture's entry with no size")
        #expect(SourceIndex.decoded(Array(bytes.dropLast(4))) == nil, "cut short")
        #expect(SourceIndex.decoded(Array(bytes.prefix(bytes.count / 2)) + Array("end".utf8)) == nil, "cut in a line")
        #expect(SourceIndex.decoded(Array("recipository sources 0\nprogram\tx\ntaken\t1\t2\nend".utf8)) == nil, "another format")
    }

    /// A build two seconds after the files were written knows them the next time: only the edited
    /// recipe, the renamed one and the edited file are read and hashed, and the site is a full
    /// build's bytes. Without the index every file was hashed (`sources` nil).
    @Test func aBuildHashesOnlyTheFilesChangedSinceTheLast() throws {
        let site = try IncrementalBuildTests.Site()
        try site.temp.write("site/static/notes.txt", "Oven at 180.\n")
        try site.temp.write("site/content/recipes/jollof-notes.txt", "Less pepper.\n")
        let files = 6
        // The first build records files written within two seconds of its read as unsettled, and hashes them next time.
        Thread.sleep(forTimeInterval: 2.2)
        let first = try site.build()
        #expect(first.sources?.taken == 0 && first.sources?.hashed == files)
        try site.edit("content/recipes/pie.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Bake at 180.") }
        let second = try site.build()
        #expect(second.sources?.taken == files - 1 && second.sources?.hashed == 1, "the edited recipe alone")
        #expect(second.models?.made == 1)
        #expect(site.page("recipes/pie/index.html").contains("Bake at 180."))
        try site.expectSameAsFullBuild("after a recipe's step was edited")
        try site.edit("static/notes.txt") { _ in "Oven at 200.\n" }
        try FileManager.default.moveItem(at: site.site.appendingPathComponent("content/recipes/chai.md"),
                                         to: site.site.appendingPathComponent("content/recipes/masala-chai.md"))
        let third = try site.build()
        // The pie edited by the last build's read is unsettled, as are the renamed recipe (another path) and the notes.
        #expect(third.sources?.taken == files - 3 && third.sources?.hashed == 3)
        #expect(site.page("notes.txt") == "Oven at 200.\n")
        try site.expectSameAsFullBuild("after a file was edited and a recipe renamed")
    }

    /// A picture's size is kept with its status (`SourceIndex.pictures`), so a build whose pictures
    /// are as the last one recorded them, long enough ago, reads none of their headers: a size
    /// forged in the index shows on the page, which it would not were the picture read. A picture
    /// replaced has another status and is read: its page shows its own size, the site a full build's.
    @Test func aPicturesSizeIsKnownByItsStatusAsAFilesHashIs() throws {
        let site = try IncrementalBuildTests.Site()
        func picture(width: Int) throws {
            try FileManager.default.createDirectory(at: site.site.appendingPathComponent("static"), withIntermediateDirectories: true)
            try Data(PNGEncoder.encode(width: width, height: 30, rgba: (0..<width * 30).flatMap { _ in [200, 90, 30, 255] }))
                .write(to: site.site.appendingPathComponent("static/stripe.png"))
        }
        try picture(width: 40)
        try site.edit("content/recipes/pie.md") { $0 + "2. Serve on a plate.\n\n![A stripe](/stripe.png)\n" }
        Thread.sleep(forTimeInterval: 2.2)
        let first = try site.build()
        #expect(first.pictures?.taken == 0 && first.pictures?.read == 1, "no index yet")
        #expect(site.page("recipes/pie/index.html").contains(#"width="40" height="30""#))
        let unchanged = try site.build()
        #expect(unchanged.pictures?.taken == 1 && unchanged.pictures?.read == 0)

        let location = SourceIndex.location(beside: BuildCache.location(site: try SiteLayout.locate(site.site.path).root, output: site.output))
        var index = try #require(SourceIndex.read(location))
        #expect(index.pictures["static/stripe.png"]?.key == "40x30")
        index.pictures["static/stripe.png"]?.key = "7x5"
        index.written = nil
        #expect(SiteWriter.store(index.encoded(), at: location))
        let forged = try site.build()
        #expect(forged.pictures?.taken == 1 && forged.pictures?.read == 0)
        #expect(site.page("recipes/pie/index.html").contains(#"width="7" height="5""#), "the size the index gave")

        try picture(width: 90)
        let replaced = try site.build()
        #expect(replaced.pictures?.taken == 0 && replaced.pictures?.read == 1)
        #expect(site.page("recipes/pie/index.html").contains(#"width="90" height="30""#))
        try site.expectSameAsFullBuild("after the picture was replaced by a wider one")
    }

    /// A recipe edited in the granule it was read in keeps the status recorded (forged here, as such
    /// an edit leaves it): its times are within two seconds of the read, so it is hashed all the same.
    @Test func aRecipeEditedAsItWasReadIsBuilt() throws {
        let site = try IncrementalBuildTests.Site()
        _ = try site.build()
        let location = SourceIndex.location(beside: BuildCache.location(site: try SiteLayout.locate(site.site.path).root, output: site.output))
        var index = try #require(SourceIndex.read(location))
        try site.edit("content/recipes/pie.md") { $0.replacingOccurrences(of: "1. Stir.", with: "1. Beat.") }
        let path = try #require(index.recipes.keys.first { $0.hasSuffix("content/recipes/pie.md") })
        let status = try #require(SourceIndex.Status.of(site.site.appendingPathComponent("content/recipes/pie.md").path))
        #expect(status.size == index.recipes[path]?.status.size, "the same size")
        index.recipes[path]?.status = status
        index.written = nil
        #expect(SiteWriter.store(index.encoded(), at: location))
        let again = try site.build()
        #expect(again.sources?.taken == 0)
        #expect(site.page("recipes/pie/index.html").contains("Beat."))
        try site.expectSameAsFullBuild("after an edit within the granule it was read in")
    }
}
