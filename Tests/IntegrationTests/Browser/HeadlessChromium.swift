import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One headless Chromium for the whole suite, driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`): Chromium reads commands on its fd 3 and writes replies and
/// events on fd 4, each message JSON ended by a NUL byte. Launching once and navigating many
/// times keeps dozens of page loads within seconds; `--dump-dom` would start a browser per page.
/// Chromium quits when the pipe closes, so it never outlives the test process.
final class HeadlessChromium: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let process: ChildProcess
    private let commands: Int32
    private let replies: Int32
    private var session = ""
    private var nextID = 1
    private var unread: [UInt8] = []
    private var events: [[String: Any]] = []
    /// Uncaught JavaScript errors of the page open now.
    private(set) var pageErrors: [String] = []
    /// One page at a time: every visit holds it from navigation to the last read.
    private let lock = NSLock()
    /// How long one command may take to be answered, events or not: a page that keeps sending
    /// events (a reload loop, network events) must not keep a read waiting for ever. A CI run once
    /// hung 90 minutes in a loop of reads that each waited only for silence.
    private static let timeout: Int32 = 30_000  // ms
    /// A longer wait for one evaluation (axe-core on a whole cookbook, on a busy machine).
    private var longerTimeout: Int32?
    /// When the read under way gives up (set by `send` and `waitForEvent`).
    private var deadline = ContinuousClock.now

    /// - Parameter serviceWorkers: off unless a test is about them. Every page served over HTTP
    ///   registers the site's worker, which fetches the whole site into its cache; and a worker
    ///   left from one test's site would answer for another site the system later gives the same
    ///   port (one origin). Off, the pages run as in a browser without service workers.
    init(profile: URL, serviceWorkers: Bool = false) throws {
        let executable = try RequiredTool.chromium()
        let (commandRead, commandWrite) = try ChildProcess.pipe()
        let (replyRead, replyWrite) = try ChildProcess.pipe()
        let arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                         "--user-data-dir=\(profile.path)", "--no-first-run", "--no-default-browser-check",
                         "--disable-extensions", "--disable-background-networking", "about:blank"]
        let started = Result { try ChildProcess(executable, arguments, files: [3: commandRead, 4: replyWrite]) }
        close(commandRead)
        close(replyWrite)
        do {
            process = try started.get()
        } catch {
            close(commandWrite)
            close(replyRead)
            throw error
        }
        commands = commandWrite
        replies = replyRead

        let target = try send("Target.createTarget", ["url": "about:blank"], inPage: false)
        let attached = try send("Target.attachToTarget", ["targetId": target["targetId"] ?? "", "flatten": true], inPage: false)
        session = attached["sessionId"] as? String ?? ""
        _ = try send("Page.enable")
        _ = try send("Runtime.enable")
        if !serviceWorkers {
            _ = try send("Page.addScriptToEvaluateOnNewDocument", ["source": "delete Navigator.prototype.serviceWorker;"])
        }
    }

    /// Opens `url`, waits for its load event, then runs `read` while no other visit can start.
    func visit<T>(_ url: String, javaScript: Bool = true, _ read: (HeadlessChromium) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        if !javaScript { _ = try send("Emulation.setScriptExecutionDisabled", ["value": true]) }
        defer { if !javaScript { _ = try? send("Emulation.setScriptExecutionDisabled", ["value": false]) } }
        events.removeAll()
        pageErrors.removeAll()
        let navigation = try send("Page.navigate", ["url": url])
        if let error = navigation["errorText"] as? String, !error.isEmpty {
            throw Failure(description: "\(url): \(error)")
        }
        try waitForEvent("Page.loadEventFired")
        try waitUntilShown(url)
        return try read(self)
    }

    /// A load event may be the previous page's, arriving late (a page that reloads itself): the
    /// page is there once the document at `url` is complete (a busy machine showed the gap).
    /// The bound is generous: at a load average of 17 a page once took more than 10 s.
    /// The fragment is not compared: a page may take it out of its address (the shopping list's `#list=`).
    private func waitUntilShown(_ url: String) throws {
        let document = url.split(separator: "#", maxSplits: 1).first.map(String.init) ?? url
        let folder = document.hasSuffix("index.html") ? String(document.dropLast("index.html".count)) : document
        let shown = "document.readyState === 'complete' && !!document.documentElement && location.href.startsWith(\(String(reflecting: folder)))"
        let end = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < end {
            if (try? evaluate(shown)) as? Bool == true { return }
            usleep(50_000)
        }
        throw Failure(description: "\(url) did not finish loading in 30 s")
    }

    /// The value of a JavaScript expression (promises awaited), as JSON values.
    func evaluate(_ expression: String, timeoutSeconds: Int32? = nil) throws -> Any? {
        longerTimeout = timeoutSeconds.map { $0 * 1000 }
        defer { longerTimeout = nil }
        let reply = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = reply["exceptionDetails"] as? [String: Any] {
            throw Failure(description: "JavaScript failed: \(exception)")
        }
        return (reply["result"] as? [String: Any])?["value"]
    }

    /// The page open now printed as a person's Print command would (print styles, the paper
    /// size left to the default, backgrounds off), as PDF bytes.
    func printToPDF() throws -> Data {
        let reply = try send("Page.printToPDF", ["printBackground": false, "preferCSSPageSize": true])
        guard let base64 = reply["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw Failure(description: "Page.printToPDF returned no PDF")
        }
        return data
    }

    /// A window `width` CSS pixels wide (a phone is 390), and a PNG of the whole page at that width.
    func screenshot(width: Int) throws -> Data {
        _ = try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600])
        let size = try send("Page.getLayoutMetrics")["cssContentSize"] as? [String: Any]
        let height = min(12_000, (size?["height"] as? Double).map { Int($0.rounded(.up)) } ?? 900)
        _ = try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600])
        defer { _ = try? send("Emulation.clearDeviceMetricsOverride") }
        let reply = try send("Page.captureScreenshot", ["format": "png"])
        guard let base64 = reply["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw Failure(description: "Page.captureScreenshot returned no picture")
        }
        return data
    }

    /// The page's HTML as the browser holds it; works with JavaScript off.
    func outerHTML() throws -> String {
        let document = try send("DOM.getDocument", ["depth": 0])
        let root = (document["root"] as? [String: Any])?["nodeId"] ?? 0
        return try send("DOM.getOuterHTML", ["nodeId": root])["outerHTML"] as? String ?? ""
    }

    /// A key pressed and released: "Tab", "Enter".
    func press(_ key: String) throws {
        let codes = ["Tab": 9, "Enter": 13, "Escape": 27]
        let text = key == "Enter" ? "\r" : ""
        for type in ["keyDown", "keyUp"] {
            var parameters: [String: Any] = ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": codes[key] ?? 0]
            if type == "keyDown" && !text.isEmpty { parameters["text"] = text }
            _ = try send("Input.dispatchKeyEvent", parameters)
        }
    }

    /// Text typed into the focused field, as an input method would (one input event).
    func type(_ text: String) throws {
        _ = try send("Input.insertText", ["text": text])
    }

    /// The window as a phone or a desktop sees it: width and height in CSS pixels, light or dark,
    /// and the browser's default text size (16 px; 32 is "text at 200%"). Kept until changed.
    func emulate(width: Int, height: Int, dark: Bool = false, defaultFontSize: Int = 16, deviceScaleFactor: Double = 1) throws {
        lock.lock()
        defer { lock.unlock() }
        _ = try send("Emulation.setDeviceMetricsOverride",
                     ["width": width, "height": height, "deviceScaleFactor": deviceScaleFactor, "mobile": width < 800])
        _ = try send("Emulation.setEmulatedMedia",
                     ["features": [["name": "prefers-color-scheme", "value": dark ? "dark" : "light"]]])
        _ = try send("Page.setFontSizes", ["fontSizes": ["standard": defaultFontSize, "fixed": defaultFontSize * 13 / 16]])
    }

    /// Network cut off (or back), as a phone in a cellar; pages then come from the service worker.
    func setOffline(_ offline: Bool) throws {
        lock.lock()
        defer { lock.unlock() }
        _ = try send("Network.enable")
        _ = try send("Network.emulateNetworkConditions",
                     ["offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1])
    }

    /// Lets pages of `origin` use the clipboard, as a person would allow when asked.
    func grantClipboard(origin: String) throws {
        lock.lock()
        defer { lock.unlock() }
        _ = try send("Browser.grantPermissions", ["origin": origin,
                                                  "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]],
                     inPage: false)
    }

    /// The page as a PNG: the whole page, or what the window shows.
    func screenshot(wholePage: Bool = true) throws -> Data {
        let reply = try send("Page.captureScreenshot", ["format": "png", "captureBeyondViewport": wholePage])
        return Data(base64Encoded: reply["data"] as? String ?? "") ?? Data()
    }

    deinit {
        close(commands)
        close(replies)
        process.stop(grace: .seconds(2))
    }
}

private extension HeadlessChromium {
    /// Sends a command to the page (or the browser) and returns its result.
    func send(_ method: String, _ parameters: [String: Any] = [:], inPage: Bool = true) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if inPage { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(commands, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { throw Failure(description: "the browser closed its pipe (\(method))") }
                offset += written
            }
        }
        deadline = ContinuousClock.now + .milliseconds(Int(longerTimeout ?? Self.timeout))
        while true {
            let reply = try readMessage(for: method)
            if reply["id"] as? Int == id {
                if let error = reply["error"] as? [String: Any] {
                    throw Failure(description: "\(method): \(error["message"] ?? error)")
                }
                return reply["result"] as? [String: Any] ?? [:]
            }
            if reply["method"] != nil { received(reply) }
        }
    }

    /// Keeps an event for `waitForEvent`, and notes the page's uncaught errors.
    func received(_ event: [String: Any]) {
        if event["method"] as? String == "Runtime.exceptionThrown",
           let details = (event["params"] as? [String: Any])?["exceptionDetails"] as? [String: Any] {
            let exception = details["exception"] as? [String: Any]
            pageErrors.append(exception?["description"] as? String ?? details["text"] as? String ?? "an error")
        }
        events.append(event)
    }

    func waitForEvent(_ method: String) throws {
        deadline = ContinuousClock.now + .milliseconds(Int(Self.timeout))
        while true {
            if let index = events.firstIndex(where: { $0["method"] as? String == method }) {
                events.removeSubrange(...index)
                return
            }
            let message = try readMessage(for: method)
            if message["method"] != nil { received(message) }
        }
    }

    /// The next message, or a failure once `deadline` has passed.
    func readMessage(for method: String) throws -> [String: Any] {
        while true {
            if let end = unread.firstIndex(of: 0) {
                let message = Array(unread[..<end])
                unread.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] ?? [:]
            }
            let left = ContinuousClock.now.duration(to: deadline).components
            let milliseconds = left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000
            var ready = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            guard milliseconds > 0, poll(&ready, 1, Int32(clamping: milliseconds)) > 0 else {
                throw Failure(description: "no answer from the browser to \(method) in \((longerTimeout ?? Self.timeout) / 1000) s")
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(replies, &chunk, chunk.count)
            guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
            unread += chunk[..<count]
        }
    }
}
