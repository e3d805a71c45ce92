import Foundation

/// Runs the real `recipository` executable that SwiftPM built next to the tests.
public enum Executable {
    public typealias Output = Tool.Output

    public static var url: URL {
        // The test bundle sits in the products folder (`.build/<triple>/debug/`), beside the binary.
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("recipository").path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("recipository")
    }

    /// Runs the binary without colour, as on a pipe, whatever the terminal.
    public static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Output {
        try Tool.run(url.path, arguments, in: directory, environment: environment.merging(["NO_COLOR": "1"]) { old, _ in old })
    }

    public static let repository = Fixtures.repository
}
