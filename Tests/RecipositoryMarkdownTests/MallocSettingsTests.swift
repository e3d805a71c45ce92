import RecipositoryMarkdown
import Testing

/// What a build sets in malloc, and what it leaves to the user: `mallopt` takes precedence over
/// glibc's environment (mallopt(3)), so a setting given there must not be set again.
@Suite struct MallocSettingsTests {
    @Test func aBuildSetsOneArenaACoreAndBothThresholdsAt128KB() {
        #expect(MallocSettings.chosen(processors: 2) == [.arenaMax(2), .mmapThreshold(131_072), .trimThreshold(131_072)])
        #expect(MallocSettings.chosen(processors: 0).first == .arenaMax(1))
    }

    @Test func aSettingTheUserGaveByItsVariableIsLeftToGlibc() {
        let chosen = MallocSettings.chosen(processors: 2)
        #expect(MallocSettings.unset(chosen, environment: [:]) == chosen)
        #expect(MallocSettings.unset(chosen, environment: ["MALLOC_ARENA_MAX": "8"])
                == [.mmapThreshold(131_072), .trimThreshold(131_072)])
        #expect(MallocSettings.unset(chosen, environment: ["MALLOC_MMAP_THRESHOLD_": "1048576"])
                == [.arenaMax(2), .trimThreshold(131_072)])
        #expect(MallocSettings.unset(chosen, environment: ["MALLOC_TRIM_THRESHOLD_": "0", "MALLOC_ARENA_MAX": "1"])
                == [.mmapThreshold(131_072)])
        // Without the trailing underscore glibc reads neither: ours stays.
        #expect(MallocSettings.unset(chosen, environment: ["MALLOC_MMAP_THRESHOLD": "1048576"]) == chosen)
    }

    @Test func aSettingTheUserGaveAsAGlibcTunableIsLeftToGlibc() {
        let chosen = MallocSettings.chosen(processors: 4)
        #expect(MallocSettings.unset(chosen, environment: ["GLIBC_TUNABLES": "glibc.malloc.arena_max=16"])
                == [.mmapThreshold(131_072), .trimThreshold(131_072)])
        #expect(MallocSettings.unset(chosen, environment: ["GLIBC_TUNABLES": "glibc.malloc.tcache_count=0:glibc.malloc.trim_threshold=65536:glibc.malloc.mmap_threshold=65536"])
                == [.arenaMax(4)])
        // Another tunable, or one only named like ours, leaves ours set.
        #expect(MallocSettings.unset(chosen, environment: ["GLIBC_TUNABLES": "glibc.malloc.arena_test=2:glibc.malloc.arena_max_x=1"]) == chosen)
    }
}
