import Foundation
import TestSupport
import Testing

/// The real binary calls glibc's `mallopt` as it starts, for what the user left unset: seen by a
/// library put before glibc (`LD_PRELOAD`) that writes down each call's parameter and value.
@Suite struct MallocSettingsCommandTests {
    /// glibc's `malloc.h`: `M_TRIM_THRESHOLD` -1, `M_MMAP_THRESHOLD` -3, `M_ARENA_MAX` -8.
    static let trim = "-1", mmap = "-3", arenaMax = "-8"

    /// Each `mallopt` call `recipository --version` makes with `environment` (besides the test's own), as "parameter value".
    func calls(environment: [String: String]) throws -> [String] {
        let temp = try TemporaryFolder()
        let source = temp.path("log.c"), library = temp.path("log.so"), log = temp.path("calls")
        try temp.write("log.c", """
            #define _GNU_SOURCE
            #include <dlfcn.h>
            #include <stdio.h>
            #include <stdlib.h>
            int mallopt(int parameter, int value) {
                FILE *log = fopen(getenv("RCP_MALLOPT_LOG"), "a");
                if (log) { fprintf(log, "%d %d\\n", parameter, value); fclose(log); }
                int (*next)(int, int) = (int (*)(int, int))dlsym(RTLD_NEXT, "mallopt");
                return next ? next(parameter, value) : 0;
            }
            """)
        let compiler = try RequiredTool.path("cc", "gcc", "clang", package: "gcc")
        let compiled = try Tool.run(compiler, ["-shared", "-fPIC", "-o", library.path, source.path, "-ldl"])
        try #require(compiled.status == 0, "\(compiled.stderr)")
        // Ours only: whatever malloc variables the test runs with are cleared, then `environment` given.
        let cleared = ["MALLOC_ARENA_MAX", "MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_", "GLIBC_TUNABLES"]
        let process = try ChildProcess(Executable.url.path, ["--version"], files: [2: STDERR_FILENO],
                                       environment: environment.merging(["LD_PRELOAD": library.path, "RCP_MALLOPT_LOG": log.path]) { $1 },
                                       clearing: Set(cleared))
        #expect(process.wait() == 0)
        let written = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return written.split(separator: "\n").map(String.init)
    }

    @Test func theProgramSetsOneArenaACoreAndBothThresholds() throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(try calls(environment: [:]) == ["\(Self.arenaMax) \(cores)", "\(Self.mmap) 131072", "\(Self.trim) 131072"])
    }

    @Test func aSettingInTheEnvironmentIsLeftAlone() throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(try calls(environment: ["MALLOC_ARENA_MAX": "4"]) == ["\(Self.mmap) 131072", "\(Self.trim) 131072"])
        #expect(try calls(environment: ["GLIBC_TUNABLES": "glibc.malloc.mmap_threshold=65536", "MALLOC_TRIM_THRESHOLD_": "0"])
                == ["\(Self.arenaMax) \(cores)"])
    }
}
