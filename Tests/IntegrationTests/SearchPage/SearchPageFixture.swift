import Foundation
import RecipositoryCore
import RecipositorySite
import TestSupport

/// The bundled cookbook built once by the real `recipository` binary, served over HTTP, one
/// headless Chromium to look at it, and the Swift search index of the same recipes.
final class SearchPageFixture: Sendable {
    static let shared = Result { try SearchPageFixture() }

    let site: URL
    let server: LocalWebServer
    let browser: HeadlessChromium
    let index: SearchIndex
    private let snapshots = Locked<[String: SearchPageSnapshot]>([:])

    private init() throws {
        // One folder per checkout, emptied at each run: concurrent checkouts do not collide.
        let folderName = "recipository-search-page-" + Executable.repository.path.filter { $0.isLetter || $0.isNumber }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(folderName)
        try? FileManager.default.removeItem(at: base)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        site = base.appendingPathComponent("site")
        let build = try Executable.run(["build", Executable.repository.path, "--output", site.path, "--quiet"])
        guard build.status == 0 else {
            throw HeadlessChromium.Failure(description: "recipository build failed (\(build.status)): \(build.stderr)")
        }
        server = try LocalWebServer(serving: site)
        browser = try HeadlessChromium(profile: base.appendingPathComponent("chromium-profile"))
        index = try Pipeline.searchIndex(Executable.repository.path)
    }

    /// The search page over HTTP, with `search` as its query string.
    func overHTTP(_ search: String) -> String { server.url("search/index.html") + Self.query(search) }

    /// The search page opened from disk (`file://`), where no JSON can be fetched.
    func fromDisk(_ search: String) -> String {
        site.appendingPathComponent("search/index.html").absoluteString + Self.query(search)
    }

    /// What the page at `url` shows once its scripts ran; each page is loaded once per test run
    /// (the browser and agreement tests look at the same pages).
    func snapshot(of url: String) throws -> SearchPageSnapshot {
        if let known = snapshots.withLock({ $0[url] }) { return known }
        let snapshot = try browser.visit(url) { try SearchPageSnapshot.read($0) }
        snapshots.withLock { $0[url] = snapshot }
        return snapshot
    }

    func bytes(of path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: site.appendingPathComponent(path)))
    }

    private static func query(_ search: String) -> String { search.isEmpty ? "" : "?" + search }
}

/// A value behind a lock, for state the parallel tests share.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
