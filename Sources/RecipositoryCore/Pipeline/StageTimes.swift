import Foundation

/// The pipeline's stages, in order; named in one place.
public enum Stage: String, CaseIterable, Sendable {
    case read, frontMatter = "front matter", markdown, model, validate, index, render, write
}

/// Time spent in each stage, summed over all threads (CPU time, not wall time), for the benchmark.
public final class StageTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var nanoseconds: [Stage: UInt64] = [:]

    public init() {}

    @discardableResult
    public func measure<T>(_ stage: Stage, _ work: () throws -> T) rethrows -> T {
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
