import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// A site whose every field holds something hostile (`Fixtures/hostile-site`: markup, quotes,
/// `&`, a CRLF with a mail header, `javascript:`, Mustache tags, `]]>`, `-->`, encoded words,
/// bidi and bell characters, a picture named `a"b <c>.jpg`), in the site's config, every front
/// matter key (nutrition and cooked notes included; `slug` and the Jekyll-style `ingredients:` and
/// `directions:` lists in `jekyll.md`), a key nobody knows, ingredient groups, steps, a code
/// block, notes and a table. Its exact diagnostics and the exact bytes of every
/// output that carries its text are golden files (`Fixtures/golden/hostile-site/`,
/// `RECORD_GOLDEN=1` re-records): the recipe page with its JSON-LD, the mail HTML and text, the
/// .eml, the print cookbooks, the listings of its hostile terms, the feed and the search index,
/// `show` in both formats.
@Suite(.blocking, .serialized) struct HostileSiteGoldenTests {
    static let golden = Executable.fixtures.appending(path: "golden/hostile-site")
    /// What the theme makes whatever the recipes say (besides `assets/`): not compared.
    static let themeOwn: Set<String> = ["sw.js", "manifest.webmanifest", "search-index.js", "kitchen-data.js", ".recipository-site"]

    /// A copy of the fixture, so nothing is ever written beside the repository's files.
    static func site() throws -> (TemporaryFolder, URL) {
        let temp = try TemporaryFolder()
        try FileManager.default.copyItem(at: Executable.fixtures.appending(path: "hostile-site"), to: temp.path("site"))
        return (temp, temp.path("site"))
    }

    /// `check` in its three formats and `show` in both, each output one golden file.
    @Test(.timeLimit(.minutes(1))) func diagnosticsAndShowAreExact() throws {
        let (temp, site) = try Self.site()
        defer { withExtendedLifetime(temp) {} }
        var outputs: [String: [UInt8]] = [:]
        for (name, format) in [("check.txt", "text"), ("check-github.txt", "github"), ("check.json", "json")] {
            let check = try Executable.run(["check", ".", "--format", format], in: site)
            #expect(check.status == 1, "\(check.stderr)")
            outputs[name] = Array((check.stdout + check.stderr).utf8)
        }
        for (name, format) in [("show.txt", "text"), ("show.json", "json")] {
            let show = try Executable.run(["show", "content/recipes/evil.md", "--format", format], in: site)
            #expect(show.status == 0, "\(show.stderr)")
            outputs[name] = Array((show.stdout + show.stderr).utf8)
        }
        try Golden.check(outputs, folder: Self.golden.appending(path: "commands"))
    }

    /// `--build-anyway` leaves out the recipe with errors and builds the rest; what the theme
    /// makes whatever the recipes (scripts, styles, the service worker, the kitchen's food
    /// vocabulary) is not compared here.
    @Test(.timeLimit(.minutes(1))) func everyOutputIsExact() throws {
        let (temp, site) = try Self.site()
        let out = temp.path("out")
        let build = try Executable.run(["build", ".", "-o", out.path, "--build-anyway"], in: site)
        #expect(build.status == 0, "\(build.stderr)")
        let lines = build.stderr.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasSuffix("[bad-nutrition]") }.count == 2 && lines.filter { $0.hasSuffix("[broken-related]") }.count == 2, "\(build.stderr)")
        #expect(lines.suffix(3).dropLast() == ["Left out because of errors:", "  - content/recipes/strays.md"])
        // How many files the theme adds is the theme's business; the recipes and diagnostics are these.
        let summary = try #require(lines.last)
        #expect(summary.hasPrefix("Built 3 recipes into \(out.path): ") && summary.contains(" files, 2 warnings, 2 errors, "), "\(build.stderr)")

        let tree = TemporaryFolder.tree(out)
        let compared = tree.filter { path, _ in !path.hasPrefix("assets/") && !Self.themeOwn.contains(path) }
        #expect(compared["recipes/evil/recipe.eml"] != nil && compared["cookbook/index.html"] != nil && compared["feed.xml"] != nil)
        try Golden.check(compared.mapValues { [UInt8]($0) }, folder: Self.golden.appending(path: "site"))

        // What the golden files were recorded to show: the feed is XML (a bell character once made
        // it unreadable), nothing runs, no header is added.
        #expect(XMLParser(data: try #require(compared["feed.xml"])).parse())
        for (path, bytes) in compared where path.hasSuffix(".html") || path.hasSuffix(".xml") {
            let body = String(decoding: bytes, as: UTF8.self)
            for raw in ["<script>alert", "<img src=x", "<iframe", "<svg onload", "href=\"javascript:", "<i>c", "<b>t</b>", "<marquee", "<style>body"] {
                #expect(!body.contains(raw), "\(path) holds \(raw)")
            }
        }
    }
}
