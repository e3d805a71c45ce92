import Foundation
import RecipositoryPictures

/// The pictures' copies kept between builds, in `.recipository/cache/pictures/` in the site: each
/// named by the SHA-256 of the picture's bytes and of the settings that made it (never by file
/// dates), with the copy's width and format, so a rebuild whose pictures did not change decodes
/// none. Safe to delete at any time; a cache that cannot be written (a read-only site) only
/// makes the next build slower. The folder holds its own `.gitignore`, so git leaves it alone.
/// After a build has written the whole site, the copies it did not use are deleted (`prune`), so
/// the folder holds what the last build published, no more: a picture replaced or removed does
/// not stay in it for ever.
struct PictureCache: Sendable {
    static let folder = ".recipository/cache/pictures"
    var url: URL
    /// The names of the files this build found or kept, for `prune`.
    private let used = UsedNames()

    init(site: URL) {
        url = site.appendingPathComponent(Self.folder, isDirectory: true)
    }

    /// Changes when a new version makes different copies from the same bytes.
    static let settingsKey: String = {
        let settings = PictureSettings()
        return "recipository pictures 2 (made sRGB): widths \(settings.widths), JPEG \(settings.jpegQuality), WebP \(settings.webpQuality), "
            + "at most \(settings.maxPixels) pixels"
    }()

    /// `.recipository/.gitignore`, so git leaves the whole folder (this cache, `serve`'s preview) alone.
    static func ignoreFolder(site: URL) {
        let file = site.appendingPathComponent(".recipository/.gitignore")
        guard !FileManager.default.fileExists(atPath: file.path) else { return }
        try? Data("# Made by recipository build; safe to delete.\n*\n".utf8).write(to: file)
    }

    /// A picture's name in the cache: its bytes and the settings. An incremental build's load
    /// names a picture so too (`PreviousBuild`), so a picture it keeps keeps its copies here.
    static func key(_ bytes: [UInt8]) -> String {
        Hex.lowercase(bytes: SHA256.digest(bytes: bytes + Array(Self.settingsKey.utf8)))
    }

    static func name(_ key: String, _ request: PictureVariants.Request) -> String {
        "\(key)-\(request.width).\(request.format.fileExtension)"
    }

    func file(_ key: String, _ request: PictureVariants.Request) -> URL {
        url.appendingPathComponent(Self.name(key, request))
    }

    /// Every requested copy, when all are kept; nil when one is missing.
    func find(_ key: String, _ requests: [PictureVariants.Request]) -> [[UInt8]]? {
        var found: [[UInt8]] = []
        for request in requests {
            guard let data = FileManager.default.contents(atPath: file(key, request).path) else { return nil }
            found.append([UInt8](data))
        }
        used.insert(requests.map { Self.name(key, $0) })
        return found
    }

    /// The copies of a picture the site keeps from the last build without reading it: used, so
    /// `prune` leaves them.
    func keptInSite(_ key: String, _ requests: [PictureVariants.Request]) {
        used.insert(requests.map { Self.name(key, $0) })
    }

    /// Keeps the copies, each written whole under a temporary name and then renamed, so two
    /// builds at once never read half a file.
    func keep(_ made: [[UInt8]], key: String, _ requests: [PictureVariants.Request]) {
        let manager = FileManager.default
        if !manager.fileExists(atPath: url.path) {
            guard (try? manager.createDirectory(at: url, withIntermediateDirectories: true)) != nil else { return }
            Self.ignoreFolder(site: url.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())
        }
        for (bytes, request) in zip(made, requests) {
            try? Data(bytes).write(to: file(key, request), options: .atomic)
        }
        used.insert(requests.map { Self.name(key, $0) })
    }

    /// Deletes every copy this build did not find or keep; called once the site is written
    /// whole. Only names a build gives (`<SHA-256>-<width>.<format>`) are deleted: the folder's
    /// `.gitignore`, another build's half-written temporary file or anything put there by hand
    /// stay. Two builds of one site at once (a preview beside a build) may delete each other's
    /// copies: the next build makes them again.
    func prune() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: url.path) else { return }
        let kept = used.names
        for name in names where Self.isCopyName(name) && !kept.contains(name) {
            try? manager.removeItem(atPath: url.appendingPathComponent(name).path)
        }
    }

    /// `<64 hexadecimal digits>-<width>.<jpg, png or webp>`.
    static func isCopyName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count > 66, bytes[64] == UInt8(ascii: "-"),
              bytes[..<64].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) })
        else { return false }
        // The first 65 bytes are ASCII, so as many characters.
        let rest = name.dropFirst(65).split(separator: ".", omittingEmptySubsequences: false)
        return rest.count == 2 && !rest[0].isEmpty && rest[0].allSatisfy { $0.isASCII && $0.isNumber }
            && PictureFormat.allCases.contains { rest[1] == $0.fileExtension }
    }
}

/// The cache's file names a build used, from every writing thread.
private final class UsedNames: @unchecked Sendable {
    private let lock = NSLock()
    private var set: Set<String> = []

    func insert(_ names: [String]) { lock.withLock { set.formUnion(names) } }
    var names: Set<String> { lock.withLock { set } }
}
