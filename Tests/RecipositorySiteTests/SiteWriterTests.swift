import Foundation
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
}
