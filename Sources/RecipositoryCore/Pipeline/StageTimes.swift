import Foundation

/// The pipeline's stages, in order; named in one place.
public enum Stage: String, CaseIterable, Sendable {
    case read, frontMatter = "front matter", markdown, model, validate, plan, index, render, write
}

/// Time spent in each stage, summed over all threads (busy time: the threads' own CPU time, so a
/// busy machine's other work is not counted), and the span of wall time from a stage's first start
/// to its last end, for the benchmark. Stages overlap:
/// rendering and writing run together, each unit's files written as soon as they are made.
public final class StageTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var nanoseconds: [Stage: UInt64] = [:]
    private var spans: [Stage: (start: UInt64, end: UInt64)] = [:]
    private var parts: [String: UInt64] = [:]
    private let onFirstStart: (@Sendable (Stage) -> Void)?

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
        let startCPU = Self.threadCPUNanoseconds()
        defer {
            let busy = Self.threadCPUNanoseconds() - startCPU
            let end = DispatchTime.now().uptimeNanoseconds
            lock.lock()
            nanoseconds[stage, default: 0] += busy
            let span = spans[stage] ?? (start, end)
            spans[stage] = (min(span.start, start), max(span.end, end))
            if let part { parts[part, default: 0] += busy }
            lock.unlock()
        }
        return try work()
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

    /// The CPU time this thread has used.
    private static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
