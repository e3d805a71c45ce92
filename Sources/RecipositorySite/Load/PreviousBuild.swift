import Foundation
import RecipositoryCore

/// What load reads for an incremental build besides the site: the last build's record
/// (`BuildCache`), the files at the output as they are on disk now, and a hash of every file of
/// `content/` and `static/` that is not a recipe (a copied file or picture changed is a change),
/// and the program's own identity (`ProgramIdentity`), which the keys hold.
struct PreviousBuild: Sendable {
    /// Where the record is kept, and where this build's goes.
    var location: URL
    var cache: BuildCache?
    /// The parts of pages the last build kept (none when they do not read back whole).
    var parts: KeptParts
    /// The files at the output as they are on disk, by path; nil: as the record has them (a site a
    /// long-lived process wrote and remembers, not read back).
    var onDisk: [String: BuildCache.Identity]?
    /// SHA-256 of each file's bytes, by `content/PATH` or `static/PATH`; a picture's is its name in
    /// the picture cache (`PictureCache.key`: its bytes and the pictures' settings).
    var fileDigests: [String: String]
    /// The running program's GNU build id (or its file's hash).
    var program: String
    /// Each recipe's model as the last build that started afresh kept it; none for a site a
    /// long-lived process remembers (it keeps its own).
    var models = ModelCache()

    /// The site is the one a long-lived process remembers (`ServedSite`), written in place.
    var served = false

    /// The recipe files' keys the stat index gave (`SourceIndex`: their status as it recorded them,
    /// long enough ago), by the path shown; the others are hashed in plan.
    var recipeKeys: [String: String] = [:]
    /// Each other file's status as it was hashed, or as the index found it, for the next index.
    var fileStatuses: [String: SourceIndex.Status] = [:]
    /// How many files the stat index gave a key or hash, and how many were read and hashed.
    var indexed = (taken: 0, hashed: 0)
    /// The search index's files as the last build wrote them, by path, where they are still as it
    /// left them (`lastFiles`); empty for a site a long-lived process remembers.
    var lastSearchIndex: [String: [UInt8]] = [:]

    /// `index`: the sources' stat index beside the record (`SourceIndex`), as load read it.
    static func read(layout: SiteLayout, loaded: SiteLoader.Loaded, writer: SiteWriter, reuse: SourceReuse? = nil,
                     index: SourceIndex?) -> PreviousBuild {
        let location = BuildCache.location(site: layout.root, output: writer.output)
        let isSite = writer.occupant == .site
        let cache = isSite ? BuildCache.read(location) : nil
        let program = ProgramIdentity.read()
        // A walk that followed a link reads and hashes every file, as `serve` does: a link's target can change under it.
        let index = loaded.followedLinks ? nil : index
        let others = digests(layout: layout, loaded: loaded, reuse: reuse, index: index, program: program)
        var previous = PreviousBuild(location: location, cache: cache, parts: cache.map { parts(of: $0, at: location) } ?? KeptParts(),
                                     onDisk: isSite ? BuildCache.identities(of: writer.output) : [:],
                                     fileDigests: others.digests, program: program,
                                     models: ModelCache.read(ModelCache.location(beside: location)))
        if let index {
            previous.recipeKeys = Dictionary(loaded.recipes.compactMap { file in
                index.recipeKey(file.path, status: loaded.recipeStatuses[file.path], program: program).map { (file.path, $0) }
            }, uniquingKeysWith: { first, _ in first })
        }
        previous.fileStatuses = others.statuses
        previous.lastSearchIndex = lastFiles(SearchIndexFiles.paths, output: writer.output, cache: cache, onDisk: previous.onDisk)
        previous.indexed = (previous.recipeKeys.count + others.taken, loaded.recipes.count - previous.recipeKeys.count + others.digests.count - others.taken)
        return previous
    }

    /// The stat index this build leaves for the next: each source file's status as it was read,
    /// with its key (a recipe's, from `keys`) or hash.
    func sourceIndex(_ loaded: SiteLoader.Loaded, recipeKeys keys: [String: String]) -> SourceIndex {
        var index = SourceIndex(program: program, taken: loaded.started)
        for (path, status) in loaded.recipeStatuses {
            if let key = keys[path] { index.recipes[path] = SourceIndex.Entry(key: key, status: status) }
        }
        for (name, status) in fileStatuses {
            if let digest = fileDigests[name], digest != "unreadable" { index.files[name] = SourceIndex.Entry(key: digest, status: status) }
        }
        // Each picture by the name its hash has, with its size as load found it (`SiteLoader.pictureSizes`).
        for (name, status) in loaded.pictureStatuses {
            let path = String(name.drop(while: { $0 != "/" }).dropFirst())
            if let size = loaded.pictureSizes[path] { index.pictures[name] = SourceIndex.Entry(key: SourceIndex.sizeKey(size), status: status) }
        }
        return index
    }

    /// The site as the process that wrote it remembers it: its record and parts, and its files as
    /// the record has them (not read back, not walked); only the sources are read and hashed.
    static func remembered(_ site: ServedSite, layout: SiteLayout, loaded: SiteLoader.Loaded, writer: SiteWriter,
                           reuse: SourceReuse? = nil) -> PreviousBuild {
        PreviousBuild(location: BuildCache.location(site: layout.root, output: writer.output), cache: site.cache, parts: site.parts,
                      onDisk: nil, fileDigests: digests(layout: layout, loaded: loaded, reuse: reuse), program: site.program, served: true)
    }

    /// A hash of every file of `content/` and `static/` that is not a recipe; with `reuse`, the
    /// last build's of each file not changed since.
    static func digests(layout: SiteLayout, loaded: SiteLoader.Loaded, reuse: SourceReuse? = nil) -> [String: String] {
        digests(layout: layout, loaded: loaded, reuse: reuse, index: nil, program: "").digests
    }

