import Foundation
import Testing

/// Compares output with a file under Fixtures; `RECORD_GOLDEN=1` writes it instead.
/// A missing golden file fails, so a forgotten recording is never a pass.
func assertGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = Executable.fixtures.appendingPathComponent("golden").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        return
    }
    guard let expected = FileManager.default.contents(atPath: url.path) else {
        Issue.record("No golden file \(name); run the tests with RECORD_GOLDEN=1 to record it.", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == String(decoding: expected, as: UTF8.self), "differs from golden file \(name)", sourceLocation: sourceLocation)
}
