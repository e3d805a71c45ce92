import Foundation

/// The parts of pages of an incremental build (`KeptParts`: the cookbooks' articles, the lists'
/// cards), kept beside the build cache's record for the next build: each article as it is
/// written into its page and each card made, once per key, then the parts this build did not
/// make (those of the pages it kept from the last one, which the writer never sees) from the
/// last build's. Written under a temporary name and put in place with the record, once the site
/// is in place; one that cannot be written only makes the next build render its parts. A build
/// that starts afresh from the last build's parts file appends its new parts to it instead
/// (`appendingTo`), while the parts no longer used are at most half its bytes: the last build's
/// record, the only one that names the file, is removed before it is changed.
final class PartSink: @unchecked Sendable {
    private let lock = NSLock()
    private let temporary: String
    private let file: FileHandle?
    private var ranges: [String: Range<Int>] = [:]
    private var size = 0
    private var failed = false
    /// The parts as made, for a process that keeps them between builds (`serve`), else nil.
    private var kept: [UInt8]?
    /// Kept, the last build's parts, where they are in `kept` (which starts as their bytes);
    /// appended to, where they are in the file.
    private var lastRanges: [String: Range<Int>] = [:]
    /// Whether the parts are added to the last build's file where it is, not written anew.
    private let appending: Bool

    /// `startingFrom`: with `keepingBytes`, the last build's parts, kept where they are (not copied
    /// part by part): this build's are added after them, and a part of the last build's it uses
    /// again is where it was. Its parts no longer used stay until they are half the bytes, then
    /// the parts are packed again.
    /// `appendingTo`: without `keepingBytes`, the last build's parts as read from the file beside
    /// `location`, to which this build's are added.
    init(beside location: URL, keepingBytes: Bool = false, startingFrom last: KeptParts? = nil, appendingTo previous: KeptParts? = nil) {
        kept = keepingBytes ? [] : nil
        if keepingBytes, let last {
            (kept, size, lastRanges) = (last.bytes, last.bytes.count, last.ranges)
            for (key, bytes) in last.added.sorted(by: { $0.key < $1.key }) where lastRanges[key] == nil {
                kept?.append(contentsOf: bytes)
                lastRanges[key] = size..<size + bytes.count
                size += bytes.count
            }
        }
        temporary = BuildCache.partsLocation(location).path + ".writing-\(getpid())"
        // The file as the last build left it (its size the record's): the parts it holds stay where they are.
        if !keepingBytes, let previous, !previous.ranges.isEmpty,
           previous.bytes.count <= 2 * previous.ranges.values.reduce(0, { $0 + $1.count }) + (1 << 20) {
            let descriptor = open(BuildCache.partsLocation(location).path, O_WRONLY | O_APPEND | O_CLOEXEC)
            var status = stat()
            if descriptor >= 0, fstat(descriptor, &status) == 0, Int(status.st_size) == previous.bytes.count {
                (size, lastRanges, appending) = (previous.bytes.count, previous.ranges, true)
                file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
                return
            }
            if descriptor >= 0 { close(descriptor) }
        }
        appending = false
        let descriptor = (try? SiteWriter.makeFolder(location.deletingLastPathComponent())) == nil
            ? -1 : open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        file = descriptor < 0 ? nil : FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        failed = file == nil
    }

    /// One part, as made.
    func add(_ key: String, _ bytes: [UInt8]) {
        lock.withLock {
            guard !failed, ranges[key] == nil, let file else { return }
            // The same key is the same bytes: the last build's, where they are.
            if let range = lastRanges[key] {
                ranges[key] = range
                return
            }
            do {
                // Kept in memory, the parts are written in one go when finished, not one write each.
                if kept != nil { kept?.append(contentsOf: bytes) } else { try file.write(contentsOf: bytes) }
                ranges[key] = size..<size + bytes.count
                size += bytes.count
            } catch {
                failed = true
            }
        }
    }

