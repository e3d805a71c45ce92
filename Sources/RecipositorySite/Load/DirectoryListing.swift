import Foundation

/// A folder's entries with their kind, from `readdir`'s own type field: FileManager's
/// `contentsOfDirectory` plus a `fileExists` and `attributesOfItem` per entry took 520 ms for a
/// folder of 10,000 recipes, serially, before any recipe is read; this takes 10 ms
/// (`DirectoryListingTests` compares the two).
enum DirectoryListing {
    /// `special`: a named pipe, socket or device, which is never read (opening a pipe waits until
    /// something writes to it, so one in `content/` hung the build). `badName`: a name that is not
    /// UTF-8 (Latin-1 from an old archive), which no path of ours can reach.
    enum Kind { case file, directory, missing, special, badName }

    /// Like `contentsOfDirectory(atPath:)` followed by `fileExists(atPath:isDirectory:)` on each entry:
    /// symbolic links are followed, and a broken link is `.missing`; `isLink` says which were links.
    /// A name that is not UTF-8 is given with its other bytes written `\xE8`.
    /// A folder that cannot be listed throws a `SiteError` naming it and the system's reason.
    static func entries(of directory: String) throws -> [(name: String, kind: Kind, isLink: Bool)] {
        guard let stream = opendir(directory) else {
            throw SiteError(path: directory, reason: "this folder could not be read (\(String(cString: strerror(errno)))).")
        }
        defer { closedir(stream) }
        var entries: [(name: String, kind: Kind, isLink: Bool)] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                entries.append((shown(bytes), .badName, false))
                continue
            }
            if name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): entries.append((name, .file, false))
            case Int32(DT_DIR): entries.append((name, .directory, false))
            case Int32(DT_FIFO), Int32(DT_SOCK), Int32(DT_CHR), Int32(DT_BLK): entries.append((name, .special, false))
            default:   // links, or a file system without types
                let path = directory + "/" + name
                var status = stat()
                let isLink = lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
                entries.append((name, kind(of: path), isLink))
            }
        }
        return entries
    }

    /// Every entry under `root`, as a path relative to it, each folder before what it holds, with
    /// its kind from `readdir` (a symbolic link is `.special`, never followed): the walk of a
    /// built site's 57,495 files that an incremental build makes three times, without
    /// FileManager's enumerator and its `stat` and path strings for every entry. A folder that
    /// cannot be listed is left out.
    static func walk(_ root: String, _ visit: (_ relative: String, _ kind: Kind) throws -> Void) rethrows {
        try walk(root, under: "", visit)
    }

    private static func walk(_ root: String, under folder: String, _ visit: (String, Kind) throws -> Void) rethrows {
        guard let stream = opendir(folder.isEmpty ? root : root + "/" + folder) else { return }
        var names: [(String, Kind)] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self) else { continue }
            if name == "." || name == ".." { continue }
            let relative = folder.isEmpty ? name : folder + "/" + name
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): names.append((relative, .file))
            case Int32(DT_DIR): names.append((relative, .directory))
            case Int32(DT_UNKNOWN):   // a file system without types
                var status = stat()
                guard lstat(root + "/" + relative, &status) == 0 else { continue }
                let type = status.st_mode & S_IFMT
                names.append((relative, type == S_IFREG ? .file : type == S_IFDIR ? .directory : .special))
            default: names.append((relative, .special))
            }
        }
        closedir(stream)
        for (relative, kind) in names {
            try visit(relative, kind)
            if kind == .directory { try walk(root, under: relative, visit) }
        }
    }

    /// Every regular file under `root` (links not followed), as a path relative to it, with its
    /// `lstat` status: the built site's files an incremental build checks against its record.
    /// Each is looked at by its folder's descriptor (`fstatat`), not by its whole path, which the
    /// kernel would resolve again name by name for each of 57,777 files (10,000 recipes).
    /// A folder that cannot be listed is left out, as in `walk`.
    static func regularFiles(_ root: String, _ visit: (_ relative: String, _ status: stat) -> Void) {
        regularFiles(root, under: "", visit)
    }

    private static func regularFiles(_ root: String, under folder: String, _ visit: (String, stat) -> Void) {
        guard let stream = opendir(folder.isEmpty ? root : root + "/" + folder) else { return }
        let descriptor = dirfd(stream)
        var folders: [String] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self) else { continue }
            if name == "." || name == ".." { continue }
            let relative = folder.isEmpty ? name : folder + "/" + name
            let type = Int32(entry.pointee.d_type)
            if type == Int32(DT_DIR) {
                folders.append(relative)
                continue
            }
            guard type == Int32(DT_REG) || type == Int32(DT_UNKNOWN) else { continue }
            var status = stat()
            let found = withUnsafePointer(to: &entry.pointee.d_name) { name in
                name.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    fstatat(descriptor, $0, &status, AT_SYMLINK_NOFOLLOW) == 0
                }
            }
            guard found else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFREG: visit(relative, status)
            // A file system without types.
            case S_IFDIR: folders.append(relative)
            default: continue
            }
        }
        closedir(stream)
        for folder in folders { regularFiles(root, under: folder, visit) }
    }

    /// What `path` is, its links followed.
    static func kind(of path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .special
        }
    }

    /// A name's UTF-8 as it is, other bytes as `\xE8`.
    private static func shown(_ bytes: [UInt8]) -> String {
        var out = "", index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let width = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            if index + width <= bytes.count, let text = String(validating: bytes[index..<(index + width)], as: UTF8.self) {
                out += text
                index += width
            } else {
                out += "\\x" + String(byte, radix: 16, uppercase: true)
                index += 1
            }
        }
        return out
    }
}
