import Foundation
import RecipositoryPictures

/// The pictures' copies kept between builds, in `.recipository/cache/pictures/` in the site: each
/// named by the SHA-256 of the picture's bytes and of the settings that made it (never by file
/// dates), with the copy's width and format, so a rebuild whose pictures did not change decodes
/// none. Safe to delete at any time; a cache that cannot be written (a read-only site) only
/// makes the next build slower. The folder holds its own `.gitignore`, so git leaves it alone.
struct PictureCache: Sendable {
    static let folder = ".recipository/cache/pictures"
    var url: URL

    init(site: URL) {
        url = site.appendingPathComponent(Self.folder, isDirectory: true)
    }

    /// Changes when a new version makes different copies from the same bytes.
    static let settingsKey: String = {
        let settings = PictureSettings()
        return "recipository pictures 2 (made sRGB): widths \(settings.widths), JPEG \(settings.jpegQuality), WebP \(settings.webpQuality), "
            + "at most \(settings.maxPixels) pixels"
    }()

    func key(_ bytes: [UInt8]) -> String {
        SHA256.digest(bytes: bytes + Array(Self.settingsKey.utf8)).map { Hex.lowercase(UInt64($0), digits: 2) }.joined()
    }

    func file(_ key: String, _ request: PictureVariants.Request) -> URL {
        url.appendingPathComponent("\(key)-\(request.width).\(request.format.fileExtension)")
    }

    /// Every requested copy, when all are kept; nil when one is missing.
    func find(_ key: String, _ requests: [PictureVariants.Request]) -> [[UInt8]]? {
        var found: [[UInt8]] = []
        for request in requests {
            guard let data = FileManager.default.contents(atPath: file(key, request).path) else { return nil }
            found.append([UInt8](data))
        }
        return found
    }

    /// Keeps the copies, each written whole under a temporary name and then renamed, so two
    /// builds at once never read half a file.
    func keep(_ made: [[UInt8]], key: String, _ requests: [PictureVariants.Request]) {
        let manager = FileManager.default
        if !manager.fileExists(atPath: url.path) {
            guard (try? manager.createDirectory(at: url, withIntermediateDirectories: true)) != nil else { return }
            try? Data("# Made by recipository build; safe to delete.\n*\n".utf8)
                .write(to: url.deletingLastPathComponent().appendingPathComponent(".gitignore"))
        }
        for (bytes, request) in zip(made, requests) {
            try? Data(bytes).write(to: file(key, request), options: .atomic)
        }
    }
}
