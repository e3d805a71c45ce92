import Foundation
import RecipositoryCore
import Testing
@testable import RecipositorySite

@Suite struct PreviousTreeTests {
    /// An incremental write leaves a file whose bytes did not change as it was (same inode, same
    /// time), writes a changed one as a new file (the previous site's copy untouched until the swap),
    /// removes what is no longer made, and names exactly those files.
    @Test func anIncrementalWriteTouchesOnlyTheFilesWhoseBytesChange() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("previous-tree-\(UUID().uuidString)")
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: root) }
        let output = root.appendingPathComponent("public")
        let picture = root.appendingPathComponent("pie.jpg")
        try Data([0xff, 0xd8, 1, 2, 3]).write(to: picture)
        func write(_ pages: [String: String], incremental: Bool = true) throws -> SiteWriter.Written {
            let files = pages.sorted { $0.key < $1.key }.map { OutputFile(path: $0.key, contents: .bytes(Array($0.value.utf8)), origin: "test") }
                + [OutputFile(path: "pix/pie.jpg", contents: .copy(from: picture), origin: "test")]
            return try SiteWriter(output: output, incremental: incremental).write(files, units: 0, unitPaths: [], times: StageTimes(), render: { _ in [] })
        }
        func identity(_ path: String) throws -> [Int] {
            var status = stat()
            guard stat(output.appendingPathComponent(path).path, &status) == 0 else { throw SiteError(path: path, reason: "missing") }
            return [Int(status.st_ino), Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec)]
        }

        let first = try write(["index.html": "home", "recipes/pie/index.html": "pie", "recipes/tart/index.html": "tart"])
        #expect(first.changed == nil, "a first build has no previous site to start from")
        let home = try identity("index.html"), pie = try identity("recipes/pie/index.html"), photo = try identity("pix/pie.jpg")
        // The previous site's page, held open as a reader would: written through its link, it would change.
        let kept = try FileHandle(forReadingFrom: output.appendingPathComponent("recipes/pie/index.html"))

        usleep(20_000)
        let second = try write(["index.html": "home", "recipes/pie/index.html": "pie, with cream", "recipes/cake/index.html": "cake"])
        #expect(second.changed == ["recipes/cake/index.html", "recipes/pie/index.html", "recipes/tart/index.html"])
        #expect(try identity("index.html") == home)
        #expect(try identity("pix/pie.jpg") == photo)
        #expect(try identity("recipes/pie/index.html") != pie)
        #expect(try String(contentsOf: output.appendingPathComponent("recipes/pie/index.html"), encoding: .utf8) == "pie, with cream")
        #expect(!manager.fileExists(atPath: output.appendingPathComponent("recipes/tart").path), "an emptied folder goes too")
        #expect(String(decoding: try kept.readToEnd() ?? Data(), as: UTF8.self) == "pie")
        #expect(manager.fileExists(atPath: output.appendingPathComponent(SiteWriter.markerName).path))

        let third = try write(["index.html": "home", "recipes/pie/index.html": "pie, with cream", "recipes/cake/index.html": "cake"])
        #expect(third.changed == [], "the same site again writes nothing")
    }
}
