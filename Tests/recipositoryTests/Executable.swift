import Foundation

/// Runs the real `recipository` executable that SwiftPM built next to the tests.
struct Executable {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var url: URL {
        // The test bundle sits in the products folder (`.build/<triple>/debug/`), beside the binary.
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("recipository").path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("recipository")
    }

    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Output {
        try runTool(url.path, arguments, in: directory, environment: environment)
    }

    /// Runs any program (Chromium, Java, Python) the same way.
    static func runTool(_ path: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting, so a large output cannot block the child.
        nonisolated(unsafe) var errData = Data()
        let errReader = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
        errReader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errReader.isFinished { usleep(1000) }
        return Output(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
