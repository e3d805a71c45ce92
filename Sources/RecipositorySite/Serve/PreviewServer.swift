import Foundation

/// The preview's web server: plain HTTP/1.1 on a socket of the system's, one short-lived thread a
/// request (the event streams take none, `PreviewEvents`). It serves the files of one folder, the
/// built site, and nothing else: a path with `..` or `.` in it (encoded or not) is refused, a
/// symbolic link that leads outside the folder is refused, a folder is served by its
/// `index.html` and never listed, a missing file gets the site's own `404.html`. A request's head
/// is read within `Limits` (size and time), so a slow or huge request holds one thread for a few
/// seconds at most; the number of requests served at once is bounded too.
public final class PreviewServer: @unchecked Sendable {
    public struct Limits: Sendable {
        /// The request line and headers together; a browser's are under 8 KiB.
        public var headBytes = 16 * 1024
        /// From the connection to the end of the head, and for each write of the answer.
        public var seconds = 10
        /// Requests answered at once (streams not counted); one more gets 503.
        public var requests = 64
        public init() {}
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The served folder (the preview build's output).
    public let root: URL
    public let events: PreviewEvents
    public let address: String
    public let port: Int
    private let listener: Int32
    private let limits: Limits
    private let busy = Counter()

    /// Listens at `address` on `port`, or, with none given, on 8080 or the first free port after it.
    public init(root: URL, address: String, port: Int?, events: PreviewEvents, limits: Limits = Limits()) throws {
        self.root = root
        self.events = events
        self.address = address
        self.limits = limits
        let candidates = port.map { [$0] } ?? Array(8080..<8180)
        var bound: (socket: Int32, port: Int)?
        for candidate in candidates {
            let (socket, failure) = try Self.listen(address: address, port: candidate)
            if let socket { bound = (socket, candidate); break }
            if failure != EADDRINUSE || port != nil {
                let reason = failure == EADDRINUSE ? "another program is using it; choose another with --port, or leave --port out to take a free one"
                    : failure == EADDRNOTAVAIL ? "this computer has no such address; --bind takes one of its own, such as 127.0.0.1"
                    : failure == EACCES ? "ports below 1024 need the administrator; choose one above 1024 with --port"
                    : String(cString: strerror(failure))
                throw Failure(description: "Cannot serve on \(Self.hostForURL(address)):\(candidate): \(reason).")
            }
        }
        guard let bound else {
            throw Failure(description: "Cannot serve on \(Self.hostForURL(address)): ports 8080 to 8179 are all in use; choose one with --port.")
        }
        listener = bound.socket
        self.port = bound.port
    }

    /// The address to open, as a browser writes it.
    public var url: String { "http://\(Self.hostForURL(address)):\(port)/" }

    /// Whether `address` is this computer only (127.0.0.0/8, ::1, localhost).
    public static func isLoopback(_ address: String) -> Bool {
        address == "localhost" || address == "::1" || address.hasPrefix("127.")
    }

    /// Accepts connections on a thread of its own until the process ends.
    public func start() {
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 {
                    if errno == EINTR || errno == ECONNABORTED || errno == EMFILE || errno == ENFILE {
                        if errno == EMFILE || errno == ENFILE { usleep(50_000) }
                        continue
                    }
                    return
                }
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                var timeout = timeval(tv_sec: limits.seconds, tv_usec: 0)
                setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                guard busy.enter(limit: limits.requests) else {
                    respond(client, status: "503 Service Unavailable", type: "text/plain; charset=utf-8",
                            body: Array("Too many requests at once; try again.\n".utf8), head: false)
                    Glibc.close(client)
                    continue
                }
                Thread.detachNewThread { [self] in
                    if !serve(client) { Glibc.close(client) }
                    busy.leave()
                }
            }
        }
        Thread.detachNewThread { [events] in
            while true {
                sleep(15)
                events.keepAlive()
            }
        }
    }

