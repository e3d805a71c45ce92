import Foundation
import RecipositoryCore

/// A one-line progress bar on a terminal: which stage of the pipeline the build is in.
/// Drawn on standard error and erased at the end, so logs and pipes never see it.
struct ProgressBar: Sendable {
    static var isTerminal: Bool { isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["TERM"] != "dumb" }

    static func show(_ stage: Stage) {
        let stages = Stage.allCases
        let done = stages.firstIndex(of: stage) ?? 0
        let width = 24
        let filled = width * done / stages.count
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(bar) \(stage.rawValue)…".utf8))
    }

    static func clear() {
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
