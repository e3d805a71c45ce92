import Foundation
import RecipositoryMarkdown
import TestSupport
import Testing
import Yams
@testable import RecipositoryCore

/// `YAMLComposer` must compose exactly what Yams composes (values, quoting, marks), and leave
/// to Yams everything it does not cover, so front matter reads the same either way.
@Suite struct YAMLComposerTests {
    func yams(_ text: String) throws -> YAMLNode? {
        try Yams.compose(yaml: text, Resolver.basic, Constructor.default, .utf8).map(YAMLNode.init(yams:))
    }

    @Test(arguments: [
        "title: Pie\nservings: 4\n",
        "title: \"Quoted: yes\"\ndescription: 'single ''quoted'''\n",
        "tags: [a, b, \"c d\"]\nnutrition: {calories: 410, protein: 4 g}\n",
        "tags:\n  - one\n  - two\ncooked:\n  - date: 2025-01-01\n    note: good\n",
        "notes: |\n  line one\n  line two\nfolded: >\n  a\n  b\n",
        "title: Crème brûlée\nauthor: Zoë  # a comment\nsource: ★ https://x.org/é\n",
        "title: ~\ndraft: yes\nempty:\nnested: {a: [1, {b: c}]}\n",
        "# only a comment\ntitle: x\n",
        "- a\n- b\n",
        "just a scalar",
        "url: https://x.org/a:b\n\"quoted key\": 1\n? complex\n: value\n",
    ])
    func composesAsYamsDoes(_ text: String) throws {
        guard case .document(let node) = YAMLComposer.compose(text) else {
            Issue.record("not composed: \(text)")
            return
        }
        #expect(node == (try yams(text)))
    }

    @Test func emptyTextHasNoDocument() throws {
        for text in ["", "\n", "# nothing\n"] {
            guard case .empty = YAMLComposer.compose(text) else {
                Issue.record("expected no document: \(text)")
                continue
            }
            #expect(try yams(text) == nil)
        }
    }

    @Test(arguments: [
        "title: a\ntitle: b\n",   // repeated key
        "a: {x: 1, x: 2}\n",   // repeated nested key
        "base: &b x\nother: *b\n",   // anchor and alias
        "n: !!int 3\n",   // explicit tag
        "title: [unclosed\n",   // syntax error
        "a: b\n---\nc: d\n",   // two documents
        "[a]: b\n",   // a key that is not a scalar
    ])
    func leavesTheRestToYams(_ text: String) {
        guard case .unsupported = YAMLComposer.compose(text) else {
            Issue.record("should be left to Yams: \(text)")
            return
        }
    }

    /// Every recipe of a real collection (the based.cooking sample) reads the same through either composer.
    @Test func basedCookingFrontMatterComposesAsYamsDoes() throws {
        let folder = Fixtures.basedCooking.appending(path: "content")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        var compared = 0
        for name in names where name.hasSuffix(".md") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            guard let yaml = FrontMatterSplitter.split(text, path: name).0?.yaml else { continue }
            guard case .document(let node) = YAMLComposer.compose(yaml) else { continue }
            #expect(node == (try yams(yaml)), "\(name)")
            compared += 1
        }
        #expect(compared == 29)  // 28 recipes and _index.md
    }
}
