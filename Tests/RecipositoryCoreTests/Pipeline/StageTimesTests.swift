import Foundation
import Testing
@testable import RecipositoryCore

/// `--verbose`'s figures: every thread's time in the stage that handed it the work, and a stage
/// inside another counted once, in the inner one. Each piece of work measures its own thread's
/// CPU, which is what the stages must add up to.
@Suite struct StageTimesTests {
    /// This thread's CPU time, in seconds.
    static func threadCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Keeps this thread busy for `seconds` of its own CPU time; returns the time it used.
    static func spin(_ seconds: Double) -> Double {
        let start = threadCPU()
        var x: UInt64 = 1
        while threadCPU() - start < seconds {
            for _ in 0..<1000 { x = x &* 6364136223846793005 &+ 1442695040888963407 }
        }
        withExtendedLifetime(x) {}
        return threadCPU() - start
    }

    @Test func workHandedToOtherThreadsCountsInTheStage() {
        let times = StageTimes()
        let used = times.measure(.plan) { Array(0..<16).parallelMap(itemsPerTask: 1) { _ in Self.spin(0.01) } }.reduce(0, +)
        // The items' own time, whichever threads ran them, plus a little of the handing out.
        #expect(times.seconds(.plan) >= used * 0.98)
        #expect(times.seconds(.plan) < used + 0.05)
        #expect(times.totalSeconds >= times.seconds(.plan) * 0.98)
    }

    @Test func aStageInsideAnotherIsCountedOnceInTheInnerOne() {
        let times = StageTimes()
        var (outer, inner) = (0.0, 0.0)
        times.measure(.write) {
            outer += Self.spin(0.02)
            inner = times.measure(.render, part: "html") { Self.spin(0.03) }
            outer += Self.spin(0.01)
        }
        #expect(times.seconds(.render) >= inner && times.seconds(.render) < inner + 0.005)
        #expect(times.seconds(.write) >= outer && times.seconds(.write) < outer + 0.005)
        #expect(times.partSeconds.map(\.part) == ["html"])
        #expect(abs(times.partSeconds[0].seconds - times.seconds(.render)) < 1e-6)
    }

    @Test func aThreadMeasuringAlreadyKeepsItsOwnStage() {
        let times = StageTimes()
        let carried = times.measure(.model) { StageTimes.carrying }
        #expect(carried?.stage == .model)
        #expect(StageTimes.carrying == nil)
        // The thread that hands out the work and takes a share counts it in its own stage, not twice.
        let used = times.measure(.validate) { carried!.run { Self.spin(0.01) } }
        #expect(times.seconds(.validate) >= used)
        #expect(times.seconds(.model) < 0.005)
    }
}
