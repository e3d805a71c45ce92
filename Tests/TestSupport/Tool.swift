import Foundation

/// Runs a program (the built `recipository`, Chromium, Java, Python, poppler) and collects its output.
public enum Tool {
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// A tool that ran and failed.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// - Parameters:
    ///   - tool: a path, or a name looked up on the PATH.
    ///   - timeLimit: a bound on a hazard, not a speed test: a tool still running then is killed
    ///     and the run fails, so a hung child ends its test instead of the whole CI run.
    public static func run(_ tool: String, _ arguments: [String], in directory: URL? = nil,
                           environment: [String: String] = [:], input: Data? = nil,
                           timeLimit: Duration = .seconds(600)) throws -> Output {
        let process = Process()
        if tool.contains("/") {
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [tool] + arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe(), inputPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        let watchdog = Watchdog(process, after: timeLimit)
        // Read both pipes while the tool runs, so a full pipe never blocks it.
        let errors = ErrorCollector(err.fileHandleForReading)
        if let input {
            inputPipe.fileHandleForWriting.write(input)
            try inputPipe.fileHandleForWriting.close()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        if watchdog.fired {
            throw Failure("\(tool) \(arguments.prefix(3).joined(separator: " ")) was still running after \(timeLimit) and was killed")
        }
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: errors.wait(), as: UTF8.self))
    }

    /// Kills a process that outlives its time limit.
    private final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var cancelled = false
        private(set) var fired = false

        init(_ process: Process, after limit: Duration) {
            let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
                lock.lock()
                defer { lock.unlock() }
                guard !cancelled, process.isRunning else { return }
                fired = true
                kill(process.processIdentifier, SIGKILL)
            }
        }

        func cancel() {
            lock.lock()
            cancelled = true
            lock.unlock()
        }
    }

    private final class ErrorCollector: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }
}

extension Process {
    /// Stops a server the tests started: SIGTERM, then SIGKILL if it is still running after
    /// `grace`. A child of the test process inherits the spawning thread's blocked signals, and
    /// Swift's threads block SIGTERM: a python3 server once ignored it and its test waited for ever.
    public func stop(grace: Duration = .seconds(3)) {
        guard isRunning else { return }
        terminate()
        let end = ContinuousClock.now + grace
        while isRunning && ContinuousClock.now < end { usleep(20_000) }
        if isRunning { kill(processIdentifier, SIGKILL) }
        waitUntilExit()
    }
}
