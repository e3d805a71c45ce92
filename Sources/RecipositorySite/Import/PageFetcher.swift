import Foundation

/// Fetches a web page for `import`: a clear time limit, a size cap, our own user agent, at most
/// five redirects. Every failure is a sentence for the cook, never a crash.
///
/// The fetching is done by the system's `curl` program, run as a child process: Foundation's
/// URLSession (FoundationNetworking) would link libcurl and its TLS and HTTP/2 libraries into the
/// one-file release binary, and Debian has no complete set of their static archives. `curl` is on
/// nearly every machine and CI runner, checks certificates against the system's store (and its own
/// `CURL_CA_BUNDLE`, proxies from `https_proxy`), and is the same program in every build, so the
/// tests fetch the way the release binary does. Without it, fetching says which package to install.
public struct PageFetcher: Sendable {
    public struct Page: Sendable {
        /// The address after redirects.
        public var address: String
        public var contentType: String
        public var body: Data
    }

    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    public var timeout: TimeInterval = 20
    public var maximumBytes = 5 * 1024 * 1024
    public static let userAgent = "Recipository/\(RecipositoryVersion.number) (recipe import)"
    static let maximumRedirects = 5
    static let missingCurl = "fetching web pages needs the program curl, which is not installed (Debian and Ubuntu: apt-get install curl ca-certificates)"

    public init(timeout: TimeInterval = 20, maximumBytes: Int = 5 * 1024 * 1024) {
        self.timeout = timeout
        self.maximumBytes = maximumBytes
    }

    public func fetch(_ address: String) -> Result<Page, Failure> {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host != nil else {
            return .failure(Failure(description: "this is not a web address (http:// or https://)"))
        }
        guard let curl = Self.curl() else { return .failure(Failure(description: Self.missingCurl)) }
        let process = Process()
        process.executableURL = curl
        process.arguments = arguments(address)
        let output = Pipe(), report = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = report
        do { try process.run() } catch {
            return .failure(Failure(description: "curl could not be started (\(error.localizedDescription))"))
        }
        // curl keeps its own time limit (--max-time); this one is for a curl that hangs all the same.
        let watchdog = Watchdog(process)
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout + 5) { watchdog.stop() }
        var body = Data()
        var tooLarge = false
        while true {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            body.append(chunk)
            if body.count > maximumBytes {
                tooLarge = true
                watchdog.stop()
                break
            }
        }
        let written = report.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.finished()
        if tooLarge { return .failure(tooLargeFailure) }
        return result(status: process.terminationStatus, report: written, body: body, address: address,
                      killed: watchdog.didStop)
    }

    /// `--disable` (first, so a `~/.curlrc` changes nothing); only http and https, redirects
    /// included; the body on standard output, and what curl found (status, type, final address,
    /// error) as JSON on standard error.
    func arguments(_ address: String) -> [String] {
        [
            "--disable", "--silent", "--compressed",
            "--location", "--max-redirs", String(Self.maximumRedirects),
            "--proto", "=http,https", "--proto-redir", "=http,https",
            "--max-time", String(format: "%.3f", timeout),
            "--max-filesize", String(maximumBytes),
            "--user-agent", Self.userAgent,
            "--header", "Accept: text/html,application/xhtml+xml,application/ld+json;q=0.9,*/*;q=0.5",
            "--write-out", "%{stderr}%{json}",
            "--url", address,
        ]
    }

    private var tooLargeFailure: Failure {
        Failure(description: "the page is larger than \(maximumBytes / 1024 / 1024) MB, so it was not read")
    }

    /// curl's exit status and report turned into a page or a sentence.
    func result(status: Int32, report: Data, body: Data, address: String, killed: Bool) -> Result<Page, Failure> {
        let seconds = Int(timeout.rounded())
        let found = (try? JSONSerialization.jsonObject(with: report)) as? [String: Any] ?? [:]
        let message = (found["errormsg"] as? String).map { " (\($0))" } ?? ""
        if killed { return .failure(Failure(description: "no answer within \(seconds) s (the time limit)")) }
        switch status {
        case 0: break
        case 28: return .failure(Failure(description: "no answer within \(seconds) s (the time limit)"))
        case 47: return .failure(Failure(description: "too many redirects"))
        case 63: return .failure(tooLargeFailure)
        case 6: return .failure(Failure(description: "the site's name was not found"))
        case 7: return .failure(Failure(description: "the site refused the connection"))
        case 35, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91:
            return .failure(Failure(description: "the site's secure connection could not be checked\(message)"))
        case 1: return .failure(Failure(description: "the site asked to go somewhere that is not a web address\(message)"))
        default: return .failure(Failure(description: "the page could not be fetched (curl exit status \(status))\(message)"))
        }
        guard let code = found["http_code"] as? Int ?? found["response_code"] as? Int, code > 0 else {
            return .failure(Failure(description: "the site gave no answer"))
        }
        if (300..<400).contains(code) { return .failure(Failure(description: "too many redirects (HTTP \(code))")) }
        guard (200..<300).contains(code) else {
            let reason = Self.reasons[code].map { " (\($0))" } ?? ""
            return .failure(Failure(description: "the site answered HTTP \(code)\(reason)"))
        }
        let final = (found["url_effective"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? address
        return .success(Page(address: final, contentType: found["content_type"] as? String ?? "", body: body))
    }

    /// The answers a cook meets most, in words.
    static let reasons: [Int: String] = [
        400: "bad request", 401: "a password is needed", 403: "forbidden", 404: "not found", 410: "gone",
        429: "too many requests", 500: "the site's server failed", 502: "bad gateway",
        503: "the site is unavailable", 504: "the site's server did not answer in time",
    ]

    /// The first executable `curl` on PATH.
    static func curl(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("curl")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

/// Stops one child process at most once, and never after it was waited for (its process id may
/// belong to another program by then).
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private let process: Process
    private var done = false
    private var stopped = false

    var didStop: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    init(_ process: Process) { self.process = process }

    func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !done, !stopped else { return }
        stopped = true
        process.terminate()
    }

    func finished() {
        lock.lock()
        done = true
        lock.unlock()
    }
}
