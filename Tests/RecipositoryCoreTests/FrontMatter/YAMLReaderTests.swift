import Testing
@testable import RecipositoryCore

@Suite struct YAMLReaderTests {
    func read(_ yaml: String) -> YAMLReader.Result {
        YAMLReader.read(yaml, firstLine: 2, path: "r.md")
    }

    func codes(_ yaml: String) -> [String] { read(yaml).diagnostics.map(\.code.rawValue) }

    /// Found by FuzzConfig: a repeat the line scan does not see as a key line (`description:` and
    /// a tab) left the text unchanged, and it was read again until the stack ran out.
    @Test(.timeLimit(.minutes(1))) func aRepeatedKeyTheLineScanMissesIsOneError() {
        let result = read("description: a\ndescription: b\ndescription:\t\tc\n")
        #expect(!result.isReadable)
        #expect(result.diagnostics.map(\.message) == ["The key `description` is written again further down; the later one is used.",
                                                        "The front matter repeats the key `description`."])
        #expect(result.diagnostics.map(\.location.line) == [2, 3])
    }

    @Test(arguments: [
        "a: &x 1\nb: *x\n",
        "list: [*x]\n",
        "- &anchor value\n",
        "title: *Best* pie\n",
        "m: {a: *x}\n",
    ])
    func anchorsAndAliasesAreRefused(_ yaml: String) {
        let result = read(yaml)
        #expect(!result.isReadable)
        #expect(result.diagnostics.map(\.code.rawValue) == ["yaml-alias"])
    }

    @Test(arguments: [
        "title: Mac & cheese\n",
        "title: \"*Best* pie\"\n",
        "title: '&'\n",
        "note: 5 * 3 = 15\n",
        "# comment with *star and &amp\n",
        "description: |\n  *starred* line\n  &amp more\n",
        "tags: [a&b, c*d]\n",
        "url: http://x.org/?a=1&b=2\n",
    ])
    func ordinaryAmpersandsAndStarsAreFine(_ yaml: String) {
        let result = read(yaml)
        #expect(result.isReadable)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aliasIsPlacedAtItsFileLine() {
        let d = read("title: x\nb: *ref\n").diagnostics
        #expect(d.first?.location == SourceLocation(file: "r.md", line: 3, column: 4))
    }

    @Test func deepFlowNestingIsRefused() {
        #expect(codes("x: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)) == ["yaml-too-deep"])
    }

    @Test func deepBlockNestingIsRefused() {
        var yaml = ""
        for depth in 0..<40 { yaml += String(repeating: " ", count: depth * 2) + "k\(depth):\n" }
        #expect(codes(yaml) == ["yaml-too-deep"])
    }

    @Test func ordinaryNestingIsFine() {
        #expect(codes("cooked:\n  - date: 2025-01-01\n    note: good\nnutrition: {calories: 300, protein: 4 g}\n").isEmpty)
    }

    @Test func tabsBecomeSpacesWithAWarning() {
        let result = read("nutrition:\n\tcalories: 300\n")
        #expect(result.isReadable)
        #expect(result.root?.pairs?.first?.value.pairs?.first?.value.scalar?.string == "300")
        #expect(result.diagnostics.map(\.code.rawValue) == ["yaml-tab-indent"])
        #expect(result.diagnostics.first?.location.line == 3)
    }

    @Test func oversizedYAMLIsNotRead() {
        let result = read("title: " + String(repeating: "x", count: 70_000))
        #expect(!result.isReadable)
        #expect(codes("title: " + String(repeating: "x", count: 70_000)) == ["front-matter-too-large"])
    }

    /// Issue 11, item 8: a control character is reported on its own file line, not the first.
    @Test func controlCharacterIsReportedOnItsLine() {
        let d = read("title: Pie\nservings: 4\nnote: bad\u{1B}[31m\n").diagnostics
        #expect(d.map(\.code.rawValue) == ["yaml-syntax"])
        #expect(d.first?.location == SourceLocation(file: "r.md", line: 4, column: 10))
        #expect(d.first?.message == "The front matter is not valid YAML: control characters are not allowed.")
    }

    @Test func recipositoryYmlIsNamedInItsOwnProblems() {
        let d = YAMLReader.read("title: [x\n", firstLine: 1, path: "recipository.yml", as: .config).diagnostics
        #expect(d.map(\.code.rawValue) == ["config-syntax"])
        #expect(d.first?.message.hasPrefix("recipository.yml is not valid YAML: ") == true)
        #expect(d.first?.location.line == 2)
    }
}
