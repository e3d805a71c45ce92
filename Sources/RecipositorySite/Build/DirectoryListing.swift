import Foundation

/// A folder's entries with their kind, from `readdir`'s own type field: `contentsOfDirectory`
/// plus a `fileExists` per entry cost a URL and a `stat` per file, serially, before any recipe is read.
enum DirectoryListing {
    enum Kind { case file, directory, missing }

    /// Like `contentsOfDirectory(atPath:)` followed by `fileExists(atPath:isDirectory:)` on each entry:
    /// symbolic links are followed, and a broken link is `.missing`.
    static func entries(of directory: String) throws -> [(name: String, kind: Kind)] {
        guard let stream = opendir(directory) else {
            // Let FileManager throw its usual error for a folder that cannot be listed.
            return try FileManager.default.contentsOfDirectory(atPath: directory).map { ($0, kind(of: directory + "/" + $0)) }
        }
        defer { closedir(stream) }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): entries.append((name, .file))
            case Int32(DT_DIR): entries.append((name, .directory))
            default: entries.append((name, kind(of: directory + "/" + name)))   // links, or a file system without types
            }
        }
        return entries
    }

    private static func kind(of path: String) -> Kind {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        return isDirectory.boolValue ? .directory : .file
    }
}
