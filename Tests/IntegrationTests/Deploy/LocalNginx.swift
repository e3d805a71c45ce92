import Foundation
import TestSupport

/// Debian's nginx on 127.0.0.1, with its own prefix, configuration, logs and pid file in a
/// folder of the test's; stopped (SIGTERM, then SIGKILL if need be, and waited for) when the test lets go of it.
final class LocalNginx {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static let binary = "/usr/sbin/nginx"
    let prefix: URL
    private let process: ChildProcess

    /// `servers` are `server { ... }` blocks; the rest of the configuration keeps nginx inside `prefix`.
    init(prefix: URL, servers: [String], ports: [Int]) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.binary) else {
            throw Failure(description: "nginx is not installed: install the Debian package nginx (.ci/install-test-deps does).")
        }
        self.prefix = prefix
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("temp"), withIntermediateDirectories: true)
        let temp = prefix.appendingPathComponent("temp").path
        let configuration = """
            worker_processes 1;
            pid \(prefix.path)/nginx.pid;
            error_log \(prefix.path)/error.log;
            events { worker_connections 64; }
            http {
                include /etc/nginx/mime.types;
                default_type application/octet-stream;
                access_log \(prefix.path)/access.log;
                client_body_temp_path \(temp)/body;
                proxy_temp_path \(temp)/proxy;
                fastcgi_temp_path \(temp)/fastcgi;
                uwsgi_temp_path \(temp)/uwsgi;
                scgi_temp_path \(temp)/scgi;
            \(servers.joined(separator: "\n"))
            }

            """
        let file = prefix.appendingPathComponent("nginx.conf")
        try Data(configuration.utf8).write(to: file)
        process = try ChildProcess(Self.binary, ["-p", prefix.path + "/", "-c", file.path, "-e", prefix.path + "/error.log", "-g", "daemon off;"])
        for port in ports { try waitForListener(port) }
    }

    deinit {
        process.stop()
    }

    /// A port nothing listens on now (the kernel's pick, released at once for nginx to take).
    static func freePort() throws -> Int {
        let socket = tcpSocket()
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw Failure(description: "no free port on 127.0.0.1") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func tcpSocket() -> Int32 { socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0) }

    /// nginx binds its ports before it forks its worker; a connection then succeeds.
    private func waitForListener(_ port: Int) throws {
        for _ in 0..<100 {
            guard process.isRunning else { break }
            if Self.accepts(port) { return }
            usleep(50_000)
        }
        let log = (try? String(contentsOf: prefix.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
        throw Failure(description: "nginx did not start listening on 127.0.0.1:\(port): \(log)")
    }

    private static func accepts(_ port: Int) -> Bool {
        let socket = tcpSocket()
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
