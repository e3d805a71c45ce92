import Foundation
import TestSupport

/// `python3 -m http.server` for one folder on 127.0.0.1, on a port the system picks (no race for
/// a "free" port). It quits when its standard input closes, so it never outlives the tests.
final class LocalWebServer: @unchecked Sendable {
    let port: Int
    private let process: ChildProcess
    /// The server's standard input: it quits when this closes.
    private let stdin: Int32

    /// A missing address gets the site's `404.html` with status 404, as static hosts do.
    private static let script = """
        import functools, http.server, os, sys, threading
        class Quiet(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *arguments): pass
            def send_error(self, code, message=None, explain=None):
                page = os.path.join(sys.argv[1], "404.html")
                if code != 404 or not os.path.exists(page):
                    return super().send_error(code, message, explain)
                body = open(page, "rb").read()
                self.send_response(404)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if self.command != "HEAD": self.wfile.write(body)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[2])), functools.partial(Quiet, directory=sys.argv[1]))
        print(server.server_address[1], flush=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        sys.stdin.read()
        """

    /// - Parameter port: 0 lets the system pick; a given port brings a server back where a page
    ///   (and its service worker) knew it.
    convenience init(serving folder: URL, port: Int = 0) throws {
        try self.init(python: ["-c", Self.script, folder.path, String(port)])
    }

    /// A server of the test's own (`Fixtures/import/server.py`), started the same way: it prints
    /// its port, then serves until its standard input closes.
    convenience init(script: URL, arguments: [String] = []) throws {
        try self.init(python: [script.path] + arguments)
    }

    private init(python arguments: [String]) throws {
        let stdin = try ChildProcess.pipe(), stdout = try ChildProcess.pipe()
        let process: ChildProcess
        do {
            process = try ChildProcess(try RequiredTool.python(), arguments, files: [0: stdin.read, 1: stdout.write])
        } catch {
            [stdin.read, stdin.write, stdout.read, stdout.write].forEach { close($0) }
            throw error
        }
        close(stdin.read)
        close(stdout.write)
        let output = FileHandle(fileDescriptor: stdout.read, closeOnDealloc: true)
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.availableData
            guard !chunk.isEmpty else { break }
            line += chunk
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            close(stdin.write)
            process.stop()
            throw HeadlessChromium.Failure(description: "python3 did not start a web server (install the Debian package python3)")
        }
        self.port = port
        self.process = process
        self.stdin = stdin.write
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)/\(path)" }

    deinit {
        close(stdin)
        process.stop()  // the port is free again when this returns
    }
}
