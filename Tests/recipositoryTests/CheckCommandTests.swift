import Foundation
import TestSupport
import Testing

@Suite(.blocking, .serialized) struct CheckCommandTests {
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

    /// `--nutrition` warns about each line with an amount the estimate cannot weigh, at its place;
    /// without it, nothing. `show --format json` gives each line's grams and USDA food, and the estimate.
    @Test func nutritionWarningsAndShowsWeights() throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/pancakes.md", """
            ---
            title: Pancakes
            servings: 2
            ---
            ## Ingredients
            - 2 cups flour
            - 1 cup oat milk
            - salt, to taste
            ## Steps
            1. Mix and fry.
            """)
        let plain = try Executable.run(["check", ".", "--format", "json"], in: temp.path("site"))
        #expect(!plain.stdout.contains("nutrition-unknown-food"))
        let result = try Executable.run(["check", ".", "--nutrition", "--format", "json"], in: temp.path("site"))
        #expect(result.status == 0, "a warning, not an error")
        let found = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(found.compactMap { $0["code"] as? String } == ["nutrition-unknown-food"])
        #expect(found.first?["line"] as? Int == 7, "\(found)")
        let show = try Executable.run(["show", "content/recipes/pancakes.md", "--format", "json"], in: temp.path("site"))
        let recipe = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        let lines = try #require((recipe["ingredient_groups"] as? [[String: Any]])?.first?["ingredients"] as? [[String: Any]])
        // USDA 20081: 125 g a cup of all-purpose flour.
        #expect(lines.map { $0["grams"] as? Double } == [250, nil, nil])
        #expect(lines.map { $0["usda"] as? String } == ["20081", nil, "02047"])
        let estimate = try #require(recipe["nutrition_estimate"] as? [String: Any])
        // 250 g at 364 kcal per 100 g, for 2: 455 kcal.
        #expect((estimate["per_serving"] as? [String: Any])?["energy_kcal"] as? Double == 455)
        #expect(estimate["counted"] as? Int == 1 && estimate["ingredients"] as? Int == 3)
        #expect(estimate["not_counted"] as? [String] == ["1 cup oat milk", "salt, to taste"])
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
