import Foundation
import RecipositoryCore

/// `recipository-bench serve-reload N [--runs R] [--recipository PATH] [--edit KIND]`: makes the
/// N-recipe collection (`gen_corpus.py`) in tmpfs, starts `recipository serve` on it (the binary
/// beside this one, or PATH: give the release one), opens the pages' event stream as a browser
/// does, then R times edits one recipe (a different recipe each time) and measures from the save
/// (the file written) to the `reload` event on the stream: the watcher's debounce, the rebuild and
/// the incremental write included. KIND (`Edit`): `text` (a sentence added, by default), `title`
/// (a word put before it, which moves the recipe in every list by title), `tag` (a new tag added),
/// `category` or `cuisine` (a new one, its first recipe, instead of its own), `new` (a recipe made:
/// a copy of one under another name and title), `rename` (its file renamed) or `delete` (its file
/// deleted). Prints each figure with the server's CPU time for
/// it and its stages' (`serve --verbose`), the median and the load average before and after.
struct ServeReloadBench {
    var recipes: Int
    var runs: Int
    var recipository: String
    var edit: Edit

    /// What each run changes in its recipe's file.
    enum Edit: String {
        case text, title, tag, category, cuisine, new, rename, delete

        func apply(_ text: String, run: Int) -> String {
            switch self {
            case .new: text.replacingOccurrences(of: "\ntitle: \"", with: "\ntitle: \"New \(run) ")
            case .rename, .delete: text
            case .text: text + "\nEdited for the benchmark, run \(run).\n"
            case .title: text.replacingOccurrences(of: "\ntitle: \"", with: "\ntitle: \"Run \(run) ")
            // The collection writes a recipe's tags in brackets or one a line.
            case .tag: text.replacingOccurrences(of: "\ntags: [", with: "\ntags: [run \(run), ")
                .replacingOccurrences(of: "\ntags:\n", with: "\ntags:\n  - run \(run)\n")
            case .category: text.replacingOccurrences(of: "\ncategory: ", with: "\ncategory: Run \(run) ")
            case .cuisine: text.replacingOccurrences(of: "\ncuisine: ", with: "\ncuisine: Run \(run) ")
            }
        }
    }

    init(arguments: [String]) throws {
        guard let count = arguments.first.flatMap(Int.init), count > 0 else {
            throw CompareHugoBench.Usage("serve-reload N: N, the number of recipes, is a whole number above 0")
        }
        recipes = count
        func value(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        }
        runs = value("--runs").flatMap(Int.init) ?? 5
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("recipository").path
        recipository = value("--recipository") ?? beside
        guard let edit = Edit(rawValue: value("--edit") ?? "text") else {
            throw CompareHugoBench.Usage("serve-reload: --edit is one of text, title, tag, category, cuisine, new, rename, delete")
        }
        self.edit = edit
    }

