import Foundation

/// What names this program's code in an incremental build's cache key: a new binary may render
/// the same files differently. It is the GNU build id the linker writes into the program (a hash
/// of its bytes, `--build-id=sha1` in `Package.swift`), read from the program's own ELF notes;
/// a program without one is named by a hash of its whole file instead. Read by the load stage
/// (`PreviousBuild.read`), which hands it on as data; read from disk once a process (`serve`
/// rebuilds many times, and the program does not change under a running process).
enum ProgramIdentity {
    /// This program's identity; the first call reads it.
    static func read() -> String { current }

    private static let current: String = buildID(of: "/proc/self/exe") ?? fileHash(of: "/proc/self/exe") ?? "unknown program"

    /// The `NT_GNU_BUILD_ID` note of a 64-bit little-endian ELF file, in hex.
    static func buildID(of path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        func read(_ offset: Int, _ count: Int) -> [UInt8]? {
            guard (try? handle.seek(toOffset: UInt64(offset))) != nil, let data = try? handle.read(upToCount: count),
                  data.count == count else { return nil }
            return [UInt8](data)
        }
        guard let header = read(0, 64), header.starts(with: [0x7F, 0x45, 0x4C, 0x46, 2, 1]) else { return nil }
        func number(_ bytes: [UInt8], _ at: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
        }
        let (table, entrySize, entries) = (number(header, 32, 8), number(header, 54, 2), number(header, 56, 2))
        for entry in 0..<min(entries, 256) {
            guard let program = read(table + entry * entrySize, 56), number(program, 0, 4) == 4 else { continue }  // PT_NOTE
            guard let notes = read(number(program, 8, 8), min(number(program, 32, 8), 1 << 16)) else { continue }
            var at = 0
            while at + 12 <= notes.count {
                let (nameSize, descriptionSize, type) = (number(notes, at, 4), number(notes, at + 4, 4), number(notes, at + 8, 4))
                let name = at + 12, description = name + (nameSize + 3) / 4 * 4
                guard description + descriptionSize <= notes.count else { break }
                if type == 3, nameSize == 4, notes[name..<name + 4] == [0x47, 0x4E, 0x55, 0], descriptionSize > 0 {  // "GNU"
                    return "build-id " + Hex.lowercase(bytes: Array(notes[description..<description + descriptionSize]))
                }
                at = description + (descriptionSize + 3) / 4 * 4
            }
        }
        return nil
    }

    /// The whole file's hash, 64 KiB at a time: for a program linked without a build id.
    static func fileHash(of path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var hash = ContentHash()
        while let data = try? handle.read(upToCount: 1 << 16), !data.isEmpty { hash.add([UInt8](data)) }
        return "file " + String(hash.value, radix: 16)
    }
}
