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
        let out = try ChildProcess.pipe(), err = try ChildProcess.pipe()
        let inputPipe = input == nil ? nil : try ChildProcess.pipe()
        var files: [Int32: Int32] = [1: out.write, 2: err.write]
        if let inputPipe { files[0] = inputPipe.read }
        let child: ChildProcess
        do {
            child = tool.contains("/")
                ? try ChildProcess(tool, arguments, files: files, directory: directory, environment: environment)
                : try ChildProcess("/usr/bin/env", [tool] + arguments, files: files, directory: directory, environment: environment)
        } catch {
            ([out.read, out.write, err.read, err.write] + [inputPipe?.read, inputPipe?.write].compactMap { $0 }).forEach { close($0) }
            throw error
        }
        close(out.write)
        close(err.write)
        if let inputPipe { close(inputPipe.read) }
        let streams = Streams(stdout: out.read, stderr: err.read, input: inputPipe.map { ($0.write, input!) })
        let deadline = ContinuousClock.now + timeLimit
        var killed = false
        // Read both pipes and write the input while the tool runs, so a full pipe never blocks it.
        while child.isRunning {
            if ContinuousClock.now >= deadline {
                child.signal(SIGKILL)
                killed = true
                break
            }
            streams.pump(milliseconds: 100)
        }
        let status = child.wait()
        // What the tool wrote before it exited is in the pipes; a descendant that kept a copy of
        // its output open (`sh -c 'server & ...'`) is waited for only while it still writes.
        var quietSince = ContinuousClock.now
        while !streams.finished && ContinuousClock.now < deadline && ContinuousClock.now - quietSince < .seconds(1) {
            if streams.pump(milliseconds: 100) { quietSince = ContinuousClock.now }
        }
        streams.close()
        if killed {
            throw Failure("\(tool) \(arguments.prefix(3).joined(separator: " ")) was still running after \(timeLimit) and was killed")
        }
        return Output(status: status, stdout: String(decoding: streams.stdout, as: UTF8.self),
                      stderr: String(decoding: streams.stderr, as: UTF8.self))
    }

    /// A child's output pipes and its input, served by `poll` on the calling thread.
    private final class Streams {
        private(set) var stdout = Data(), stderr = Data()
        private var reading: [Int32]
        private let outputFile: Int32
        private var input: (file: Int32, bytes: Data, written: Int)?

        init(stdout: Int32, stderr: Int32, input: (Int32, Data)?) {
            reading = [stdout, stderr]
            outputFile = stdout
            if let (file, bytes) = input {
                guard !bytes.isEmpty else { Glibc.close(file); return }
                // A child that exits without reading its input must not end the test process.
                signal(SIGPIPE, SIG_IGN)
                _ = fcntl(file, F_SETFL, fcntl(file, F_GETFL) | O_NONBLOCK)
                self.input = (file, bytes, 0)
            }
        }

        var finished: Bool { reading.isEmpty }

        /// Waits at most `milliseconds` for the pipes; whether anything came or went.
        @discardableResult func pump(milliseconds: Int32) -> Bool {
            var polled = reading.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if let input { polled.append(pollfd(fd: input.file, events: Int16(POLLOUT), revents: 0)) }
            // With nothing left to read (the output closed), only a short wait for the exit.
            guard poll(&polled, nfds_t(polled.count), polled.isEmpty ? 5 : milliseconds) > 0 else { return false }
            for entry in polled where entry.revents != 0 {
                if let input, entry.fd == input.file { write(); continue }
                read(entry.fd)
            }
            return true
        }

        private func read(_ file: Int32) {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = Glibc.read(file, &buffer, buffer.count)
            if count > 0 {
                if file == outputFile { stdout.append(contentsOf: buffer[..<count]) } else { stderr.append(contentsOf: buffer[..<count]) }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                Glibc.close(file)
                reading.removeAll { $0 == file }
            }
        }

        private func write() {
            guard var pending = input else { return }
            let count = pending.bytes.withUnsafeBytes { bytes in
                Glibc.write(pending.file, bytes.baseAddress! + pending.written, bytes.count - pending.written)
            }
            if count > 0 { pending.written += count }
            if pending.written == pending.bytes.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
                Glibc.close(pending.file)
                input = nil
            } else {
                input = pending
            }
        }

        func close() {
            reading.forEach { Glibc.close($0) }
            reading = []
            if let input { Glibc.close(input.file) }
            input = nil
        }
    }
}