    func run() throws {
        let work = URL(fileURLWithPath: "/dev/shm/recipository-serve-bench-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let site = work.appendingPathComponent("site")
        try CompareHugoBench.quietly("/usr/bin/python3", [CompareHugoBench.folder.appendingPathComponent("gen_corpus.py").path, "\(recipes)", site.path])
        let port = 18_000 + Int(getpid() % 1000)
        let log = work.appendingPathComponent("serve.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let server = Process()
        server.executableURL = URL(fileURLWithPath: recipository)
        server.arguments = ["serve", site.path, "--port", "\(port)", "--verbose"]
        server.standardOutput = try FileHandle(forWritingTo: log)
        server.standardError = server.standardOutput
        say("load average before: \(CompareHugoBench.loadAverage())")
        let started = Date()
        try server.run()
        defer {
            kill(server.processIdentifier, SIGINT)
            server.waitUntilExit()
        }
        func output() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        while !output().contains("Serving ") {
            guard server.isRunning, Date().timeIntervalSince(started) < 1800 else { throw CompareHugoBench.Usage("serve did not start: \(output())") }
            usleep(20_000)
        }
        say(String(format: "first build and serve: %.2f s", Date().timeIntervalSince(started)))
        let stream = try EventStream(port: port)
        let folder = site.appendingPathComponent("content/recipes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        var figures: [Double] = []
        for run in 0..<runs {
            let file = folder.appendingPathComponent(files[(run * 7919) % files.count])
            let text = try String(contentsOf: file, encoding: .utf8)
            let edited = edit.apply(text, run: run + 1)
            guard edited != text || [.rename, .delete].contains(edit) else {
                throw CompareHugoBench.Usage("the \(edit.rawValue) edit changed nothing in \(file.lastPathComponent)")
            }
            let other = folder.appendingPathComponent("run-\(run + 1)-" + file.lastPathComponent)
            let before = stream.count("event: reload")
            let rebuildsBefore = output().components(separatedBy: "all, every thread").count - 1
            let cpuBefore = Self.cpuSeconds(server.processIdentifier)
            let saved = DispatchTime.now().uptimeNanoseconds
            switch edit {
            case .new: try Data(edited.utf8).write(to: other)
            case .rename: try FileManager.default.moveItem(at: file, to: other)
            case .delete: try FileManager.default.removeItem(at: file)
            default: try Data(edited.utf8).write(to: file)
            }
            guard stream.wait(for: "event: reload", moreThan: before, seconds: 600) else { throw CompareHugoBench.Usage("no reload event: \(output())") }
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - saved) / 1e6
            figures.append(milliseconds)
            // The server's own CPU time for the rebuild: at a high load, wall time is mostly waiting for a core.
            // Its stages print once the record is saved, after the reload (a whole build's takes a
            // while): waited for, so the CPU and the stages are this rebuild's, not the last one's.
            let waitedSince = Date()
            while output().components(separatedBy: "all, every thread").count <= rebuildsBefore + 1, Date().timeIntervalSince(waitedSince) < 120 {
                usleep(20_000)
            }
            usleep(50_000)
            let cpu = Self.cpuSeconds(server.processIdentifier) - cpuBefore
            say(String(format: "save to reload event, run %d: %.0f ms (serve's CPU, user + system: %.0f ms)", run + 1, milliseconds, cpu * 1000))
            say("  by stage (serve --verbose, CPU): " + Self.lastStages(output()))
        }
        say(String(format: "median: %.0f ms over %d ", figures.sorted()[figures.count / 2], runs) + "\(edit.rawValue) edits of \(recipes) recipes")
        say("load average after: \(CompareHugoBench.loadAverage())")
    }

    /// The last rebuild's stage lines (`  read: 0.012 s CPU`), on one line.
    static func lastStages(_ log: String) -> String {
        let lines = log.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.hasSuffix(" s CPU") }
        return lines.suffix(Stage.allCases.count).map { $0.dropFirst(2).replacingOccurrences(of: " s CPU", with: "") }.joined(separator: ", ")
    }

    /// A process's CPU time so far, user and system, from `/proc/PID/stat` (in clock ticks).
    static func cpuSeconds(_ pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the name: state is field 3, utime 14 and stime 15 (proc(5)).
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// At once, not when the buffer fills: the first build of 10,000 recipes takes a while.
    func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The pages' event stream, read on a socket with a deadline.
    final class EventStream {
        let socket: Int32
        var received = ""

        init(port: Int) throws {
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else { throw CompareHugoBench.Usage("no connection to port \(port)") }
            let request = "GET /_recipository/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
            _ = Array(request.utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }

        deinit { close(socket) }

        func count(_ text: String) -> Int { received.components(separatedBy: text).count - 1 }

        func wait(for text: String, moreThan count: Int, seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            var buffer = [UInt8](repeating: 0, count: 65536)
            while self.count(text) <= count, !received.contains("event: problems\ndata: [{") {
                let left = deadline.timeIntervalSinceNow
                guard left > 0 else { return false }
                var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, Int32(left * 1000) + 1) > 0 else { continue }
                let read = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
                guard read > 0 else { return false }
                received += String(decoding: buffer[..<read], as: UTF8.self)
            }
            return self.count(text) > count
        }
    }
}
