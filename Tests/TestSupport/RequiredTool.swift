import Foundation

/// Outside programs some tests need. `.ci/test` installs them all (`.ci/install-test-deps`); where one is
/// missing the test fails with one sentence naming the package, never passes without it.
public enum RequiredTool {
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    /// The first of `names` on the PATH (or the file `$variable` names), else `Missing`.
    public static func path(_ names: String..., package: String, variable: String? = nil) throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let variable, let chosen = environment[variable], !chosen.isEmpty { return chosen }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        throw Missing(description: "This test needs `\(names[0])`: install the Debian package \(package) (.ci/install-test-deps installs everything the tests use).")
    }

    public static func python() throws -> String { try path("python3", package: "python3") }

    public static func chromium() throws -> String {
        try path("chromium", "chromium-browser", "google-chrome", package: "chromium", variable: "CHROMIUM")
    }

    /// Checks that Python can import `module`, which the PyPI package `package` provides.
    public static func pythonModule(_ module: String, pyPI package: String) throws {
        let result = try Tool.run(python(), ["-c", "import \(module)"])
        guard result.status == 0 else {
            throw Missing(description: "This test needs the Python module `\(module)`: install it with `pip install \(package)` (.ci/install-test-deps does).")
        }
    }
}
