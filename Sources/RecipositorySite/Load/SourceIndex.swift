import Foundation

/// What `build --incremental` knew of each source file it read, as git's index does: the file's
/// device, inode, size, modification and change times when it was read, and its key (a recipe
/// file's, `BuildFingerprint.recipe`) or hash (another file's, `PreviousBuild.digests`). The next
/// build takes the key of a file whose status is the same, rather than hashing its bytes again
/// (and does not read another file at all). Never a key itself: it only says which files need no
/// hash. Kept beside the record (`NAME.sources`), written whole by the writer, read by load.
/// A picture's upright size is kept the same way (`pictures`), so its header is not read again.
///
/// A file changed within the same timestamp granule as it was read keeps its status (git's
/// "racily clean" file): so an entry is taken only when both its times are `margin` older than
/// the moment its build began to read (by the clock) and than the index file's own time (by the
/// file system's clock, git's rule). The change time covers a tool that restores a file's size and
/// modification time (no program can set it back); a file system whose clock runs behind this
/// computer's by more than `margin` could still hide such an edit, as it hides one from git.
struct SourceIndex: Sendable {
    static let formatLine = "recipository sources 2"
    /// Two seconds: the coarsest time a file system keeps (FAT's), far over Linux's clock tick.
    static let margin = 2

    /// A file as `stat` saw it.
    struct Status: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int
        var modified: Time
        var changed: Time

        init(_ status: stat) {
            (device, inode, size) = (UInt64(status.st_dev), UInt64(status.st_ino), Int(status.st_size))
            modified = Time(seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
            changed = Time(seconds: Int(status.st_ctim.tv_sec), nanoseconds: Int(status.st_ctim.tv_nsec))
        }

        init(device: UInt64, inode: UInt64, size: Int, modified: Time, changed: Time) {
            (self.device, self.inode, self.size, self.modified, self.changed) = (device, inode, size, modified, changed)
        }

        /// A regular file's status, following links as reading it does; nil for anything else.
        static func of(_ path: String) -> Status? {
            var status = stat()
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            return Status(status)
        }
    }

    struct Time: Hashable, Comparable, Sendable {
        var seconds: Int
        var nanoseconds: Int

        static func < (a: Time, b: Time) -> Bool { (a.seconds, a.nanoseconds) < (b.seconds, b.nanoseconds) }

        /// Now, by the computer's clock.
        static func now() -> Time {
            var clock = timespec()
            clock_gettime(CLOCK_REALTIME, &clock)
            return Time(seconds: Int(clock.tv_sec), nanoseconds: Int(clock.tv_nsec))
        }
    }

    struct Entry: Hashable, Sendable {
        var key: String
        var status: Status
    }

    /// The program whose keys these are (a new one may make them otherwise: none is taken).
    var program: String
    /// When the build that read these files began to read, by the clock.
    var taken: Time
    /// Recipe files' keys, by the path the build showed them by (which their keys hold).
    var recipes: [String: Entry] = [:]
    /// Other files' hashes, by `content/PATH` or `static/PATH`.
    var files: [String: Entry] = [:]
    /// Pictures' upright sizes (`WIDTHxHEIGHT`: `SiteLoader.pictureSizes`), by `content/PATH` or
    /// `static/PATH`; only a picture with no problem and no note is here.
    var pictures: [String: Entry] = [:]
    /// The index file's modification time, by the file system's clock (nil: not read from disk).
    var written: Time?

    /// Where the index of the record at `location` is kept.
    static func location(beside location: URL) -> URL {
        location.deletingPathExtension().appendingPathExtension("sources")
    }

    /// The key of a recipe file shown as `path`, when its status is the one indexed, long enough ago.
    func recipeKey(_ path: String, status: Status?, program: String) -> String? {
        take(recipes[path], status: status, program: program)
    }

    /// The hash of another file, as `recipeKey`.
    func digest(_ name: String, status: Status?, program: String) -> String? {
        take(files[name], status: status, program: program)
    }

    /// The upright size of a picture, as `recipeKey`.
    func pictureSize(_ name: String, status: Status?, program: String) -> (width: Int, height: Int)? {
        guard let size = take(pictures[name], status: status, program: program) else { return nil }
        return Self.size(size)
    }

    /// `WIDTHxHEIGHT`, as a picture's entry keeps its size.
    static func sizeKey(_ size: (width: Int, height: Int)) -> String { "\(size.width)x\(size.height)" }

    static func size(_ key: String) -> (width: Int, height: Int)? {
        let parts = key.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        return (width, height)
    }