    /// With `index`, a file whose status is the one it recorded (long enough ago) is not read: its
    /// hash is the index's. Each file's status as hashed or found is returned for the next index.
    static func digests(layout: SiteLayout, loaded: SiteLoader.Loaded, reuse: SourceReuse?, index: SourceIndex?, program: String)
        -> (digests: [String: String], statuses: [String: SourceIndex.Status], taken: Int) {
        // Only recipe files saved since the last read: no other file changed.
        if let reuse, loaded.derived?.from == reuse.loaded.id { return (reuse.digests, [:], 0) }
        let reuse = loaded.followedLinks ? nil : reuse
        let recipes = Set(loaded.recipes.map(\.contentPath))
        // Plain string paths: a URL made per file was most of a save's hashes taken from `reuse`.
        let (content, statics) = (layout.content.path + "/", layout.staticFolder.path + "/")
        let files = loaded.contentFiles.filter { !recipes.contains($0) }.map { ("content/" + $0, content + $0) }
            + loaded.staticFiles.map { ("static/" + $0, statics + $0) }
        let digests = files.parallelMap { (file: (name: String, path: String)) -> (String, String, SourceIndex.Status?, Bool) in
            if let reuse, let digest = reuse.digests[file.name], reuse.isUnchanged(file.path) { return (file.name, digest, nil, false) }
            if let index {
                let status = SourceIndex.Status.of(file.path)
                if let digest = index.digest(file.name, status: status, program: program) { return (file.name, digest, status, true) }
            }
            // An unreadable file has no digest of its own: the build that copies it will say why.
            guard case .success(let read) = SiteLoader.readWithStatus(file.path) else { return (file.name, "unreadable", nil, false) }
            // A picture by its name in the picture cache, so a picture kept keeps its copies there.
            if PictureFiles.format(file.name) != nil { return (file.name, PictureCache.key(read.bytes), read.status, false) }
            var digest = Fingerprint("file")
            digest.add(read.bytes)
            return (file.name, digest.value, read.status, false)
        }
        return (Dictionary(digests.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first }),
                Dictionary(digests.compactMap { name, _, status, _ in status.map { (name, $0) } }, uniquingKeysWith: { first, _ in first }),
                digests.count(where: \.3))
    }

    /// The parts kept beside the record, when the file is the one the record indexes.
    static func parts(of cache: BuildCache, at location: URL) -> KeptParts {
        guard !cache.parts.isEmpty, case .success(let bytes) = SiteLoader.read(BuildCache.partsLocation(location).path),
              bytes.count == cache.partsSize, cache.parts.values.allSatisfy({ $0.upperBound <= bytes.count }) else { return KeptParts() }
        return KeptParts(bytes: bytes, ranges: cache.parts)
    }

    /// The last build's files at `paths` of the site at `output` (its search index), read back
    /// in load when each is still as that build left it (its identity as load found it, and the
    /// size and hash of the bytes read now), by path; the index stage takes them when the
    /// record's keys of them are this build's (`searchIndex(key:)`).
    static func lastFiles(_ paths: [String], output: URL, cache: BuildCache?, onDisk: [String: BuildCache.Identity]?) -> [String: [UInt8]] {
        guard let cache, let onDisk else { return [:] }
        var found: [String: [UInt8]] = [:]
        for path in paths {
            guard cache.units[path] != nil, let file = cache.files[path], onDisk[path] == file.identity,
                  case .success(let bytes) = SiteLoader.read(output.path + "/" + path), bytes.count == file.size else { return [:] }
            var hash = FileHash()
            hash.add(bytes)
            guard hash.value == file.hash else { return [:] }
            found[path] = bytes
        }
        return found
    }

    /// The search index's files as the last build wrote them, when the record keys each as this
    /// build would (`BuildFingerprint.searchIndexFileKey` of `key`) and load read them back whole;
    /// nil otherwise: the index is made.
    func searchIndex(key: String) -> [OutputFile]? {
        guard let cache else { return nil }
        var files: [OutputFile] = []
        for path in SearchIndexFiles.paths {
            guard cache.units[path] == BuildFingerprint.searchIndexFileKey(key, path: path), let bytes = lastSearchIndex[path] else { return nil }
            files.append(OutputFile(path: path, contents: .bytes(bytes), origin: SearchIndexFiles.origin))
        }
        return files
    }

    /// Whether the site at the output is, file for file, the one the record describes.
    func isWhole(_ cache: BuildCache) -> Bool {
        guard let onDisk else { return true }
        return onDisk.count == cache.files.count && cache.files.allSatisfy { onDisk[$0.key] == $0.value.identity }
    }

    /// The groups of files (a render unit's pages, a picture's copies) whose key is the last
    /// build's and whose files are still as that build left them, with those files (kept from the
    /// previous site, not made again), by the group's index. A group is named in the record by
    /// its first path; a nil key is never kept.
    func kept(_ groups: [[String]], keys: [String?]) -> [Int: [OfflineSite.Written]] {
        guard let cache else { return [:] }
        var kept: [Int: [OfflineSite.Written]] = [:]
        for (index, paths) in groups.enumerated() {
            guard let first = paths.first, let key = keys[index], cache.units[first] == key else { continue }
            let files = paths.compactMap { path -> OfflineSite.Written? in
                guard let file = cache.files[path], onDisk.map({ $0[path] == file.identity }) ?? true else { return nil }
                return OfflineSite.Written(path: path, size: file.size, hash: file.hash, rewritten: false)
            }
            if files.count == paths.count { kept[index] = files }
        }
        return kept
    }
}
