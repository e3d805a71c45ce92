import Foundation
import Dispatch
import Synchronization
import Testing
@testable import RecipositorySite

@Suite struct AlongsideTests {
    /// The side work runs while the main work waits for it: done one after the other, the wait would time out.
    @Test func bothRunAtOnceAndBothResultsComeBack() {
        let started = DispatchSemaphore(value: 0)
        let (side, sawSide) = alongside({
            started.signal()
            return (1...100).reduce(0, +)
        }, { started.wait(timeout: .now() + 10) == .success })
        #expect(side == 5050)
        #expect(sawSide)
    }

    /// The call returns only when the side work has ended, even when the main work is quicker.
    @Test func itWaitsForASlowSide() {
        let finished = Mutex(false)
        let (side, _) = alongside({
            Thread.sleep(forTimeInterval: 0.05)
            finished.withLock { $0 = true }
            return "side"
        }, { 0 })
        #expect(side == "side")
        #expect(finished.withLock { $0 })
    }
}
