import Foundation

/// A fresh folder under the system's temporary folder, removed when the test is done with it.
public final class TemporaryFolder {
    public let url: URL

    public init(_ name: String = "recipository") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    public func path(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    public func write(_ relative: String, _ text: String) throws {
        let file = path(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Every file below `folder`, relative path to bytes.
    public static func tree(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [:] }
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files[String(url.standardizedFileURL.path.dropFirst(base.count))] = FileManager.default.contents(atPath: url.path)
        }
        return files
    }
}
