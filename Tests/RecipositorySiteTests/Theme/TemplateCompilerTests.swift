import RecipositoryCore
import Testing
@testable import RecipositorySite

/// A template that cannot be compiled is a `template-syntax` diagnostic at the line and column
/// swift-mustache 2.1.1 reported for it (read from that library on these templates before it was
/// replaced), with the same message.
@Suite struct TemplateCompilerTests {
    func diagnostic(_ source: String) throws -> Diagnostic {
        guard case .failure(let diagnostic) = TemplateCompiler.compile(source, name: "x", file: "T/x.mustache") else {
            throw CompileError.compiled
        }
        return diagnostic
    }

    enum CompileError: Error { case compiled }

    @Test(arguments: [
        ("a {{b", 1, 6, "This tag is not finished."),
        ("{", 1, 1, "This tag is not finished."),
        ("{{{a}}", 1, 7, "This tag is not finished."),
        ("{{#a}}\nx\n{{/b}}", 3, 4, "This closing tag does not match the section it closes."),
        ("x\n  {{=<% %>}}", 2, 9, "This set-delimiter tag is malformed."),
        ("{{% CONTENT_TYPE: XML }}", 1, 25, "This pragma is not known."),
        ("{{%CONTENT_TYPE}}", 1, 16, "This pragma is malformed."),
        ("{{<l}}\n{{v}}\n{{/l}}", 3, 7, "Only `{{$block}}` overrides may appear inside `{{<parent}}`."),
        ("{{$a(b)}}{{/a}}", 1, 10, "A block cannot take a transform."),
        ("{{a b}}", 1, 5, "This tag is not finished or its name has characters a tag name cannot have."),
        ("ab\n{{#a}}\n", 3, 1, "A section is opened but never closed."),
    ])
    func syntaxErrors(_ source: String, _ line: Int, _ column: Int, _ message: String) throws {
        let diagnostic = try diagnostic(source)
        #expect(diagnostic.code == .templateSyntax)
        #expect(diagnostic.location == SourceLocation(file: "T/x.mustache", line: line, column: column))
        #expect(diagnostic.message == message)
    }

    /// swift-mustache's transforms (`{{uppercased(name)}}`) are refused where the name starts:
    /// no template of ours used one, and a view model gives each value ready to show.
    @Test func transformsAreRefusedAtTheirName() throws {
        let diagnostic = try diagnostic("<p>\n  {{ plusone(count) }}</p>")
        #expect(diagnostic.code == .templateSyntax)
        #expect(diagnostic.location == SourceLocation(file: "T/x.mustache", line: 2, column: 5))
        #expect(diagnostic.message == "This tag applies a transform (`plusone(count)`), which Recipository's templates do not support.")
        #expect(try self.diagnostic("{{#items(reversed)}}{{/items}}").location.column == 4)
        #expect(try self.diagnostic("{{{first(last(list))}}}").message.contains("`first(last(list))`"))
    }
}
