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

    /// The recipe files changed, by their index in the last read's recipes, when they are all that
    /// changed: every changed path is a recipe file it read, still a regular file (an edit, or a
    /// save by a rename over it). Then nothing else needs a look, not even a pass over the other
    /// files: the watcher reports `recipository.yml`, `Templates/` and every other file. Nil
    /// otherwise, or when nothing changed.
    func savedRecipes(_ layout: SiteLayout) -> [Int]? {
        guard !loaded.followedLinks, loaded.picturesRead, !changed.isEmpty, changed.count <= 64 else { return nil }
        let root = layout.content.path + "/"
        let recipes = loaded.recipes
        var saved: [Int] = []
        for path in changed {
            guard path.hasPrefix(root) else { return nil }
            let contentPath = String(path.dropFirst(root.count))
            // The recipes are in their content paths' order (`SiteLoader.load`).
            var (low, high) = (0, recipes.count)
            while low < high {
                let middle = (low + high) / 2
                if recipes[middle].contentPath < contentPath { low = middle + 1 } else { high = middle }
            }
            var status = stat()
            guard low < recipes.count, recipes[low].contentPath == contentPath, lstat(path, &status) == 0,
                  status.st_mode & S_IFMT == S_IFREG else { return nil }
            saved.append(low)
        }
        return saved.sorted()
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
