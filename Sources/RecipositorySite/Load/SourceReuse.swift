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

    /// Whether the file at `path` (absolute) is under no changed path.
    func isUnchanged(_ path: String) -> Bool {
        var path = Substring(path)
        while true {
            if changed.contains(String(path)) { return false }
            guard let slash = path.lastIndex(of: "/"), slash > path.startIndex else { return true }
            path = path[..<slash]
        }
    }
}
