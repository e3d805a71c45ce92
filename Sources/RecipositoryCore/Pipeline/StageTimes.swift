import Foundation

/// The pipeline's stages, in order; named in one place.
public enum Stage: String, CaseIterable, Sendable {
    case read, frontMatter = "front matter", markdown, model, validate, index, render, write
}

/// Time spent in each stage, summed over all threads (busy time, not wall time), and the span of
/// wall time from a stage's first start to its last end, for the benchmark. Stages overlap:
/// rendering and writing run together, each unit's files written as soon as they are made.
public final class StageTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var nanoseconds: [Stage: UInt64] = [:]
    private var spans: [Stage: (start: UInt64, end: UInt64)] = [:]
    private let onFirstStart: (@Sendable (Stage) -> Void)?

    /// `onFirstStart` is told when each stage begins, for a progress display.
    public init(onFirstStart: (@Sendable (Stage) -> Void)? = nil) {
        self.onFirstStart = onFirstStart
    }

    @discardableResult
    public func measure<T>(_ stage: Stage, _ work: () throws -> T) rethrows -> T {
        if let onFirstStart {
            lock.lock()
            let first = nanoseconds[stage] == nil
            if first { nanoseconds[stage] = 0 }
            lock.unlock()
            if first { onFirstStart(stage) }
        }
        let start = DispatchTime.now().uptimeNanoseconds
        defer {
            let end = DispatchTime.now().uptimeNanoseconds
            lock.lock()
            nanoseconds[stage, default: 0] += end - start
            let span = spans[stage] ?? (start, end)
            spans[stage] = (min(span.start, start), max(span.end, end))
            lock.unlock()
        }
        return try work()
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
}
