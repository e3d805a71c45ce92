import Dispatch

/// `map` over all cores, keeping the input order in the output.
enum ConcurrentMap {
    static func map<Element: Sendable, Result: Sendable>(
        _ items: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        let slots = Slots<Result>(count: items.count)
        defer { slots.free() }
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.buffer[index] = transform(items[index])
        }
        return slots.buffer.map { $0! }
    }
}

private extension ConcurrentMap {
    /// Output slots shared by the workers. Each iteration writes only its own slot and the
    /// caller reads them after `concurrentPerform` returns, so no lock is needed.
    struct Slots<Value>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }

        func free() {
            buffer.deinitialize()
            buffer.deallocate()
        }
    }
}
