/// Template text to `TemplateNode`s: Mustache's tags, set delimiters, comments, partials with
/// their indentation, template inheritance (`{{<parent}}` with `{{$block}}` overrides), and the
/// `{{% CONTENT_TYPE: … }}` pragma.
///
/// Where a line's whitespace goes (standalone tags, indentation, a block's overrides) follows
/// swift-mustache 2's parser step for step, quirks included (a comment's leading whitespace moves
/// to the text after it; a line of only whitespace at the end of a template is dropped): the
/// theme was written against it, and every site must keep its bytes. The errors are thrown at the
/// same places, so a diagnostic points where it did.
enum TemplateParser {
    static func parse(_ source: String) -> Result<[TemplateNode], TemplateSyntaxError> {
        var scanner = TemplateScanner(source)
        do {
            return .success(try parse(&scanner, state: State()))
        } catch {
            let (line, column) = scanner.lineAndColumn
            return .failure(TemplateSyntaxError(kind: error as? TemplateSyntaxError.Kind ?? .unfinishedTag, line: line, column: column))
        }
    }
}

private extension TemplateParser {
    typealias Kind = TemplateSyntaxError.Kind

    struct State {
        /// The section, block or parent being read (what its closing tag must name).
        var sectionName: String?
        var sectionTransforms: [String] = []
        /// At the start of a line: a tag here may be standalone.
        var newLine = true
        /// Inside `{{<parent}}`, and at its top, where `{{$name}}` is an override.
        var inParent = false
        var atParentTop = false
        var start = "{{"
        var end = "}}"
        /// The whitespace of an override's first line, taken off each line after it.
        var overrideIndent: Substring?

        func inSection(_ name: String, newLine: Bool, transforms: [String] = []) -> State {
            var state = self
            state.sectionName = name
            state.sectionTransforms = transforms
            state.atParentTop = false
            if !newLine { state.newLine = false }
            return state
        }

        func inParent(_ name: String) -> State {
            var state = self
            state.sectionName = name
            state.sectionTransforms = []
            state.newLine = true
            state.inParent = true
            state.atParentTop = true
            return state
        }

        func with(start: String, end: String) -> State {
            var state = self
            state.start = start
            state.end = end
            state.atParentTop = false
            return state
        }
    }

    static func isLineSpace(_ character: Character) -> Bool { character == " " || character == "\t" }
    static func isWhitespace(_ character: Character) -> Bool { character.isWhitespace }

