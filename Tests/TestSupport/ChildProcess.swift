import Foundation

/// A program the tests start (the built `recipository`, Chromium, python3, nginx), by `posix_spawn`,
/// holding no file of the test process but those it is given.
///
/// Why not Foundation's `Process`: on Linux it makes a socket pair for each child and learns of
/// the child's exit when the socket closes, and it lists the files a child must not inherit before
/// it spawns. A test on another thread that opens a pipe or a socket in between gives it to that
/// child: a web server started beside a one-second command then held the command's socket or
/// stdout for as long as it ran, and the command looked "still running" after 60 s (a CI run failed
/// so). Here every pipe is close-on-exec from birth, the child closes every file above 2 but its
/// own, and its exit is learnt from `waitpid`.
public final class ChildProcess: @unchecked Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    public let pid: pid_t
    private let lock = NSLock()
    private var exitStatus: Int32?

    /// - Parameters:
    ///   - executable: a path (no search of the PATH: give `/usr/bin/env` and the name for that).
    ///   - files: the child's descriptors, each to the test process's descriptor it is a copy of;
    ///     0, 1 and 2 not given are `/dev/null`.
    ///   - environment: added to this process's environment, without the variables in `clearing`.
    public init(_ executable: String, _ arguments: [String], files: [Int32: Int32] = [:],
                directory: URL? = nil, environment: [String: String] = [:], clearing: Set<String> = []) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Each source is first copied above every target and source, so no copy lands on a source
        // not yet copied; then to its target; then every other file is closed.
        let highest = max(files.keys.max() ?? 2, files.values.max() ?? 2, 2)
        var staged: [Int32: Int32] = [:]
        for (target, source) in files.sorted(by: { $0.key < $1.key }) {
            let copy = highest + 1 + Int32(staged.count)
            posix_spawn_file_actions_adddup2(&actions, source, copy)
            staged[target] = copy
        }
        for standard in Int32(0)...2 where staged[standard] == nil {
            posix_spawn_file_actions_addopen(&actions, standard, "/dev/null", standard == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        for (target, copy) in staged { posix_spawn_file_actions_adddup2(&actions, copy, target) }
        try Self.closeFiles(from: (files.keys.max() ?? 2) + 1, &actions)
        if let directory {
            typealias ChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
            guard try Self.glibc("posix_spawn_file_actions_addchdir_np", as: ChangeDirectory.self)(&actions, directory.path) == 0 else {
                throw Failure("posix_spawn_file_actions_addchdir_np failed")
            }
        }
        // Signals as a fresh process has them: a Swift thread blocks SIGTERM, a child inherits the
        // mask, and one inherits SIGPIPE ignored (`Tool` ignores it while writing a child's input).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), pipeSignal = sigset_t()
        sigemptyset(&none)
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &pipeSignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let merged = ProcessInfo.processInfo.environment.filter { !clearing.contains($0.key) }.merging(environment) { $1 }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw Failure("could not start \(executable): \(String(cString: strerror(status)))") }
        self.pid = pid
    }

    /// Whether the child has not exited yet (it is reaped the moment it has).
    public var isRunning: Bool { status(waiting: false) == nil }

    /// Waits for the child to exit: its exit status, or the number of the signal that ended it (as
    /// Foundation's `terminationStatus`).
    @discardableResult public func wait() -> Int32 { status(waiting: true)! }

    public func signal(_ number: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if exitStatus == nil { kill(pid, number) }
    }

    /// Stops a server the tests started: SIGTERM, then SIGKILL if it is still running after `grace`.
    public func stop(grace: Duration = .seconds(3)) {
        guard isRunning else { return }
        signal(SIGTERM)
        let end = ContinuousClock.now + grace
        while isRunning && ContinuousClock.now < end { usleep(20_000) }
        if isRunning { signal(SIGKILL) }
        wait()
    }

    private func status(waiting: Bool) -> Int32? {
        lock.lock()
        defer { lock.unlock() }
        if let exitStatus { return exitStatus }
        var raw: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &raw, waiting ? 0 : WNOHANG) } while result == -1 && errno == EINTR
        guard result == pid else { return nil }
        let signalled = raw & 0x7f
        exitStatus = signalled == 0 ? (raw >> 8) & 0xff : signalled
        return exitStatus
    }

    /// A pipe whose ends are close-on-exec from birth, so no child started meanwhile keeps a copy.
    public static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
        guard try glibc("pipe2", as: Pipe2.self)(&ends, O_CLOEXEC) == 0 else { throw Failure("pipe2: \(String(cString: strerror(errno)))") }
        return (ends[0], ends[1])
    }

    /// A file opened close-on-exec, for a child's output.
    public static func open(writingTo file: URL) throws -> Int32 {
        let descriptor = Glibc.open(file.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure("\(file.path): \(String(cString: strerror(errno)))") }
        return descriptor
    }

    private static func closeFiles(from lowest: Int32, _ actions: inout posix_spawn_file_actions_t) throws {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard try glibc("posix_spawn_file_actions_addclosefrom_np", as: CloseFrom.self)(&actions, lowest) == 0 else {
            throw Failure("posix_spawn_file_actions_addclosefrom_np failed")
        }
    }

    /// A GNU function of glibc, looked up: Swift's Glibc module declares none of them (`pipe2`,
    /// the spawn actions `addchdir_np` of glibc 2.29 and `addclosefrom_np` of 2.34).
    private static func glibc<Function>(_ name: String, as type: Function.Type) throws -> Function {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
            throw Failure("this C library has no \(name) (glibc 2.34 or later needed)")
        }
        return unsafeBitCast(symbol, to: type)
    }
}
