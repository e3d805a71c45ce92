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
        #expect(first["files"] as? [String] == ["index.html", "recipes/pie/index.html"])
    }

    /// A first visit fetches pages and each picture's smallest copy, not every width of every
    /// photo: the rest is kept as it is opened.
    @Test func onlyTheSmallestCopiesArePrecached() throws {
        let files = [("index.html", 1_000, UInt64(1)), ("pix/a-360.webp", 9_000, 2), ("pix/a-720.webp", 30_000, 3),
                     ("pix/a-360.jpg", 12_000, 4), ("pix/a.jpg", 90_000, 5), ("recipes/a/a.md", 500, 6)]
        let data = try Self.data(OfflineSite.worker(Self.written(files), smallPictures: ["pix/a-360.webp"]))
        #expect(data["files"] as? [String] == ["index.html", "pix/a-360.webp"])
        #expect(data["later"] as? [String] == ["pix/a-360.jpg", "pix/a-720.webp", "pix/a.jpg", "recipes/a/a.md"])
    }

    /// A large collection's first visit fetches its shell (home, search, assets, the search index),
    /// not every recipe, list, cookbook and picture, and `sw.js` does not name every file.
    @Test func aLargeCollectionPrecachesItsShellOnly() throws {
        let files = [("index.html", 1_000, UInt64(1)), ("search/index.html", 900, 2), ("recipes/a/index.html", 9_000, 3),
                     ("categories/soup/index.html", 8_000, 4), ("cookbook/index.html", 90_000, 5), ("assets/style.css", 5_000, 6),
                     ("search-index.json", 50_000, 7), ("pix/a-360.webp", 9_000, 8), ("recipes/a/recipe.eml", 12_000, 9)]
        let data = try Self.data(OfflineSite.worker(Self.written(files), smallPictures: ["pix/a-360.webp"],
                                                    shell: ["index.html", "search/index.html"]))
        #expect(data["files"] as? [String] == ["assets/style.css", "index.html", "search-index.json", "search/index.html"])
        #expect(data["later"] == nil)
        #expect(try Self.data(OfflineSite.worker(Self.written(files)))["version"] as? String == data["version"] as? String)
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

    /// The PNG icons: the same bytes every build; an accented initial is drawn as its letter, one
    /// outside A to Z leaves a plate; pixels: the theme's colour, the page colour in the letters,
    /// rounded corners transparent unless the icon is filled to the edge.
    @Test func pngIconsArePaintedFromTheInitials() throws {
        let painter = AppIconPainter(size: 192, fullBleed: false)
        #expect(painter.png(initials: "BC") == painter.png(initials: "BC"))
        #expect(painter.pixels(initials: "É") == painter.pixels(initials: "E"))
        #expect(painter.pixels(initials: "Ж") == painter.pixels(initials: ""))
        #expect(painter.pixels(initials: "BC") != painter.pixels(initials: "BD"))
        func pixel(_ pixels: [UInt8], _ x: Int, _ y: Int, size: Int = 192) -> [UInt8] { Array(pixels[(y * size + x) * 4..<(y * size + x) * 4 + 4]) }
        let letters = painter.pixels(initials: "L")
        #expect(pixel(letters, 0, 0) == [0, 0, 0, 0])
        #expect(pixel(letters, 96, 20) == [0x9a, 0x34, 0x12, 255])
        #expect(letters.chunks(4).contains { $0 == [0xff, 0xfd, 0xf8, 255] }, "the letter is drawn")
        #expect(pixel(AppIconPainter(size: 180, fullBleed: true).pixels(initials: "L"), 0, 0, size: 180) == [0x9a, 0x34, 0x12, 255])
        let png = painter.png(initials: "BC")
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) && png.count < 20_000)
        #expect(PNGEncoder.crc32(Array("IEND".utf8)) == 0xAE42_6082, "the CRC every PNG's last chunk carries")
        #expect(PNGEncoder.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }
}

private extension Array {
    func chunks(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