    static func parse(_ scanner: inout TemplateScanner, state initial: State) throws -> [TemplateNode] {
        var nodes: [TemplateNode] = []
        var state = initial
        var whitespaceBefore: Substring = ""
        func flushWhitespace() {
            if !whitespaceBefore.isEmpty {
                nodes.append(.text(String(whitespaceBefore)))
                whitespaceBefore = ""
            }
        }
        while !scanner.atEnd {
            if state.newLine {
                let whitespace = scanner.read(while: isLineSpace)
                if state.inParent, !state.atParentTop {
                    if let indent = state.overrideIndent {
                        whitespaceBefore = whitespace.dropFirst(indent.count)
                    } else {
                        state.overrideIndent = whitespace
                    }
                } else {
                    whitespaceBefore = whitespace
                }
            }
            let text = try textBeforeTag(&scanner, state: state)
            if scanner.current.isNewline {
                nodes.append(.text(String(whitespaceBefore) + text + String(scanner.current)))
                state.newLine = true
                scanner.advance()
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(String(whitespaceBefore) + text))
                whitespaceBefore = ""
                state.newLine = false
            }
            if scanner.atEnd { break }
            var standalone = false
            switch scanner.current {
            case "#", "^":
                let inverted = scanner.current == "^"
                scanner.advance()
                let tag = scanner.position
                let (name, transforms) = try readName(&scanner, state: state)
                try refuse(transforms, of: name, at: tag, in: &scanner)
                if isStandalone(&scanner, state: state) {
                    standalone = true
                } else {
                    flushWhitespace()
                }
                let children = try parse(&scanner, state: state.inSection(name, newLine: standalone))
                nodes.append(inverted ? .invertedSection(TemplateName(name), children) : .section(TemplateName(name), children))

            case "/":
                scanner.advance()
                let tag = scanner.position
                let (name, transforms) = try readName(&scanner, state: state)
                guard name == state.sectionName, transforms == state.sectionTransforms else {
                    scanner.position = tag
                    throw Kind.closingNameMismatch
                }
                if !isStandalone(&scanner, state: state) {
                    flushWhitespace()
                }
                return nodes

            case "!":
                scanner.advance()
                try scanner.read(past: state.end)
                standalone = isStandalone(&scanner, state: state)

            case "{", "&":
                let braced = scanner.current == "{"
                flushWhitespace()
                scanner.advance()
                let tag = scanner.position
                let (name, transforms) = try readName(&scanner, state: state)
                if braced {
                    guard try scanner.read("}") else { throw Kind.unfinishedName }
                }
                try refuse(transforms, of: name, at: tag, in: &scanner)
                nodes.append(.value(TemplateName(name), escaped: false))

            case ">":
                scanner.advance()
                scanner.read(while: isWhitespace)
                var dynamic = false
                if scanner.current == "*" {
                    scanner.advance()
                    dynamic = true
                }
                let name = try readPartialName(&scanner, state: state)
                if !whitespaceBefore.isEmpty { nodes.append(.text(String(whitespaceBefore))) }
                standalone = isStandalone(&scanner, state: state)
                let indentation = standalone ? String(whitespaceBefore) : ""
                nodes.append(dynamic ? .dynamicPartial(TemplateName(name), indentation: indentation, overrides: nil)
                                     : .partial(name, indentation: indentation, overrides: nil))
                whitespaceBefore = ""

            case "<":
                scanner.advance()
                scanner.read(while: isWhitespace)
                let sectionName = try readPartialName(&scanner, state: state)
                if !whitespaceBefore.isEmpty { nodes.append(.text(String(whitespaceBefore))) }
                standalone = isStandalone(&scanner, state: state)
                var overrides: [String: [TemplateNode]] = [:]
                for node in try parse(&scanner, state: state.inParent(sectionName)) {
                    switch node {
                    case .blockOverride(let block, let children): overrides[block] = children
                    case .text: break
                    default: throw Kind.notAnOverride
                    }
                }
                let indentation = String(whitespaceBefore)
                if sectionName.first == "*" {
                    nodes.append(.dynamicPartial(TemplateName(String(sectionName.dropFirst())), indentation: indentation, overrides: overrides))
                } else {
                    nodes.append(.partial(sectionName, indentation: indentation, overrides: overrides))
                }
                whitespaceBefore = ""

            case "$":
                scanner.advance()
                let (name, transforms) = try readName(&scanner, state: state)
                guard transforms.isEmpty else { throw Kind.blockWithTransform }
                if state.atParentTop {
                    standalone = isStandalone(&scanner, state: state)
                    nodes.append(.blockOverride(name, try parse(&scanner, state: state.inSection(name, newLine: standalone))))
                } else {
                    if !whitespaceBefore.isEmpty { nodes.append(.text(String(whitespaceBefore))) }
                    standalone = isStandalone(&scanner, state: state)
                    let children = try parse(&scanner, state: state.inSection(name, newLine: standalone))
                    nodes.append(.block(name, default: children, indentation: String(whitespaceBefore)))
                    whitespaceBefore = ""
                }

            case "=":
                scanner.advance()
                state = try readDelimiters(&scanner, state: state)
                standalone = isStandalone(&scanner, state: state)

            case "%":
                scanner.advance()
                nodes.append(.escaping(try readPragma(&scanner, state: state)))
                standalone = isStandalone(&scanner, state: state)

            default:
                flushWhitespace()
                let tag = scanner.position
                let (name, transforms) = try readName(&scanner, state: state)
                try refuse(transforms, of: name, at: tag, in: &scanner)
                nodes.append(.value(TemplateName(name), escaped: true))
            }
            state.newLine = standalone
        }
        guard state.sectionName == nil else { throw Kind.sectionNotClosed }
        return nodes
    }

    /// Text up to the next tag (read past its opening delimiter) or line end (not read).
    static func textBeforeTag(_ scanner: inout TemplateScanner, state: State) throws -> String {
        guard let first = state.start.first else { return "" }
        var text = ""
        while !scanner.atEnd {
            text += try scanner.read(until: { $0 == "\n" || $0 == "\r\n" || $0 == first }, throwAtEnd: false)
            if scanner.current.isNewline {
                break
            } else if scanner.current == first {
                if try scanner.read(string: state.start) { break }
                text.append(first)
                scanner.advance()
            }
        }
        return text
    }

    /// A standalone tag is alone on its line but for spaces and tabs; its line, newline included,
    /// is then read and left out.
    static func isStandalone(_ scanner: inout TemplateScanner, state: State) -> Bool {
        guard state.newLine else { return false }
        if scanner.atEnd { return true }
        var after = scanner
        after.read(while: isLineSpace)
        guard after.current.isNewline else { return false }
        after.advance()
        scanner.position = after.position
        return true
    }

    static let nameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
    static let nameCharactersWithParentheses = nameCharacters.union("()")
    static let partialNameCharacters = nameCharactersWithParentheses.union("/")

    /// A tag's name up to and past the closing delimiter, and swift-mustache's transforms
    /// (`first(last(name))` is `name` and `[first, last]`), read so a malformed one is the
    /// error it was.
    static func readName(_ scanner: inout TemplateScanner, state: State) throws -> (String, [String]) {
        scanner.read(while: isWhitespace)
        let text = String(scanner.read(while: nameCharactersWithParentheses.contains))
        scanner.read(while: isWhitespace)
        guard try scanner.read(string: state.end) else { throw Kind.unfinishedName }
        var name = TemplateScanner(text)
        let first = name.read(while: nameCharacters.contains)
        if name.atEnd { return (text, []) }
        guard name.current == "(" else { throw Kind.unfinishedName }
        name.advance()
        var transforms = [first]
        while true {
            let part = name.read(while: nameCharacters.contains)
            switch name.current {
            case ")":
                name.advance()
                guard name.read(while: { $0 == ")" }).count + 1 == transforms.count, name.atEnd else { throw Kind.unfinishedName }
                return (String(part), transforms.map(String.init))
            case "(":
                name.advance()
                transforms.append(part)
            default:
                throw Kind.unfinishedName
            }
        }
    }

    /// Transforms were swift-mustache's own (no theme of ours used one): refused at the tag.
    static func refuse(_ transforms: [String], of name: String, at tag: String.Index, in scanner: inout TemplateScanner) throws {
        guard !transforms.isEmpty else { return }
        scanner.position = tag
        throw Kind.transform(transforms.reversed().reduce(name) { "\($1)(\($0))" })
    }

    static func readPartialName(_ scanner: inout TemplateScanner, state: State) throws -> String {
        scanner.read(while: isWhitespace)
        let text = String(scanner.read(while: partialNameCharacters.contains))
        scanner.read(while: isWhitespace)
        guard try scanner.read(string: state.end) else { throw Kind.unfinishedName }
        return text
    }

    /// `{{=<% %>=}}`: the new delimiters.
    static func readDelimiters(_ scanner: inout TemplateScanner, state: State) throws -> State {
        let start, end: Substring
        do {
            scanner.read(while: isWhitespace)
            start = try scanner.read(until: isWhitespace, throwAtEnd: true)
            scanner.read(while: isWhitespace)
            end = try scanner.read(until: { $0 == "=" || $0.isWhitespace }, throwAtEnd: true)
            scanner.read(while: isWhitespace)
        } catch {
            throw Kind.malformedSetDelimiter
        }
        guard try scanner.read("=") else { throw Kind.malformedSetDelimiter }
        guard try scanner.read(string: state.end) else { throw Kind.malformedSetDelimiter }
        guard !start.isEmpty, !end.isEmpty else { throw Kind.malformedSetDelimiter }
        return state.with(start: String(start), end: String(end))
    }

    /// `{{% CONTENT_TYPE: TEXT }}`, the only pragma.
    static func readPragma(_ scanner: inout TemplateScanner, state: State) throws -> TemplateEscaping {
        let variable, value: Substring
        do {
            scanner.read(while: isWhitespace)
            variable = scanner.read(while: nameCharacters.contains)
            scanner.read(while: isWhitespace)
            guard try scanner.read(":") else { throw Kind.malformedPragma }
            scanner.read(while: isWhitespace)
            value = scanner.read(while: nameCharacters.contains)
            scanner.read(while: isWhitespace)
            guard try scanner.read(string: state.end) else { throw Kind.malformedPragma }
        } catch {
            throw Kind.malformedPragma
        }
        guard !variable.isEmpty, !value.isEmpty else { throw Kind.malformedPragma }
        guard variable == "CONTENT_TYPE", let escaping = TemplateEscaping(pragmaValue: value) else { throw Kind.unknownPragma }
        return escaping
    }
}
