import Foundation
import Testing

/// `@Suite(.blocking)`: the suite's tests block for long (a browser, a server, Java, whole-site
/// builds), so they run on threads of their own, never on Swift Testing's pool.
///
/// Swift Testing runs every test on a pool of one thread per core. On a two-core machine two long
/// browser tests held both threads for minutes, and quick tests with a one-minute time limit
/// waited for a thread past their limit (two red CI runs). Here a blocking suite waits for one of
/// a few lanes (a wait that suspends, holds no thread and no time limit: suites have none), then
/// every job of its tests runs on a new thread, so the pool stays free for the quick tests and a
/// blocking test's own time limit counts only its own running. Mark such suites `.serialized`
/// too, so that a lane holds one blocking test at a time.
public struct BlockingSuite: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        test.isSuite || testCase != nil ? self : nil
    }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        // Each test case: its body on threads of its own (its time limit, started before this
        // scope, keeps its timer on the pool, which is free).
        guard testCase == nil else {
            return try await withTaskExecutorPreference(ThreadPerJob.shared) { try await function() }
        }
        // The outermost blocking suite waits for a lane (suites have no time limit) and runs its
        // tests in it; a suite nested in it is already in that lane (else two could wait for ever).
        guard !Self.inLane else { return try await function() }
        await Lanes.shared.enter()
        do {
            try await Self.$inLane.withValue(true) { try await function() }
        } catch {
            await Lanes.shared.leave()
            throw error
        }
        await Lanes.shared.leave()
    }

    @TaskLocal private static var inLane = false
}

extension Trait where Self == BlockingSuite {
    /// The suite's tests block for long: they run on threads of their own (see `BlockingSuite`).
    public static var blocking: Self { BlockingSuite() }
}

/// Runs each job on a new thread: a job may block as long as it likes without holding the pool.
final class ThreadPerJob: TaskExecutor {
    static let shared = ThreadPerJob()
    /// Marks the threads it makes (a thread's name is not kept on Linux: it reads as the pool's).
    private static let marker = "recipository.blocking-test-thread"

    static var isCurrentThreadOurs: Bool { Thread.current.threadDictionary[marker] as? Bool ?? false }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let thread = Thread { [self] in
            Thread.current.threadDictionary[Self.marker] = true
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
        thread.stackSize = 8 << 20   // as much as the main thread: rendering nests deeply
        thread.start()
    }
}

/// How many blocking suites run at once. Their tests mostly wait (for a browser, a server, a
/// child process): in the whole suite on two cores they used 255 CPU-seconds in 680 s with two
/// lanes, so three, beside the pool's two threads.
actor Lanes {
    static let shared = Lanes(3)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) { free = count }

    func enter() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