    /// Adds every part of `parts.keys` not made by this build from the last build's, closes the
    /// file and puts it in place; returns where each part is in it and its size, or nil when it
    /// could not be written whole (no part is then kept).
    func finish(_ parts: KeptParts, at location: URL) -> (ranges: [String: Range<Int>], size: Int)? {
        complete(parts)
        return store(at: location)
    }

    /// Adds every part of `parts.keys` not made by this build from the last build's; with the
    /// bytes kept (`keepingBytes`), nothing is written yet, so `keptParts` and `placed` are whole
    /// before `store` puts them on disk.
    func complete(_ parts: KeptParts) {
        // Under one lock, not three a part: a save at 10,000 recipes keeps some 40,000.
        let missing = lock.withLock { () -> [(String, [UInt8])] in
            let keys = parts.keys
            ranges.reserveCapacity(keys.count)
            var missing: [(String, [UInt8])] = []
            for key in keys where ranges[key] == nil {
                if let range = lastRanges[key] {
                    ranges[key] = range
                } else if let bytes = parts.part(key) {
                    missing.append((key, bytes))
                }
            }
            return missing
        }
        for (key, bytes) in missing { add(key, bytes) }
        lock.withLock {
            guard let bytes = kept else { return }
            let used = ranges.values.reduce(0) { $0 + $1.count }
            guard bytes.count > 2 * used + (1 << 20) else { return }
            var packed: [UInt8] = []
            packed.reserveCapacity(used)
            for (key, range) in ranges.sorted(by: { $0.value.lowerBound < $1.value.lowerBound }) {
                ranges[key] = packed.count..<packed.count + range.count
                packed.append(contentsOf: bytes[range])
            }
            (kept, size) = (packed, packed.count)
        }
    }

    /// Where each part is, and the file's size, once `complete`.
    var placed: (ranges: [String: Range<Int>], size: Int) {
        lock.withLock { (ranges, size) }
    }

    /// Closes the file and puts it in place; returns where each part is in it and its size, or
    /// nil when it could not be written whole (no part is then kept).
    func store(at location: URL) -> (ranges: [String: Range<Int>], size: Int)? {
        lock.withLock {
            if let kept, let file, !failed, (try? file.write(contentsOf: kept)) == nil { failed = true }
            guard let file, !failed, (try? file.close()) != nil,
                  appending || rename(temporary, BuildCache.partsLocation(location).path) == 0 else {
                discard()
                return nil
            }
            return (ranges, size)
        }
    }

    /// The parts written, with where each is, when the sink was asked to keep them and `finish` put them in place.
    var keptParts: KeptParts? {
        lock.withLock { kept.map { KeptParts(bytes: $0, ranges: ranges) } }
    }

    /// Puts `parts` on disk beside the record at `location` where `cache` says each is: their
    /// bytes, then the parts added since (`KeptParts.added`) in the order of their places, under a
    /// temporary name renamed into place; false when it could not be written whole, or the places
    /// are not one after another. Not through a sink, which would copy every part into one array
    /// first (100 MB at 10,000 recipes).
    static func store(_ parts: KeptParts, as cache: BuildCache, at location: URL) -> Bool {
        let path = BuildCache.partsLocation(location).path
        let temporary = path + ".writing-\(getpid())"
        guard (try? SiteWriter.makeFolder(location.deletingLastPathComponent())) != nil else { return false }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let added = parts.added.sorted { (cache.parts[$0.key]?.lowerBound ?? -1) < (cache.parts[$1.key]?.lowerBound ?? -1) }
        var size = parts.bytes.count
        var placed = true
        for (key, bytes) in added {
            placed = placed && cache.parts[key] == size..<size + bytes.count
            size += bytes.count
        }
        guard placed, size == cache.partsSize, (try? file.write(contentsOf: parts.bytes)) != nil,
              added.allSatisfy({ (try? file.write(contentsOf: $0.value)) != nil }), (try? file.close()) != nil,
              rename(temporary, path) == 0 else {
            _ = unlink(temporary)
            return false
        }
        return true
    }

    /// The temporary file, removed (a failed build); a file appended to is left, with no record naming it.
    func discard() {
        _ = unlink(temporary)
    }
}
