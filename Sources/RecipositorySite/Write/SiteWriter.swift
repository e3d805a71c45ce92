import Foundation
import RecipositoryMarkdown
import RecipositoryPictures
import RecipositoryCore

/// The pipeline's last stage and the only one that writes. The site is written into a new
/// folder beside the output and swapped in only when every file is written, so a failed or
/// interrupted build leaves the previous site as it was. Nothing outside the output is touched
/// but the pictures' cache (`PictureCache`).
public struct SiteWriter: Sendable {
    public var output: URL
    /// Take over a folder this program did not make: it is moved aside (`DIR.previous`), never deleted.
    public var force: Bool

    /// Written into every site: a folder holding it was made by a build, so the next build may
    /// replace it whole. Any other folder with something in it is the user's own.
    public static let markerName = ".recipository-site"
    static let markerText = "This folder was made by `recipository build`; the next build replaces it whole.\n"

    /// Where the pictures' copies are kept between builds (the site's `.recipository/cache/`).
    var pictureCache: PictureCache?
    /// Start the new tree from the previous site (`PreviousTree`): a file whose bytes did not
    /// change keeps its inode and modification time, and only changed files are written.
    public var incremental: Bool

    public init(output: URL, force: Bool = false, pictureCache site: URL? = nil, incremental: Bool = false) {
        self.output = output.standardizedFileURL
        self.force = force
        self.incremental = incremental
        pictureCache = site.map(PictureCache.init(site:))
    }

    /// What a write did: where a folder taken over with `force` went, and, for an incremental
    /// write, the paths whose bytes changed, appeared or went (nil: everything was written anew).
    public struct Written: Sendable {
        public var movedAside: URL?
        public var changed: [String]?
        /// How many pages were rendered (the others were kept from the previous site).
        public var rendered: Int = 0
        /// The site as written, for a process that keeps it (`remember`); nil when its record could not be made.
        var served: ServedSite?
        /// Saves the record and the parts for the next process (`writeInPlace`): left to the caller,
        /// so a page can be told to reload before. Until it runs there is no record on disk (the
        /// last one was removed before the first file was replaced), so a process that dies first
        /// leaves none, never a wrong one. True when the record and parts on disk are then the
        /// ones in `served`.
        var save: (@Sendable () -> Bool)?
    }

    /// What is at the output now: nothing, an empty folder, a site a build made, or someone's folder.
    enum Occupant { case nothing, empty, site, foreign }

