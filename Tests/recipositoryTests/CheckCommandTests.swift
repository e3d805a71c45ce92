import Foundation
import TestSupport
import Testing

@Suite(.serialized) struct CheckCommandTests {
    let brokenSite = Executable.fixtures.appendingPathComponent("broken-site")

    @Test func brokenSiteDiagnosticsMatchTheGoldenFile() throws {
        let result = try Executable.run(["check", "."], in: brokenSite)
        #expect(result.status == 1)
        try Golden.check(result.stderr, file: Executable.fixtures.appending(path: "golden/broken-site-check.txt"))
    }

    @Test func everyProblemHasItsOwnCode() throws {
        let result = try Executable.run(["check", ".", "--format", "json"], in: brokenSite)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let codes = Set(list.compactMap { $0["code"] as? String })
        #expect(codes.count >= 25, "distinct codes: \(codes.sorted())")
        for required in ["missing-title", "duplicate-slug", "wrong-type", "bad-duration", "rating-out-of-range",
                         "difficulty-out-of-range", "missing-image", "broken-link", "yaml-syntax", "unterminated-front-matter",
                         "invalid-utf8", "nul-byte", "yaml-alias", "yaml-too-deep", "table-too-large", "binary-file",
                         "file-too-large", "no-ingredients", "no-steps", "unknown-unit", "quantity-not-understood", "unknown-key"] {
            #expect(codes.contains(required), "missing \(required)")
        }
    }

    @Test func githubAnnotations() throws {
        let result = try Executable.run(["check", "content/recipes/rating-range.md", "--format", "github"], in: brokenSite)
        #expect(result.status == 1)
        #expect(result.stderr.contains("::error file=content/recipes/rating-range.md,line=3,col=9,title=rating-out-of-range::"))
    }

    @Test func cleanFileExitsZeroAndWarningsFailOnlyWhenStrict() throws {
        #expect(try Executable.run(["check", "content/recipes/good.md"], in: brokenSite).status == 0)
        let warningOnly = "content/recipes/no-steps.md"
        #expect(try Executable.run(["check", warningOnly], in: brokenSite).status == 0)
        #expect(try Executable.run(["check", warningOnly, "--strict"], in: brokenSite).status == 1)
    }

    /// `check` finds what `build` would refuse: files of `static/` at the home page's, a recipe
    /// file's and the service worker's paths (issue 11, item 8).
    @Test func twoOutputsForOnePathAreFoundByCheck() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/good.md", "---\ntitle: Good\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n")
        for path in ["index.html", "recipes/good/good.md", "sw.js", "Search-Index.json"] { try temp.write("site/static/" + path, "mine") }
        let result = try Executable.run(["check", ".", "--format", "json"], in: temp.path("site"))
        #expect(result.status == 1)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let collisions = list.filter { $0["code"] as? String == "output-collision" }.compactMap { $0["file"] as? String }
        #expect(collisions.sorted() == ["static/Search-Index.json", "static/index.html", "static/recipes/good/good.md", "static/sw.js"],
                "\(result.stdout)")
        let build = try Executable.run(["build", ".", "-o", temp.path("out").path], in: temp.path("site"))
        #expect(build.status == 1)
        #expect(!FileManager.default.fileExists(atPath: temp.path("out").path))
    }

    @Test func usageAndMissingPathsExitTwo() throws {
        #expect(try Executable.run(["check", "--no-such-flag"]).status == 2)
        #expect(try Executable.run(["check", "/no/such/folder"]).status == 2)
        #expect(try Executable.run(["frobnicate"]).status == 2)
    }

    @Test func helpIsReadable() throws {
        let result = try Executable.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("cookbook"))
        #expect(result.stdout.contains("check"))
    }

    @Test func bundledCookbookIsClean() throws {
        let result = try Executable.run(["check", "--strict"], in: Executable.repository)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func basedCookingHasNoErrors() throws {
        let corpus = Fixtures.basedCooking.appending(path: "content")
        let result = try Executable.run(["check", corpus.path, "--format", "json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let errors = list.filter { $0["severity"] as? String == "error" }
        #expect(errors.isEmpty, "\(errors.prefix(5))")
        #expect(result.status == 0)
    }
}
