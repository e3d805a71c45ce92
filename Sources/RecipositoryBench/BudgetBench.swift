import Foundation
import RecipositorySite

/// `recipository-bench budgets SITE [--recipes N]`: what a built site costs a phone, against the
/// budgets of issue 28 (a recipe page's first load at 390 px and three device pixels a CSS pixel
/// under 150 KB, the A-Z list scrolled to the end under 1.5 MB, a first visit with the service
/// worker's precache under 8 MB). Builds SITE into a temporary folder (its picture cache in
/// SITE's `.recipository/`, as `build` keeps it), or measures SITE as it is when it is a built
/// site (a folder a build made: another version's output, for a before and after), with
/// `budget_bench.py` beside this file: Python's HTTP server on loopback, gzipping text as static
/// hosts do, and headless Chromium over the DevTools protocol, whose Network domain counts the
/// bytes transferred. Prints its figures and the load average; false when a budget is missed.
struct BudgetBench {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("budget_bench.py")

    var site: String
    var recipes: Int?

    func run() throws -> Bool {
        var built = URL(fileURLWithPath: site)
        var made: URL?
        defer { made.map { try? FileManager.default.removeItem(at: $0) } }
        if !FileManager.default.fileExists(atPath: built.appendingPathComponent(SiteWriter.markerName).path) {
            built = FileManager.default.temporaryDirectory.appendingPathComponent("recipository-budget-bench-\(getpid())")
            made = built
            let started = DispatchTime.now().uptimeNanoseconds
            let summary = try Pipeline.build(site, options: .init(output: built.path))
            guard summary.wrote else {
                print("the build failed: \(summary.diagnostics.errorCount) errors")
                return false
            }
            print(String(format: "built %d recipes in %.1f s", summary.recipes, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9))
        }
        print("load average before: \(Self.loadAverage())")
        fflush(nil)  // every stream, before the script's own lines
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", Self.script.path, built.path] + (recipes.map { ["--recipes", String($0)] } ?? [])
            + (ProcessInfo.processInfo.environment["CHROMIUM"].map { ["--chromium", $0] } ?? [])
        try process.run()
        process.waitUntilExit()
        print("load average after: \(Self.loadAverage())")
        return process.terminationStatus == 0
    }

    /// `/proc/loadavg`'s three averages: the figures are the browser's bytes, not times, but a
    /// busy machine can keep a page from settling.
    static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
    }
}
