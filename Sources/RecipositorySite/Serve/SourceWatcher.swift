import Foundation

/// Tells when the site's sources change: `content/`, `static/`, `Templates/` (every folder in
/// them, new ones included) and `recipository.yml`. Linux's inotify where it works; otherwise,
/// or when asked (`--poll`, a network share whose changes inotify never hears of), a look at every
/// file's size, time and inode twice a second, a change built once two looks agree (a file still
/// growing or rewritten is being written). Editors' own files are not changes: swap, backup
/// and lock files (`.x.swp`, `x~`, `#x#`, `.#x`, vim's `4913`); a save by rename is one change
/// (the new name appearing). Changes are gathered until none came for `quiet` (debounced), so
/// one save is one rebuild, and handed on with the paths they touched, so the rebuild reads only
/// those (a folder's path stands for everything in it). Once what came looks like whole saves
/// (each file touched last closed after writing or renamed into place, none left removed or
/// open), `settled` is quiet enough: an editor's save is its events one after another.
public final class SourceWatcher: @unchecked Sendable {
    public enum Mode: Sendable { case inotify, polling }

    public let mode: Mode
    private let layout: SiteLayout
    private let quiet: Double
    private let settled: Double
    private var descriptor: Int32 = -1
    private var folders: [Int32: String] = [:]

    /// How long a file seen written and not yet closed is waited for, from the last event, before
    /// the changes are built all the same: an editor's save (truncate, write, close) held up by a
    /// busy machine, not a file kept open for good (a log), which `longest` bounds.
    private let writing: Double
    /// The longest one gathering of changes lasts, however they keep coming.
    private let longest: Double

    /// `poll`: look at the files instead of asking inotify.
    public init(layout: SiteLayout, poll: Bool, quiet: Double = 0.05, settled: Double = 0.01, writing: Double = 5, longest: Double = 10) {
        self.layout = layout
        self.quiet = quiet
        self.settled = settled
        self.writing = writing
        self.longest = longest
        if !poll {
            descriptor = inotify_init1(Int32(IN_CLOEXEC))
        }
        mode = descriptor >= 0 ? .inotify : .polling
        if mode == .inotify {
            watch(layout.root.path, recursive: false)
            for folder in watchedFolders { watch(folder.path, recursive: true) }
        } else {
            last = snapshot()
        }
    }

    /// What polling saw last (what the last rebuild was handed); taken when watching starts, so a
    /// change from then on is seen. A rebuild put off leaves it, so the next look finds the change.
    private var last: [String: [Int]] = [:]
    /// How long polling waits between looks: twice a second.
    private let interval = 0.5

    private var watchedFolders: [URL] { [layout.content, layout.staticFolder, layout.templates] }

    /// Whether a file's name is an editor's leftover, not a source.
    static func isEditorFile(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasSuffix(".swo")
            || name.hasSuffix(".tmp") || name.hasSuffix(".bak") || (name.hasPrefix("#") && name.hasSuffix("#")) || name == "4913"
            || name.hasSuffix(".kate-swp") || name.hasSuffix(".crswap")
    }

    /// Calls `changed` once after each burst of changes, for ever, on the calling thread, with the
    /// paths the changes touched: files, or folders for everything in them (a folder made, moved or
    /// removed whole); nil when they cannot be told (inotify's queue overflowed).
    public func run(_ changed: (Set<String>?) -> Void) -> Never {
        switch mode {
        case .inotify:
            while true {
                // A relevant event may have come already, read while the last rebuild loaded (`sourcesWrittenWhileRead`).
                if !lock.withLock({ pending }) { waitForEvent(timeout: nil) }
                // Gather until quiet: an editor's save is several events. A file written and not yet
                // closed is waited for (`writing`): built now, it would be read empty or half-written.
                let end = DispatchTime.now().uptimeNanoseconds + UInt64(longest * 1e9)
                while waitForEvent(timeout: { [settled, quiet, writing] saves in
                    let wait = !saves.open.isEmpty ? writing : saves.whole ? settled : quiet
                    let left = Double(end > DispatchTime.now().uptimeNanoseconds ? end - DispatchTime.now().uptimeNanoseconds : 0) / 1e9
                    return Int32(min(wait, left) * 1000)
                }) {}
                let paths = lock.withLock {
                    let paths = touched
                    (touched, saves, pending, written) = ([], Saves(), false, false)
                    return paths
                }
                changed(paths)
            }
        case .polling:
            while true {
                usleep(useconds_t(interval * 1e6))
                var now = snapshot()
                guard now != lock.withLock({ last }) else { continue }
                // A poller cannot see a file open for writing; it can see one whose size or time still
                // changes: looked at again until two looks agree (a save in place, written in pieces,
                // is built once, whole), for at most `longest` (a file written without end, a log).
                let end = DispatchTime.now().uptimeNanoseconds + UInt64(longest * 1e9)
                while DispatchTime.now().uptimeNanoseconds < end {
                    usleep(useconds_t(interval * 1e6))
                    let again = snapshot()
                    if again == now { break }
                    now = again
                }
                let paths = lock.withLock {
                    let paths = Set(now.keys).union(last.keys).filter { now[$0] != last[$0] }
                    last = now
                    return paths
                }
                changed(paths)
            }
        }
    }

