import Foundation

/// The previous site, hard-linked into the staging folder so an incremental write starts from
/// it: a file whose new bytes equal the old keeps its inode (and so its modification time), a
/// changed one is unlinked and written anew (never written through the link, which would change
/// the previous site as well), and what the new build no longer makes is removed before the swap.
/// The build still appears whole: the staging folder is swapped in as in a full write.
struct PreviousTree {
    /// The staging folder, holding links to every file of the previous site.
    let root: String

    /// Links every regular file and makes every folder of `site` in `staging`; nil when a link
    /// cannot be made (a file system without hard links): the write then makes every file anew
    /// (what was linked is left to be overwritten, each file unlinked first).
    static func link(_ site: String, into staging: String) -> PreviousTree? {
        guard let walker = FileManager.default.enumerator(atPath: site) else { return nil }
        while let relative = walker.nextObject() as? String {
            let from = site + "/" + relative, to = staging + "/" + relative
            var status = stat()
            guard lstat(from, &status) == 0 else { return nil }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                guard mkdir(to, 0o755) == 0 || errno == EEXIST else { return nil }
            case S_IFREG:
                guard Glibc.link(from, to) == 0 else { return nil }
            default:
                continue
            }
        }
        return PreviousTree(root: staging)
    }

    /// Whether `path` is a regular file holding exactly `bytes`.
    static func holds(_ bytes: [UInt8], at path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == bytes.count else { return false }
        guard case .success(let old) = SiteLoader.read(path) else { return false }
        return old == bytes
    }

    /// Removes a file (a link to the previous site's) so the next write makes a new one.
    static func unlink(_ path: String) {
        _ = Glibc.unlink(path)
    }

    /// Removes every file the new build did not write, and folders left empty; returns their paths.
    func removeStale(keeping kept: Set<String>) throws -> [String] {
        var gone: [String] = []
        var folders: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        while let relative = walker.nextObject() as? String {
            var status = stat()
            guard lstat(root + "/" + relative, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                folders.append(relative)
            } else if !kept.contains(relative) {
                guard Glibc.unlink(root + "/" + relative) == 0 else {
                    throw SiteError(path: root + "/" + relative, reason: "could not be removed (\(String(cString: strerror(errno))))")
                }
                gone.append(relative)
            }
        }
        // Deepest first; a folder that still holds something stays (rmdir refuses it).
        for folder in folders.sorted(by: { $0.count > $1.count }) { _ = rmdir(root + "/" + folder) }
        return gone
    }
}
