import Foundation
import TestSupport

/// `recipository serve` run as a user runs it, on a free loopback port, its output in a file
/// (never a pipe that could fill); stopped with SIGINT, as Ctrl-C, and killed if it lingers.
final class PreviewProcess {
    struct Failure: Error, CustomStringConvertible { let description: String }

    let port: Int
    let site: URL
    private let process: ChildProcess
    private let log: URL

    /// Starts the server and waits (at most `seconds`) until it says it serves.
    init(site: URL, arguments: [String] = [], seconds: Double = 45) throws {
        self.site = site
        port = try LocalNginx.freePort()
        log = site.deletingLastPathComponent().appendingPathComponent("serve-\(port).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try ChildProcess.open(writingTo: log)
        defer { close(output) }
        process = try ChildProcess(Executable.url.path, ["serve", site.path, "--port", String(port)] + arguments,
                                   files: [1: output, 2: output], environment: ["NO_COLOR": "1"])
        try waitFor(seconds: seconds) { $0.contains("Serving ") }
    }

    deinit { stop() }

    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// What the server sends, as `curl` fetches it (never longer than 10 s).
    func fetch(_ path: String, headers: [String] = []) throws -> (status: Int, headers: [String: String], body: Data) {
        try HTTPFetch.curl("http://127.0.0.1:\(port)\(path)", headers: headers)
    }

    /// Waits until the server's output passes `test`, for at most `seconds`.
    func waitFor(seconds: Double, _ test: (String) -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if test(output) { return }
            guard process.isRunning else { throw Failure(description: "serve stopped: \(output)") }
            usleep(50_000)
        }
        throw Failure(description: "serve did not get there within \(seconds) s: \(output)")
    }

    /// Ctrl-C; returns how long it took to end (nil: it was killed after 5 s).
    @discardableResult
    func stop() -> Double? {
        guard process.isRunning else { return 0 }
        let start = Date()
        process.signal(SIGINT)
        while process.isRunning, Date().timeIntervalSince(start) < 5 { usleep(10_000) }
        guard process.isRunning else { return Date().timeIntervalSince(start) }
        process.signal(SIGKILL)
        process.wait()
        return nil
    }
}

/// curl, the client of the Deploy tests, with a time limit of its own.
enum HTTPFetch {
    static func curl(_ url: String, headers: [String] = []) throws -> (status: Int, headers: [String: String], body: Data) {
        let curl = try RequiredTool.path("curl", package: "curl")
        let temp = try TemporaryFolder("recipository-fetch")
        let body = temp.path("body"), head = temp.path("head")
        let result = try Tool.run(curl, ["--silent", "--path-as-is", "--max-time", "10", "--output", body.path, "--dump-header", head.path]
                                     + headers.flatMap { ["--header", $0] } + [url], timeLimit: .seconds(20))
        guard result.status == 0 else { throw PreviewProcess.Failure(description: "curl \(url) failed (\(result.status)): \(result.stderr)") }
        let lines = String(decoding: (try? Data(contentsOf: head)) ?? Data(), as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, fields, (try? Data(contentsOf: body)) ?? Data())
    }
}

/// A bare TCP connection to the server, for what no client library lets a test do: read an
/// event stream with a deadline, or send a request slowly. Every read has a deadline.
final class LoopbackConnection {
    let socket: Int32
    private var received: [UInt8] = []

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(socket); throw PreviewProcess.Failure(description: "no connection to port \(port)") }
    }

    deinit { close(socket) }

    func send(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads until `test` passes on all received text, the peer closes (false) or `seconds` pass (false).
    func read(seconds: Double, until test: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if test(text) { return true }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000) + 1) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return test(text) && false }
            received += buffer[..<count]
        }
    }

    var text: String { String(decoding: received, as: UTF8.self) }

    /// The event stream's events so far, as (name, data).
    var events: [(name: String, data: String)] {
        text.components(separatedBy: "\n\n").compactMap { block in
            let lines = block.split(separator: "\n")
            guard let name = lines.first(where: { $0.hasPrefix("event: ") }), let data = lines.first(where: { $0.hasPrefix("data: ") }) else { return nil }
            return (String(name.dropFirst(7)), String(data.dropFirst(6)))
        }
    }

    /// Opens the event stream.
    static func events(port: Int) throws -> LoopbackConnection {
        let connection = try LoopbackConnection(port: port)
        connection.send("GET /_recipository/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        guard connection.read(seconds: 10, until: { $0.contains("event: problems") }) else {
            throw PreviewProcess.Failure(description: "the event stream did not open: \(connection.text)")
        }
        return connection
    }

    /// Waits for the `number`th event called `name` (counting from 1), at most `seconds`.
    func waitForEvent(_ name: String, number: Int, seconds: Double = 30) throws -> String {
        var found: String?
        _ = read(seconds: seconds) { _ in
            let named = events.filter { $0.name == name }
            if named.count >= number { found = named[number - 1].data }
            return found != nil
        }
        guard let found else { throw PreviewProcess.Failure(description: "no \(name) event #\(number) within \(seconds) s; got: \(text)") }
        return found
    }
}

/// Fetches pages one after another on a thread of its own, each on a connection of its own with
/// a deadline, until stopped, and keeps what was not a whole page: not 200, a body shorter than
/// its `Content-Length`, not ending as every page of the site ends (`</html>`), or what `check`
/// finds wrong in the body (a page built from a source half-written).
final class PageFetcher: @unchecked Sendable {
    private let lock = NSLock()
    private var stopping = false
    private var fetched = 0
    private var bad: [String] = []
    private let done = DispatchSemaphore(value: 0)

    init(port: Int, paths: [String], check: @escaping @Sendable (String) -> String? = { _ in nil }) {
        Thread.detachNewThread { [self] in
            var turn = 0
            while !lock.withLock({ stopping }) {
                let path = paths[turn % paths.count]
                turn += 1
                let problem = Self.fetch(port: port, path: path, check: check)
                lock.withLock {
                    fetched += 1
                    if let problem { bad.append("\(path): \(problem)") }
                }
            }
            done.signal()
        }
    }

    /// Stops and says how many pages were fetched, and what was wrong with those not whole.
    func stop() -> (fetched: Int, bad: [String]) {
        lock.withLock { stopping = true }
        done.wait()
        return lock.withLock { (fetched, bad) }
    }

    static func fetch(port: Int, path: String, check: (String) -> String? = { _ in nil }) -> String? {
        guard let connection = try? LoopbackConnection(port: port) else { return "no connection" }
        connection.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        _ = connection.read(seconds: 10) { _ in false }
        let text = connection.text
        guard let split = text.range(of: "\r\n\r\n") else { return "no head: \(text.prefix(100).debugDescription)" }
        let head = text[..<split.lowerBound], body = text[split.upperBound...]
        let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) }
        guard head.hasPrefix("HTTP/1.1 200 "), length == body.utf8.count, body.hasSuffix("</html>\n") else {
            return "\(head.prefix(15)), \(body.utf8.count) of \(length.map(String.init) ?? "?") bytes, ending \(String(body.suffix(60)).debugDescription)"
        }
        return check(String(body))
    }
}
