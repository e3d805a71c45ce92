import Foundation
import RecipositoryCore

/// `.recipository/imported.json` in the site: the SHA-256 of each recipe file `import` wrote, by
/// its path in the site. `--update` rewrites a file only while its bytes are still those import
/// wrote, so a recipe the family has changed since, or wrote by hand, is never replaced. Kept
/// out of the front matter, where a page could not forge it and a cook need not see it.
struct ImportLedger {
    static let path = ".recipository/imported.json"

    let root: URL
    private(set) var hashes: [String: String] = [:]

    /// The site's ledger; an unreadable or broken one is read as empty (so nothing counts as
    /// written by import, and nothing is rewritten).
    init(site root: URL) {
        self.root = root.standardizedFileURL
        guard let data = try? Self.readSmall(self.root.appendingPathComponent(Self.path)),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let files = object["files"] as? [String: String] else { return }
        hashes = files
    }

    /// True when `file` holds exactly what import last wrote there.
    func isUnchanged(_ file: URL) -> Bool {
        guard let recorded = hashes[key(file)], let bytes = try? Self.readSmall(file) else { return false }
        return recorded == Self.hash(bytes)
    }

    mutating func record(_ file: URL, bytes: Data) {
        hashes[key(file)] = Self.hash(bytes)
    }

    /// Sorted keys, one a line, so a site kept in git shows a small change.
    func save() throws {
        let folder = root.appendingPathComponent(".recipository")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = JSONValue.object(["files": .object(hashes.mapValues(JSONValue.string))]).prettyText
        try Data(text.utf8).write(to: root.appendingPathComponent(Self.path), options: .atomic)
    }

    func key(_ file: URL) -> String {
        let path = file.standardizedFileURL.path
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    static func hash(_ bytes: Data) -> String {
        Hex.lowercase(bytes: SHA256.digest(bytes: [UInt8](bytes)))
    }

    /// A regular file of at most a recipe's size, read without following a link at its name.
    static func readSmall(_ file: URL) throws -> Data {
        var status = stat()
        guard lstat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              Int(status.st_size) <= SourceText.maximumBytes * 4 else { throw CocoaError(.fileReadUnknown) }
        return try Data(contentsOf: file)
    }
}
