import Foundation

/// The cookbooks' articles of an incremental build, kept beside the build cache's record for the
/// next build (`KeptArticles`): each article as it is written into its page, once per key, then
/// the articles of the pages the build kept from the last one (the writer never sees them), from
/// the last build's. Written under a temporary name and put in place with the record, once the
/// site is in place; one that cannot be written only makes the next build render its articles.
final class ArticleSink: @unchecked Sendable {
    private let lock = NSLock()
    private let temporary: String
    private let file: FileHandle?
    private var ranges: [String: Range<Int>] = [:]
    private var size = 0
    private var failed = false

    init(beside location: URL) {
        temporary = BuildCache.articlesLocation(location).path + ".writing-\(getpid())"
        let descriptor = (try? SiteWriter.makeFolder(location.deletingLastPathComponent())) == nil
            ? -1 : open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        file = descriptor < 0 ? nil : FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        failed = file == nil
    }

    /// One article, as written into its page.
    func add(_ key: String, _ bytes: [UInt8]) {
        lock.withLock {
            guard !failed, ranges[key] == nil, let file else { return }
            do {
                try file.write(contentsOf: bytes)
                ranges[key] = size..<size + bytes.count
                size += bytes.count
            } catch {
                failed = true
            }
        }
    }

    /// Adds every article of `articles.keys` not written by this build from the last build's,
    /// closes the file and puts it in place; returns where each article is in it and its size,
    /// or nil when it could not be written whole (no article is then kept).
    func finish(_ articles: KeptArticles, at location: URL) -> (ranges: [String: Range<Int>], size: Int)? {
        for keys in articles.keys.values {
            for key in keys where lock.withLock({ ranges[key] == nil }) {
                if let bytes = articles.article(key) { add(key, bytes) }
            }
        }
        return lock.withLock {
            guard let file, !failed, (try? file.close()) != nil, rename(temporary, BuildCache.articlesLocation(location).path) == 0 else {
                discard()
                return nil
            }
            return (ranges, size)
        }
    }

    /// The temporary file, removed (a failed build).
    func discard() {
        _ = unlink(temporary)
    }
}
