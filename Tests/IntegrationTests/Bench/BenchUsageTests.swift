import Foundation
import Testing
import TestSupport

/// `recipository-bench` says how to call it: `--help` anywhere prints its usage (it was taken
/// for a site's path, and the bench crashed with a backtrace), a missing or mistyped site is one
/// line and the usage, never a crash.
@Suite(.blocking, .serialized) struct BenchUsageTests {
    /// The bench binary SwiftPM builds beside `recipository`.
    let bench = Executable.url.deletingLastPathComponent().appendingPathComponent("recipository-bench").path

    @Test func helpPrintsTheUsageForEachBench() throws {
        for arguments in [["--help"], ["-h"], ["budgets", "--help"], ["check", "--help"], ["build", "-h"], ["serve-reload", "--help"],
                          ["compare-hugo", "--help"], ["mustache", "--help"], ["search", "--help"]] {
            let result = try Tool.run(bench, arguments, timeLimit: .seconds(60))
            #expect(result.status == 0, "\(arguments): \(result.stderr.suffix(500))")
            #expect(result.stdout.hasPrefix("usage: recipository-bench ") && result.stdout.contains("recipository-bench budgets SITE"),
                    "\(arguments): \(result.stdout.prefix(300))")
        }
    }

    @Test func aMissingSiteIsSaidNotCrashedOn() throws {
        let temp = try TemporaryFolder()
        let missing = temp.path("no-such-site").path
        for arguments in [["budgets"], ["budgets", missing], ["budgets", "--recipes", "3"], ["check", missing], ["build", missing, "--runs"],
                          ["foods", Fixtures.basedCooking.path, missing], ["no-such-bench"]] {
            let result = try Tool.run(bench, arguments, timeLimit: .seconds(60))
            #expect(result.status == 2, "\(arguments): \(result.status) \(result.stderr.suffix(500))")
            #expect(result.stderr.contains("usage: recipository-bench "), "\(arguments): \(result.stderr.suffix(500))")
            #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Stack dump"), "\(arguments): \(result.stderr.suffix(500))")
        }
    }
}
