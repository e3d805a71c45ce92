import Foundation
import Testing
@testable import TestSupport

/// The trait that keeps long tests off Swift Testing's pool does what it says.
@Suite(.blocking, .serialized) struct BlockingSuiteTests {
    /// A synchronous test body (as every browser test is) runs on a thread the trait made, not on
    /// the pool: the task executor preference reaches the body through the runner's task groups.
    @Test func aTestOfABlockingSuiteRunsOnAThreadOfItsOwn() {
        #expect(ThreadPerJob.isCurrentThreadOurs)
    }

    @Test func anAsyncTestComesBackToAThreadOfItsOwnAfterAnAwait() async throws {
        try await Task.sleep(for: .milliseconds(10))
        #expect(ThreadPerJob.isCurrentThreadOurs)
    }

    /// Two lanes: a third suite waits, without a thread, until one leaves.
    @Test func aThirdEntryWaitsUntilALaneIsLeft() async throws {
        let lanes = Lanes(2)
        await lanes.enter()
        await lanes.enter()
        let entered = Entered()
        let third = Task {
            await lanes.enter()
            await entered.mark()
        }
        try await Task.sleep(for: .milliseconds(300))
        #expect(await entered.value == false)
        await lanes.leave()
        await third.value
        #expect(await entered.value == true)
    }

    private actor Entered {
        var value = false
        func mark() { value = true }
    }
}


/// The checks above can fail: a test of an ordinary suite runs on the pool.
@Suite struct OrdinarySuiteTests {
    @Test func anOrdinaryTestRunsOnThePool() {
        #expect(!ThreadPerJob.isCurrentThreadOurs)
    }
}

extension BlockingSuiteTests {
    /// A suite nested in a blocking suite runs in its parent's lane: were it to wait for a lane of
    /// its own while its parent holds one, two such pairs would wait for ever.
    @Suite struct Nested {
        @Test func aNestedSuiteRunsOnThreadsOfItsOwnToo() {
            #expect(ThreadPerJob.isCurrentThreadOurs)
        }
    }
}
