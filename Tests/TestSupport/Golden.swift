import Foundation

/// Compares outputs with golden files kept in the repository. `RECORD_GOLDEN=1` writes the
/// outputs as the new golden files and fails, so a recording run is never mistaken for a pass;
/// a missing golden file fails too.
public enum Golden {
    public struct Mismatch: Error, CustomStringConvertible {
        public let description: String
    }

    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// Every file of `files` (site path → bytes) against the folder `root`, which must hold
    /// exactly these files.
    public static func check(_ files: [String: [UInt8]], folder root: URL) throws {
        if isRecording {
            try? FileManager.default.removeItem(at: root)
            for (path, bytes) in files { try write(bytes, to: root.appending(path: path)) }
            throw Mismatch(description: "Re-recorded \(files.count) golden files in \(root.path); run again without RECORD_GOLDEN.")
        }
        let expected = try read(root)
        var problems: [String] = []
        for path in files.keys.sorted() {
            if let golden = expected[path] {
                if golden != files[path]! {
                    problems.append("\(path) differs from its golden file:\n\(firstDifference(golden, files[path]!))")
                }
            } else {
                problems.append("no golden file for \(path); run with RECORD_GOLDEN=1 to record")
            }
        }
        for path in expected.keys.sorted() where files[path] == nil {
            problems.append("golden file \(path) was not made")
        }
        if !problems.isEmpty { throw Mismatch(description: problems.joined(separator: "\n")) }
    }

    /// One text against one golden file.
    public static func check(_ text: String, file: URL) throws {
        if isRecording {
            try write(Array(text.utf8), to: file)
            throw Mismatch(description: "Re-recorded \(file.path); run again without RECORD_GOLDEN.")
        }
        guard let expected = FileManager.default.contents(atPath: file.path) else {
            throw Mismatch(description: "No golden file \(file.path); run with RECORD_GOLDEN=1 to record it.")
        }
        if [UInt8](expected) != Array(text.utf8) {
            throw Mismatch(description: "\(file.lastPathComponent) differs from its golden file:\n\(firstDifference([UInt8](expected), Array(text.utf8)))")
        }
    }

    /// Every regular file below `root`, by path relative to it; none when `root` is missing.
    public static func read(_ root: URL) throws -> [String: [UInt8]] {
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

    private static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
}
