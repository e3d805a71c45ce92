import Foundation
import TestSupport
import Testing
@testable import RecipositorySite

/// The official Mustache specification's tests (`Tests/Fixtures/mustache-spec`), each template
/// and its partials compiled by `TemplateParser` as written (CRLF included: the theme loader turns
/// CRLF into LF before compiling, the spec's line-ending cases test the engine without it) and
/// rendered with the spec's data, HTML-escaped; the output must be the spec's, byte for byte.
@Suite struct MustacheSpecTests {
    /// The cases not run, and why. Both are optional behaviour of `~inheritance` that
    /// swift-mustache did not have either: a block's indentation taken from its default content
    /// rather than from the whitespace before its tag. The theme's blocks start at the left margin,
    /// where the two readings agree; a site's template indented otherwise renders as before.
    static let skipped: [String: String] = [
        "~inheritance/Intrinsic indentation": "indentation from the block's default content",
        "~inheritance/Nested block reindentation": "indentation from the block's default content",
    ]

    static let files = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance", "~dynamic-names"]

    struct SpecFile: Decodable {
        let tests: [SpecTest]
    }

    struct SpecTest: Decodable {
        let name: String
        let template: String
        let expected: String
        let partials: [String: String]?
        let data: SpecValue
    }

    /// JSON as the values a view model gives: a whole number as Int (`85`, not `85.0`), other
    /// numbers as Double; `null` as no value at all (a Swift dictionary holds none).
    struct SpecValue: Decodable {
        let value: Any?

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                value = nil
            } else if let flag = try? container.decode(Bool.self) {
                value = flag
            } else if let number = try? container.decode(Int.self) {
                value = number
            } else if let number = try? container.decode(Double.self) {
                value = number
            } else if let text = try? container.decode(String.self) {
                value = text
            } else if let list = try? container.decode([SpecValue].self) {
                value = list.map { $0.value as Any }
            } else {
                value = try container.decode([String: SpecValue].self).compactMapValues(\.value)
            }
        }
    }

    static func tests(in file: String) throws -> [SpecTest] {
        try JSONDecoder().decode(SpecFile.self, from: Data(contentsOf: Fixtures.mustacheSpec.appending(path: file + ".json"))).tests
    }

    @Test(arguments: files)
    func specFile(_ file: String) throws {
        let tests = try Self.tests(in: file)
        #expect(!tests.isEmpty)
        for test in tests where Self.skipped[file + "/" + test.name] == nil {
            var templates: [String: CompiledTemplate] = [:]
            for (partial, source) in (test.partials ?? [:]).merging(["__test__": test.template], uniquingKeysWith: { $1 }) {
                switch TemplateParser.parse(source) {
                case .success(let nodes): templates[partial] = CompiledTemplate(nodes: nodes, escaping: .html)
                case .failure(let error): Issue.record("\(file)/\(test.name): \(partial) does not compile: \(error)")
                }
            }
            let rendered = TemplateLibrary(templates).render(test.data.value ?? [String: Any](), withTemplate: "__test__")
            #expect(rendered == test.expected, "\(file)/\(test.name)")
        }
    }

    /// The skipped cases name cases that exist, so a renamed one is not skipped unseen.
    @Test func skippedCasesExist() throws {
        for key in Self.skipped.keys {
            let file = String(key.prefix { $0 != "/" }), name = String(key.dropFirst(file.count + 1))
            #expect(try Self.tests(in: file).contains { $0.name == name }, "\(key)")
        }
    }
}
