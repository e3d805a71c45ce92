import Foundation

extension Array where Element: Sendable {
    /// Maps on every core, keeping order. Work is handed out in chunks so small items stay cheap.
    public func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        let chunk = Swift.max(1, count / (ProcessInfo.processInfo.activeProcessorCount * 8))
        let chunks = (count + chunk - 1) / chunk
        nonisolated(unsafe) let output = results
        self.withUnsafeBufferPointer { input in
            nonisolated(unsafe) let input = input
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                let end = Swift.min(input.count, (c + 1) * chunk)
                for i in (c * chunk)..<end { output[i] = transform(input[i]) }
            }
        }
        return results.map { $0! }
    }
}
