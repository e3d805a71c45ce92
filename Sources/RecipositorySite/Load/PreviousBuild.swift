import Foundation
import RecipositoryCore

/// What load reads for an incremental build besides the site: the last build's record
/// (`BuildCache`), the files at the output as they are on disk now, and a hash of every file of
/// `content/` and `static/` that is not a recipe (a copied file or picture changed is a change).
struct PreviousBuild: Sendable {
    /// Where the record is kept, and where this build's goes.
    var location: URL
    var cache: BuildCache?
    var onDisk: [String: BuildCache.Identity]
    /// SHA-256 of each file's bytes, by `content/PATH` or `static/PATH`.
    var fileDigests: [String: String]

    static func read(layout: SiteLayout, loaded: SiteLoader.Loaded, writer: SiteWriter) -> PreviousBuild {
        let location = BuildCache.location(site: layout.root, output: writer.output)
        let recipes = Set(loaded.recipes.map(\.contentPath))
        let files = loaded.contentFiles.filter { !recipes.contains($0) }.map { ("content/" + $0, layout.content.appendingPathComponent($0)) }
            + loaded.staticFiles.map { ("static/" + $0, layout.staticFolder.appendingPathComponent($0)) }
        let digests = files.parallelMap { (file: (name: String, url: URL)) -> (String, String) in
            // An unreadable file has no digest of its own: the build that copies it will say why.
            var bytes: [UInt8] = [0]
            if case .success(let read) = SiteLoader.read(file.url.path) { bytes = [1] + read }
            var digest = Fingerprint("file")
            digest.add(bytes)
            return (file.name, digest.value)
        }
        let isSite = writer.occupant == .site
        return PreviousBuild(location: location, cache: isSite ? BuildCache.read(location) : nil,
                             onDisk: isSite ? BuildCache.identities(of: writer.output) : [:],
                             fileDigests: Dictionary(digests, uniquingKeysWith: { first, _ in first }))
    }

    /// Whether the site at the output is, file for file, the one the record describes.
    func isWhole(_ cache: BuildCache) -> Bool {
        onDisk.count == cache.files.count && cache.files.allSatisfy { onDisk[$0.key] == $0.value.identity }
    }

    /// The units whose key is the last build's and whose files are still as that build left
    /// them, with those files (kept from the previous site, not rendered); by unit index.
    func keptUnits(_ plan: RenderPlan, keys: [String]) -> [Int: [OfflineSite.Written]] {
        guard let cache else { return [:] }
        var kept: [Int: [OfflineSite.Written]] = [:]
        for (index, unit) in plan.units.enumerated() where cache.units[unit.pages[0].path] == keys[index] {
            let files = unit.pages.compactMap { page -> OfflineSite.Written? in
                guard let file = cache.files[page.path], onDisk[page.path] == file.identity else { return nil }
                return OfflineSite.Written(path: page.path, size: file.size, hash: file.hash, rewritten: false)
            }
            if files.count == unit.pages.count { kept[index] = files }
        }
        return kept
    }
}