    /// Answers one request; true when the socket was handed to the event streams.
    private func serve(_ client: Int32) -> Bool {
        guard let bytes = readHead(client) else {
            respond(client, status: "408 Request Timeout", type: "text/plain; charset=utf-8",
                    body: Array("The request was too slow or too large.\n".utf8), head: false)
            drain(client)
            return false
        }
        guard let request = RequestHead(bytes) else {
            respond(client, status: "400 Bad Request", type: "text/plain; charset=utf-8", body: Array("Bad request.\n".utf8), head: false)
            return false
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            respond(client, status: "405 Method Not Allowed", type: "text/plain; charset=utf-8",
                    body: Array("Only GET and HEAD.\n".utf8), head: false, extra: ["Allow: GET, HEAD"])
            return false
        }
        let head = request.method == "HEAD"
        switch request.target {
        case PreviewScripts.eventsPath:
            let start = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\nCache-Control: no-store\r\n"
                + "X-Content-Type-Options: nosniff\r\n\r\nretry: 500\n\n"
            guard sendAll(client, Array(start.utf8)), !head else { return false }
            events.open(client)
            return true
        case PreviewScripts.scriptPath:
            respond(client, status: "200 OK", type: MediaTypes.type(ofPath: ".js"), body: Array(PreviewScripts.script.utf8), head: head)
            return false
        case PreviewScripts.workerPath:
            respond(client, status: "200 OK", type: MediaTypes.type(ofPath: ".js"), body: Array(PreviewScripts.worker.utf8), head: head)
            return false
        default:
            break
        }
        guard let segments = request.segments else {
            respond(client, status: "403 Forbidden", type: "text/plain; charset=utf-8",
                    body: Array("This path is outside the site.\n".utf8), head: head)
            return false
        }
        switch locate(segments, folderPage: request.target.hasSuffix("/")) {
        case .file(let path, let status):
            let tag = Self.entityTag(status)
            if let match = request.headers["if-none-match"],
               match == "*" || match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == tag }) {
                respond(client, status: "304 Not Modified", type: nil, body: [], head: true, extra: ["ETag: \(tag)"])
            } else if let body = try? SiteLoader.read(path).get() {
                respond(client, status: "200 OK", type: MediaTypes.type(ofPath: path), body: body, head: head, extra: ["ETag: \(tag)"])
            } else {
                notFound(client, head: head)
            }
        case .folder:
            let location = request.target.hasSuffix("/") ? request.target : request.target + "/"
            respond(client, status: "301 Moved Permanently", type: "text/plain; charset=utf-8", body: Array("Moved to \(location)\n".utf8),
                    head: head, extra: ["Location: \(location)"])
        case .missing:
            notFound(client, head: head)
        }
        return false
    }

    enum Found { case file(String, stat), folder, missing }

    /// A file of the served folder, never one outside it, whatever links lead there. A folder
    /// asked for with its `/` is its `index.html`; without it, a redirect (relative links need it).
    func locate(_ segments: [String], folderPage: Bool) -> Found {
        let base = root.resolvingSymlinksInPath().path
        var path = ([base] + segments).joined(separator: "/")
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        if status.st_mode & S_IFMT == S_IFDIR {
            guard segments.isEmpty || folderPage else { return .folder }
            path += "/index.html"
            guard stat(path, &status) == 0 else { return .missing }
        }
        guard status.st_mode & S_IFMT == S_IFREG, let real = realpath(path, nil) else { return .missing }
        defer { free(real) }
        guard String(cString: real).hasPrefix(base + "/") else { return .missing }
        return .file(path, status)
    }

    private func notFound(_ client: Int32, head: Bool) {
        let page = root.appendingPathComponent("404.html").path
        let body = (try? SiteLoader.read(page).get()) ?? Array("Not found.\n".utf8)
        respond(client, status: "404 Not Found", type: MediaTypes.type(ofPath: page), body: body, head: head)
    }

    /// A weak validator from the file's identity: a build that leaves a file's bytes alone keeps
    /// its inode and time (`PreviousTree`), and any change gives it new ones.
    static func entityTag(_ status: stat) -> String {
        "\"\(String(status.st_ino, radix: 16))-\(String(status.st_size, radix: 16))-\(String(status.st_mtim.tv_sec, radix: 16)).\(String(status.st_mtim.tv_nsec, radix: 16))\""
    }

    private func respond(_ client: Int32, status: String, type: String?, body: [UInt8], head: Bool, extra: [String] = []) {
        var lines = ["HTTP/1.1 \(status)", "Content-Length: \(body.count)", "Cache-Control: no-cache", "X-Content-Type-Options: nosniff",
                     "Connection: close"]
        if let type { lines.append("Content-Type: \(type)") }
        lines += extra
        let start = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        _ = sendAll(client, head ? start : start + body)
    }

    /// What the client is still sending, read and dropped for a moment before closing: closing
    /// with unread bytes resets the connection, and the client might lose the answer.
    private func drain(_ client: Int32) {
        shutdown(client, Int32(SHUT_WR))
        var buffer = [UInt8](repeating: 0, count: 65536)
        for _ in 0..<16 {
            var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { return }
            guard buffer.withUnsafeMutableBytes({ recv(client, $0.baseAddress, $0.count, 0) }) > 0 else { return }
        }
    }

    private func sendAll(_ client: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let count = send(client, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    /// The head, up to its blank line, within the size and time limits; nil past either.
    private func readHead(_ client: Int32) -> [UInt8]? {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(limits.seconds) * 1_000_000_000
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return nil }
            var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32((deadline - now) / 1_000_000) + 1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return nil }
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            let from = max(0, bytes.count - 3)
            bytes += buffer[..<count]
            if let range = bytes[from...].firstRange(of: end) {
                return Array(bytes[..<range.lowerBound])
            }
            guard bytes.count <= limits.headBytes else { return nil }
        }
    }

    /// `(socket, nil)` listening, or `(nil, errno)` when the address or port cannot be had.
    private static func listen(address: String, port: Int) throws -> (Int32?, Int32) {
        let host = address == "localhost" ? "127.0.0.1" : address
        var v4 = sockaddr_in(), v6 = sockaddr_in6()
        let family: Int32
        if inet_pton(AF_INET, host, &v4.sin_addr) == 1 {
            family = AF_INET
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = in_port_t(UInt16(port).bigEndian)
        } else if inet_pton(AF_INET6, host, &v6.sin6_addr) == 1 {
            family = AF_INET6
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = in_port_t(UInt16(port).bigEndian)
        } else {
            throw Failure(description: "Cannot serve on \(address): --bind takes an address such as 127.0.0.1 or ::1, not a name.")
        }
        guard (1...65535).contains(port) else { throw Failure(description: "Cannot serve on port \(port): a port is a number from 1 to 65535.") }
        let socket = Glibc.socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { return (nil, errno) }
        var one: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound = family == AF_INET
            ? withUnsafePointer(to: &v4) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            : withUnsafePointer(to: &v6) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) } }
        guard bound == 0, Glibc.listen(socket, 128) == 0 else {
            let failure = errno
            Glibc.close(socket)
            return (nil, failure)
        }
        return (socket, 0)
    }

    private static func hostForURL(_ address: String) -> String {
        address.contains(":") ? "[\(address)]" : address
    }
}

/// How many requests are being answered.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func enter(limit: Int) -> Bool {
        lock.withLock {
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func leave() { lock.withLock { count -= 1 } }
}
