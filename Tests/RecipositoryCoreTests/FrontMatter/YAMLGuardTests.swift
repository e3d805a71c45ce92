import Testing
@testable import RecipositoryCore

@Suite struct YAMLGuardTests {
    func codes(_ yaml: String) -> [String] {
        YAMLGuard.check(yaml, firstLine: 2, path: "r.md").diagnostics.map(\.code.rawValue)
    }

    @Test(arguments: [
        "a: &x 1\nb: *x\n",
        "list: [*x]\n",
        "- &anchor value\n",
        "title: *Best* pie\n",
        "m: {a: *x}\n",
    ])
    func anchorsAndAliasesAreRefused(_ yaml: String) {
        let result = YAMLGuard.check(yaml, firstLine: 2, path: "r.md")
        #expect(result.yaml == nil)
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
        let result = YAMLGuard.check(yaml, firstLine: 2, path: "r.md")
        #expect(result.yaml != nil)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aliasIsPlacedAtItsFileLine() {
        let d = YAMLGuard.check("title: x\nb: *ref\n", firstLine: 2, path: "r.md").diagnostics
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
        let result = YAMLGuard.check("nutrition:\n\tcalories: 300\n", firstLine: 2, path: "r.md")
        #expect(result.yaml == "nutrition:\n  calories: 300\n")
        #expect(result.diagnostics.map(\.code.rawValue) == ["yaml-tab-indent"])
        #expect(result.diagnostics.first?.location.line == 3)
    }
}