    var occupant: Occupant {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: output.path) else {
            return FileManager.default.fileExists(atPath: output.path) ? .foreign : .nothing
        }
        if names.isEmpty { return .empty }
        return names.contains(Self.markerName) ? .site : .foreign
    }

    /// Refuses outputs that would overwrite the site or its sources: the site folder, `content/`,
    /// `static/`, `Templates/`, a folder containing any of them, the home folder or `/`; and a
    /// folder inside the sources, which the next build would read back as part of the site (but
    /// for a plain folder of recipes' own `public/`, which loading leaves out).
    public func checkSafe(site: SiteLayout) throws {
        let out = output.resolvingSymlinksInPath().path
        let protected = [site.root, site.content, site.staticFolder, site.templates].map { $0.resolvingSymlinksInPath().path }
        let sources = [site.content, site.staticFolder, site.templates].map { $0.resolvingSymlinksInPath().path }
        let home = FileManager.default.homeDirectoryForCurrentUser.resolvingSymlinksInPath().path
        let refuse: String?
        if out == "/" || out == home {
            refuse = "This would replace \(out == "/" ? "the whole disk" : "your home folder")."
        } else if let hit = protected.first(where: { $0 == out || $0.hasPrefix(out + "/") }) {
            refuse = "This folder holds the site's own files (\(hit)); building here would delete them."
        } else if let hit = sources.first(where: { out.hasPrefix($0 + "/") }),
                  out != site.outputInsideContent.map({ site.content.appendingPathComponent($0).resolvingSymlinksInPath().path }) {
            refuse = "This folder is inside the site's sources (\(hit)); the next build would read the site back into itself."
        } else {
            refuse = nil
        }
        if let refuse { throw SiteError(path: output.path, reason: "refusing to build into this folder. \(refuse) Choose another --output.") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw SiteError(path: output.path, reason: "refusing to build here: it is a file, not a folder.")
        }
        // `--force` moves a folder aside whole, which for `/etc` or `/home` breaks the system.
        if occupant == .foreign, (out as NSString).deletingLastPathComponent == "/" || home.hasPrefix(out + "/") {
            throw SiteError(path: output.path, reason: "refusing to build here: this is one of the system's own folders, "
                + "and it has files that a build did not make; not even --force moves it aside. Choose an empty or new folder with --output.")
        }
        if !force, occupant == .foreign {
            throw SiteError(path: output.path, reason: "refusing to build here: this folder has files that a build did not make "
                + "(it has no \(Self.markerName)), and building would replace them all. Choose an empty or new folder with "
                + "--output, or add --force to move this folder aside to \(Self.movedAsideName(output).lastPathComponent) and build here.")
        }
    }

    /// Where `--force` moves a folder it takes over: `DIR.previous`, or `DIR.previous-2`, `-3`...
    /// when that is taken, so nothing is ever overwritten.
    static func movedAsideName(_ output: URL) -> URL {
        let parent = output.deletingLastPathComponent()
        var candidate = parent.appendingPathComponent(output.lastPathComponent + ".previous")
        var number = 2
        while (try? FileManager.default.attributesOfItem(atPath: candidate.path)) != nil {
            candidate = parent.appendingPathComponent(output.lastPathComponent + ".previous-\(number)")
            number += 1
        }
        return candidate
    }

    /// Writes the site into a fresh folder beside the output, then swaps it in. `files` are
    /// written as they are; `units` more are made by `render` (once each, on every core) at
    /// paths among `unitPaths`, and each is written as soon as it is made, so the whole site is
    /// never in memory at once.
    /// `finishing` makes the last files from what was written (the service worker lists them all).
    /// `keep`: units, and then `files` (numbered after the units), whose files, as the previous
    /// site has them, are this build's too (an incremental build's, by their keys): with the
    /// previous site linked in they are not rendered, read or compared, else they are; a kept
    /// picture's copies stay in the picture cache by its key in `pictureKeys` (by origin, as load
    /// named it). `record`: the build cache's record, saved once the site is in place, with the
    /// parts of pages kept beside it: the articles written and `madeParts` (the cards made),
    /// asked for once every page is written. `linked`: the previous site's files as load found
    /// them, which a file linked from it and not written again still is (its inode, size and
    /// time), so only the files written are looked at for the record, not every file of the site.
    /// Returns where a folder taken over with `force` was moved, if one was, and what changed.
    @discardableResult
    public func write(_ files: [OutputFile], units: Int, unitPaths: [String], times: StageTimes,
                      keep: [Int: [OfflineSite.Written]] = [:], pictureKeys: [String: String] = [:], record: BuildCache.Pending? = nil,
                      finishing: (([OfflineSite.Written]) -> [OutputFile])? = nil,
                      madeParts: (() -> [(String, [UInt8])])? = nil, remember: Bool = false, linked: [String: BuildCache.Identity]? = nil,
                      last: BuildCache? = nil, render: @Sendable (Int) -> [RenderPlan.Page]) throws -> Written {
        let manager = FileManager.default
        let parent = output.deletingLastPathComponent()
        try Self.makeFolder(parent)
        let staging = parent.appendingPathComponent(Self.leftoverPrefix(of: output, "building") + String(getpid()))
        let retired = parent.appendingPathComponent(Self.leftoverPrefix(of: output, "previous") + String(getpid()))
        tidyLeftovers()
        // The last record describes the site about to be replaced: gone first, so a build cut off
        // after the swap leaves none rather than a wrong one.
        if let record { _ = unlink(record.location.path) }
        try? manager.removeItem(at: staging)
        // The site before the last, which the last build kept (`BuildCache.spare`), made the last
        // build's site again where they differ; else the last build's site linked file by file.
        let spare = record.map { BuildCache.spareLocation($0.location).path }
        let synced = if incremental, occupant == .site, let spare, let last {
            times.measure(.write) { PreviousTree.sync(spare, as: staging.path, from: output.path, last: last) }
        } else {
            PreviousTree?.none
        }
        if synced == nil { try makeStaging(staging) }
        let previous = synced ?? (incremental && occupant == .site ? times.measure(.write) { PreviousTree.link(output.path, into: staging.path) } : nil)
        if incremental, previous == nil, occupant == .site {
            // Linking stopped part way (a file system without hard links): what was linked goes,
            // or a full write would write through the links into the previous site.
            Self.removeTree(staging)
            try makeStaging(staging)
        }
        let reuse = previous != nil
        // The staging folder holds the last build's site, file for file as its record has it.
        let whole = previous != nil ? last : nil
        let keep = reuse ? keep : [:]
        // The parts of pages (articles, cards), kept beside the record for the next build.
        // A build that starts afresh and keeps most pages (so makes few parts) adds its parts to the
        // last build's file (whose record is gone) rather than copying every part into a new one.
        let keepsMost = 2 * keep.keys.reduce(0) { $1 < units ? $0 + 1 : $0 } >= units
        let parts = record.flatMap { record in
            record.parts.keys.isEmpty ? nil : PartSink(beside: record.location, keepingBytes: remember,
                                                       appendingTo: remember || !keepsMost ? nil : record.parts)
        }
        var changed: [String]?
        var written: [OfflineSite.Written] = []
        do {
            try times.measure(.write) {
                try Self.makeDirectories(for: (files.map(\.path) + unitPaths).filter { whole?.files[$0] == nil }, in: staging.path)
            }
            written = try Self.writeAll(files, units: units, into: staging.path, times: times, pictureCache: pictureCache, reuse: reuse,
                                        keep: keep, pictureKeys: pictureKeys, articles: parts, render: render)
            for (key, bytes) in madeParts?() ?? [] { parts?.add(key, bytes) }
            for file in finishing?(written) ?? [] {
                if case .bytes(let bytes) = file.contents {
                    let rewritten = try Self.writeFile(bytes, to: staging.path + "/" + file.path, reuse: reuse)
                    written.append(OfflineSite.Written(path: file.path, size: bytes.count, hash: 0, rewritten: rewritten))
                }
            }
            try Self.writeFile(Array(Self.markerText.utf8), to: staging.path + "/" + Self.markerName, reuse: reuse)
            if let previous {
                let gone = try times.measure(.write) {
                    let keeping = Set(written.map(\.path) + [Self.markerName])
                    return try whole.map { try Self.removeStale($0.files.keys, keeping: keeping, in: staging.path) }
                        ?? previous.removeStale(keeping: keeping)
                }
                changed = (written.filter(\.rewritten).map(\.path) + gone).sorted()
            }
        } catch {
            try? manager.removeItem(at: staging)
            parts?.discard()
            // Named by where the file was going, not by the hidden folder it was written in.
            let cause = (error as? SiteError).map {
                "\($0.path.replacingOccurrences(of: staging.path, with: output.path)) \($0.reason.trimmingCharacters(in: ["."]))"
            } ?? Self.reason(error)
            throw SiteError(path: output.path, reason: "the site could not be written: \(cause); the previous site is unchanged.")
        }
        var served: ServedSite?
        let movedAside = try times.measure(.write) {
            // The site replaced is kept as the next build's spare when this one's record can say
            // where they differ: it started from it, and is not a served site (changed in place later).
            let keepSpare = whole != nil && changed != nil && !remember
            let movedAside = try swap(in: staging, retiring: retired, spare: keepSpare ? spare : nil)
            if !keepSpare, let spare, Self.isFolder(spare) { Self.removeTree(URL(fileURLWithPath: spare)) }
            // Only now: a build that failed used only some of the copies the site still needs.
            pictureCache?.prune()
            if var record {
                if let kept = parts?.finish(record.parts, at: record.location) {
                    (record.cache.parts, record.cache.partsSize) = (kept.ranges, kept.size)
                }
                if keepSpare, let spare, Self.isFolder(spare) { record.cache.spare = changed }
                // Started from the previous site: a file not written again is the one load found there.
                let onDisk = if previous != nil, let linked {
                    Self.identities(of: written, in: output.path) { linked[$0] }
                } else {
                    BuildCache.identities(of: output)
                }
                let saved = Self.save(record, written: written, output: output, onDisk: onDisk)
                // Keyed by what each is made from, so kept whatever became of the record.
                if let models = record.models, !models.isLast {
                    let location = ModelCache.location(beside: record.location)
                    // A few models made: added at the end of the last file, not the whole 68 MB again (10,000 recipes).
                    let appended = models.appended.map { Self.append($0.bytes, to: location.path, size: $0.size, from: $0.at) }
                    if appended != true { _ = Self.store(models.encoded, at: location) }
                }
                // Each file's status with its key, whatever became of the record.
                if let sources = record.sources { _ = Self.store(sources.encoded(), at: SourceIndex.location(beside: record.location)) }
                if remember, let saved {
                    served = ServedSite(cache: saved, parts: parts?.keptParts ?? KeptParts(), program: "")
                }
            }
            return movedAside
        }
        return Written(movedAside: movedAside, changed: changed,
                       rendered: unitPaths.count - keep.filter { $0.key < units }.values.reduce(0) { $0 + $1.count }, served: served)
    }

    /// The hidden staging folder is ours, not the user's: a failure names the folder it goes in.
    private func makeStaging(_ staging: URL) throws {
        guard mkdir(staging.path, 0o755) != 0 else { return }
        throw SiteError(path: output.path, reason: "the site could not be written: no folder can be made in "
            + "\(staging.deletingLastPathComponent().path) (\(String(cString: strerror(errno)))); the previous site is unchanged.")
    }

    /// The build cache's record of the site now in place: each file written with its identity on
    /// disk (`onDisk`: every file of the site). Written whole under a temporary name, then renamed;
    /// one that cannot be written only makes the next build a full one. Returns the record, nil
    /// when it does not describe the site.
    @discardableResult
    static func save(_ record: BuildCache.Pending, written: [OfflineSite.Written], output: URL,
                     onDisk: [String: BuildCache.Identity]) -> BuildCache? {
        guard let cache = recorded(record, written: written, onDisk: onDisk), store(cache, at: record.location) else { return nil }
        return cache
    }

    /// Each file's identity on disk now, under `root`: a file not written again (`rewritten` false)
    /// is the one it was before (`before`, when known); the others are looked at. For a site of
    /// 57,778 files, walking it after the swap was a twentieth of an incremental build's CPU.
    static func identities(of written: [OfflineSite.Written], in root: String,
                           before: (String) -> BuildCache.Identity?) -> [String: BuildCache.Identity] {
        var onDisk: [String: BuildCache.Identity] = [:]
        onDisk.reserveCapacity(written.count)
        for file in written {
            if !file.rewritten, let identity = before(file.path) {
                onDisk[file.path] = identity
            } else if let identity = BuildCache.identity(root + "/" + file.path) {
                onDisk[file.path] = identity
            }
        }
        return onDisk
    }

    /// The record of the site now in place, made in memory; nil when it does not describe the site.
    static func recorded(_ record: BuildCache.Pending, written: [OfflineSite.Written], onDisk: [String: BuildCache.Identity]) -> BuildCache? {
        var cache = record.cache
        cache.files.reserveCapacity(written.count)
        for file in written {
            guard let identity = onDisk[file.path] else { return nil }
            cache.files[file.path] = BuildCache.File(size: file.size, hash: file.hash, identity: identity)
        }
        // A file on disk that no record names (two outputs at one path are refused before): no record.
        return cache.files.count == onDisk.count ? cache : nil
    }

    /// Writes the sources' stat index beside the record at `location` (`SourceIndex`), for a build
    /// that writes nothing else (nothing changed).
    func keep(_ sources: SourceIndex, beside location: URL) {
        _ = Self.store(sources.encoded(), at: SourceIndex.location(beside: location))
    }

    /// Writes the record at `location`, whole under a temporary name, then renamed; false when it could not be.
    static func store(_ cache: BuildCache, at location: URL) -> Bool {
        store(cache.encoded(), at: location)
    }

    /// Writes a file of the build cache (the record, the models) at `location`, whole under a
    /// temporary name, then renamed; false when it could not be.
    static func store(_ bytes: [UInt8], at location: URL) -> Bool {
        let folder = location.deletingLastPathComponent()
        guard (try? makeFolder(folder)) != nil else { return false }
        PictureCache.ignoreFolder(site: folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())
        let temporary = location.path + ".writing-\(getpid())"
        guard (try? writeFile(bytes, to: temporary)) != nil else { return false }
        guard rename(temporary, location.path) == 0 else {
            _ = unlink(temporary)
            return false
        }
        return true
    }
}

