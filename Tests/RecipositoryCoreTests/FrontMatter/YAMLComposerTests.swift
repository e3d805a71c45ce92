import RecipositoryMarkdown
import Testing

/// `YAMLComposer` builds every node from libyaml's events, every scalar as its text, and stops
/// at what front matter must not use, at the place libyaml gives.
@Suite struct YAMLComposerTests {
    func compose(_ text: String, depth: Int = 16) -> YAMLComposer.Outcome {
        YAMLComposer.compose(text, maximumDepth: depth)
    }

    func at(_ line: Int, _ column: Int) -> YAMLMark { YAMLMark(line: line, column: column) }
    func plain(_ text: String, _ line: Int, _ column: Int) -> YAMLNode { .scalar(YAMLScalar(text, isPlain: true), at: at(line, column)) }
    func quoted(_ text: String, _ line: Int, _ column: Int) -> YAMLNode { .scalar(YAMLScalar(text, isPlain: false), at: at(line, column)) }

    func problem(_ text: String, depth: Int = 16) -> YAMLProblem? {
        if case .problem(let problem) = compose(text, depth: depth) { return problem }
        return nil
    }

    @Test func composesValuesQuotingAndMarks() throws {
        let text = "title: \"Pie: yes\"\ntags: [a, 'b c']\nnotes: |\n  one\n  two\nn: !!int 3\n? [k]\n: v\nzoë: ★ x\n"
        guard case .document(let node) = compose(text) else {
            Issue.record("not composed")
            return
        }
        let expected = YAMLNode.mapping([
            YAMLPair(key: plain("title", 1, 1), value: quoted("Pie: yes", 1, 8)),
            YAMLPair(key: plain("tags", 2, 1), value: .sequence([plain("a", 2, 8), quoted("b c", 2, 11)], at: at(2, 7))),
            YAMLPair(key: plain("notes", 3, 1), value: quoted("one\ntwo\n", 3, 8)),
            YAMLPair(key: plain("n", 6, 1), value: plain("3", 6, 4)),
            YAMLPair(key: .sequence([plain("k", 7, 4)], at: at(7, 3)), value: plain("v", 8, 3)),
            YAMLPair(key: plain("zoë", 9, 1), value: plain("★ x", 9, 6)),
        ], at: at(1, 1))
        #expect(node == expected)
    }

    @Test func emptyTextHasNoDocument() {
        for text in ["", "\n", "# nothing\n"] {
            guard case .empty = compose(text) else {
                Issue.record("expected no document: \(text)")
                continue
            }
        }
    }

    @Test func anchorsAndAliasesStopAtTheirPlace() {
        #expect(problem("a: &x 1\nb: *x\n") == YAMLProblem(.anchorOrAlias, at: at(1, 4)))
        #expect(problem("a: 1\nb: *x\n") == YAMLProblem(.anchorOrAlias, at: at(2, 4)))
        #expect(problem("- &list [a]\n") == YAMLProblem(.anchorOrAlias, at: at(1, 3)))
        // A star an author meant as a star is reported as the alias libyaml took it for.
        #expect(problem("title: x\nnote: *Best* pie\n") == YAMLProblem(.anchorOrAlias, at: at(2, 7)))
    }

    @Test func nestingStopsAtTheFirstLevelTooDeep() {
        #expect(problem("a: [[[x]]]\n", depth: 3) == YAMLProblem(.tooDeep, at: at(1, 6)))
        if case .document = compose("a: [[x]]\n", depth: 3) {} else { Issue.record("three levels are allowed") }
        // A million brackets stop at the limit, long before libyaml or memory would.
        #expect(problem("x: " + String(repeating: "[", count: 1_000_000), depth: 16)?.kind == .tooDeep)
    }

    @Test func repeatedKeysAreNamedSortedAtTheFirstOfThem() {
        #expect(problem("b: 1\na: 2\nb: 3\na: 4\n") == YAMLProblem(.repeatedKeys(["a", "b"]), at: at(2, 1)))
        #expect(problem("m: {x: 1, x: 2}\n") == YAMLProblem(.repeatedKeys(["x"]), at: at(1, 5)))
    }

    @Test func syntaxErrorsAreLibYAMLsWordsAndMarks() {
        #expect(problem("title: x\ntags: [one, two\nservings: 2") == YAMLProblem(.syntax("did not find expected ',' or ']'"), at: at(3, 9)))
        #expect(problem("a: b\n---\nc: d\n") == YAMLProblem(.severalDocuments, at: at(2, 1)))
    }

    /// The reader gives only a byte offset for a control character: it is placed on its own line.
    @Test func controlCharactersArePlacedOnTheirLine() {
        #expect(problem("title: Pie\nauthor: Zoë\nnote: a\u{1}b\n") == YAMLProblem(.syntax("control characters are not allowed"), at: at(3, 8)))
        #expect(problem("é: \u{7}") == YAMLProblem(.syntax("control characters are not allowed"), at: at(1, 4)))
    }
}
