import CCmarkGFM

/// glibc malloc's settings for a build, set once as the program starts (`apply`). A large build's
/// peak memory is how far malloc's arenas reached by the end of plan and index, values kept plus
/// the holes between them; fewer arenas, and large blocks mapped on their own and given back
/// (a fixed threshold, where glibc otherwise raises it up to 32 MB and keeps large arrays in its
/// arenas), took that peak down by a tenth at 20,000 recipes (docs/performance.md, "Peak memory").
/// Set here because this is the module that touches C.
public enum MallocSettings {
    /// One of malloc's settings, with the names a user gives it by in the environment.
    public enum Setting: Equatable, Sendable {
        /// At most this many arenas (`M_ARENA_MAX`); glibc's own is 8 per core.
        case arenaMax(Int)
        /// Blocks from this many bytes up mapped on their own (`M_MMAP_THRESHOLD`).
        case mmapThreshold(Int)
        /// Free bytes above this at the heap's top given back to the system (`M_TRIM_THRESHOLD`).
        case trimThreshold(Int)

        /// The environment variable glibc reads for this setting (mallopt(3)).
        public var environmentName: String {
            switch self {
            case .arenaMax: "MALLOC_ARENA_MAX"
            case .mmapThreshold: "MALLOC_MMAP_THRESHOLD_"
            case .trimThreshold: "MALLOC_TRIM_THRESHOLD_"
            }
        }

        /// Its name in `GLIBC_TUNABLES` (glibc's manual, "Memory Allocation Tunables").
        public var tunableName: String {
            switch self {
            case .arenaMax: "glibc.malloc.arena_max"
            case .mmapThreshold: "glibc.malloc.mmap_threshold"
            case .trimThreshold: "glibc.malloc.trim_threshold"
            }
        }
    }

    /// What a build sets: one arena for each core the pipeline's threads run on, and both
    /// thresholds at 128 KB, glibc's own starting mmap threshold.
    public static func chosen(processors: Int) -> [Setting] {
        [.arenaMax(max(1, processors)), .mmapThreshold(128 * 1024), .trimThreshold(128 * 1024)]
    }

    /// The settings of `chosen` the user has not given in `environment`: `mallopt` takes
    /// precedence over the environment (mallopt(3)), so a setting the user gave is left to glibc.
    public static func unset(_ settings: [Setting], environment: [String: String]) -> [Setting] {
        let tunables = Set((environment["GLIBC_TUNABLES"] ?? "").split(separator: ":").compactMap { item in
            item.split(separator: "=", maxSplits: 1).first.map(String.init)
        })
        return settings.filter { environment[$0.environmentName] == nil && !tunables.contains($0.tunableName) }
    }

    /// Sets `chosen(processors:)` but for what `environment` gives; returns what was set.
    @discardableResult
    public static func apply(processors: Int, environment: [String: String]) -> [Setting] {
        unset(chosen(processors: processors), environment: environment).filter { setting in
            switch setting {
            case .arenaMax(let count): rcp_malloc_set_arena_max(Int32(clamping: count)) == 1
            case .mmapThreshold(let bytes): rcp_malloc_set_mmap_threshold(Int32(clamping: bytes)) == 1
            case .trimThreshold(let bytes): rcp_malloc_set_trim_threshold(Int32(clamping: bytes)) == 1
            }
        }
    }
}
