import Foundation

/// The pipeline's stages, in order; named in one place.
public enum Stage: String, CaseIterable, Sendable {
    case read, frontMatter = "front matter", markdown, model, validate, plan, index, render, write
}

/// Time spent in each stage, summed over all threads (busy time: the threads' own CPU time, so a
/// busy machine's other work is not counted), and the span of wall time from a stage's first start
/// to its last end, for the benchmark. Stages overlap:
/// rendering and writing run together, each unit's files written as soon as they are made.
///
/// A thread's time goes to the innermost stage it is measuring: a stage measured inside another
/// (a page rendered while the writer writes) is taken out of the outer one, never counted twice.
/// Work a stage hands to other threads (`parallelMap`, `carrying`) counts in that stage too; what
/// no stage measures is in `totalSeconds` only.
public final class StageTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var nanoseconds: [Stage: UInt64] = [:]
    private var spans: [Stage: (start: UInt64, end: UInt64)] = [:]
    private var parts: [String: UInt64] = [:]
    private let onFirstStart: (@Sendable (Stage) -> Void)?
    private let startProcessCPU = StageTimes.cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID)

    /// `onFirstStart` is told when each stage begins, for a progress display.
    public init(onFirstStart: (@Sendable (Stage) -> Void)? = nil) {
        self.onFirstStart = onFirstStart
    }

    /// Counts `work`'s time in `stage`, and also under `part` when given (an output format's pages
    /// within `render`).
    @discardableResult
    public func measure<T>(_ stage: Stage, part: String? = nil, _ work: () throws -> T) rethrows -> T {
        if let onFirstStart {
            lock.lock()
            let first = nanoseconds[stage] == nil
            if first { nanoseconds[stage] = 0 }
            lock.unlock()
            if first { onFirstStart(stage) }
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let outer = Frame.current
        let startCPU = Self.threadCPUNanoseconds()
        // The stage this thread was measuring stops counting while this one runs.
        if let outer { outer.times.add(outer.stage, part: outer.part, busy: startCPU - outer.resumedCPU) }
        let frame = Frame(times: self, stage: stage, part: part, resumedCPU: startCPU)
        Frame.current = frame
        defer {
            let endCPU = Self.threadCPUNanoseconds()
            let end = DispatchTime.now().uptimeNanoseconds
            add(stage, part: part, busy: endCPU - frame.resumedCPU, span: (start, end))
            Frame.current = outer
            outer?.resumedCPU = endCPU
        }
        return try work()
    }

    private func add(_ stage: Stage, part: String?, busy: UInt64, span: (start: UInt64, end: UInt64)? = nil) {
        lock.lock()
        nanoseconds[stage, default: 0] += busy
        if let span {
            let known = spans[stage] ?? span
            spans[stage] = (min(known.start, span.start), max(known.end, span.end))
        }
        if let part { parts[part, default: 0] += busy }
        lock.unlock()
    }

    /// The stage this thread is measuring, to be counted by the threads it hands work to.
    public struct Carried: Sendable {
        let times: StageTimes
        let stage: Stage
        let part: String?

        /// Runs `work` on this thread, counted in the carried stage, unless this thread is
        /// measuring a stage already (the thread that handed the work out, taking a share).
        public func run<T>(_ work: () throws -> T) rethrows -> T {
            if Frame.current != nil { return try work() }
            return try times.measure(stage, part: part, work)
        }
    }

    /// What this thread measures now, nil when nothing.
    public static var carrying: Carried? {
        Frame.current.map { Carried(times: $0.times, stage: $0.stage, part: $0.part) }
    }

    /// The named parts measured, busiest first, in seconds.
    public var partSeconds: [(part: String, seconds: Double)] {
        lock.withLock { parts.map { ($0.key, Double($0.value) / 1e9) } }.sorted { ($1.seconds, $0.part) < ($0.seconds, $1.part) }
    }

    /// Wall time from the stage's first start to its last end.
    public func wallSeconds(_ stage: Stage) -> Double {
        lock.lock()
        defer { lock.unlock() }
        return spans[stage].map { Double($0.end - $0.start) / 1e9 } ?? 0
    }

    public func seconds(_ stage: Stage) -> Double {
        lock.lock()
        defer { lock.unlock() }
        return Double(nanoseconds[stage] ?? 0) / 1e9
    }

    /// The CPU time of every thread of the process since these times were started, in a stage or not.
    public var totalSeconds: Double {
        Double(Self.cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID) - startProcessCPU) / 1e9
    }

    /// The CPU time this thread has used.
    private static func threadCPUNanoseconds() -> UInt64 {
        cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
    }

    private static func cpuNanoseconds(_ clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// The stage a thread is measuring, innermost first; kept per thread.
private final class Frame {
    let times: StageTimes
    let stage: Stage
    let part: String?
    /// The thread's CPU time when this stage last started or resumed counting.
    var resumedCPU: UInt64

    init(times: StageTimes, stage: Stage, part: String?, resumedCPU: UInt64) {
        (self.times, self.stage, self.part, self.resumedCPU) = (times, stage, part, resumedCPU)
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Frames are set and cleared in pairs by `measure`, so the pointer held is always retained
    /// by the `measure` call still running on this thread.
    static var current: Frame? {
        get { pthread_getspecific(key).map { Unmanaged<Frame>.fromOpaque($0).takeUnretainedValue() } }
        set { pthread_setspecific(key, newValue.map { Unmanaged.passUnretained($0).toOpaque() }) }
    }
}
