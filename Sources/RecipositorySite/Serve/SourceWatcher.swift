import Foundation

/// Tells when the site's sources change: `content/`, `static/`, `Templates/` (every folder in
/// them, new ones included) and `recipository.yml`. Linux's inotify where it works; otherwise,
/// or when asked (`--poll`, a network share whose changes inotify never hears of), a look at every
/// file's size, time and inode twice a second. Editors' own files are not changes: swap, backup
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

    /// `poll`: look at the files instead of asking inotify.
    public init(layout: SiteLayout, poll: Bool, quiet: Double = 0.05, settled: Double = 0.01) {
        self.layout = layout
        self.quiet = quiet
        self.settled = settled
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

    /// What polling saw last; taken when watching starts, so a change from then on is seen.
    private var last: [String: [Int]] = [:]

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
                (touched, saves) = ([], Saves())
                waitForEvent(timeout: nil)
                // Gather until quiet: an editor's save is several events.
                while waitForEvent(timeout: { [settled, quiet] in Int32(($0 ? settled : quiet) * 1000) }) {}
                changed(touched)
            }
        case .polling:
            while true {
                usleep(500_000)
                let now = snapshot()
                guard now != last else { continue }
                let paths = Set(now.keys).union(last.keys).filter { now[$0] != last[$0] }
                last = now
                changed(paths)
            }
        }
    }

    /// The paths the events since the last rebuild touched; nil once they cannot be told.
    private var touched: Set<String>? = []

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
    /// asked again after each event, of whether the events so far look like whole saves; nil
    /// waits for ever.
    @discardableResult
    private func waitForEvent(timeout: ((Bool) -> Int32)?) -> Bool {
        var relevant = false
        while !relevant {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, timeout?(saves.whole) ?? -1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return false }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
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
                    relevant = true
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
                        (relevant, saves.other) = (true, true)
                    }
                    continue
                }
                if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    watch(path, recursive: true)
                }
                if mask & UInt32(IN_IGNORED) != 0 { folders[wd] = nil }
                if !name.isEmpty, Self.isEditorFile(name) { continue }
                touch(path)
                saves.note(path, mask: mask)
                // A file written and not yet closed is read again, but only a close, a rename or a
                // removal starts a rebuild (a save in progress is not built half-written).
                if mask & UInt32(IN_MODIFY) != 0, mask & ~UInt32(IN_MODIFY | IN_ISDIR) == 0 { continue }
                relevant = true
            }
        }
        return true
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
