import Foundation
import RecipositorySite

/// `recipository-bench search SITE [--runs N]`: builds the site into a temporary folder, prints
/// the size of its search index (raw and gzipped) and the search times measured inside headless
/// Chromium by `search-bench.js` (beside this file), which it copies into the built site's
/// assets: the search page loads it when asked (`search/index.html?bench=1&runs=N`) and it
/// writes its figures into the page, read here with `--dump-dom`. Targets: index under 400 KB gzipped, every
/// search under 16 ms (one frame).
struct SearchPageBench {
    /// What `search-bench.js` writes into `<pre id="search-bench">`.
    struct Figures: Decodable {
        struct Search: Decodable {
            var search: String
            var results: Int
            var firstMs: Double
            var medianMs: Double
            var p90Ms: Double
            var worstMs: Double
            var withDisplayMedianMs: Double
            var withDisplayWorstMs: Double
        }

        var recipes: Int
        var vocabulary: Int
        var runs: Int
        var setupMs: Double
        var warmUpMs: Double
        var medianMs: Double
        var p90Ms: Double
        var worstMs: Double
        var withDisplayWorstMs: Double
        var searches: [Search]
    }

    /// The bench's own script, read from the source tree the bench was built from.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("search-bench.js")

    static let gzippedLimitKB = 400.0
    static let frameMs = 16.0

    var site: String
    var runs: Int

    /// Prints the figures; false when a target is missed.
    func run() throws -> Bool {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("recipository-search-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: output) }
        let started = DispatchTime.now().uptimeNanoseconds
        let summary = try Pipeline.build(site, options: .init(output: output.path))
        guard summary.wrote else {
            print("the build failed: \(summary.diagnostics.errorCount) errors")
            return false
        }
        print(String(format: "built %d recipes in %.1f s", summary.recipes, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9))
        try FileManager.default.copyItem(at: Self.script, to: output.appendingPathComponent("assets/search-bench.js"))

        let index = output.appendingPathComponent("search-index.json")
        let raw = Double(try Data(contentsOf: index).count) / 1024
        let gzipped = Double(try Self.run("gzip", ["-9", "-c", index.path]).count) / 1024
        let gzippedDefault = Double(try Self.run("gzip", ["-6", "-c", index.path]).count) / 1024
        print(String(format: "search-index.json: %.0f KB raw, %.0f KB gzipped (-9), %.0f KB (-6)", raw, gzipped, gzippedDefault))

        // Other work on the machine shows up in the worst times: say how busy it was.
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?"
        let figures = try measureInChromium(output)
        print(String(format: "in Chromium: %d recipes, %d ingredient terms; index ready %.1f ms after loading, warmed up in %.1f ms",
                     figures.recipes, figures.vocabulary, figures.setupMs, figures.warmUpMs) + " (load average \(load))")
        print("ms per search over \(figures.runs) runs, the first page of results made (first, median, 90th percentile, worst; "
            + "then median and worst with the results shown and laid out):")
        for row in figures.searches {
            let name = row.search.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? row.search
            print("  " + name.padding(toLength: 42, withPad: " ", startingAt: 0) + String(
                format: " %5d results  %6.2f %6.2f %6.2f %6.2f   shown %6.2f %6.2f", row.results,
                row.firstMs, row.medianMs, row.p90Ms, row.worstMs, row.withDisplayMedianMs, row.withDisplayWorstMs))
        }
        print(String(format: "median of medians %.2f ms, highest 90th percentile %.2f ms, worst search %.2f ms, worst with display %.2f ms",
                     figures.medianMs, figures.p90Ms, figures.worstMs, figures.withDisplayWorstMs))
        let sizeMet = gzipped < Self.gzippedLimitKB
        let timeMet = figures.worstMs < Self.frameMs
        let typicalMet = figures.p90Ms < Self.frameMs
        print("target index < \(Int(Self.gzippedLimitKB)) KB gzipped: \(sizeMet ? "met" : "MISSED"); every search < \(Int(Self.frameMs)) ms: "
            + "\(timeMet ? "met" : "MISSED") (90th percentile: \(typicalMet ? "met" : "missed"))")
        return sizeMet && timeMet
    }
}

private extension SearchPageBench {
    /// Opens the search page from disk with the bench hook and reads the figures it wrote.
    func measureInChromium(_ site: URL) throws -> Figures {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("recipository-search-bench-profile-\(getpid())")
        defer { try? FileManager.default.removeItem(at: profile) }
        let page = site.appendingPathComponent("search/index.html").absoluteString + "?bench=1&runs=\(runs)"
        let dom = String(decoding: try Self.run(ProcessInfo.processInfo.environment["CHROMIUM"] ?? "chromium", [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)", "--dump-dom", page,
        ]), as: UTF8.self)
        guard let start = dom.range(of: #"<pre id="search-bench">"#), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw SiteError(path: page, reason: "the page wrote no figures (is Chromium installed?)") }
        // Text in HTML escapes only these three.
        let json = dom[start.upperBound..<end.lowerBound]
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Figures.self, from: Data(json.utf8))
    }

    /// A program's standard output (its errors are dropped).
    static func run(_ program: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}
