import Foundation
import RecipositoryMarkdown
import Testing

/// `build` swaps its new site in with one `renameat2(RENAME_EXCHANGE)`: both paths exist before
/// and after, each now naming what the other named.
@Suite struct PathExchangeTests {
    @Test func twoFoldersAreSwappedInOneStep() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("exchange-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let old = root.appendingPathComponent("public"), new = root.appendingPathComponent(".public.building-1")
        for (folder, text) in [(old, "old site"), (new, "new site")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("index.html"))
        }
        #expect(PathExchange.exchange(new.path, old.path) == 0)
        #expect(try String(contentsOf: old.appendingPathComponent("index.html"), encoding: .utf8) == "new site")
        #expect(try String(contentsOf: new.appendingPathComponent("index.html"), encoding: .utf8) == "old site")
        // Nothing to swap with: the system's own error number, nothing moved.
        #expect(PathExchange.exchange(root.appendingPathComponent("missing").path, old.path) == ENOENT)
        #expect(try String(contentsOf: old.appendingPathComponent("index.html"), encoding: .utf8) == "new site")
    }
}
