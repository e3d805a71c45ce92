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
        struct Stopped: Error {}
        do {
            try DirectoryListing.walk(site) { relative, kind in
                switch kind {
                case .directory:
                    guard mkdir(staging + "/" + relative, 0o755) == 0 || errno == EEXIST else { throw Stopped() }
                case .file:
                    guard Glibc.link(site + "/" + relative, staging + "/" + relative) == 0 else { throw Stopped() }
                case .missing, .special, .badName:
                    return
                }
            }
        } catch {
            return nil
        }
        return PreviousTree(root: staging)
    }

    /// The spare (`BuildCache.spare`: the site before the last, which the last build kept) taken
    /// as the staging folder and made the last build's site again: at each path where the two
    /// differ, the last site's file linked in, or the spare's removed when the last has none. Every
    /// other file of the spare is the last site's already (the same inode: each build starts from
    /// the one before), so a build costs what changed in the last two rather than a link per file.
    /// Nil when there is no spare to take or it cannot be made so (what was taken is deleted): the
    /// caller links the whole site instead.
    static func sync(_ spare: String, as staging: String, from site: String, last: BuildCache) -> PreviousTree? {
        guard let differs = last.spare, rename(spare, staging) == 0 else { return nil }
        struct Stopped: Error {}
        do {
            _ = try SiteWriter.removeStale(differs.filter { last.files[$0] == nil }, keeping: [], in: staging)
            let present = differs.filter { last.files[$0] != nil }
            try SiteWriter.makeDirectories(for: present, in: staging)
            for path in present {
                let target = staging + "/" + path
                guard Glibc.unlink(target) == 0 || errno == ENOENT, Glibc.link(site + "/" + path, target) == 0 else { throw Stopped() }
            }
        } catch {
            SiteWriter.removeTree(URL(fileURLWithPath: staging))
            return nil
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
        try DirectoryListing.walk(root) { relative, kind in
            if kind == .directory {
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
