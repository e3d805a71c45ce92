import Foundation

/// The pipeline's stages, in order; named in one place.
public enum Stage: String, CaseIterable, Sendable {
    case read, frontMatter = "front matter", markdown, model, validate, index, render, write
}

/// Time spent in each stage, summed over all threads (CPU time, not wall time), for the benchmark.
public final class StageTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var nanoseconds: [Stage: UInt64] = [:]
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
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            lock.lock()
            nanoseconds[stage, default: 0] += elapsed
            lock.unlock()
        }
        return try work()
    }

    public func seconds(_ stage: Stage) -> Double {
        lock.lock()
        defer { lock.unlock() }
        return Double(nanoseconds[stage] ?? 0) / 1e9
    }
}
