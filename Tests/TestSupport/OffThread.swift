import Foundation

/// Runs blocking work (building a site, waiting for Chromium or Python) on a thread of its own.
/// Swift Testing runs tests on a pool with one thread per core; a test that blocks one for half a
/// minute starves the others (on two cores, into their time limits). The checks themselves stay
/// in the test, where `#expect` knows which test it belongs to.
public enum OffThread {
    public static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try work() }) }
            thread.stackSize = 8 << 20   // as much as the main thread: rendering nests deeply
            thread.start()
        }
    }
}
