import Foundation
import Testing
import TestSupport

/// What a phone downloads stays within issue 28's budgets, measured as `recipository-bench
/// budgets` measures the whole based.cooking (the same script, `budget_bench.py`: headless
/// Chromium at 390 px and three device pixels a CSS pixel, Python's server gzipping text, bytes
/// as the DevTools Network domain counts them transferred), here on the sample of based.cooking
/// in the fixtures: every recipe page's first load under 150 KB, its pictures included; the A to
/// Z page scrolled to the end under 1.5 MB; a first visit with the service worker's precache
/// under 8 MB. Bytes, not times: the same site gives the same figures on a busy machine.
///
/// About two minutes of waiting on the browser: a blocking suite, on threads of its own.
@Suite(.blocking, .serialized)
struct PictureBudgetBrowserTests {
    @Test(.timeLimit(.minutes(6))) func aPhoneLoadsEachPageWithinItsBudget() throws {
        let temp = try TemporaryFolder()
        let site = temp.path("site")
        let build = try Executable.run(["build", Fixtures.basedCooking.path, "-o", site.path, "--quiet"])
        try #require(build.status == 0, "\(build.stderr)")
        let report = temp.path("budgets.json")
        let run = try Tool.run(RequiredTool.python(), ["-u", Fixtures.budgetBench.path, site.path, "--json", report.path,
                                                       "--chromium", RequiredTool.chromium()], timeLimit: .seconds(300))
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any],
                                   "no figures: \(run.stdout.suffix(2000)) \(run.stderr.suffix(2000))")
        // Every recipe page of the sample, each measured once it settled.
        let recipes = try FileManager.default.contentsOfDirectory(atPath: site.appending(path: "recipes").path)
            .filter { FileManager.default.fileExists(atPath: site.appending(path: "recipes/\($0)/index.html").path) }
        let pages = figures["recipes"] as? [[String: Any]] ?? []
        #expect(pages.count == recipes.count && recipes.count >= 30, "\(pages.count) of \(recipes.count) recipe pages measured")
        for page in pages {
            let slug = page["slug"] as? String ?? "?", bytes = page["bytes"] as? Int ?? .max
            #expect(bytes < 150_000, "recipes/\(slug)/: \(bytes) bytes on a first load at 390 px, DPR 3 (budget 150,000)")
            #expect(page["settled"] as? Bool == true, "recipes/\(slug)/ did not settle")
            // A page fetches at least its HTML, style and scripts (a page measured as nothing would pass).
            #expect(bytes > 20_000 && (page["requests"] as? Int ?? 0) >= 5, "recipes/\(slug)/: \(bytes) bytes")
        }
        // The A to Z page scrolled to the end: each card's picture loaded, the 180 px copies.
        let list = try #require(figures["az"] as? [String: Any])
        let listBytes = list["bytes"] as? Int ?? .max
        #expect(listBytes < 1_500_000, "the A to Z page scrolled to the end: \(listBytes) bytes (budget 1,500,000)")
        #expect((list["requests"] as? Int ?? 0) > (list["pictures"] as? Int ?? .max) && list["settled"] as? Bool == true, "\(list)")
        // The first visit: the home page, and the service worker's precache until it is active.
        let first = try #require(figures["first"] as? [String: Any])
        let firstBytes = first["bytes"] as? Int ?? .max
        #expect(firstBytes < 8_000_000, "a first visit with the service worker's precache: \(firstBytes) bytes (budget 8,000,000)")
        #expect(first["worker_state"] as? String == "active" && (first["worker_requests"] as? Int ?? 0) > recipes.count, "\(first)")
    }
}
