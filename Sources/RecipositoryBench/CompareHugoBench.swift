import Foundation

/// `recipository-bench compare-hugo N [--runs R] [--disk DIR] [--recipository PATH] [--keep DIR]`:
/// makes the N-recipe collection (`gen_corpus.py`, beside this file), wraps it as a Hugo site
/// (`hugo_site.sh`), then builds it with `recipository build` and `hugo` in turn, R times each,
/// alternating, each run into a new folder in tmpfs (`/dev/shm`; with `--disk DIR` also into DIR),
/// and prints the medians of wall time, CPU time (user + system) and peak memory of each build
/// process (`wait4`'s resource usage of that child alone) and Recipository's ratio to Hugo,
/// with the load average before and after (the figures mean little on a busy machine).
///
/// Recipository is built once before the runs, untimed: it makes the pictures' sized copies on
/// its first build and keeps them (`.recipository/cache/`), as an author's every later build
/// does; Hugo copies pictures as they are.
struct CompareHugoBench {
    struct Figures {
        var wall: Double
        var cpu: Double
        var peakMB: Double
    }

    var recipes: Int
    var runs = 3
    var disk: String?
    var recipository: String
    var keep: String?

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    init(arguments: [String]) throws {
        guard let count = arguments.first.flatMap(Int.init), count > 0 else {
            throw Usage("compare-hugo N: N, the number of recipes, is a whole number above 0")
        }
        recipes = count
        func value(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        }
        runs = value("--runs").flatMap(Int.init) ?? 3
        disk = value("--disk")
        keep = value("--keep")
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("recipository").path
        recipository = value("--recipository") ?? beside
    }

    struct Usage: Error, CustomStringConvertible {
        var description: String
        init(_ text: String) { description = text }
    }

    func run() throws {
        guard let hugo = Self.onPath("hugo") else {
            print("Hugo is not installed. On Debian: apt-get install -y hugo (0.111.3 in bookworm), then run this again.")
            exit(1)
        }
        guard FileManager.default.isExecutableFile(atPath: recipository) else {
            throw Usage("no recipository binary at \(recipository) (build it, or give --recipository PATH)")
        }
        let work = URL(fileURLWithPath: keep ?? "/dev/shm/recipository-compare-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(at: work) } }
        let corpus = work.appendingPathComponent("collection-\(recipes)")
        let hugoSite = work.appendingPathComponent("hugo-\(recipes)")
        if !FileManager.default.fileExists(atPath: corpus.appendingPathComponent("content").path) {
            try Self.quietly("/usr/bin/python3", [Self.folder.appendingPathComponent("gen_corpus.py").path, "\(recipes)", corpus.path])
        }
        try Self.quietly("/bin/sh", [Self.folder.appendingPathComponent("hugo_site.sh").path, corpus.path, hugoSite.path])
        print("\(recipes) recipes; \(runs) runs each, alternating; recipository: \(recipository); hugo: \(hugo) (\(Self.hugoVersion(hugo)))")
        print("load average before: \(Self.loadAverage())")
        let warm = try Self.timed(recipository, ["build", corpus.path, "--output", work.appendingPathComponent("warm-up").path, "--quiet"])
        try? FileManager.default.removeItem(at: work.appendingPathComponent("warm-up"))
        print(String(format: "recipository warm-up build (pictures' copies made and kept, not counted): %.2f s wall", warm.wall))
        var places = [("tmpfs", work)]
        if let disk { places.append(("disk", URL(fileURLWithPath: disk).appendingPathComponent("recipository-compare-\(getpid())"))) }
        for (name, parent) in places {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            var ours: [Figures] = []
            var theirs: [Figures] = []
            for run in 1...runs {
                let mine = parent.appendingPathComponent("recipository-\(run)")
                let hugos = parent.appendingPathComponent("hugo-\(run)")
                ours.append(try Self.timed(recipository, ["build", corpus.path, "--output", mine.path, "--quiet"]))
                theirs.append(try Self.timed(hugo, ["--quiet", "-s", hugoSite.path, "-d", hugos.path]))
                print(String(format: "  %@ run %d: recipository %.2f s wall %.2f s CPU %.0f MB | hugo %.2f s wall %.2f s CPU %.0f MB",
                             name, run, ours[run - 1].wall, ours[run - 1].cpu, ours[run - 1].peakMB,
                             theirs[run - 1].wall, theirs[run - 1].cpu, theirs[run - 1].peakMB))
                if run == 1 { print("    files: recipository \(Self.fileCount(mine)), hugo \(Self.fileCount(hugos))") }
                // Deleted at once: files deleted together cost later creations nothing on tmpfs,
                // and on disk the next run writes into new folders anyway.
                try? FileManager.default.removeItem(at: mine)
                try? FileManager.default.removeItem(at: hugos)
            }
            if name == "disk" { try? FileManager.default.removeItem(at: parent) }
            let (a, b) = (Self.median(ours), Self.median(theirs))
            print(String(format: "%@, medians: recipository %.2f s wall, %.2f s CPU, %.0f MB peak; hugo %.2f s wall, %.2f s CPU, %.0f MB peak",
                         name, a.wall, a.cpu, a.peakMB, b.wall, b.cpu, b.peakMB))
            print(String(format: "%@, ratio recipository/hugo: wall %.2f, CPU %.2f, peak memory %.2f", name,
                         a.wall / b.wall, a.cpu / b.cpu, a.peakMB / b.peakMB))
        }
        print("load average after: \(Self.loadAverage())")
    }
}

extension CompareHugoBench {
    static func median(_ runs: [Figures]) -> Figures {
        func middle(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        return Figures(wall: middle(runs.map(\.wall)), cpu: middle(runs.map(\.cpu)), peakMB: middle(runs.map(\.peakMB)))
    }

    /// Runs a program, its output to /dev/null (errors shown), and measures that child alone.
    static func timed(_ program: String, _ arguments: [String]) throws -> Figures {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        guard spawned == 0 else { throw Usage("could not run \(program): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard status == 0 else { throw Usage("\(program) \(arguments.joined(separator: " ")) failed (wait status \(status))") }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return Figures(wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakMB: Double(usage.ru_maxrss) / 1024)
    }

    static func quietly(_ program: String, _ arguments: [String]) throws {
        _ = try timed(program, arguments)
    }

    static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func hugoVersion(_ hugo: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: hugo)
        process.arguments = ["version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return "version unknown" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: " ").dropFirst().first.map(String.init) ?? "version unknown"
    }

    static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "").split(separator: " ").prefix(3).joined(separator: " ")
    }

    static func fileCount(_ folder: URL) -> Int {
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var count = 0
        while let item = found?.nextObject() as? URL {
            if (try? item.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { count += 1 }
        }
        return count
    }
}
