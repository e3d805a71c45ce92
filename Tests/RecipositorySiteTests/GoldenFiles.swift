import Foundation
import Testing

/// Compares rendered files with the expected files under `Fixtures/render/golden/<name>/`.
/// `RECORD_GOLDEN=1` rewrites them; a missing or extra golden file fails the test.
enum GoldenFiles {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// The source folder (not the bundle copy), so recording updates the repository.
    static func directory(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "Fixtures/render/golden/\(name)", directoryHint: .isDirectory)
    }

    static func assertMatches(_ files: [String: [UInt8]], golden name: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let root = directory(name)
        if isRecording {
            try? FileManager.default.removeItem(at: root)
            for (path, bytes) in files {
                let url = root.appending(path: path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            }
            return
        }
        let expected = try read(root)
        for path in files.keys.sorted() {
            guard let golden = expected[path] else {
                Issue.record("no golden file for \(path); run with RECORD_GOLDEN=1 to record", sourceLocation: sourceLocation)
                continue
            }
            if golden != files[path]! {
                Issue.record("\(path) differs from its golden file:\n\(firstDifference(golden, files[path]!))",
                             sourceLocation: sourceLocation)
            }
        }
        for path in expected.keys.sorted() where files[path] == nil {
            Issue.record("golden file \(path) was not rendered", sourceLocation: sourceLocation)
        }
    }

    static func read(_ root: URL) throws -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        let prefix = root.standardizedFileURL.path + "/"
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return out
        }
        for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            out[String(url.standardizedFileURL.path.dropFirst(prefix.count))] = [UInt8](try Data(contentsOf: url))
        }
        return out
    }

    /// The first differing line, so a failure says where to look.
    static func firstDifference(_ expected: [UInt8], _ actual: [UInt8]) -> String {
        let a = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let b = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "<end>"
            let right = index < b.count ? String(b[index]) : "<end>"
            if left != right { return "line \(index + 1):\n- \(left)\n+ \(right)" }
        }
        return "(same lines, different bytes)"
    }
}
