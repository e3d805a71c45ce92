import Foundation
import Testing
import TestSupport

/// The tests' way of running a program: its output whole, its exit seen when it exits, and no
/// file of the test process given to it. A CI run failed when a one-second command looked
/// "still running after 60 s": another test's child held the command's pipe (Foundation's
/// `Process` lets a child started on another thread meanwhile inherit it).
@Suite struct ToolTests {
    @Test func aToolsOutputAndStatusComeBackWhole() throws {
        let result = try Tool.run("sh", ["-c", "head -c 300000 /dev/zero | tr '\\0' a; echo; echo fault >&2; exit 3"])
        #expect(result.status == 3)
        #expect(result.stdout == String(repeating: "a", count: 300_000) + "\n")
        #expect(result.stderr == "fault\n")
    }

    @Test func itsInputIsGivenWholeAndItsFolderIsTheOneAsked() throws {
        let temp = try TemporaryFolder()
        let input = Data((0..<200_000).map { UInt8($0 % 251) })
        let counted = try Tool.run("wc", ["-c"], input: input)
        #expect(counted.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "200000")
        let folder = try Tool.run("pwd", [], in: temp.url)
        #expect(folder.stdout == temp.url.resolvingSymlinksInPath().path + "\n")
        // A tool that reads none of its input ends its run, not the test process (SIGPIPE).
        #expect(try Tool.run("true", [], input: input).status == 0)
    }

    /// What happened in CI, made certain: something else holds a copy of the tool's output.
    @Test(.timeLimit(.minutes(1))) func aToolIsDoneWhenItExitsThoughAnotherProcessHoldsItsOutput() throws {
        let start = ContinuousClock.now
        let result = try Tool.run("sh", ["-c", "sleep 30 & echo made"], timeLimit: .seconds(60))
        #expect(result.status == 0 && result.stdout == "made\n")
        #expect(ContinuousClock.now - start < .seconds(10), "the run waited for the process holding its output")
    }

    @Test func aChildHoldsNoFileOfTheTestsButItsOwn() throws {
        // A pipe as Foundation makes one: inherited by every child that does not close it.
        var open: [Int32] = [0, 0]
        try #require(pipe(&open) == 0)
        defer { open.forEach { close($0) } }
        let made = try ChildProcess.pipe()
        defer { close(made.read); close(made.write) }
        #expect(fcntl(made.read, F_GETFD) & FD_CLOEXEC != 0 && fcntl(made.write, F_GETFD) & FD_CLOEXEC != 0)
        let files = try Tool.run("sh", ["-c", "ls /proc/$$/fd"])
        #expect(files.stdout.split(separator: "\n") == ["0", "1", "2"], "\(files.stdout)")
    }

    @Test func aToolStillRunningAtItsTimeLimitIsKilledAndSaidSo() throws {
        let start = ContinuousClock.now
        #expect(throws: Tool.Failure.self) { try Tool.run("sleep", ["30"], timeLimit: .seconds(1)) }
        #expect(ContinuousClock.now - start < .seconds(10))
    }
}
