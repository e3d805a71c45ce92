import Foundation
import Testing
@testable import RecipositoryCore

@Suite struct ParallelMapTests {
    final class Tracked: @unchecked Sendable {
        static let lock = NSLock()
        nonisolated(unsafe) static var alive = 0
        let value: Int
        init(_ value: Int) {
            self.value = value
            Self.lock.lock(); Self.alive += 1; Self.lock.unlock()
        }
        deinit { Self.lock.lock(); Self.alive -= 1; Self.lock.unlock() }
    }

    @Test func keepsOrderAndReleasesEveryResult() {
        do {
            let results = Array(0..<1000).parallelMap { Tracked($0 * 2) }
            #expect(results.map(\.value) == Array(0..<1000).map { $0 * 2 })
            #expect(Tracked.alive == 1000)
        }
        #expect(Tracked.alive == 0)
    }
}
