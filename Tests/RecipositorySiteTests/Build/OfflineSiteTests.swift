import Foundation
import RecipositoryCore
import Testing
@testable import RecipositorySite

/// The service worker's list and name, the manifest and the icon, from what a build wrote.
@Suite struct OfflineSiteListTests {
    static func written(_ files: [(String, Int, UInt64)]) -> [OfflineSite.Written] {
        files.map { OfflineSite.Written(path: $0.0, size: $0.1, hash: $0.2) }
    }

    static func data(_ file: OutputFile) throws -> [String: Any] {
        guard case .bytes(let bytes) = file.contents else { return [:] }
        let text = String(decoding: bytes, as: UTF8.self)
        let json = try #require(text.firstMatch(of: /RECIPOSITORY_OFFLINE = (\{.*\});/)?.1)
        return try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
    }

    @Test func theNameFollowsTheContentsNotTheOrder() throws {
        let files = [("index.html", 100, UInt64(1)), ("recipes/pie/index.html", 200, 2), ("pix/pie.webp", 3_000, 3_000)]
        let first = try Self.data(OfflineSite.worker(Self.written(files)))
        let shuffled = try Self.data(OfflineSite.worker(Self.written(files.reversed())))
        let changed = try Self.data(OfflineSite.worker(Self.written([("index.html", 100, 9)] + files.dropFirst())))
        #expect(first["version"] as? String == shuffled["version"] as? String)
        #expect(first["version"] as? String != changed["version"] as? String)
        #expect(first["files"] as? [String] == ["index.html", "pix/pie.webp", "recipes/pie/index.html"])
    }

    @Test func picturesPastTheBudgetAreKeptWhenOpened() throws {
        let files = [("index.html", 1_000, UInt64(1)), ("pix/a.jpg", OfflineSite.budget - 2_000, 2), ("pix/b.jpg", 5_000, 3)]
        let data = try Self.data(OfflineSite.worker(Self.written(files)))
        #expect(data["files"] as? [String] == ["index.html", "pix/a.jpg"])
        #expect(data["later"] as? [String] == ["pix/b.jpg"])
    }

    @Test func manifestAndIconComeFromTheTitle() throws {
        var config = SiteConfig()
        config.title = "The Rossi-Okafor Family Cookbook"
        let files = OfflineSite.files(config: config)
        let manifest = try #require(files.first { $0.path == "manifest.webmanifest" })
        guard case .bytes(let bytes) = manifest.contents else { Issue.record("no bytes"); return }
        let fields = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
        #expect(fields["name"] as? String == "The Rossi-Okafor Family Cookbook")
        #expect(fields["short_name"] as? String == "The Rossi")
        #expect(fields["start_url"] as? String == "index.html" && fields["display"] as? String == "standalone")
        #expect(OfflineSite.initials("The Rossi-Okafor Family Cookbook") == "RO")
        #expect(OfflineSite.icon(title: "Based Cooking").contains(">BC</text>"))
    }
}
