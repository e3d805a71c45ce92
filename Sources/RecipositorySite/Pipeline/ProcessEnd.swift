/// What a build that ends its process leaves to the process's end (`BuildOptions.endsProcess`:
/// `recipository build`). Its recipes, plan, keys and the build cache it read and made are
/// hundreds of thousands of objects at 10,000 recipes; released one by one as the build returns
/// they cost 0.2 to 0.3 CPU-seconds, and an incremental build of one edit is about 4. The system
/// takes back the process's memory at once when it exits, which it does next. Never for a
/// process that goes on (`serve`, the tests, the benchmarks), which would hold each build's
/// memory to its end.
enum ProcessEnd {
    private final class Left: @unchecked Sendable {
        let values: Any
        init(_ values: Any) { self.values = values }
    }

    /// Keeps `values` (a tuple of what the build holds) until the process exits.
    static func leave(_ values: Any) {
        _ = Unmanaged.passRetained(Left(values))
    }
}
