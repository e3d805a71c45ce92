import Foundation
import RecipositoryCore

extension SiteWriter {
    /// Writes the site where it is served, for a process that remembers it (`ServedSite`): each
    /// changed file is written under a hidden name beside it and renamed over it (a reader gets the
    /// old page or the new, never half of one), the files the build no longer makes are removed,
    /// and nothing else is touched: no staging folder, no link per file, no swap, no walk of the
    /// site (the record says what is there). Between the first file replaced and the last, a
    /// reader may see some pages new and some old; each is whole. A write that fails part way
    /// leaves a site the record no longer describes: the record is gone (removed first), so the
    /// next build is a full one. Returns what changed and the site as now written; the record and
    /// parts are saved on disk by `Written.save`, which the caller runs once the page is told to reload.
    func writeInPlace(_ files: [OutputFile], units: Int, unitPaths: [String], times: StageTimes, previous: BuildCache,
                      keep: [Int: [OfflineSite.Written]], pictureKeys: [String: String], record: BuildCache.Pending,
                      finishing: (([OfflineSite.Written]) -> [OutputFile])?, madeParts: (() -> [(String, [UInt8])])?,
                      render: @Sendable (Int) -> [RenderPlan.Page]) throws -> Written {
        let root = output.path
        _ = unlink(record.location.path)
        let parts = record.parts.keys.isEmpty ? nil : PartSink(beside: record.location, keepingBytes: true, startingFrom: record.parts)
        var written: [OfflineSite.Written] = []
        var gone: [String] = []
        do {
            let new = (files.map(\.path) + unitPaths).filter { previous.files[$0] == nil }
            try times.measure(.write) { try Self.makeDirectories(for: new, in: root) }
            written = try Self.writeAll(files, units: units, into: root, times: times, pictureCache: pictureCache, reuse: true, inPlace: true,
                                        keep: keep, pictureKeys: pictureKeys, articles: parts, render: render)
            for (key, bytes) in madeParts?() ?? [] { parts?.add(key, bytes) }
            for file in finishing?(written) ?? [] {
                if case .bytes(let bytes) = file.contents {
                    let rewritten = try Self.writeFile(bytes, to: root + "/" + file.path, reuse: true, inPlace: true)
                    written.append(OfflineSite.Written(path: file.path, size: bytes.count, hash: 0, rewritten: rewritten))
                }
            }
            gone = try times.measure(.write) { try Self.removeStale(previous.files.keys, keeping: Set(written.map(\.path)), in: root) }
        } catch {
            parts?.discard()
            let cause = (error as? SiteError).map { "\($0.path) \($0.reason.trimmingCharacters(in: ["."]))" } ?? Self.reason(error)
            throw SiteError(path: output.path, reason: "the site could not be written: \(cause); the preview may show some pages of this build.")
        }
        return times.measure(.write) { () -> Written in
            pictureCache?.prune()
            var record = record
            parts?.complete(record.parts)
            if let placed = parts?.placed { (record.cache.parts, record.cache.partsSize) = placed }
            let onDisk = Self.identities(of: written, in: root) { previous.files[$0]?.identity }
            let cache = Self.recorded(record, written: written, onDisk: onDisk)
            // On disk after the reload (`Written.save`): the parts first, then the record naming them.
            let location = record.location
            let save: @Sendable () -> Bool = if let cache {
                {
                    times.measure(.write) {
                        var cache = cache
                        let partsStored = parts.map { $0.store(at: location) != nil } ?? true
                        if !partsStored { (cache.parts, cache.partsSize) = ([:], 0) }
                        return Self.store(cache, at: location) && partsStored
                    }
                }
            } else {
                { parts?.discard(); return false }
            }
            return Written(changed: (written.filter(\.rewritten).map(\.path) + gone).sorted(),
                           rendered: unitPaths.count - keep.filter { $0.key < units }.values.reduce(0) { $0 + $1.count },
                           served: cache.map { ServedSite(cache: $0, parts: parts?.keptParts ?? KeptParts(), program: "") }, save: save)
        }
    }

    /// `path` replaced by what `write` writes at a hidden name beside it, renamed over it.
    static func replace(_ path: String, write: (String) throws -> Void) throws {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let temporary = String(path[..<slash]) + "." + path[slash...] + ".writing-\(getpid())"
        do {
            try write(temporary)
        } catch {
            _ = unlink(temporary)
            // Named by the file it was to replace, not by the hidden one.
            if let failure = error as? SiteError { throw SiteError(path: path, reason: failure.reason) }
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = unlink(temporary)
            throw SiteError(path: path, reason: "could not be replaced (\(reason))")
        }
    }

    /// Removes the files of `paths` not in `keeping`, and the folders they leave empty; returns them.
    static func removeStale(_ paths: some Sequence<String>, keeping: Set<String>, in root: String) throws -> [String] {
        var gone: [String] = []
        var folders = Set<String>()
        for path in paths where !keeping.contains(path) {
            // Gone already, or a folder of this build now (a file of the last build where a folder goes, or under one).
            guard unlink(root + "/" + path) == 0 || errno == ENOENT || errno == ENOTDIR || isFolder(root + "/" + path) else {
                throw SiteError(path: root + "/" + path, reason: "could not be removed (\(String(cString: strerror(errno))))")
            }
            gone.append(path)
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                folders.insert(String(folder))
            }
        }
        // Deepest first; a folder that still holds something stays (rmdir refuses it).
        for folder in folders.sorted(by: { $0.count > $1.count }) { _ = rmdir(root + "/" + folder) }
        return gone
    }
}
