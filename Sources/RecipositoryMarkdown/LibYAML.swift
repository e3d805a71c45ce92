internal import CLibYAML

/// The one file that talks to libyaml, and the only YAML reader Recipository has.
///
/// Composes YAML straight from libyaml's events into `YAMLNode`s, every scalar kept as text.
/// What front matter must not use is refused as the events arrive, before any of it is built:
/// anchors and aliases (an alias bomb expands without end in a composer that follows them) and
/// nesting deeper than the caller allows. Tags are read past: the value stays its text.
public enum YAMLComposer {
    public enum Outcome: Sendable {
        /// No document at all (empty text or only comments).
        case empty
        case document(YAMLNode)
        case problem(YAMLProblem)
    }

    public static func compose(_ text: String, maximumDepth: Int) -> Outcome {
        var text = text
        return text.withUTF8 { bytes in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else {
                return .problem(YAMLProblem(.syntax("out of memory"), at: YAMLMark(line: 1, column: 1)))
            }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var composer = Composition(maximumDepth: maximumDepth)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return .problem(problem(of: parser, in: bytes)) }
                let step = composer.take(event)
                yaml_event_delete(&event)
                switch step {
                case .next: continue
                case .finished(let outcome): return outcome
                }
            }
        }
    }

    /// libyaml's own words and place for what stopped it. The reader (which refuses control
    /// characters and bad UTF-8) gives only a byte offset, turned here into a line and column.
    private static func problem(of parser: yaml_parser_t, in bytes: UnsafeBufferPointer<UInt8>) -> YAMLProblem {
        let words = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        let context = parser.context.map { String(cString: $0) }
        if context == "while scanning an alias" || context == "while scanning an anchor" {
            // `title: *Best* pie`: the author meant a star, and YAML read the start of an alias.
            return YAMLProblem(.anchorOrAlias, at: mark(parser.context_mark))
        }
        if parser.error == YAML_READER_ERROR {
            return YAMLProblem(.syntax(words), at: mark(atByte: parser.problem_offset, in: bytes))
        }
        return YAMLProblem(.syntax(words), at: mark(parser.problem_mark))
    }

    private static func mark(_ mark: yaml_mark_t) -> YAMLMark {
        YAMLMark(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// Lines end at line feeds; columns count Unicode scalars, as libyaml's marks do.
    private static func mark(atByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> YAMLMark {
        let before = bytes.prefix(Swift.min(offset, bytes.count))
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let column = before[lineStart...].count { $0 & 0xC0 != 0x80 } + 1
        return YAMLMark(line: line, column: column)
    }
}

/// What stopped the composer, and where.
public struct YAMLProblem: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// libyaml's sentence (`mapping values are not allowed in this context`).
        case syntax(String)
        case anchorOrAlias
        case tooDeep
        /// Keys written more than once in one mapping, sorted.
        case repeatedKeys([String])
        case severalDocuments
    }

    public var kind: Kind
    public var mark: YAMLMark

    public init(_ kind: Kind, at mark: YAMLMark) {
        self.kind = kind
        self.mark = mark
    }
}

/// Builds the tree from events with an explicit stack, so nesting never deepens the call stack.
private struct Composition {
    enum Step {
        case next
        case finished(YAMLComposer.Outcome)
    }

    private struct Open {
        var isMapping: Bool
        var mark: YAMLMark
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
    }

    let maximumDepth: Int
    private var stack: [Open] = []
    private var root: YAMLNode?
    private var documents = 0

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    mutating func take(_ event: yaml_event_t) -> Step {
        let mark = YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        func refuse(_ kind: YAMLProblem.Kind) -> Step { .finished(.problem(YAMLProblem(kind, at: mark))) }
        switch event.type {
        case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT:
            return .next
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            return documents > 1 ? refuse(.severalDocuments) : .next
        case YAML_STREAM_END_EVENT:
            return .finished(root.map { .document($0) } ?? .empty)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            guard scalar.anchor == nil else { return refuse(.anchorOrAlias) }
            let string = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            return add(.scalar(YAMLScalar(string, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE), at: mark))
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            guard anchor == nil else { return refuse(.anchorOrAlias) }
            guard stack.count < maximumDepth else { return refuse(.tooDeep) }
            stack.append(Open(isMapping: isMapping, mark: mark))
            return .next
        case YAML_SEQUENCE_END_EVENT:
            let open = stack.removeLast()
            return add(.sequence(open.items, at: open.mark))
        case YAML_MAPPING_END_EVENT:
            let open = stack.removeLast()
            if let repeated = Self.repeatedKeys(open.pairs) {
                return .finished(.problem(YAMLProblem(.repeatedKeys(repeated.keys), at: repeated.mark)))
            }
            return add(.mapping(open.pairs, at: open.mark))
        case YAML_ALIAS_EVENT:
            return refuse(.anchorOrAlias)
        default:
            return refuse(.syntax("an event this reader does not know"))
        }
    }

    private mutating func add(_ node: YAMLNode) -> Step {
        guard !stack.isEmpty else {
            root = node
            return .next
        }
        let top = stack.count - 1
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey {
            stack[top].pairs.append(YAMLPair(key: key, value: node))
            stack[top].pendingKey = nil
        } else {
            stack[top].pendingKey = node
        }
        return .next
    }

    /// Text keys written more than once, sorted, and where the first of them (in that order) is.
    private static func repeatedKeys(_ pairs: [YAMLPair]) -> (keys: [String], mark: YAMLMark)? {
        var seen = [String: YAMLMark](minimumCapacity: pairs.count)
        var repeated: [String: YAMLMark] = [:]
        for pair in pairs {
            guard let key = pair.key.scalar?.string else { continue }
            if let first = seen.updateValue(pair.key.mark, forKey: key), repeated[key] == nil { repeated[key] = first }
        }
        guard let first = repeated.keys.min() else { return nil }
        return (repeated.keys.sorted(), repeated[first]!)
    }
}
