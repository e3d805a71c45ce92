import Foundation

/// What a long-lived process (`serve`) read of the sources in its last build, and the paths
/// changed since (its watcher's, `SourceWatcher`): load takes a recipe's bytes, a picture's size
/// and a file's hash from it for every file not under a changed path, and reads only the others.
/// The folders are still walked (a file made, moved or removed is found as `build` finds it),
/// and `recipository.yml` and `Templates/` read (a few small files). A site whose walk followed
/// a link is read whole: a link's target changes where the watcher does not look.
struct SourceReuse: Sendable {
    var loaded: SiteLoader.Loaded
    /// `PreviousBuild.digests` of that build, by `content/PATH` or `static/PATH`.
    var digests: [String: String]
    /// Absolute paths of files and folders changed since (a folder: everything in it).
    var changed: Set<String>

    /// The last walk's files of `content/` and `static/`, when it would find the same: every changed
    /// path is a file it listed and still a regular file (an edit, or a save by a rename over it).
    /// A file made, removed or renamed, a folder, a link, anything else: nil, and the folders are
    /// walked. Paths outside both folders (`recipository.yml`, `Templates/`) change no list.
    func listing(_ layout: SiteLayout) -> (content: Set<String>, static: Set<String>)? {
        guard !loaded.followedLinks else { return nil }
        let roots = [(layout.content.path + "/", loaded.contentFiles), (layout.staticFolder.path + "/", loaded.staticFiles)]
        for path in changed {
            // Either folder, or one holding it, made, moved or removed.
            if roots.contains(where: { $0.0.hasPrefix(path + "/") }) { return nil }
            guard let (root, files) = roots.first(where: { path.hasPrefix($0.0) }) else { continue }
            var status = stat()
            guard files.contains(String(path.dropFirst(root.count))), lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        }
        return (loaded.contentFiles, loaded.staticFiles)
    }

    /// Whether the file at `path` (absolute) is under no changed path.
    func isUnchanged(_ path: String) -> Bool {
        // A save changes a path or two: each is compared with the file's, rather than every folder
        // of the file's path made into a string and looked up (7.8% of a save at 10,000 recipes).
        if changed.count <= 8 {
            let file = path.utf8
            return !changed.contains { changed in
                let folder = changed.utf8
                guard file.starts(with: folder) else { return false }
                return file.count == folder.count || file[file.index(file.startIndex, offsetBy: folder.count)] == UInt8(ascii: "/")
            }
        }
        var path = Substring(path)
        while true {
            if changed.contains(String(path)) { return false }
            guard let slash = path.lastIndex(of: "/"), slash > path.startIndex else { return true }
            path = path[..<slash]
        }
    }
}