    /// The paths the events since the last rebuild touched; nil once they cannot be told.
    private var touched: Set<String>? = []
    /// A relevant event came since the last rebuild was handed its changes (read while it loaded).
    private var pending = false
    /// A source file was written (or made) since the last rebuild was handed its changes.
    private var written = false
    /// Rebuilds put off in a row because a file was written while they read: bounded, so a file
    /// written without end (a log in `static/`) cannot hold every rebuild off.
    private var putOff = 0
    /// The state above is the watcher thread's, but `sourcesWrittenWhileRead` may be asked from a build's.
    private let lock = NSLock()

    /// Whether the events since the last rebuild look like whole saves: some file closed after
    /// writing or renamed into place, and since, no file left open for writing or removed (an
    /// editor that renames the old file aside first, then writes the new), no folder and nothing
    /// at the site's top (settings, a source folder made or removed).
    private struct Saves {
        var open = Set<String>()
        var gone = Set<String>()
        var saved = false
        var other = false

        var whole: Bool { saved && !other && open.isEmpty && gone.isEmpty }

        mutating func note(_ path: String, mask: UInt32) {
            func has(_ flags: Int32) -> Bool { mask & UInt32(flags) != 0 }
            if has(IN_ISDIR | IN_DELETE_SELF) {
                other = true
            } else if has(IN_CLOSE_WRITE | IN_MOVED_TO) {
                saved = true
                open.remove(path)
                gone.remove(path)
            } else if has(IN_CREATE | IN_MODIFY) {
                open.insert(path)
                gone.remove(path)
            } else if has(IN_MOVED_FROM | IN_DELETE) {
                gone.insert(path)
                open.remove(path)
            }
        }
    }

    private var saves = Saves()

    private func touch(_ path: String) {
        touched?.insert(path)
    }

