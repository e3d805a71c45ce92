import Foundation
import Testing
@testable import RecipositorySite

/// `SiteLoader.read` reads a file straight into its bytes (docs/performance.md); here compared with
/// Foundation's `contents(atPath:)`, the plain version, and the system's words for what it cannot read.
@Suite struct SiteLoaderReadTests {
    @Test func aFilesBytesAreFoundationsBytes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // Empty, one byte, and past the 64 KiB read after the size the file had.
        for size in [0, 1, 70_001, 1 << 20] {
            let path = root.appendingPathComponent("file-\(size)").path
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let read = try SiteLoader.read(path).get()
            let plain = [UInt8](try #require(FileManager.default.contents(atPath: path)))
            #expect(read == bytes && read == plain, "\(size) bytes")
        }
        // A file whose size says nothing (0): read to its end all the same.
        let status = try SiteLoader.read("/proc/self/status").get()
        #expect(String(decoding: status, as: UTF8.self).contains("Name:"))
        #expect(throws: SiteError.self) { try SiteLoader.read(root.path).get() }
        if case .failure(let error) = SiteLoader.read(root.path) { #expect(error.reason == "Is a directory") }
        if case .failure(let error) = SiteLoader.read(root.path + "/none") { #expect(error.reason == "No such file or directory") }
    }
}
