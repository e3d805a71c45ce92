import Foundation
import RecipositoryCore

/// The pipeline's last stage and the only one that writes. The site is written into a new
/// folder beside the output and swapped in only when every file is written, so a failed or
/// interrupted build leaves the previous site as it was. Nothing outside the output is touched.
public struct SiteWriter: Sendable {
    public var output: URL

    public init(output: URL) {
        self.output = output.standardizedFileURL
    }

    /// Refuses outputs that would overwrite the site or its sources: the site folder, `content/`,
    /// `static/`, `Templates/`, a folder containing any of them, the home folder or `/`.
    public func checkSafe(site: SiteLayout) throws {
        let out = output.resolvingSymlinksInPath().path
        let protected = [site.root, site.content, site.staticFolder, site.templates].map { $0.resolvingSymlinksInPath().path }
        let home = FileManager.default.homeDirectoryForCurrentUser.resolvingSymlinksInPath().path
        let refuse: String?
        if out == "/" || out == home {
            refuse = "This would replace \(out == "/" ? "the whole disk" : "your home folder")."
        } else if let hit = protected.first(where: { $0 == out || $0.hasPrefix(out + "/") }) {
            refuse = "This folder holds the site's own files (\(hit)); building here would delete them."
        } else {
            refuse = nil
        }
        if let refuse { throw SiteError(path: output.path, reason: "refusing to build into this folder. \(refuse) Choose another --output.") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw SiteError(path: output.path, reason: "refusing to build here: it is a file, not a folder.")
        }
    }

    /// Two files claiming one path are a diagnostic, never a silent overwrite.
    public static func collisions(_ files: [OutputFile]) -> [Diagnostic] {
        var first: [String: OutputFile] = [:]
        var diagnostics: [Diagnostic] = []
        for file in files {
            let key = file.path.lowercased()  // case-insensitive disks would merge them too
            if let earlier = first[key] {
                diagnostics.append(.error("output-collision",
                                          "Two things would be written to `\(file.path)`; the site would lose one of them.",
                                          at: SourceLocation(file: file.origin, line: 1, column: 1),
                                          note: "the other comes from \(earlier.origin)"))
            } else {
                first[key] = file
            }
        }
        return diagnostics
    }

    /// Writes every file into a fresh folder beside the output, then swaps it in.
    public func write(_ files: [OutputFile]) throws {
        let manager = FileManager.default
        let parent = output.deletingLastPathComponent()
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).building-\(ProcessInfo.processInfo.processIdentifier)")
        let retired = parent.appendingPathComponent(".\(output.lastPathComponent).previous-\(ProcessInfo.processInfo.processIdentifier)")
        try? manager.removeItem(at: staging)
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            try writeAll(files, into: staging)
        } catch {
            try? manager.removeItem(at: staging)
            throw SiteError(path: output.path, reason: "the site could not be written (\(error.localizedDescription)); the previous site is unchanged.")
        }
        // Swap: the old site is moved aside first, so at every moment one whole site exists.
        let hadPrevious = manager.fileExists(atPath: output.path)
        if hadPrevious { try manager.moveItem(at: output, to: retired) }
        do {
            try manager.moveItem(at: staging, to: output)
        } catch {
            if hadPrevious { try? manager.moveItem(at: retired, to: output) }
            throw SiteError(path: output.path, reason: "the new site could not be put in place; the previous site is unchanged.")
        }
        if hadPrevious { try? manager.removeItem(at: retired) }
    }

    private static func writeFile(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SiteError(path: path, reason: "could not be created (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { throw SiteError(path: path, reason: "could not be written (\(String(cString: strerror(errno))))") }
            offset += written
        }
    }

    private func writeAll(_ files: [OutputFile], into folder: URL) throws {
        let manager = FileManager.default
        var made = Set<String>()
        for file in files.sorted(by: { $0.path < $1.path }) {
            let url = folder.appendingPathComponent(file.path)
            let directory = url.deletingLastPathComponent().path
            if made.insert(directory).inserted {
                try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            switch file.contents {
            case .bytes(let bytes):
                // Not atomic per file: the whole staging folder is swapped in at the end, and
                // FileManager's atomic writes cost a temporary file and a rename per page.
                try Self.writeFile(bytes, to: url.path)
            case .copy(let source):
                try manager.copyItem(at: source, to: url)
            }
        }
    }
}