    /// Blocks until a relevant event arrives (true) or the timeout passes (false): milliseconds,
    /// asked again after each event, of the saves so far; nil waits for ever.
    @discardableResult
    private func waitForEvent(timeout: ((Saves) -> Int32)?) -> Bool {
        var relevant = false
        while !relevant {
            let wait = timeout?(lock.withLock { saves }) ?? -1
            // The gathering's time is up (`longest`), whatever keeps coming.
            guard wait != 0 else { return false }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, wait)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return false }
            relevant = readEvents()
        }
        return true
    }

    /// Whether a source file was written or made since this rebuild was handed its changes, so that
    /// what it read may be a file half-written (an editor's save in place: emptied, then written):
    /// asked by the rebuild once it has read every file, before it builds. The events that came
    /// are read now, and kept for the next rebuild, which starts once the file is closed. False
    /// after three rebuilds put off in a row, so that a file written without end does not hold the
    /// site back for ever. Polling has no events: it looks at every file again, and a size, time or
    /// inode other than the look the rebuild was handed is a file written meanwhile.
    public func sourcesWrittenWhileRead() -> Bool {
        guard mode == .inotify else {
            // Polling: a file whose size, time or inode differs from the look the rebuild was handed.
            let now = snapshot()
            return lock.withLock { putOff(ifWritten: now != last) }
        }
        while true {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 0)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            if readEvents() { lock.withLock { pending = true } }
        }
        return lock.withLock {
            let off = putOff(ifWritten: written)
            // Put off, built again after the next gathering, even if nothing is closed (a file held open for good).
            if off { pending = true } else { written = false }
            return off
        }
    }

    /// Under `lock`: whether to put the rebuild off for a source written while it read, at most
    /// `mostPutOff` times in a row (the count starts again once one is not put off).
    private func putOff(ifWritten wasWritten: Bool) -> Bool {
        guard wasWritten, putOff < Self.mostPutOff else {
            putOff = 0
            return false
        }
        putOff += 1
        return true
    }
    private static let mostPutOff = 3

    /// Reads the events waiting (some, at least one) into `touched` and `saves`; true when one is
    /// relevant (a rebuild is due).
    private func readEvents() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        lock.lock()
        defer { lock.unlock() }
        var relevant = false
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let (wd, mask, length) = buffer.withUnsafeBytes { raw in
                let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, event.mask, Int(event.len))
            }
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            offset += header + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were lost: anything may have changed.
                touched = nil
                saves.other = true
                (relevant, written) = (true, true)
                continue
            }
            guard let folder = folders[wd] else { continue }
            let path = name.isEmpty ? folder : folder + "/" + name
            if folder == layout.root.path {
                // recipository.yml, or a source folder made or removed whole.
                if let made = watchedFolders.first(where: { $0.lastPathComponent == name }) {
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { watch(made.path, recursive: true) }
                    touch(path)
                    (relevant, saves.other) = (true, true)
                }
                if name == layout.config.lastPathComponent {
                    touch(path)
                    saves.note(path, mask: mask)
                    (relevant, saves.other) = (true, true)
                    if mask & UInt32(IN_MODIFY | IN_CREATE | IN_CLOSE_WRITE) != 0 { written = true }
                }
                continue
            }
            if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                watch(path, recursive: true)
            }
            if mask & UInt32(IN_IGNORED) != 0 { folders[wd] = nil }
            if !name.isEmpty, Self.isEditorFile(name) { continue }
            touch(path)
            switch mask & UInt32(IN_CREATE | IN_ISDIR) == UInt32(IN_CREATE) ? Self.made(path) : .file {
            case .other:
                // A symbolic link or a pipe made: nothing will close it after writing.
                saves.other = true
            case .linked:
                // A hard link made (`ln`, `cp -l`): a whole file put in place under a new name, as a
                // rename is; nothing will close it after writing either.
                saves.note(path, mask: UInt32(IN_MOVED_TO))
            case .file:
                saves.note(path, mask: mask)
            }
            if mask & UInt32(IN_ISDIR) == 0, mask & UInt32(IN_MODIFY | IN_CREATE | IN_CLOSE_WRITE) != 0 { written = true }
            // A file written and not yet closed is read again, but only a close, a rename or a
            // removal starts a rebuild (a save in progress is not built half-written).
            if mask & UInt32(IN_MODIFY) != 0, mask & ~UInt32(IN_MODIFY | IN_ISDIR) == 0 { continue }
            relevant = true
        }
        return relevant
    }

    /// What a name made in a watched folder is.
    enum Made: Equatable {
        /// A file made by opening it, which its writer closes when written.
        case file
        /// A second name for a file that has one already: a hard link.
        case linked
        /// Not a file (a symbolic link, a pipe), or gone already.
        case other
    }

    /// What was made at `path`: a file made by opening it has one name until it is linked, so a
    /// regular file with more than one is a hard link to a file written before.
    static func made(_ path: String) -> Made {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .other }
        return status.st_nlink > 1 ? .linked : .file
    }

    private func watch(_ path: String, recursive: Bool) {
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_ATTRIB | IN_MODIFY)
        let wd = inotify_add_watch(descriptor, path, events | UInt32(IN_ONLYDIR))
        guard wd >= 0 else { return }
        folders[wd] = path
        guard recursive, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names where !name.hasPrefix(".") {
            var status = stat()
            if lstat(path + "/" + name, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { watch(path + "/" + name, recursive: true) }
        }
    }

    /// Every source file's name, size, time and inode, for the polling fallback.
    private func snapshot() -> [String: [Int]] {
        var seen: [String: [Int]] = [:]
        func look(_ path: String) {
            var status = stat()
            guard lstat(path, &status) == 0 else { return }
            seen[path] = [Int(status.st_size), Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec), Int(status.st_ino)]
        }
        look(layout.config.path)
        for folder in watchedFolders {
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            while let relative = walker.nextObject() as? String {
                guard !Self.isEditorFile((relative as NSString).lastPathComponent) else { continue }
                look(folder.path + "/" + relative)
            }
        }
        return seen
    }
}