    private func take(_ entry: Entry?, status: Status?, program: String) -> String? {
        guard let entry, let status, program == self.program, entry.status == status, isSettled(status) else { return nil }
        return entry.key
    }

    /// Whether a file's times are `margin` before the build began to read it, and before this index was written.
    func isSettled(_ status: Status) -> Bool {
        let reference = min(taken, written ?? taken)
        let latest = max(status.modified, status.changed)
        return latest.seconds + Self.margin < reference.seconds
            || (latest.seconds + Self.margin == reference.seconds && latest.nanoseconds < reference.nanoseconds)
    }
}

extension SourceIndex {
    /// The index at `url`, nil when there is none or it cannot be read whole.
    static func read(_ url: URL) -> SourceIndex? {
        guard case .success(let read) = SiteLoader.readWithStatus(url.path), var index = decoded(read.bytes) else { return nil }
        index.written = read.status.map { $0.modified }
        return index
    }

    /// Lines of tab-separated fields, as the record's (`BuildCache`): paths escaped, ending in `end`.
    static func decoded(_ bytes: [UInt8]) -> SourceIndex? {
        // Lines and fields found by `memchr`, as the record's (`BuildCache.split`): 17,000 lines at 10,000 recipes.
        var lines: [ArraySlice<UInt8>] = []
        BuildCache.split(bytes[...], at: 10, into: &lines)
        guard lines.count >= 4, lines[0].elementsEqual(formatLine.utf8), let last = lines.last, last.elementsEqual("end".utf8) else { return nil }
        func text(_ field: ArraySlice<UInt8>) -> String { String(decoding: field, as: UTF8.self) }
        func number(_ field: ArraySlice<UInt8>) -> Int? { Int(text(field)) }
        let program = lines[1].split(separator: 9, maxSplits: 1, omittingEmptySubsequences: false)
        let taken = lines[2].split(separator: 9, omittingEmptySubsequences: false)
        guard program.count == 2, text(program[0]) == "program", taken.count == 3, text(taken[0]) == "taken",
              let seconds = number(taken[1]), let nanoseconds = number(taken[2]) else { return nil }
        var index = SourceIndex(program: text(program[1]), taken: Time(seconds: seconds, nanoseconds: nanoseconds))
        index.files.reserveCapacity(lines.count)
        var fields: [ArraySlice<UInt8>] = []
        fields.reserveCapacity(10)
        for line in lines.dropFirst(3).dropLast() {
            fields.removeAll(keepingCapacity: true)
            BuildCache.split(line, at: 9, into: &fields)
            guard fields.count == 10, let device = UInt64(text(fields[2])), let inode = UInt64(text(fields[3])),
                  let size = number(fields[4]), let modified = number(fields[5]), let modifiedNano = number(fields[6]),
                  let changed = number(fields[7]), let changedNano = number(fields[8]) else { return nil }
            let entry = Entry(key: text(fields[1]), status: Status(device: device, inode: inode, size: size,
                                                                   modified: Time(seconds: modified, nanoseconds: modifiedNano),
                                                                   changed: Time(seconds: changed, nanoseconds: changedNano)))
            let path = BuildCache.unescape(text(fields[9]))
            switch text(fields[0]) {
            case "recipe": index.recipes[path] = entry
            case "file": index.files[path] = entry
            case "picture" where Self.size(entry.key) != nil: index.pictures[path] = entry
            default: return nil
            }
        }
        return index
    }

    /// Made as bytes, as the record is (`BuildCache.field`, `number`), not by interpolation.
    func encoded() -> [UInt8] {
        var bytes = Array((Self.formatLine + "\nprogram\t\(program)\ntaken\t\(taken.seconds)\t\(taken.nanoseconds)\n").utf8)
        bytes.reserveCapacity(bytes.count + (recipes.count + files.count + pictures.count) * 200)
        for (kind, entries) in [("recipe", recipes), ("file", files), ("picture", pictures)] {
            for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
                let status = entry.status
                BuildCache.field(kind, into: &bytes)
                BuildCache.field(entry.key, into: &bytes)
                BuildCache.number(status.device, into: &bytes)
                BuildCache.number(status.inode, into: &bytes)
                BuildCache.number(status.size, into: &bytes)
                BuildCache.number(status.modified.seconds, into: &bytes)
                BuildCache.number(status.modified.nanoseconds, into: &bytes)
                BuildCache.number(status.changed.seconds, into: &bytes)
                BuildCache.number(status.changed.nanoseconds, into: &bytes)
                BuildCache.field(BuildCache.escape(path), 10, into: &bytes)
            }
        }
        bytes.append(contentsOf: "end".utf8)
        return bytes
    }
}
