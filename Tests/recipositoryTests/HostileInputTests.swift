import Foundation
import Testing

/// Input made to hurt: each case runs the real binary and must end in exact diagnostics, never a
/// crash or a hang (every test is bounded in time: the bound is on the hazard, not a benchmark).
@Suite(.serialized) struct HostileInputTests {
    static let message = "The text is nested too deeply here (lists, quotes or emphasis inside each other, over 100 levels); "
        + "Recipository reads no deeper, so flatten it."

    /// Thousands of nesting levels (once a stack overflow in the ingredient reader) are one error
    /// for `check`, `show` and `build`, and `--build-anyway` leaves only that recipe out.
    @Test(.timeLimit(.minutes(1)), arguments: [
        ("ingredients", "## Ingredients\n" + String(repeating: "- ", count: 5000) + "egg\n## Steps\n1. Boil.\n", 5, 99),
        ("steps", "## Ingredients\n- 1 egg\n## Steps\n" + String(repeating: "1. ", count: 4000) + "boil\n", 7, 148),
        ("quotes", "## Ingredients\n- 1 egg\n## Steps\n" + String(repeating: "> ", count: 5000) + "boil\n", 7, 199),
        ("intro", String(repeating: "- ", count: 5000) + "x\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n", 4, 99),
        ("emphasis", "## Ingredients\n- 1 egg\n## Steps\n1. " + String(repeating: "*a ", count: 3000) + "x"
            + String(repeating: " b*", count: 3000) + "\n", 7, 290),
    ])
    func deepNestingIsOneErrorNeverACrash(_ name: String, _ body: String, _ line: Int, _ column: Int) throws {
        let temp = try TemporaryFolder()
        try temp.write("site/content/recipes/good.md", "---\ntitle: Good\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n")
        try temp.write("site/content/recipes/\(name).md", "---\ntitle: Deep\n---\n" + body)
        let site = temp.path("site")
        let check = try Executable.run(["check", ".", "--format", "github"], in: site)
        #expect(check.status == 1)
        let lines = check.stderr.split(separator: "\n").filter { $0.hasPrefix("::") }.map(String.init)
        #expect(lines == ["::error file=content/recipes/\(name).md,line=\(line),col=\(column),title=markdown-too-deep::" + Self.message])

        let show = try Executable.run(["show", "content/recipes/\(name).md", "--format", "json"], in: site)
        #expect(show.status == 1, "\(show.stderr.prefix(2000))")
        #expect(show.stderr.contains("[markdown-too-deep]"))

        let build = try Executable.run(["build", ".", "-o", temp.path("out").path], in: site)
        #expect(build.status == 1)
        #expect(build.stderr.contains("Not built: 1 error."))
        let anyway = try Executable.run(["build", ".", "-o", temp.path("out").path, "--build-anyway"], in: site)
        #expect(anyway.status == 0, "\(anyway.stderr.prefix(2000))")
        #expect(anyway.stderr.contains("Left out because of errors:\n  - content/recipes/\(name).md\n"))
        #expect(FileManager.default.fileExists(atPath: temp.path("out/recipes/good/index.html").path))
    }
}