extension SiteWriter {
    /// Appends `bytes` to the file at `path`, which must be there (and, with `size`, that size),
    /// after cutting it at `from` (its bytes from there on replaced); false when it could not.
    /// The build cache's files are changed so in place (the record's change, the models, the
    /// parts), each checked when read (the record's `end`, the models' hash, the parts' size).
    static func append(_ bytes: [UInt8], to path: String, size: Int? = nil, from cut: Int? = nil) -> Bool {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { Glibc.close(descriptor) }
        var status = stat()
        if let size, fstat(descriptor, &status) != 0 || Int(status.st_size) != size { return false }
        if let cut, ftruncate(descriptor, off_t(cut)) != 0 { return false }
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + done, $0.count - done) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            done += count
        }
        return true
    }

    /// Deletes the previous site, its second-level folders (`recipes/<slug>/`, one per page) on
    /// eight threads: a site is tens of thousands of files, and on ext4 deleting them one after
    /// another mostly waits on the disk (measured: 8.2 s alone, 3.1 s eight at a time, for the
    /// 57,548 files of 10,000 recipes). Symbolic links are removed, never followed.
    static func removeTree(_ root: URL) {
        let manager = FileManager.default
        func isFolder(_ url: URL) -> Bool {
            (try? manager.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeDirectory
        }
        func contents(_ url: URL) -> [URL] {
            (try? manager.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
        }
        let folders = contents(root).filter(isFolder).flatMap(contents)
        let threads = 8
        let done = DispatchGroup()
        for first in 0..<threads {
            done.enter()
            Thread.detachNewThread {
                for index in stride(from: first, to: folders.count, by: threads) { try? manager.removeItem(at: folders[index]) }
                done.leave()
            }
        }
        done.wait()
        try? manager.removeItem(at: root)
        // A folder made read-only (by a user, or copied so from static/) cannot be emptied:
        // our own retired or half-made site is made writable and removed, or it stays for good.
        if (try? manager.attributesOfItem(atPath: root.path)) != nil {
            let walker = manager.enumerator(atPath: root.path)
            chmod(root.path, 0o755)
            while let relative = walker?.nextObject() as? String {
                let path = root.path + "/" + relative
                var status = stat()
                if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { chmod(path, 0o755) }
            }
            try? manager.removeItem(at: root)
        }
    }

    /// What interrupted builds left beside the output, whose process is gone: a half-made site
    /// (`.public.building-PID`) is deleted, and so is a retired one (`.public.previous-PID`) when
    /// the output is in place; with no output, the build was cut off between its two renames, and
    /// the retired site is the previous site, so it is put back.
    func tidyLeftovers() {
        let manager = FileManager.default
        let parent = output.deletingLastPathComponent()
        guard let names = try? manager.contentsOfDirectory(atPath: parent.path) else { return }
        for kind in ["previous", "building"] {
            let prefix = Self.leftoverPrefix(of: output, kind)
            for name in names.sorted() where name.hasPrefix(prefix) {
                guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
                let leftover = parent.appendingPathComponent(name)
                if kind == "previous", !manager.fileExists(atPath: output.path), (try? manager.moveItem(at: leftover, to: output)) != nil {
                    continue
                }
                Self.removeTree(leftover)
            }
        }
    }

    /// `.public.building-` or `.public.previous-`: the hidden folders beside the output that a build
    /// writes into and retires the previous site to, followed by the build's process id.
    static func leftoverPrefix(of output: URL, _ kind: String) -> String {
        ".\(output.lastPathComponent).\(kind)-"
    }
}

extension SiteWriter {
    /// Swap: the old site is moved aside first, so at every moment one whole site exists.
    /// A folder a build did not make (taken over with `force`) is moved aside to `DIR.previous`
    /// and kept; its path is returned.
    /// `spare`: where the site replaced goes, to start the next build from (else it is deleted).
    private func swap(in staging: URL, retiring retired: URL, spare: String? = nil) throws -> URL? {
        let manager = FileManager.default
        var movedAside: URL?
        if occupant == .foreign {
            guard force else {
                try? manager.removeItem(at: staging)
                throw SiteError(path: output.path, reason: "refusing to build here: files that a build did not make appeared in this folder during the build; the site was not written.")
            }
            let aside = Self.movedAsideName(output)
            try Self.move(output, to: aside)
            movedAside = aside
        }
        let hadPrevious = manager.fileExists(atPath: output.path)
        // One step where the system allows: the new site in, the old one at the staging path
        // (a `building` leftover, deleted by the next build if this one is killed now).
        if hadPrevious, PathExchange.exchange(staging.path, output.path) == 0 {
            Self.retire(staging.path, to: spare)
            return movedAside
        }
        if hadPrevious { try Self.move(output, to: retired) }
        do {
            try manager.moveItem(at: staging, to: output)
        } catch {
            if hadPrevious { try? manager.moveItem(at: retired, to: output) }
            if let movedAside { try? manager.moveItem(at: movedAside, to: output) }
            throw SiteError(path: output.path, reason: "the new site could not be put in place; the previous site is unchanged.")
        }
        if hadPrevious { Self.retire(retired.path, to: spare) }
        return movedAside
    }

    /// The site just replaced, moved to `spare` (one there already goes first), or deleted when
    /// there is none or it cannot be moved there (another file system).
    private static func retire(_ site: String, to spare: String?) {
        if let spare, (try? makeFolder(URL(fileURLWithPath: spare).deletingLastPathComponent())) != nil {
            if isFolder(spare) { removeTree(URL(fileURLWithPath: spare)) }
            if rename(site, spare) == 0 { return }
        }
        removeTree(URL(fileURLWithPath: site))
    }

    /// Whether `path` is a folder itself (not a link to one).
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Every folder the files need, parents before children; each level on every core.
    static func makeDirectories(for paths: [String], in root: String) throws {
        var folders = Set<String>()
        for path in paths {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                guard folders.insert(String(folder)).inserted else { break }
            }
        }
        let levels = Dictionary(grouping: folders) { $0.utf8.count { $0 == UInt8(ascii: "/") } }
        for depth in levels.keys.sorted() {
            let level = levels[depth]!.sorted()
            let failure = FirstError()
            // Counted in the stage the caller measures (`--verbose`).
            let stage = StageTimes.carrying
            DispatchQueue.concurrentPerform(iterations: level.count) { index in
                let path = root + "/" + level[index]
                let make = {
                    // Over the previous site, a file of the last build may be where a folder now goes.
                    if mkdir(path, 0o755) != 0, errno != EEXIST || !isFolder(path) && (unlink(path) != 0 || mkdir(path, 0o755) != 0) {
                        failure.record(SiteError(path: path, reason: "could not be created (\(String(cString: strerror(errno))))"))
                    }
                }
                if let stage { stage.run(make) } else { make() }
            }
            try failure.throwIfAny()
        }
    }

    /// Renders and writes the units, heaviest first, then writes the files, all on every core.
    /// Returns each file's path, size and a hash of its bytes (a copied file's as they are copied:
    /// a picture replaced by another of the same size renames the offline copy too).
    @discardableResult
    /// With `reuse`, `root` holds the previous site's files (hard links): a file whose bytes are
    /// the same is left as it is, and a changed one is unlinked first, never written through.
    static func writeAll(_ files: [OutputFile], units: Int, into root: String, times: StageTimes, pictureCache: PictureCache? = nil,
                         reuse: Bool = false, inPlace: Bool = false, keep: [Int: [OfflineSite.Written]] = [:],
                         pictureKeys: [String: String] = [:], articles: PartSink? = nil,
                         render: @Sendable (Int) -> [RenderPlan.Page]) throws -> [OfflineSite.Written] {
        let failure = FirstError()
        let written = WrittenList(count: units + files.count)
        DispatchQueue.concurrentPerform(iterations: units + files.count) { index in
            guard !failure.happened else { return }
            do {
                if reuse, let kept = keep[index] {
                    if index >= units, case .picture(_, _, let pictures) = files[index - units].contents, let key = pictureKeys[files[index - units].origin] {
                        pictureCache?.keptInSite(key, pictures.map(\.request))
                    }
                    written.set(index, kept)
                } else if index < units {
                    // The unit's time is the writer's, its pages' rendering apart (`--verbose`); a kept one's is too little to measure.
                    try times.measure(.write) {
                        var made: [OfflineSite.Written] = []
                        for page in render(index) {
                            made.append(try writePage(page, to: root + "/" + page.path, times: times, reuse: reuse, inPlace: inPlace,
                                                                  articles: articles.map { sink in { sink.add($0, $1) } }))
                        }
                        written.set(index, made)
                    }
                } else {
                    let file = files[index - units]
                    try times.measure(.write) {
                        switch file.contents {
                        case .bytes, .deflated:
                            guard let bytes = file.contents.madeBytes else {
                                throw SiteError(path: file.origin, reason: "its bytes held deflated did not inflate; nothing was written from them.")
                            }
                            let rewritten = try writeFile(bytes, to: root + "/" + file.path, reuse: reuse, inPlace: inPlace)
                            var hash = FileHash()
                            hash.add(bytes)
                            written.set(index, [OfflineSite.Written(path: file.path, size: bytes.count, hash: hash.value, rewritten: rewritten)])
                        case .copy(let source) where reuse:
                            // Read whole to compare with the previous copy: `static/` files are small next to pictures.
                            let bytes = try SiteLoader.read(source.path).get()
                            let rewritten = try writeFile(bytes, to: root + "/" + file.path, reuse: true, inPlace: inPlace)
                            var hash = FileHash()
                            hash.add(bytes)
                            written.set(index, [OfflineSite.Written(path: file.path, size: bytes.count, hash: hash.value, rewritten: rewritten)])
                        case .copy(let source):
                            var hash = FileHash()
                            let size = try copyFile(source.path, to: root + "/" + file.path, hashing: &hash)
                            written.set(index, [OfflineSite.Written(path: file.path, size: size, hash: hash.value)])
                        case .picture(let source, let format, let pictures):
                            written.set(index, try writePicture(source, format: format, as: pictures, into: root, cache: pictureCache,
                                                                 reuse: reuse, inPlace: inPlace))
                        }
                    }
                }
            } catch {
                failure.record(error)
            }
        }
        try failure.throwIfAny()
        return written.takeAll()
    }

    /// A picture's copies, made from its bytes (decoding and encoding are pure: `PictureVariants`),
    /// or read from the cache when it has them all.
    static func writePicture(_ source: URL, format: PictureFormat, as pictures: [OutputFile.PictureFile],
                             into root: String, cache: PictureCache?, reuse: Bool = false, inPlace: Bool = false) throws -> [OfflineSite.Written] {
        let bytes = try SiteLoader.read(source.path).get()
        let requests = pictures.map(\.request)
        let key = cache.map { _ in PictureCache.key(bytes) }
        let made: [[UInt8]]
        if let cache, let key, let kept = cache.find(key, requests) {
            made = kept
        } else {
            do {
                made = try PictureVariants.make(bytes, format: format, requests: requests)
            } catch {
                throw SiteError(path: source.path, reason: PictureChecks.sentence(error))
            }
            if let cache, let key { cache.keep(made, key: key, requests) }
        }
        return try zip(pictures, made).map { picture, bytes in
            let rewritten = try writeFile(bytes, to: root + "/" + picture.path, reuse: reuse, inPlace: inPlace)
            var hash = FileHash()
            hash.add(bytes)
            return OfflineSite.Written(path: picture.path, size: bytes.count, hash: hash.value, rewritten: rewritten)
        }
    }

    /// Not atomic per file: the whole staging folder is swapped in at the end, and atomic
    /// writes would cost a temporary file and a rename per page. With `reuse`, a file already
    /// holding these bytes is left alone (false), and any other is unlinked before it is made.
    /// `inPlace` (the served site, written where it is served): a changed file is written under
    /// a hidden name beside it and renamed over it, so it is never seen half-written.
    @discardableResult
    static func writeFile(_ bytes: [UInt8], to path: String, reuse: Bool = false, inPlace: Bool = false) throws -> Bool {
        if reuse {
            if PreviousTree.holds(bytes, at: path) { return false }
            // A folder of the last build where a file now goes: its files are not this build's.
            if isFolder(path) { removeTree(URL(fileURLWithPath: path)) }
            if inPlace {
                try replace(path) { try writeFile(bytes, to: $0) }
                return true
            }
            PreviousTree.unlink(path)
        }
        let file = try create(path)
        try write(bytes, to: file, path: path)
        try close(file, path: path)
        return true
    }

    /// A page's bytes as they are made; only the writing is counted as `write` (the pieces
    /// count their own rendering).
    /// A cookbook's articles go to `articles` as well, when given, each with its key.
    static func writePage(_ page: RenderPlan.Page, to path: String, times: StageTimes, reuse: Bool = false, inPlace: Bool = false,
                          articles keyed: ((String, [UInt8]) -> Void)? = nil) throws -> OfflineSite.Written {
        if reuse {
            // Whole, to compare with the previous page: one page at a time per thread.
            var bytes: [UInt8] = []
            page.write({ bytes += $0 }, keyed: keyed)
            let rewritten = try times.measure(.write) { try writeFile(bytes, to: path, reuse: true, inPlace: inPlace) }
            var hash = FileHash()
            hash.add(bytes)
            return OfflineSite.Written(path: page.path, size: bytes.count, hash: hash.value, rewritten: rewritten)
        }
        // Counted as `write` by the caller, which measures the whole unit (`writeAll`): not measured
        // again for each piece, as two clock calls a piece were 2% of a build's CPU.
        let file = try create(path)
        var hash = FileHash()
        var size = 0
        try page.write({ bytes in
            hash.add(bytes)
            size += bytes.count
            try write(bytes, to: file, path: path)
        }, keyed: keyed)
        try close(file, path: path)
        return OfflineSite.Written(path: page.path, size: size, hash: hash.value)
    }

    /// A new, empty file (one already there is emptied), open for writing. `open` rather than
    /// FileManager's `createFile`, which writes a temporary file and renames it.
    static func create(_ path: String) throws -> FileHandle {
        var descriptor: Int32
        repeat {
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw SiteError(path: path, reason: "could not be created (\(String(cString: strerror(errno))))") }
        // Closed when let go, if an error comes before `close`.
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Foundation writes until every byte is written, and again after a signal (EINTR).
    static func write(_ bytes: [UInt8], to file: FileHandle, path: String) throws {
        do {
            try file.write(contentsOf: bytes)
        } catch {
            throw SiteError(path: path, reason: "could not be written (\(reason(error)))")
        }
    }

    /// Some file systems (NFS, a full quota) report a failed write only when the file is closed.
    /// A close interrupted by a signal has closed the file all the same on Linux: not an error.
    static func close(_ file: FileHandle, path: String) throws {
        do {
            try file.close()
        } catch let error as NSError where systemError(of: error) == EINTR {
            return
        } catch {
            throw SiteError(path: path, reason: "could not be written (\(reason(error)))")
        }
    }
}

extension SiteWriter {
    /// A folder and its parents, or a `SiteError` naming the one that failed and the system's reason.
    static func makeFolder(_ url: URL) throws {
        var path = ""
        for component in url.standardizedFileURL.path.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o755) == 0 { continue }
            let failure = errno
            var status = stat()
            if failure == EEXIST, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { continue }
            let reason = failure == EEXIST ? "a file of that name is in the way" : String(cString: strerror(failure))
            throw SiteError(path: path, reason: "this folder could not be created (\(reason)).")
        }
    }

    /// A copy made with the same writes as every page, so a failure names the file and the
    /// system's reason (FileManager's own error said "could not be written" for an unreadable source).
    /// Returns the number of bytes copied; `hash` takes in every byte on the way.
    @discardableResult
    static func copyFile(_ source: String, to path: String, hashing hash: inout FileHash) throws -> Int {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw SiteError(path: source, reason: "could not be read (\(String(cString: strerror(errno))))") }
        // FileHandle's read gives up on a signal (EINTR) and drops what it read: `read`, tried again.
        let reader = FileHandle(fileDescriptor: input, closeOnDealloc: true)
        let output = try create(path)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var copied = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(reader.fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw SiteError(path: source, reason: "could not be read (\(String(cString: strerror(errno))))") }
            if count == 0 { break }
            let chunk = Array(buffer[..<count])
            hash.add(chunk)
            try write(chunk, to: output, path: path)
            copied += count
        }
        try close(output, path: path)
        return copied
    }

    /// `rename`: unlike FileManager's `moveItem`, never a copy across file systems.
    static func move(_ from: URL, to: URL) throws {
        guard rename(from.path, to.path) == 0 else {
            throw SiteError(path: from.path, reason: "could not be moved to \(to.path) (\(String(cString: strerror(errno)))); nothing was changed.")
        }
    }

    /// The system's own words for an error from Foundation (`Permission denied`, `No space left
    /// on device`), not the `NSCocoaErrorDomain` text around them.
    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        return systemError(of: ns).map { String(cString: strerror($0)) } ?? ns.localizedDescription
    }

    /// The system's error number (`errno`) under an error from Foundation, or as it.
    static func systemError(of error: NSError) -> Int32? {
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        return error.domain == NSPOSIXErrorDomain ? Int32(error.code) : nil
    }
}

/// The first error of work done on many threads; the rest are dropped, as one is enough to fail.
private final class FirstError: @unchecked Sendable {
    private let lock = NSLock()
    private var error: Error?

    var happened: Bool { lock.withLock { error != nil } }

    func record(_ error: Error) {
        lock.withLock { if self.error == nil { self.error = error } }
    }

    func throwIfAny() throws {
        if let error = lock.withLock({ self.error }) { throw error }
    }
}

/// What each of the writer's threads wrote, in one slot per unit of work.
private final class WrittenList: @unchecked Sendable {
    private var slots: [[OfflineSite.Written]]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func set(_ index: Int, _ files: [OfflineSite.Written]) {
        lock.lock()
        slots[index] = files
        lock.unlock()
    }

    /// Every file written, in order, each slot let go as it is taken: at 100,000 recipes the slots
    /// and the list are each some 715,000 files (34 MB), held at once as the build ends.
    func takeAll() -> [OfflineSite.Written] {
        lock.lock()
        defer { lock.unlock() }
        var all: [OfflineSite.Written] = []
        all.reserveCapacity(slots.reduce(0) { $0 + $1.count })
        for index in slots.indices {
            all += slots[index]
            slots[index] = []
        }
        return all
    }
}
