import Foundation

extension Array where Element: Sendable {
    /// Maps on every core, keeping order: the one parallel map. Work is handed out in chunks so
    /// small items stay cheap; `itemsPerTask: 1` hands out heavy items one by one, in order, so
    /// the heaviest put first start first.
    public func parallelMap<T: Sendable>(itemsPerTask: Int? = nil, _ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let chunk = Swift.max(1, itemsPerTask ?? count / (ProcessInfo.processInfo.activeProcessorCount * 8))
        let chunks = (count + chunk - 1) / chunk
        // Each result is written once, in place, into the array that is returned: no optional
        // wrapper to unwrap and copy, and nothing left behind in a scratch buffer (one that was
        // deallocated without deinitializing kept every result alive for good).
        return [T](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            nonisolated(unsafe) let output = buffer.baseAddress!
            self.withUnsafeBufferPointer { input in
                nonisolated(unsafe) let input = input
                // The other threads' share counts in the stage this thread is measuring (`--verbose`).
                let stage = StageTimes.carrying
                DispatchQueue.concurrentPerform(iterations: chunks) { c in
                    let end = Swift.min(input.count, (c + 1) * chunk)
                    func work() { for i in (c * chunk)..<end { (output + i).initialize(to: transform(input[i])) } }
                    if let stage { stage.run(work) } else { work() }
                }
            }
            initializedCount = count
        }
    }
}
