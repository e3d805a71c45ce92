import Dispatch

/// Runs `side` on another thread while `main` runs on this one, and returns both results: for
/// two stages that need nothing of each other, when one of them leaves a core idle.
func alongside<Side: Sendable, Main>(_ side: @escaping @Sendable () -> Side, _ main: () -> Main) -> (Side, Main) {
    let slot = SideResult<Side>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        slot.value = side()
        done.signal()
    }
    let mainResult = main()
    done.wait()
    return (slot.value!, mainResult)
}

/// Written by the side thread before it signals, read only after the wait.
private final class SideResult<Value>: @unchecked Sendable {
    var value: Value?
}
