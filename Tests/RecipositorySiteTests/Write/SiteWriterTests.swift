import Foundation
import RecipositoryCore
import Testing
@testable import RecipositorySite

@Suite struct SiteWriterTests {
    /// The previous site goes whole, and a link in it to a folder elsewhere is removed, not followed.
    @Test func removingThePreviousSiteTakesAllOfItAndNothingElse() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("site-writer-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let site = root.appendingPathComponent("previous"), outside = root.appendingPathComponent("keep")
        for folder in ["recipes/a", "recipes/b/deeper", "assets"] {
            try manager.createDirectory(at: site.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        for file in ["index.html", "recipes/a/index.html", "recipes/b/deeper/x.txt", "assets/style.css"] {
            try Data("x".utf8).write(to: site.appendingPathComponent(file))
        }
        try Data("mine".utf8).write(to: outside.appendingPathComponent("precious.txt"))
        try manager.createSymbolicLink(at: site.appendingPathComponent("recipes/linked"), withDestinationURL: outside)
        try manager.createSymbolicLink(at: site.appendingPathComponent("top-link"), withDestinationURL: outside)

        SiteWriter.removeTree(site)

        #expect(!manager.fileExists(atPath: site.path))
        #expect(try String(contentsOf: outside.appendingPathComponent("precious.txt"), encoding: .utf8) == "mine")
    }

    /// Folders left by builds that were killed: deleted, unless one is the previous site and the
    /// output is missing (killed between the two renames), which is put back. A build that is
    /// still running (here: this process, and process 1) keeps its folders.
    @Test func leftoversOfInterruptedBuildsAreTidied() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("site-writer-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let output = root.appendingPathComponent("public")
        let gone = Int32.max  // above any process id the kernel hands out
        func folder(_ name: String, file: String) throws {
            try manager.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: root.appendingPathComponent(name).appendingPathComponent("index.html"))
        }
        try folder(".public.previous-\(gone)", file: "previous site")
        try folder(".public.building-\(gone)", file: "half made")
        try folder(".public.building-1", file: "another build, running")
        try folder(".public.building-\(getpid())", file: "this build")
        try folder(".publicity.building-\(gone)", file: "not ours")

        SiteWriter(output: output).tidyLeftovers()
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "previous site")
        #expect(try manager.contentsOfDirectory(atPath: root.path).sorted()
            == [".public.building-1", ".public.building-\(getpid())", ".publicity.building-\(gone)", "public"])

        // With the output in place, a retired site left behind is deleted.
        try folder(".public.previous-\(gone)", file: "older site")
        SiteWriter(output: output).tidyLeftovers()
        #expect(!manager.fileExists(atPath: root.appendingPathComponent(".public.previous-\(gone)").path))
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "previous site")
    }

    /// A copy that cannot read its source says so, naming the source (it once said "could not be written").
    @Test func anUnreadableSourceIsNamedAsUnreadable() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("site-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = root.appendingPathComponent("static/gone.jpg").path
        do {
            var hash = FileHash()
            try SiteWriter.copyFile(missing, to: root.appendingPathComponent("out.jpg").path, hashing: &hash)
            Issue.record("copying a missing file succeeded")
        } catch let error as SiteError {
            #expect(error.description == "\(missing): could not be read (No such file or directory)")
        }
    }

    /// The offline copy's name follows a copied picture's bytes, not its size: one replaced by
    /// another of the same size (a retouched photo) names a new build, so phones fetch it again.
    @Test func aPictureReplacedBySameSizeBytesRenamesTheOfflineBuild() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("site-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let picture = root.appendingPathComponent("pie.jpg")
        let output = root.appendingPathComponent("public")
        func version(_ bytes: [UInt8]) throws -> String {
            try Data(bytes).write(to: picture)
            let files = [OutputFile(path: "index.html", contents: .bytes(Array("<h1>Pie</h1>".utf8)), origin: "test"),
                         OutputFile(path: "pix/pie.jpg", contents: .copy(from: picture), origin: "test")]
            try SiteWriter(output: output).write(files, units: 0, unitPaths: [], times: StageTimes(),
                                                 finishing: { [OfflineSite.worker($0)] }, render: { _ in [] })
            #expect(try Data(contentsOf: output.appendingPathComponent("pix/pie.jpg")) == Data(bytes))
            let worker = try String(contentsOf: output.appendingPathComponent("sw.js"), encoding: .utf8)
            return String(try #require(worker.firstMatch(of: /"version":"([0-9a-f]+)"/)?.1))
        }
        let large = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }  // several reads of the copy's buffer
        let first = try version(large)
        var retouched = large
        retouched[150_000] ^= 0xff
        let second = try version(retouched)
        #expect(first != second)
        #expect(try version(large) == first, "the same bytes name the same build")
    }
}
