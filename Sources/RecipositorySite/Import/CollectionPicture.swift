import Foundation
import RecipositoryCore

/// A picture `import --images` may copy from a collection on disk. A path from a recipe file is
/// someone else's text: it is looked up only below the folders a collection keeps pictures in,
/// with no `..`, no `~`, percent-encoding decoded first, and never through a symbolic link (a
/// link in a collection could name any file of the machine); what is found must be a regular
/// file whose bytes are a JPEG, PNG, GIF or WebP. Everything else is refused with its reason.
struct CollectionPicture {
    /// A folder the user named (or the folder of a file they named), and the folders below it
    /// where pictures may be (`["images"]`, `["static"]`); those are checked like the path.
    struct Root {
        var base: URL
        var below: [String] = []
    }

    enum Outcome: Equatable {
        case found(bytes: Data, fileExtension: String)
        case missing
        case refused(String)
    }

    static let maximumBytes = 20 * 1024 * 1024

    /// The picture `written` names, looked for below each root in turn.
    static func find(_ written: String, roots: [Root]) -> Outcome {
        let parts: [String]
        switch components(written) {
        case .failure(let reason): return .refused(reason.description)
        case .success(let found): parts = found
        }
        for root in roots {
            let outcome = lookUp(root.below + parts, from: root.base)
            if outcome != .missing { return outcome }
        }
        return .missing
    }

    struct Reason: Error, CustomStringConvertible { var description: String }

    /// The path's folders and name, read as a web path would be (`%2e%2e` is `..`, a leading `/`
    /// is the collection's top); refused when it could leave the collection.
    static func components(_ written: String) -> Result<[String], Reason> {
        let path = String(written.prefix { $0 != "#" && $0 != "?" })
        let decoded = path.removingPercentEncoding ?? path
        if decoded.contains(":") || decoded.contains("\\") || decoded.contains("\0") {
            return .failure(Reason(description: "not a path of the collection"))
        }
        if decoded.hasPrefix("~") { return .failure(Reason(description: "a path in a home folder, outside the collection")) }
        let parts = decoded.split(separator: "/").map(String.init).filter { $0 != "." }
        if parts.contains("..") { return .failure(Reason(description: "a path that leaves the collection")) }
        if parts.isEmpty { return .failure(Reason(description: "not a file")) }
        return .success(parts)
    }

    /// Each step taken with `lstat`, so no symbolic link is followed.
    static func lookUp(_ parts: [String], from base: URL) -> Outcome {
        var path = base.standardizedFileURL.path
        var status = stat()
        for (index, part) in parts.enumerated() {
            path += (path.hasSuffix("/") ? "" : "/") + part
            guard lstat(path, &status) == 0 else { return .missing }
            let kind = status.st_mode & S_IFMT
            if kind == S_IFLNK { return .refused("a symbolic link, which could lead anywhere on this computer: not copied") }
            if index < parts.count - 1, kind != S_IFDIR { return .missing }
        }
        guard status.st_mode & S_IFMT == S_IFREG else { return .refused("not a regular file") }
        guard Int(status.st_size) <= maximumBytes else { return .refused("larger than \(maximumBytes / 1024 / 1024) MB") }
        // O_NOFOLLOW: a link put in its place since the look is refused too.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return .refused("it could not be read") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let bytes = (try? handle.read(upToCount: maximumBytes + 1)) ?? Data()
        guard bytes.count <= maximumBytes else { return .refused("larger than \(maximumBytes / 1024 / 1024) MB") }
        guard let fileExtension = ImageSize.bitmapExtension([UInt8](bytes)) else { return .refused(notAPicture) }
        return .found(bytes: bytes, fileExtension: fileExtension)
    }

    static let notAPicture = "not a picture: its bytes are no JPEG, PNG, GIF or WebP"
}
