import RecipositoryCore

/// Turns one template file into a `CompiledTemplate`, escaping as its name says, or a Diagnostic
/// that points at the user's own line and column.
enum TemplateCompiler {
    enum Outcome {
        case success(CompiledTemplate)
        case failure(Diagnostic)
    }

    /// - Parameters:
    ///   - name: the template's name (`recipe`, `partials/search-form`, `feed.xml`).
    ///   - file: the path shown in diagnostics.
    static func compile(_ source: String, name: String, file: String) -> Outcome {
        let normalized = source.replacingOccurrences(of: "\r\n", with: "\n")
        switch TemplateParser.parse(normalized) {
        case .success(let nodes):
            return .success(CompiledTemplate(nodes: nodes, escaping: .forTemplate(name)))
        case .failure(let error):
            let (message, note) = explanation(of: error.kind)
            return .failure(Diagnostic(.templateSyntax, message, at: SourceLocation(file: file, line: error.line, column: error.column),
                                       note: note))
        }
    }
}

private extension TemplateCompiler {
    static func explanation(of error: TemplateSyntaxError.Kind) -> (String, String?) {
        switch error {
        case .unfinishedTag:
            return ("This tag is not finished.", "every `{{` needs a matching `}}`")
        case .closingNameMismatch:
            return ("This closing tag does not match the section it closes.", "`{{#name}}` is closed by `{{/name}}`")
        case .unfinishedName:
            return ("This tag is not finished or its name has characters a tag name cannot have.", nil)
        case .sectionNotClosed:
            return ("A section is opened but never closed.", "`{{#name}}` is closed by `{{/name}}`")
        case .malformedSetDelimiter:
            return ("This set-delimiter tag is malformed.", "write it like `{{=<% %>=}}`")
        case .blockWithTransform:
            return ("A block cannot take a transform.", nil)
        case .notAnOverride:
            return ("Only `{{$block}}` overrides may appear inside `{{<parent}}`.", nil)
        case .malformedPragma:
            return ("This pragma is malformed.", "write it like `{{% CONTENT_TYPE: TEXT }}`")
        case .unknownPragma:
            return ("This pragma is not known.", nil)
        case .transform(let tag):
            return ("This tag applies a transform (`\(tag)`), which Recipository's templates do not support.",
                    "the view models give each value ready to show: name the value itself")
        }
    }
}
