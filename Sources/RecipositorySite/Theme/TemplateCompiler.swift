import Mustache
import RecipositoryCore

/// Turns one template file into a `MustacheTemplate` with our escaper in force, or a Diagnostic
/// that points at the user's own line and column.
enum TemplateCompiler {
    enum Outcome {
        case success(MustacheTemplate)
        case failure(Diagnostic)
    }

    /// - Parameters:
    ///   - name: the template's name (`recipe`, `partials/search-form`, `feed.xml`).
    ///   - file: the path shown in diagnostics.
    static func compile(_ source: String, name: String, file: String) -> Outcome {
        TemplateContentTypes.registerOnce()
        // A standalone tag's line vanishes from the output, so the pragma adds no text; it only
        // shifts the parser's line numbers by one, which `diagnostic` takes back.
        let pragma = "{{% CONTENT_TYPE: \(TemplateContentTypes.name(forTemplate: name)) }}\n"
        let normalized = source.replacingOccurrences(of: "\r\n", with: "\n")
        do {
            return .success(try MustacheTemplate(string: pragma + normalized))
        } catch let error as MustacheTemplate.ParserError {
            return .failure(diagnostic(for: error, file: file))
        } catch {
            return .failure(Diagnostic(.templateSyntax, "The template could not be read: \(error).",
                                       at: SourceLocation(file: file, line: 1, column: 1)))
        }
    }
}

private extension TemplateCompiler {
    static let pragmaLines = 1

    static func diagnostic(for error: MustacheTemplate.ParserError, file: String) -> Diagnostic {
        let location = SourceLocation(file: file, line: max(error.context.lineNumber - pragmaLines, 1),
                                      column: error.context.columnNumber)
        let (message, note) = explanation(of: error.error)
        return Diagnostic(.templateSyntax, message, at: location, note: note)
    }

    static func explanation(of error: Error) -> (String, String?) {
        guard let error = error as? MustacheTemplate.Error else {
            return ("This tag is not finished.", "every `{{` needs a matching `}}`")
        }
        switch error {
        case .sectionCloseNameIncorrect:
            return ("This closing tag does not match the section it closes.", "`{{#name}}` is closed by `{{/name}}`")
        case .unfinishedName:
            return ("This tag is not finished or its name has characters a tag name cannot have.", nil)
        case .expectedSectionEnd:
            return ("A section is opened but never closed.", "`{{#name}}` is closed by `{{/name}}`")
        case .invalidSetDelimiter:
            return ("This set-delimiter tag is malformed.", "write it like `{{=<% %>=}}`")
        case .transformAppliedToInheritanceSection:
            return ("A block cannot take a transform.", nil)
        case .illegalTokenInsideInheritSection:
            return ("Only `{{$block}}` overrides may appear inside `{{<parent}}`.", nil)
        case .textInsideInheritSection:
            return ("Only `{{$block}}` overrides may appear inside `{{<parent}}`.", nil)
        case .invalidConfigVariableSyntax:
            return ("This pragma is malformed.", "write it like `{{% CONTENT_TYPE: TEXT }}`")
        case .unrecognisedConfigVariable:
            return ("This pragma is not known.", nil)
        }
    }
}
